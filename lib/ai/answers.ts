import 'server-only';
/** The record of answers given: stored after each answer, rated by readers, read by the team dashboard. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiAnswers } from '../db/schema';
import type { AnswerSource } from './contract';

export interface AnswerRecord {
  id: string;
  question: string;
  answer: string;
  sources: AnswerSource[];
  found: boolean;
  provider: string;
  stopped: boolean;
}

export async function recordAnswer(db: Db, answer: AnswerRecord): Promise<void> {
  await db.insert(aiAnswers).values(answer);
}

/** Sets the reader's rating; false when there is no such answer. */
export async function rateAnswer(db: Db, id: string, helpful: boolean): Promise<boolean> {
  const rows = await db
    .update(aiAnswers)
    .set({ helpful })
    .where(eq(aiAnswers.id, id))
    .returning({ id: aiAnswers.id });
  return rows.length > 0;
}

/** Questions the docs could not answer, newest first. */
export async function listUnansweredQuestions(db: Db, limit = 50) {
  return db
    .select({ id: aiAnswers.id, question: aiAnswers.question, createdAt: aiAnswers.createdAt })
    .from(aiAnswers)
    .where(and(eq(aiAnswers.found, false)))
    .orderBy(desc(aiAnswers.createdAt))
    .limit(limit);
}

export async function getAnswer(db: Db, id: string) {
  const [row] = await db.select().from(aiAnswers).where(eq(aiAnswers.id, id));
  return row;
}
