/**
 * The AI answer endpoint's wire format, shared by the route (lib/ai/ask.ts) and the search modal's AI mode.
 *
 * POST /api/ask `{question, history?}` answers with Server-Sent Events, in this order:
 * - `start`   `{id}`: the answer's id (for feedback);
 * - `text`    `{text}`: the next piece of the answer (Markdown; citations are `[n]`, n counting from 1 into
 *             the sources);
 * - `restart` `{notice}`: the model failed part-way; forget the text so far, the local answer follows;
 * - `notice`  `{notice}`: something the reader should know about this answer (e.g. the model was unreachable);
 * - `sources` `[{title, url}]`: the sources cited, source n at index n − 1;
 * - `done`    `{found}`: the end; `found` is false when the docs do not answer the question.
 * Errors before the stream starts are JSON `{error}` with a 4xx status.
 *
 * POST /api/ask/feedback `{answerId, helpful}` records the reader's 👍/👎 on an answer.
 */
// zod/mini: the AI mode's browser code validates events with these schemas, and mini keeps that code small.
import { z } from 'zod/mini';

export const MAX_QUESTION_LENGTH = 500;
export const MAX_HISTORY_MESSAGES = 10;
export const MAX_HISTORY_MESSAGE_LENGTH = 2_000;
export const MAX_ASK_BODY_BYTES = 32 * 1024;

export const askBody = z.object({
  question: z
    .string({ error: 'question must be a string' })
    .check(
      z.trim(),
      z.minLength(1, 'Ask a question'),
      z.maxLength(MAX_QUESTION_LENGTH, `A question can be at most ${MAX_QUESTION_LENGTH} characters`),
    ),
  /** The conversation so far, oldest first (the model sees it; the local answerer does not need it). */
  history: z.optional(
    z
      .array(
        z.object({
          role: z.enum(['user', 'assistant']),
          content: z.string().check(z.maxLength(MAX_HISTORY_MESSAGE_LENGTH)),
        }),
      )
      .check(z.maxLength(MAX_HISTORY_MESSAGES, `At most ${MAX_HISTORY_MESSAGES} earlier messages`)),
  ),
});
export type AskBody = z.infer<typeof askBody>;

export const answerSource = z.object({ title: z.string(), url: z.string() });
export type AnswerSource = z.infer<typeof answerSource>;

export const askFeedbackBody = z.object({
  answerId: z.uuid('answerId must be the id of an answer'),
  helpful: z.boolean({ error: 'helpful must be true or false' }),
});
export type AskFeedbackBody = z.infer<typeof askFeedbackBody>;

export const askEvents = {
  start: z.object({ id: z.string() }),
  text: z.object({ text: z.string() }),
  restart: z.object({ notice: z.string() }),
  notice: z.object({ notice: z.string() }),
  sources: z.array(answerSource),
  done: z.object({ found: z.boolean() }),
};
export type AskEventName = keyof typeof askEvents;
export type AskEvent = {
  [K in AskEventName]: { event: K; data: z.infer<(typeof askEvents)[K]> };
}[AskEventName];

export const NOT_FOUND_TEXT = 'I could not find this in the docs.';
