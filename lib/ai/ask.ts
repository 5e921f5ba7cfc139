import 'server-only';
/**
 * POST /api/ask and POST /api/ask/feedback (see ./contract.ts for the wire format). The question is checked
 * (size, shape, the per-address limit) before any work; the sections come from the site's search engine; the
 * configured provider answers (the local extractive one by default, or an OpenAI-compatible model when
 * AI_BASE_URL is set, falling back to the local answer when the model fails); the answer is streamed as
 * Server-Sent Events and recorded, with whether the docs had it, once it ends or the reader stops it.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { ApiError } from '../comments/errors';
import { clientIp, serverEnv, widgetDb } from '../comments/http';
import { consumeRateLimit } from '../comments/rate-limit';
import { recordAnswer, rateAnswer } from './answers';
import { askBody, askFeedbackBody, MAX_ASK_BODY_BYTES, type AnswerSource, type AskEvent } from './contract';
import { createLocalProvider } from './local-provider';
import { createOpenAiProvider } from './openai-provider';
import { AnswerProviderError, type AnswerInput, type AnswerProvider, type AnswerQuality } from './provider';
import { ensureLocalIndex, requestOrigin } from '../search/local-engine';
import { retrieveSections } from './retrieve';

function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

async function readJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_ASK_BODY_BYTES) throw new ApiError(413, 'The body must be at most 32 KB');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_ASK_BODY_BYTES) throw new ApiError(413, 'The body must be at most 32 KB');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The body must be JSON');
  }
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid body');
  return result.data;
}

function configuredProvider(): AnswerProvider | null {
  const env = serverEnv();
  if (!env.AI_BASE_URL) return null;
  return createOpenAiProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
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

export async function handleAsk(request: Request): Promise<Response> {
  let input: AnswerInput;
  try {
    const body = parse(askBody, await readJson(request));
    const env = serverEnv();
    const db = await widgetDb();
    await consumeRateLimit(db, {
      key: `ask:ip:${clientIp(request, env)}`,
      limit: env.RATE_LIMIT_ASK_PER_IP_MINUTE,
      windowSeconds: 60,
      message: 'Too many questions from your address: wait a minute and ask again',
    });
    await ensureLocalIndex(requestOrigin(request));
    input = {
      question: body.question,
      history: body.history ?? [],
      sections: retrieveSections(body.question),
    };
  } catch (error) {
    if (error instanceof ApiError) return jsonError(error.status, error.message, error.headers);
    console.error('AI answer failed before streaming', error);
    return jsonError(500, 'The answer could not be prepared');
  }

  const id = randomUUID();
  const stop = new AbortController();
  const outcome = {
    answer: '',
    sources: [] as AnswerSource[],
    found: false,
    provider: 'local',
    quality: undefined as AnswerQuality | undefined,
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let completed = false;
      try {
        controller.enqueue(sse({ event: 'start', data: { id } }));
        for await (const event of answerEvents(input, stop.signal, outcome)) {
          if (stop.signal.aborted) break;
          controller.enqueue(sse(event));
        }
        completed = !stop.signal.aborted;
      } catch (error) {
        console.error('AI answer failed', error);
        outcome.answer ||= 'The answer failed.';
      } finally {
        // Recorded before the final event, so an answer the reader saw end can always be rated.
        await recordAnswer(await widgetDb(), {
          id,
          question: input.question,
          answer: outcome.answer,
          sources: outcome.sources,
          found: outcome.found,
          provider: outcome.provider,
          stopped: !completed,
          quality: outcome.quality,
        }).catch((error: unknown) => console.error('recording an AI answer failed', error));
        if (!stop.signal.aborted) {
          const extract = outcome.provider === 'local';
          controller.enqueue(sse({ event: 'done', data: { found: outcome.found, extract } }));
          controller.close();
        }
      }
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression (which would buffer the stream) off.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

export async function handleAskFeedback(request: Request): Promise<Response> {
  try {
    const body = parse(askFeedbackBody, await readJson(request));
    const env = serverEnv();
    const db = await widgetDb();
    await consumeRateLimit(db, {
      key: `ask-feedback:ip:${clientIp(request, env)}`,
      limit: env.RATE_LIMIT_ASK_PER_IP_MINUTE * 6,
      windowSeconds: 60,
      message: 'Too many ratings from your address: wait a minute',
    });
    if (!(await rateAnswer(db, body.answerId, body))) throw new ApiError(404, 'There is no such answer');
    return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiError) return jsonError(error.status, error.message, error.headers);
    console.error('AI answer feedback failed', error);
    return jsonError(500, 'The rating could not be saved');
  }
}
