import 'server-only';
/**
 * Writes the page reads queued by ./page-read-queue.ts into `page_reads` (one upsert per write, adding to the
 * day's counts), every FLUSH_INTERVAL_MS while the server runs and once more at shutdown. Started by
 * instrumentation.ts; a write that fails puts its reads back to be tried again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageReads } from '../db/schema';
import { processSingleton } from '../server/singleton';
import { queuePageRead, takePendingReads, type PendingRead } from './page-read-queue';

export const FLUSH_INTERVAL_MS = 5_000;

/** Writes the pending reads of the site's project; returns how many reads were written. */
export async function flushPageReads(db: Db, projectId: string): Promise<number> {
  const reads = takePendingReads();
  if (reads.length === 0) return 0;
  try {
    await db
      .insert(pageReads)
      .values(reads.map((read) => ({ projectId, ...read })))
      .onConflictDoUpdate({
        target: [pageReads.projectId, pageReads.pathname, pageReads.day, pageReads.readerClass],
        set: { views: sql`${pageReads.views} + excluded.views` },
      });
  } catch (error) {
    requeue(reads);
    throw error;
  }
  return reads.reduce((total, read) => total + read.views, 0);
}

function requeue(reads: PendingRead[]): void {
  for (const read of reads) {
    for (let i = 0; i < read.views; i++)
      queuePageRead(read.pathname, read.readerClass, new Date(`${read.day}T12:00:00Z`));
  }
}

/** Starts the periodic write (once per process); returns the final write, for shutdown. */
export function startPageReadWriter(db: Db, projectId: string): () => Promise<void> {
  return processSingleton('page-read-writer', () => {
    const write = () =>
      flushPageReads(db, projectId).catch((error: unknown) =>
        console.error('page reads could not be written', error),
      );
    setInterval(write, FLUSH_INTERVAL_MS).unref();
    return async () => {
      await write();
    };
  });
}
