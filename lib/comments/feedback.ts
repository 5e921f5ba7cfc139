import 'server-only';
/** Page feedback (one vote per page per visitor; a second vote replaces the first) and page-view counts. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedback, pageViews } from '../db/schema';
import { enqueueUnhelpfulVote, wakeWebhookWorker } from '../webhooks/queue';

export async function recordFeedback(
  db: Db,
  input: { projectId: string; pathname: string; visitorKey: string; helpful: boolean },
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
