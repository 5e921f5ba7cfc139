import 'server-only';
/**
 * Fixed-window rate limits kept in the database, so they hold across server instances. A hit is counted with
 * one conditional upsert (the count only grows while under the limit); callers run it inside the same
 * transaction as the write it guards, so a request that is rejected later on uses up nothing. Limits kept in
 * memory instead are in ./memory-rate-limit.ts.
 */
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooMany, windowStartOf, type RateLimit } from './memory-rate-limit';

export { MemoryRateLimiter, memoryRateLimits, type RateLimit } from './memory-rate-limit';

export async function consumeRateLimit(db: Db, rule: RateLimit, now = Date.now()): Promise<void> {
  const windowStart = windowStartOf(rule, now);
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key: rule.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      setWhere: sql`${rateLimitCounters.hits} < ${rule.limit}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  if (rows.length === 0) throw tooMany(rule, now);
}

/**
 * Counts one hit on each of several limits in one statement (`rules` not empty), returning the key of every
 * limit it counted: a limit already reached is not counted. A write counts its limits in its own statement (a
 * data-modifying WITH query) and passes the keys to throwIfLimited, whose 429 rolls the whole write back.
 */
export function rateLimitsUpsert(rules: RateLimit[], now: number): SQL {
  const values = rules.map(
    (rule) => sql`(${rule.key}, ${windowStartOf(rule, now).toISOString()}::timestamptz, 1)`,
  );
  const limits = rules.map((rule) => sql`when ${rule.key} then ${rule.limit}::int`);
  return sql`
    insert into ${rateLimitCounters} (key, window_start, hits) values ${sql.join(values, sql`, `)}
    on conflict (key, window_start) do update set hits = ${rateLimitCounters}.hits + 1
    where ${rateLimitCounters}.hits < (case ${rateLimitCounters}.key ${sql.join(limits, sql` `)} end)
    returning key`;
}

/** Throws the 429 of the first rule whose key was not counted (its limit was reached). */
export function throwIfLimited(rules: RateLimit[], countedKeys: readonly string[], now: number): void {
  const counted = new Set(countedKeys);
  const rule = rules.find((candidate) => !counted.has(candidate.key));
  if (rule) throw tooMany(rule, now);
}

/** The hits counted so far in the rule's current window. */
export async function hitsOf(db: Db, rule: RateLimit, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      and(eq(rateLimitCounters.key, rule.key), eq(rateLimitCounters.windowStart, windowStartOf(rule, now))),
    );
  return row?.hits ?? 0;
}

/**
 * Takes back a hit counted by consumeRateLimit at `now` (limits on failures: every attempt is counted before it
 * runs, so that concurrent attempts cannot all pass a check made before any of them failed, and the attempts
 * that did not fail are given back).
 */
export async function refundRateLimit(db: Db, rule: RateLimit, now: number): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(
      and(eq(rateLimitCounters.key, rule.key), eq(rateLimitCounters.windowStart, windowStartOf(rule, now))),
    );
}

/** Drops counters of windows that ended more than two days ago. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - 2 * 86_400_000)));
}
