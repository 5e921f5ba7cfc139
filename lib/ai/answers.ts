import 'server-only';
/** The record of answers given: stored after each answer, rated by readers, read by the team dashboard. */
import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiAnswers } from '../db/schema';
import type { AiFeedbackReason, AnswerSource } from './contract';
import type { AnswerQuality } from './provider';

export interface AnswerRecord {
  id: string;
  question: string;
  answer: string;
  sources: AnswerSource[];
  found: boolean;
  provider: string;
  stopped: boolean;
  quality?: AnswerQuality;
}

export async function recordAnswer(db: Db, answer: AnswerRecord): Promise<void> {
  await db.insert(aiAnswers).values(answer);
}

export interface AnswerRating {
  helpful: boolean;
  /** With a 👎: why, and the reader's note. */
  reason?: AiFeedbackReason;
  note?: string;
}

/** Sets the reader's rating (a later rating replaces the reason and note too); false when there is no such answer. */
export async function rateAnswer(db: Db, id: string, rating: AnswerRating): Promise<boolean> {
  const rows = await db
    .update(aiAnswers)
    .set({
      helpful: rating.helpful,
      feedbackReason: rating.helpful ? null : (rating.reason ?? null),
      feedbackNote: rating.helpful ? null : rating.note || null,
    })
    .where(eq(aiAnswers.id, id))
    .returning({ id: aiAnswers.id });
  return rows.length > 0;
}

export interface QuestionGroup {
  /** The latest wording of the question. */
  question: string;
  /** How many times it was asked (or rated 👎). */
  count: number;
  lastAsked: Date;
}

/**
 * The key questions are grouped by: trimmed, lower case, runs of white space made one space, and the
 * punctuation at the end dropped, so "What is a vault?" and "what is a  vault" count as one question.
 */
const normalizedQuestion = sql`lower(regexp_replace(regexp_replace(btrim(${aiAnswers.question}), '[[:space:]]+', ' ', 'g'), '[[:space:]?!.…？！。]+$', ''))`;

async function groupQuestions(db: Db, where: SQL, limit: number): Promise<QuestionGroup[]> {
  const lastAsked = sql<Date>`max(${aiAnswers.createdAt})`.mapWith(aiAnswers.createdAt);
  return db
    .select({
      question: sql<string>`(array_agg(${aiAnswers.question} order by ${aiAnswers.createdAt} desc))[1]`,
      count: sql<number>`count(*)::int`.mapWith(Number),
      lastAsked,
    })
    .from(aiAnswers)
    .where(where)
    .groupBy(normalizedQuestion)
    .orderBy(desc(lastAsked))
    .limit(limit);
}

/** Questions the docs could not answer, the same question asked again counted once, newest first. */
export async function listUnansweredQuestionGroups(db: Db, limit = 100): Promise<QuestionGroup[]> {
  return groupQuestions(db, eq(aiAnswers.found, false), limit);
}

/** Questions whose answer a reader rated 👎 (answered from the docs or not), grouped likewise. */
export async function listUnhelpfulAnswerGroups(db: Db, limit = 100): Promise<QuestionGroup[]> {
  return groupQuestions(db, eq(aiAnswers.helpful, false), limit);
}

/** An answer the team should look at: the docs did not answer it, only partly, or a reader rated it 👎. */
export interface AnswerToReview {
  question: string;
  sources: AnswerSource[];
  found: boolean;
  quality: AnswerQuality | null;
  helpful: boolean | null;
  feedbackReason: string | null;
  feedbackNote: string | null;
  createdAt: Date;
}

/** The newest answers that were not found, partial, or rated 👎 (at most `limit`). */
export async function listAnswersToReview(db: Db, limit = 5_000): Promise<AnswerToReview[]> {
  return db
    .select({
      question: aiAnswers.question,
      sources: aiAnswers.sources,
      found: aiAnswers.found,
      quality: aiAnswers.quality,
      helpful: aiAnswers.helpful,
      feedbackReason: aiAnswers.feedbackReason,
      feedbackNote: aiAnswers.feedbackNote,
      createdAt: aiAnswers.createdAt,
    })
    .from(aiAnswers)
    .where(or(eq(aiAnswers.found, false), eq(aiAnswers.quality, 'partial'), eq(aiAnswers.helpful, false)))
    .orderBy(desc(aiAnswers.createdAt))
    .limit(limit);
}
