import 'server-only';
/** Page feedback (one vote per page per visitor; a second vote replaces the first) and page-view counts. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedback, pageViews } from '../db/schema';

export async function recordFeedback(
  db: Db,
  input: { projectId: string; pathname: string; visitorKey: string; helpful: boolean },
): Promise<void> {
  await db
    .insert(feedback)
    .values(input)
    .onConflictDoUpdate({
      target: [feedback.projectId, feedback.pathname, feedback.visitorKey],
      set: { helpful: input.helpful, updatedAt: new Date() },
    });
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
