/**
 * Answers from an OpenAI-compatible chat-completions server (hosted APIs, or local servers such as llama.cpp,
 * vLLM or Ollama). The retrieved sections go into the prompt, numbered; the model must answer from them only
 * and cite them as [n]; a citation or link to anything else is dropped (./citation-filter). The reply is streamed through as it arrives (`stream: true`, Server-Sent Events of
 * `chat.completion.chunk`). A model silent for longer than the timeout, an error status, an `error` object in
 * the stream or a stream that ends without `[DONE]` raise AnswerProviderError: the endpoint then gives the local
 * answer instead. What a model may write is bounded three ways: `max_tokens`, MAX_ANSWER_BYTES of text (past
 * them the model is cut off and the answer ends with a note), and an overall deadline (past it the model is cut
 * off and the local answer given). The server's stream is read only as fast as the reader reads the answer
 * (lib/ai/ask.ts pulls), so a reader that stops reading stops the reading of the model too.
 */
import { createCitationFilter } from './citation-filter';
import { MAX_ANSWER_BYTES, NOT_FOUND_TEXT } from './contract';
import { AnswerProviderError, type AnswerInput, type AnswerPart, type AnswerProvider } from './provider';
import { forAskedVersion } from './versions';
import { withoutTrailingSlashes } from '../server/trim';

export interface OpenAiProviderOptions {
  /** Base URL ending before `/chat/completions`, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long the model may stay silent, before the first token or between two. */
  timeoutMs: number;
  /** How long the whole answer may take. */
  deadlineMs: number;
  /** `max_tokens` of the request. */
  maxTokens: number;
  /** The most UTF-8 bytes of text relayed (default MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

const SECTION_CHARS = 1_800;

const SYSTEM_PROMPT = `You answer questions about the Intuition protocol using only the numbered documentation sections you are given.
Rules:
- Use only facts stated in the sections. Do not add facts from elsewhere.
- Cite every statement with the number of its section in square brackets, like [1] or [2][3]. Cite only the
  numbered sections; link only to their addresses.
- Be brief: a few sentences or a short list. Use Markdown; keep code in fenced blocks.
- If the sections do not answer the question, reply exactly: "${NOT_FOUND_TEXT}"`;

function userPrompt({ question, sections }: AnswerInput): string {
  const numbered = sections
    .map((s, i) => `[${i + 1}] ${s.title} (${s.url})\n${s.text.slice(0, SECTION_CHARS)}`)
    .join('\n\n');
  return `Documentation sections:\n\n${numbered || '(none found)'}\n\nQuestion: ${question}`;
}

interface ChunkShape {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

/** Reads the server's event stream line by line, resetting the silence timer on every chunk. */
async function* dataLines(body: ReadableStream<Uint8Array>, onChunk: () => void): AsyncIterable<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onChunk();
      buffered += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline).replace(/\r$/, '');
        buffered = buffered.slice(newline + 1);
        if (line.startsWith('data:')) yield line.slice(5).trim();
      }
    }
  } finally {
    reader.releaseLock();
  }
}

const encoder = new TextEncoder();

/** The longest start of `text` that fits in `bytes` UTF-8 bytes (never half a character). */
export function fitBytes(text: string, bytes: number): string {
  if (encoder.encode(text).length <= bytes) return text;
  let fitted = '';
  let used = 0;
  for (const character of text) {
    const size = encoder.encode(character).length;
    if (used + size > bytes) break;
    fitted += character;
    used += size;
  }
  return fitted;
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AnswerProvider {
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const endpoint = `${withoutTrailingSlashes(options.baseUrl)}/chat/completions`;
  return {
    name: 'openai-compatible',
    async *answer(given: AnswerInput, signal: AbortSignal): AsyncIterable<AnswerPart> {
      // Sections (and their sentences, rows and columns) about v1 only are not given for a question about v2.
      const input = forAskedVersion(given);
      const silence = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const restartTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(), options.timeoutMs);
      };
      restartTimer();
      const deadline = new AbortController();
      const deadlineTimer = setTimeout(() => deadline.abort(), options.deadlineMs);
      // Aborted once the answer is long enough: the model's connection is closed.
      const enough = new AbortController();
      const abort = AbortSignal.any([signal, silence.signal, deadline.signal, enough.signal]);
      let text = '';
      let bytes = 0;
      const filter = createCitationFilter(input.sections.map((section) => section.url));
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          signal: abort,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.2,
            max_tokens: options.maxTokens,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              ...input.history,
              { role: 'user', content: userPrompt(input) },
            ],
          }),
        });
        if (!response.ok || !response.body) {
          throw new AnswerProviderError(`The model server answered ${response.status}`);
        }
        let finished = false;
        for await (const data of dataLines(response.body, restartTimer)) {
          if (data === '[DONE]') {
            finished = true;
            break;
          }
          let chunk: ChunkShape;
          try {
            chunk = JSON.parse(data) as ChunkShape;
          } catch {
            throw new AnswerProviderError('The model server sent a chunk that is not JSON');
          }
          if (chunk.error) throw new AnswerProviderError(chunk.error.message ?? 'The model server failed');
          const piece = filter.push(chunk.choices?.[0]?.delta?.content ?? '');
          const fitted = fitBytes(piece, maxBytes - bytes);
          if (fitted) {
            text += fitted;
            bytes += encoder.encode(fitted).length;
            yield { type: 'text', text: fitted };
          }
          if (fitted !== piece) {
            enough.abort();
            break;
          }
        }
        const cut = enough.signal.aborted;
        if (!finished && !cut && !signal.aborted)
          throw new AnswerProviderError('The model stopped before the end');
        const rest = cut ? '' : fitBytes(filter.flush(), maxBytes - bytes);
        if (rest) {
          text += rest;
          yield { type: 'text', text: rest };
        }
        if (cut) yield { type: 'text', text: `\n\n(The answer was cut at ${maxBytes / 1024} KB.)` };
        const sources = input.sections.map(({ title, url }) => ({ title, url }));
        yield { type: 'end', sources, found: !text.trim().startsWith(NOT_FOUND_TEXT) };
      } catch (error) {
        if (signal.aborted) return;
        if (deadline.signal.aborted) {
          throw new AnswerProviderError(`The model did not finish within ${options.deadlineMs / 1000} s`);
        }
        if (silence.signal.aborted) {
          throw new AnswerProviderError(`The model was silent for more than ${options.timeoutMs / 1000} s`);
        }
        if (error instanceof AnswerProviderError) throw error;
        throw new AnswerProviderError(`The model server could not be reached (${(error as Error).message})`);
      } finally {
        clearTimeout(timer);
        clearTimeout(deadlineTimer);
        // Whatever ended the answer (the reader leaving included), the model's connection is closed.
        enough.abort();
      }
    },
  };
}
