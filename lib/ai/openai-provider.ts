/**
 * Answers from an OpenAI-compatible chat-completions server (hosted APIs, or local servers such as llama.cpp,
 * vLLM or Ollama). The retrieved sections go into the prompt, numbered; the model must answer from them only
 * and cite them as [n]; a citation or link to anything else is dropped (./citation-filter). The reply is streamed through as it arrives (`stream: true`, Server-Sent Events of
 * `chat.completion.chunk`). A model silent for longer than the timeout, an error status, an `error` object in
 * the stream or a stream that ends without `[DONE]` raise AnswerProviderError: the endpoint then gives the local
 * answer instead.
 */
import { createCitationFilter } from './citation-filter';
import { NOT_FOUND_TEXT } from './contract';
import { AnswerProviderError, type AnswerInput, type AnswerPart, type AnswerProvider } from './provider';
import { forAskedVersion } from './versions';

export interface OpenAiProviderOptions {
  /** Base URL ending before `/chat/completions`, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long the model may stay silent, before the first token or between two. */
  timeoutMs: number;
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

export function createOpenAiProvider(options: OpenAiProviderOptions): AnswerProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
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
      const abort = AbortSignal.any([signal, silence.signal]);
      let text = '';
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
          if (piece) {
            text += piece;
            yield { type: 'text', text: piece };
          }
        }
        if (!finished && !signal.aborted) throw new AnswerProviderError('The model stopped before the end');
        const rest = filter.flush();
        if (rest) {
          text += rest;
          yield { type: 'text', text: rest };
        }
        const sources = input.sections.map(({ title, url }) => ({ title, url }));
        yield { type: 'end', sources, found: !text.trim().startsWith(NOT_FOUND_TEXT) };
      } catch (error) {
        if (signal.aborted) return;
        if (silence.signal.aborted) {
          throw new AnswerProviderError(`The model was silent for more than ${options.timeoutMs / 1000} s`);
        }
        if (error instanceof AnswerProviderError) throw error;
        throw new AnswerProviderError(`The model server could not be reached (${(error as Error).message})`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
