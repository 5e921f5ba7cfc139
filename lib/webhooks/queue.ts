/**
 * The durable delivery queue (`webhook_deliveries`): enqueueing inside the caller's transaction, claiming due
 * deliveries so that no two workers (in one process or on several instances) send the same one at the same
 * time, and recording each attempt's outcome with exponential backoff until the delivery is 24 h old.
 *
 * A claim is a lease: `locked_until` is pushed past the longest an attempt can take, so a worker that dies
 * mid-attempt (SIGKILL, crash, power loss) leaves a claim that simply expires, and the delivery is taken again
 * by whichever worker polls next — delivery is at least once, and receivers de-duplicate with X-Docs-Delivery.
 *
 * No `import 'server-only'`: the worker started from instrumentation.ts uses this module (see payload.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { webhookDeliveries, webhooks } from '../db/schema';
import {
  commentEventPayload,
  commentPayload,
  type CommentState,
  unhelpfulVotePayload,
  webhookPayload,
  type CommentForPayload,
  type DeliveryEvent,
  type WebhookFormat,
  type WebhookPayload,
} from './payload';
import { webhookSettings } from './settings';

/**
 * Queues `payload` for every enabled webhook of its project subscribed to its event (or, with `webhookId`,
 * for that one webhook whatever its events: the dashboard's test). Run it inside the transaction that writes
 * what caused the event, so the notification exists if and only if that write does. Returns how many
 * deliveries were queued; call `wakeWebhookWorker()` after the commit when it is more than 0.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  payload: WebhookPayload,
  options: { webhookId?: number } = {},
): Promise<number> {
  return rowsOf<{ id: string }>(await tx.execute(webhookDeliveriesInsert(payload, options))).length;
}

/**
 * The statement of enqueueWebhookEvent, returning the queued deliveries' ids: for a write that queues its
 * notification in the same statement (a data-modifying WITH query).
 */
export function webhookDeliveriesInsert(payload: WebhookPayload, options: { webhookId?: number } = {}): SQL {
  const json = JSON.stringify(payload);
  const target =
    options.webhookId === undefined
      ? sql`w.enabled and w.events @> ${JSON.stringify([payload.event])}::jsonb`
      : sql`w.id = ${options.webhookId}`;
  return sql`
    insert into ${webhookDeliveries} (id, webhook_id, event, payload)
    select gen_random_uuid(), w.id, ${payload.event}, ${json}::jsonb
    from ${webhooks} w
    where w.project_id = ${payload.project} and ${target}
    returning id`;
}

/** The notification of a reader's new comment: created, or held for approval. */
export function newCommentPayload(comment: CommentForPayload, held: boolean): WebhookPayload {
  const { siteUrl } = webhookSettings();
  return held
    ? commentEventPayload(comment, siteUrl, 'comment.held', { approval: 'pending', by: null })
    : commentPayload(comment, siteUrl);
}

/** Queues a moderation event (held, approved, rejected, status changed) for a comment, in `tx`. */
export function enqueueCommentEvent(
  tx: Db,
  comment: CommentForPayload,
  event: Parameters<typeof commentEventPayload>[2],
  state: CommentState,
): Promise<number> {
  return enqueueWebhookEvent(tx, commentEventPayload(comment, webhookSettings().siteUrl, event, state));
}

/** Queues `feedback.unhelpful` for a vote just recorded in `tx`. */
export function enqueueUnhelpfulVote(
  tx: Db,
  vote: { projectId: string; pathname: string },
  now = new Date(),
): Promise<number> {
  return enqueueWebhookEvent(
    tx,
    unhelpfulVotePayload({ ...vote, createdAt: now }, webhookSettings().siteUrl),
  );
}

export interface ClaimedDelivery {
  id: string;
  event: DeliveryEvent;
  /** Parsed from the stored JSON; undefined when the stored value is not a valid payload. */
  payload: WebhookPayload | undefined;
  /** Attempts including the one this claim is for. */
  attempts: number;
  url: string;
  secret: string;
  format: WebhookFormat;
}

interface ClaimRow {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  format: WebhookFormat;
}

/**
 * Claims up to `limit` due deliveries of enabled webhooks for `claimMs` and counts the attempt. The inner
 * select locks the rows it picks and skips rows another transaction has locked (FOR UPDATE SKIP LOCKED), and
 * the update sets the lease in the same statement, so concurrent claimers always get disjoint sets.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { limit: number; claimMs: number },
): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select d.id from ${webhookDeliveries} d
      where d.status = 'pending'
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until <= now())
        and d.webhook_id in (select w.id from ${webhooks} w where w.enabled)
      order by d.next_attempt_at
      limit ${options.limit}
      for update skip locked
    )
    update ${webhookDeliveries} d
    set locked_until = now() + ${options.claimMs}::int * interval '1 millisecond',
        attempts = d.attempts + 1
    from due, ${webhooks} w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.event, d.payload, d.attempts, w.url, w.secret, w.format`);
  return rowsOf<ClaimRow>(result).map((row) => {
    const parsed = webhookPayload.safeParse(row.payload);
    return {
      id: row.id,
      event: parsed.success ? parsed.data.event : (row.event as DeliveryEvent),
      payload: parsed.success ? parsed.data : undefined,
      attempts: row.attempts,
      url: row.url,
      secret: row.secret,
      format: row.format,
    };
  });
}

export async function markDelivered(db: Db, id: string, httpStatus: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      deliveredAt: sql`now()`,
      lockedUntil: null,
      lastStatus: httpStatus,
      lastError: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Records a failed attempt: the delivery is due again in `delayMs`, or is marked failed when that would be
 * later than `maxAgeMs` after it was queued (times from the database's clock, shared by every instance).
 */
export async function scheduleRetry(
  db: Db,
  id: string,
  outcome: { httpStatus: number | null; error: string; delayMs: number; maxAgeMs: number },
): Promise<void> {
  const next = sql`now() + ${Math.round(outcome.delayMs)}::int * interval '1 millisecond'`;
  const deadline = sql`${webhookDeliveries.createdAt} + ${outcome.maxAgeMs}::int * interval '1 millisecond'`;
  await db
    .update(webhookDeliveries)
    .set({
      status: sql`case when ${next} > ${deadline} then 'failed' else 'pending' end`,
      nextAttemptAt: next,
      lockedUntil: null,
      lastStatus: outcome.httpStatus,
      lastError: outcome.error.slice(0, 500),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Marks failed the pending deliveries older than `maxAgeMs` that no worker holds: those of a webhook that was
 * disabled while they waited (claims skip disabled webhooks), and any whose last retry was skipped.
 */
export async function expireStaleDeliveries(db: Db, maxAgeMs: number): Promise<number> {
  const hours = Math.round((maxAgeMs / 3_600_000) * 10) / 10;
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      lastError: sql`${`Not delivered within ${hours} h`}::text || coalesce('; last error: ' || ${webhookDeliveries.lastError}, '')`,
    })
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.createdAt} <= now() - ${maxAgeMs}::int * interval '1 millisecond'`,
        sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} <= now())`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Delay before the attempt after `attempts` failed ones: base × 3^(attempts−1) (10 s, 30 s, 1.5 min, 4.5 min,
 * …), capped at `maxMs`, with ±10 % jitter so that deliveries that failed together (a receiver's outage) do
 * not all come back in the same instant.
 */
export function retryDelayMs(
  attempts: number,
  settings: { retryBaseMs: number; retryMaxMs: number },
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempts - 1);
  const raw = Math.min(settings.retryMaxMs, settings.retryBaseMs * 3 ** Math.min(exponent, 30));
  return Math.round(raw * (0.9 + 0.2 * random()));
}

// The worker lives on globalThis: the widget API's bundle (server.mjs's fast path), Next's route bundles and
// instrumentation.ts each load their own copy of these modules, and all must reach the one worker.
const WORKER_KEY = Symbol.for('intuition-docs.webhook-worker');
type GlobalWithWorker = typeof globalThis & { [WORKER_KEY]?: { wake(): void } };

export function registerWebhookWorker(worker: { wake(): void } | undefined): void {
  (globalThis as GlobalWithWorker)[WORKER_KEY] = worker;
}

export function registeredWebhookWorker(): { wake(): void } | undefined {
  return (globalThis as GlobalWithWorker)[WORKER_KEY];
}

/** Asks this process's worker (if it runs here) to look at the queue now rather than at its next poll. */
export function wakeWebhookWorker(): void {
  registeredWebhookWorker()?.wake();
}
