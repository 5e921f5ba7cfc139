/**
 * The part of the AI endpoints' wire format (./contract.ts) that the search modal's AI mode needs in the browser:
 * the streamed events, each checked by `readAskEvent`, and the 👎 reasons. No schema library: the AI mode's code
 * fetched on first use was 29.7 KB gzipped when the browser checked events with zod/mini schemas (23 KB of it
 * zod's core). The request bodies are checked on the server only, by ./contract.ts's zod schemas.
 */
import { readShape, type ShapeOf } from '../json-shape';

export interface AnswerSource {
  title: string;
  url: string;
}

/** The data of each Server-Sent Event of POST /api/ask (the order and meaning are in ./contract.ts). */
export interface AskEventData {
  start: { id: string };
  text: { text: string };
  restart: { notice: string };
  notice: { notice: string };
  sources: AnswerSource[];
  /** `extract`: the answer is quoted from the docs by the local answerer, not written by a model. */
  done: { found: boolean; extract?: boolean };
}
export type AskEventName = keyof AskEventData;
export type AskEvent = { [K in AskEventName]: { event: K; data: AskEventData[K] } }[AskEventName];

/** Why a reader rated an answer 👎, as the dashboard groups them (the labels are what the reader picks from). */
export const AI_FEEDBACK_REASONS = {
  'not-related': 'Not related to my question',
  incorrect: 'Incorrect',
  incomplete: 'Incomplete',
  outdated: 'Outdated',
  'hard-to-understand': 'Hard to understand',
  other: 'Other',
} as const;
export type AiFeedbackReason = keyof typeof AI_FEEDBACK_REASONS;
export const MAX_FEEDBACK_NOTE_LENGTH = 1_000;

const EVENT_SHAPES: { readonly [K in AskEventName]: ShapeOf<AskEventData[K]> } = {
  start: { id: 'string' },
  text: { text: 'string' },
  restart: { notice: 'string' },
  notice: { notice: 'string' },
  sources: [{ title: 'string', url: 'string' }],
  done: { found: 'boolean', extract: 'boolean?' },
};

/**
 * The event named `name` with `data` (parsed JSON), or null when the name is not an event's or the data does not
 * fit it: the browser drops such an event.
 */
export function readAskEvent(name: string, data: unknown): AskEvent | null {
  if (!Object.hasOwn(EVENT_SHAPES, name)) return null;
  const event = name as AskEventName;
  const fitted = readShape<AskEventData[typeof event]>(data, EVENT_SHAPES[event]);
  return fitted === null ? null : ({ event, data: fitted } as AskEvent);
}
