/**
 * Page reads by agents and crawlers waiting to be stored: counted in this process's memory, per page, day and
 * class, by whatever sees the request (the proxy for pages, `.md` and llms*.txt; the MCP server for get_page),
 * and written by ./page-reads.ts every few seconds in one statement. Kept on globalThis (processSingleton) so
 * that the proxy's bundle and the routes' bundles of one server process share it; this module opens nothing.
 * Bounded: past MAX_PENDING distinct keys, new keys wait for the next write (their reads are dropped). Each
 * client (lib/server/request.ts clientKey) counts at most RATE_LIMIT_VIEWS_PER_IP_MINUTE reads a minute, the
 * limit of browsers' views: past it, reads are served but not counted (a spoofed crawler or a loop of requests
 * adds nothing).
 */
import { serverEnv } from '../env';
import { memoryRateLimits } from '../server/memory-rate-limit';
import { processSingleton } from '../server/singleton';
import type { ReaderClass } from './reader-class';

export type MachineClass = Exclude<ReaderClass, 'browser'>;

export interface PendingRead {
  pathname: string;
  day: string;
  readerClass: MachineClass;
  views: number;
}

export const MAX_PENDING = 10_000;

const pending = () => processSingleton('page-read-queue', () => new Map<string, PendingRead>());

/**
 * Counts one read of a page (its path, no query or anchor) by a client now, unless the client is past its
 * per-address limit.
 */
export function countPageRead(
  pathname: string,
  readerClass: MachineClass,
  client: string,
  now = new Date(),
): void {
  const counted = memoryRateLimits().tryConsume(
    {
      key: `read:ip:minute:${client}`,
      limit: serverEnv().RATE_LIMIT_VIEWS_PER_IP_MINUTE,
      windowSeconds: 60,
      message: 'Too many reads',
    },
    now.getTime(),
  );
  if (counted) queuePageRead(pathname, readerClass, now);
}

/** Queues one read of a page (its path, no query or anchor) at `now`. */
export function queuePageRead(pathname: string, readerClass: MachineClass, now = new Date()): void {
  const day = now.toISOString().slice(0, 10);
  const key = `${readerClass}\n${day}\n${pathname}`;
  const queue = pending();
  const entry = queue.get(key);
  if (entry) entry.views += 1;
  else if (queue.size < MAX_PENDING) queue.set(key, { pathname, day, readerClass, views: 1 });
}

/** Takes every pending read (the queue starts empty again). */
export function takePendingReads(): PendingRead[] {
  const queue = pending();
  const reads = [...queue.values()];
  queue.clear();
  return reads;
}
