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
 * - `done`    `{found, extract}`: the end; `found` is false when the docs do not answer the question; `extract`
 *             is true when the answer is an extract from the docs (the local answerer) rather than a model's.
 * Errors before the stream starts are JSON `{error}` with a 4xx status.
 *
 * POST /api/ask/feedback `{answerId, helpful, reason?, note?}` records the reader's 👍/👎 on an answer; with a 👎,
 * optionally the reason (a key of AI_FEEDBACK_REASONS) and a note of at most 1,000 characters.
 *
 * The request bodies are checked here, on the server only. The events and the 👎 reasons are in ./wire.ts, which
 * the browser imports: it checks each event it reads there, without a schema library.
 */
import 'server-only';
import { z } from 'zod/mini';
import { AI_FEEDBACK_REASONS, MAX_FEEDBACK_NOTE_LENGTH, type AiFeedbackReason } from './wire';

export {
  AI_FEEDBACK_REASONS,
  MAX_FEEDBACK_NOTE_LENGTH,
  type AiFeedbackReason,
  type AnswerSource,
  type AskEvent,
} from './wire';

export const MAX_QUESTION_LENGTH = 500;
export const MAX_HISTORY_MESSAGES = 10;
export const MAX_HISTORY_MESSAGE_LENGTH = 2_000;
export const MAX_ASK_BODY_BYTES = 32 * 1024;
/** The most UTF-8 bytes of a model's answer relayed and stored; the model is cut off past them. */
export const MAX_ANSWER_BYTES = 16 * 1024;

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

const reasonKeys = Object.keys(AI_FEEDBACK_REASONS) as [AiFeedbackReason, ...AiFeedbackReason[]];

export const askFeedbackBody = z
  .object({
    answerId: z.uuid('answerId must be the id of an answer'),
    helpful: z.boolean({ error: 'helpful must be true or false' }),
    /** With helpful false only: why. */
    reason: z.optional(z.enum(reasonKeys, { error: `reason must be one of ${reasonKeys.join(', ')}` })),
    /** With helpful false only: the reader's words. */
    note: z.optional(
      z
        .string({ error: 'note must be a string' })
        .check(
          z.trim(),
          z.maxLength(
            MAX_FEEDBACK_NOTE_LENGTH,
            `A note can be at most ${MAX_FEEDBACK_NOTE_LENGTH} characters`,
          ),
        ),
    ),
  })
  .check(
    z.refine((body) => !body.helpful || (body.reason === undefined && !body.note), {
      message: 'A reason or a note goes with a 👎 only',
    }),
  );
export type AskFeedbackBody = z.infer<typeof askFeedbackBody>;

export const NOT_FOUND_TEXT = 'I could not find this in the docs.';
