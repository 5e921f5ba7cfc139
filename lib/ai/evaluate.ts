/**
 * The answer evaluation behind `npm run eval:ask`: a golden set of reader questions (tests/fixtures/ask-golden.json),
 * each with the pages that answer it and the key fact an answer must contain, or marked as not answered by the
 * docs. Each question is answered by a provider (the local answerer, or a model) from the sections retrieval
 * gives it, and scored: the first citation in the text names a page that answers; any citation does; the key
 * fact is in the text; the answer was refused. Time to first text runs from the question to the first text part,
 * retrieval included.
 */
import { z } from 'zod/mini';
import { NOT_FOUND_TEXT, type AnswerSource } from './contract';
import type { AnswerProvider } from './provider';
import type { Section } from './retrieve';
import { withoutTrailingSlashes } from '../server/trim';

export const goldenQuestion = z.object({
  kind: z.enum(['how-to', 'what-is', 'troubleshooting', 'numbers', 'comparison', 'unanswerable']),
  question: z.string().check(z.minLength(3)),
  /** Paths (no anchor) of the pages that answer the question. */
  pages: z.optional(z.array(z.string())),
  /** Wordings of the key fact; the answer must contain one (case-insensitive). */
  facts: z.optional(z.array(z.string())),
  /** false: the docs do not answer it, and the answer must say so. */
  answerable: z.optional(z.boolean()),
});
export type GoldenQuestion = z.infer<typeof goldenQuestion>;
export const goldenSet = z.object({ description: z.string(), questions: z.array(goldenQuestion) });

/**
 * The question sets `npm run eval:ask` answers: the golden set, and the held-out set (written later, measured
 * before any change made after it, never special-cased) that checks the answerer on questions it was not tuned on.
 */
export const QUESTION_SETS = [
  { name: 'golden', file: 'tests/fixtures/ask-golden.json' },
  { name: 'held-out', file: 'tests/fixtures/ask-heldout.json' },
] as const;

export interface AnsweredQuestion {
  question: string;
  kind: GoldenQuestion['kind'];
  answerable: boolean;
  text: string;
  sources: AnswerSource[];
  found: boolean;
  firstTextMs: number;
  firstCitation: string | null;
  firstCitationRight: boolean;
  anyCitationRight: boolean;
  keyFact: boolean;
}

export interface EvaluationFigures {
  questions: number;
  answerable: number;
  unanswerable: number;
  /** Share of answerable questions whose first citation names a page that answers. */
  firstCitationAccuracy: number;
  /** Share of answerable questions with at least one citation of a page that answers. */
  anyCitationAccuracy: number;
  /** Share of answerable questions whose answer contains the key fact. */
  keyFactRate: number;
  /** Answerable questions the answerer refused. */
  falseRefusals: number;
  /** Unanswerable questions refused, out of `unanswerable`. */
  unanswerableRefused: number;
  firstTextMs: { p50: number; p95: number; max: number };
}

const pathOf = (url: string) => withoutTrailingSlashes(url.split('#')[0]!) || '/';

/** The sources the text cites, in the order their first [n] appears. */
export function citedInOrder(text: string, sources: AnswerSource[]): AnswerSource[] {
  const seen: AnswerSource[] = [];
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const source = sources[Number(match[1]) - 1];
    if (source && !seen.includes(source)) seen.push(source);
  }
  return seen;
}

export function isRefusal(text: string, found: boolean): boolean {
  return !found || text.trim().startsWith(NOT_FOUND_TEXT);
}

export function scoreAnswer(
  golden: GoldenQuestion,
  answer: { text: string; sources: AnswerSource[]; found: boolean; firstTextMs: number },
): AnsweredQuestion {
  const answerable = golden.answerable !== false;
  const refused = isRefusal(answer.text, answer.found);
  const pages = new Set((golden.pages ?? []).map(pathOf));
  const cited = refused ? [] : citedInOrder(answer.text, answer.sources);
  const text = answer.text.toLowerCase();
  return {
    question: golden.question,
    kind: golden.kind,
    answerable,
    text: answer.text,
    sources: answer.sources,
    found: !refused,
    firstTextMs: answer.firstTextMs,
    firstCitation: cited[0]?.url ?? null,
    firstCitationRight: cited.length > 0 && pages.has(pathOf(cited[0]!.url)),
    anyCitationRight: cited.some((s) => pages.has(pathOf(s.url))),
    keyFact: !refused && (golden.facts ?? []).some((fact) => text.includes(fact.toLowerCase())),
  };
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

export function summarize(results: AnsweredQuestion[]): EvaluationFigures {
  const answerable = results.filter((r) => r.answerable);
  const unanswerable = results.filter((r) => !r.answerable);
  const share = (n: number) => (answerable.length ? round(n / answerable.length) : 0);
  const times = results.map((r) => r.firstTextMs).sort((a, b) => a - b);
  return {
    questions: results.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    firstCitationAccuracy: share(answerable.filter((r) => r.firstCitationRight).length),
    anyCitationAccuracy: share(answerable.filter((r) => r.anyCitationRight).length),
    keyFactRate: share(answerable.filter((r) => r.keyFact).length),
    falseRefusals: answerable.filter((r) => !r.found).length,
    unanswerableRefused: unanswerable.filter((r) => !r.found).length,
    firstTextMs: {
      p50: round(percentile(times, 0.5), 1),
      p95: round(percentile(times, 0.95), 1),
      max: round(times.at(-1) ?? 0, 1),
    },
  };
}

/** Asks one question the way the endpoint does: retrieval, then the provider's stream, read to the end. */
export async function answerQuestion(
  golden: GoldenQuestion,
  provider: AnswerProvider,
  retrieve: (question: string) => Section[],
): Promise<AnsweredQuestion> {
  const started = performance.now();
  const sections = retrieve(golden.question);
  let text = '';
  let firstTextMs: number | undefined;
  let sources: AnswerSource[] = [];
  let found = false;
  for await (const part of provider.answer(
    { question: golden.question, history: [], sections },
    new AbortController().signal,
  )) {
    if (part.type === 'text') {
      firstTextMs ??= performance.now() - started;
      text += part.text;
    } else {
      sources = part.sources;
      found = part.found;
    }
  }
  return scoreAnswer(golden, {
    text,
    sources,
    found,
    firstTextMs: firstTextMs ?? performance.now() - started,
  });
}

export async function evaluate(
  questions: GoldenQuestion[],
  provider: AnswerProvider,
  retrieve: (question: string) => Section[],
): Promise<{ figures: EvaluationFigures; results: AnsweredQuestion[] }> {
  const results: AnsweredQuestion[] = [];
  for (const golden of questions) results.push(await answerQuestion(golden, provider, retrieve));
  return { figures: summarize(results), results };
}
