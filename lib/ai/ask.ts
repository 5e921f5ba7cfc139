import 'server-only';
/**
 * POST /api/ask and POST /api/ask/feedback (see ./contract.ts for the wire format). The question is checked
 * (size, shape, the per-address limit) before any work; the sections come from the site's search engine; the
 * configured provider answers (the local extractive one by default, or an OpenAI-compatible model when
 * AI_BASE_URL is set, falling back to the local answer when the model fails); the answer is streamed as
 * Server-Sent Events and recorded, with whether the docs had it, once it ends or the reader stops it.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../server/errors';
import { serverEnv } from '../env';
import { streamAnswer } from '../server/answer';
import type { Db } from '../server/db';
import { route } from '../server/route';
import { recordAnswer, rateAnswer } from './answers';
import { askBody, askFeedbackBody, MAX_ASK_BODY_BYTES, type AnswerSource, type AskEvent } from './contract';
import { createLocalProvider } from './local-provider';
import { createOpenAiProvider } from './openai-provider';
import { AnswerProviderError, type AnswerInput, type AnswerProvider, type AnswerQuality } from './provider';
import { ensureLocalIndex } from '../search/local-engine';
import { retrieveSections } from './retrieve';

function configuredProvider(): AnswerProvider | null {
  const env = serverEnv();
  if (!env.AI_BASE_URL) return null;
  return createOpenAiProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    deadlineMs: env.AI_DEADLINE_MS,
    maxTokens: env.AI_MAX_TOKENS,
  });
}

const encoder = new TextEncoder();
const sse = ({ event, data }: AskEvent) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The answer's events: the configured provider's, or the local ones after a notice when it fails. */
async function* answerEvents(
  input: AnswerInput,
  signal: AbortSignal,
  outcome: {
    answer: string;
    sources: AnswerSource[];
    found: boolean;
    provider: string;
    quality?: AnswerQuality;
  },
): AsyncIterable<AskEvent> {
  const local = createLocalProvider();
  const model = configuredProvider();
  let provider = model ?? local;
  for (;;) {
    outcome.provider = provider.name;
    try {
      for await (const part of provider.answer(input, signal)) {
        if (part.type === 'text') {
          outcome.answer += part.text;
          yield { event: 'text', data: { text: part.text } };
        } else {
          outcome.sources = part.sources;
          outcome.found = part.found;
          outcome.quality = part.quality ?? (part.found ? 'answered' : 'unanswered');
          yield { event: 'sources', data: part.sources };
        }
      }
      return;
    } catch (error) {
      if (provider === local || !(error instanceof AnswerProviderError)) throw error;
      console.warn(`AI answer: ${error.message}; answering from the docs instead`);
      const notice = `The AI model could not answer (${error.message}). Here is what the docs say.`;
      yield outcome.answer ? { event: 'restart', data: { notice } } : { event: 'notice', data: { notice } };
      outcome.answer = '';
      provider = local;
    }
  }
}

/** The question's sections, found before the answer starts streaming. */
async function prepare(question: string) {
  await ensureLocalIndex();
  return retrieveSections(question);
}

/**
 * The answer as a stream that is pulled: each event is produced when the reader (the HTTP response, which waits
 * for the client's socket to drain) asks for the next one, so nothing piles up for a client that does not read,
 * and the model's stream is read no faster than the answer is. The answer is recorded once, when it ends, fails
 * or the reader leaves.
 */
function answerStream(db: Db, input: AnswerInput): ReadableStream<Uint8Array> {
  const id = randomUUID();
  const stop = new AbortController();
  const outcome = {
    answer: '',
    sources: [] as AnswerSource[],
    found: false,
    provider: 'local',
    quality: undefined as AnswerQuality | undefined,
  };
  const events = answerEvents(input, stop.signal, outcome)[Symbol.asyncIterator]();
  let recorded: Promise<void> | undefined;
  const record = (completed: boolean) =>
    (recorded ??= recordAnswer(db, {
      id,
      question: input.question,
      answer: outcome.answer,
      sources: outcome.sources,
      found: outcome.found,
      provider: outcome.provider,
      stopped: !completed,
      quality: outcome.quality,
    }).catch((error: unknown) => console.error('recording an AI answer failed', error)));

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(sse({ event: 'start', data: { id } }));
      },
      async pull(controller) {
        let completed = true;
        try {
          const next = await events.next();
          if (stop.signal.aborted) return;
          if (!next.done) {
            controller.enqueue(sse(next.value));
            return;
          }
        } catch (error) {
          console.error('AI answer failed', error);
          outcome.answer ||= 'The answer failed.';
          completed = false;
        }
        if (stop.signal.aborted) return;
        // Recorded before the final event, so an answer the reader saw end can always be rated.
        await record(completed);
        const extract = outcome.provider === 'local';
        controller.enqueue(sse({ event: 'done', data: { found: outcome.found, extract } }));
        controller.close();
      },
      async cancel() {
        stop.abort();
        void events.return?.(undefined).catch(() => undefined);
        await record(false);
      },
    },
    { highWaterMark: 1 },
  );
}

/** POST /api/ask: JSON only; refused when a browser says it comes from another site. */
export const askEndpoint = route({
  method: 'POST',
  origin: 'no-cross-site',
  body: { schema: askBody, maxBytes: MAX_ASK_BODY_BYTES, messagesWithPath: false },
  rateLimit: [
    {
      rule: ({ ip, env }) => ({
        key: `ask:ip:${ip}`,
        limit: env.RATE_LIMIT_ASK_PER_IP_MINUTE,
        windowSeconds: 60,
        message: 'Too many questions from your address: wait a minute and ask again',
      }),
    },
  ],
  handler: async ({ db }, body) => {
    const input: AnswerInput = {
      question: body.question,
      history: body.history ?? [],
      sections: await prepare(body.question),
    };
    // no-transform keeps compression (which would buffer the stream) off.
    return streamAnswer(answerStream(db, input), 'text/event-stream; charset=utf-8', {
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
  },
});

/** POST /api/ask/feedback: 👍/👎 on an answer. */
export const askFeedbackEndpoint = route({
  method: 'POST',
  origin: 'no-cross-site',
  body: { schema: askFeedbackBody, maxBytes: MAX_ASK_BODY_BYTES, messagesWithPath: false },
  rateLimit: [
    {
      rule: ({ ip, env }) => ({
        key: `ask-feedback:ip:${ip}`,
        limit: env.RATE_LIMIT_ASK_PER_IP_MINUTE * 6,
        windowSeconds: 60,
        message: 'Too many ratings from your address: wait a minute',
      }),
    },
  ],
  handler: async ({ db }, body) => {
    if (!(await rateAnswer(db, body.answerId, body))) throw new ApiError(404, 'There is no such answer');
    return { ok: true };
  },
});
