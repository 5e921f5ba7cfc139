import 'server-only';
/**
 * Page feedback (one vote per page per visitor; a second vote replaces the first) and page-view counts. A new
 * voter on a page also counts against its address's limit of voters per page per day, so minting visitor
 * cookies does not buy more votes (nor more "not helpful" webhook deliveries).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedback, pageViews } from '../db/schema';
import { consumeRateLimit, type RateLimit } from '../server/rate-limit';
import { enqueueUnhelpfulVote, wakeWebhookWorker } from '../webhooks/queue';

export async function recordFeedback(
  db: Db,
  input: { projectId: string; pathname: string; visitorKey: string; helpful: boolean },
  /** Counted when this visitor has no vote on the page yet (the voters of one address per page per day). */
  newVoterLimit?: RateLimit,
): Promise<void> {
  const queued = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [previous] = await t
      .select({ helpful: feedback.helpful })
      .from(feedback)
      .where(
        and(
          eq(feedback.projectId, input.projectId),
          eq(feedback.pathname, input.pathname),
          eq(feedback.visitorKey, input.visitorKey),
        ),
      )
      .for('update');
    if (!previous && newVoterLimit) await consumeRateLimit(t, newVoterLimit);
    await t
      .insert(feedback)
      .values(input)
      .onConflictDoUpdate({
        target: [feedback.projectId, feedback.pathname, feedback.visitorKey],
        set: { helpful: input.helpful, updatedAt: new Date() },
      });
    // Outgoing webhooks, in the vote's transaction: a new "not helpful" (or a change to it) notifies; the
    // same visitor repeating it does not.
    return !input.helpful && previous?.helpful !== false ? enqueueUnhelpfulVote(t, input) : 0;
  });
  if (queued > 0) wakeWebhookWorker();
}

export async function countPageView(
  db: Db,
  input: { projectId: string; pathname: string },
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(pageViews)
    .values({ ...input, day, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.projectId, pageViews.pathname, pageViews.day],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
