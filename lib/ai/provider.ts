/**
 * What every answerer implements. A provider streams the answer as text parts and ends with its sources and
 * whether the docs answered the question; the endpoint (./ask.ts) turns the parts into Server-Sent Events.
 */
import type { AnswerSource, AskBody } from './contract';
import type { Section } from './retrieve';

export interface AnswerInput {
  question: string;
  history: NonNullable<AskBody['history']>;
  /** The retrieved sections, best first. */
  sections: Section[];
}

/** How fully the docs answered: every part of the question, part of it, or not at all. */
export type AnswerQuality = 'answered' | 'partial' | 'unanswered';

export type AnswerPart =
  | { type: 'text'; text: string }
  | { type: 'end'; sources: AnswerSource[]; found: boolean; quality?: AnswerQuality };

export interface AnswerProvider {
  /** Recorded with each answer: `local` or `openai-compatible`. */
  readonly name: string;
  answer(input: AnswerInput, signal: AbortSignal): AsyncIterable<AnswerPart>;
}

/** A provider that could not answer (unreachable, an error status, silent too long, a broken stream). */
export class AnswerProviderError extends Error {}
