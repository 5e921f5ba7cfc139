/**
 * What an answer from a configured model (AI_BASE_URL) may cost, against a local server that speaks OpenAI's
 * protocol and can stream an answer that never ends: the request asks for AI_MAX_TOKENS; the text relayed and
 * stored stops at MAX_ANSWER_BYTES, and the model's connection is closed there; a model slower than
 * AI_DEADLINE_MS is cut off for the local answer; the model's stream is read no faster than the answer is
 * (backpressure); and readers that never read cost a bounded amount each.
 */
import fs from 'node:fs';
import net from 'node:net';
import { Pool } from 'pg';
import { MAX_ANSWER_BYTES } from '@/lib/ai/contract';
import { createOpenAiProvider } from '@/lib/ai/openai-provider';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { startServer, type RunningServer } from './helpers/server';

jest.setTimeout(120_000);

let postgres: PostgresCluster;
let model: FakeOpenAi;
let server: RunningServer;
let pool: Pool;

const PIECE = 'Atoms are the nouns of the graph [1]. ';
const CUT_NOTE = /\(The answer was cut at 16 KB\.\)$/;

beforeAll(async () => {
  [postgres, model] = await Promise.all([startPostgres(), startFakeOpenAi()]);
  server = await startServer({
    DATABASE_URL: postgres.url,
    AI_BASE_URL: model.url,
    AI_MODEL: 'test-model',
    AI_MAX_TOKENS: '300',
    AI_DEADLINE_MS: '3000',
    AI_TIMEOUT_MS: '2000',
  });
  pool = new Pool({ connectionString: postgres.url });
  model.behaviour = 'endless';
  model.reply = [PIECE];
});

afterAll(async () => {
  await pool?.end();
  await Promise.all([server?.stop(), model?.close()]);
  await postgres?.stop();
});

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

interface AnswerEvent {
  event: string;
  data: unknown;
}

/** Asks over HTTP and reads the whole answer's Server-Sent Events (events are one `event:` and one `data:` line). */
async function askOverHttp(question: string): Promise<AnswerEvent[]> {
  const response = await fetch(`${server.url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [event, data] = block.split('\n').map((line) => line.slice(line.indexOf(':') + 2));
      return { event: event!, data: JSON.parse(data!) as unknown };
    });
}

/** The text a reader is left with (a restart drops what came before it). */
function answerText(events: AnswerEvent[]): string {
  let text = '';
  for (const { event, data } of events) {
    if (event === 'restart') text = '';
    if (event === 'text') text += (data as { text: string }).text;
  }
  return text;
}

async function storedAnswer(id: string): Promise<{ answer: string; stopped: boolean }> {
  const { rows } = await pool.query<{ answer: string; stopped: boolean }>(
    'select answer, stopped from ai_answers where id = $1',
    [id],
  );
  return rows[0]!;
}

describe('an answer from a model that never stops', () => {
  it('asks for AI_MAX_TOKENS, relays and stores at most MAX_ANSWER_BYTES, and closes the model’s connection', async () => {
    model.endlessDelayMs = 0;
    const events = await askOverHttp('What is an atom?');
    const stream = model.streams.at(-1)!;
    await stream.closed;
    expect(model.requests.at(-1)!.body.max_tokens).toBe(300);
    expect(events.map((e) => e.event)).not.toContain('restart');
    expect(events.at(-1)!.event).toBe('done');
    const text = answerText(events);
    expect(text).toMatch(CUT_NOTE);
    const withoutNote = text.replace(CUT_NOTE, '').trimEnd();
    expect(bytes(withoutNote)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(bytes(withoutNote)).toBeGreaterThan(MAX_ANSWER_BYTES - bytes(PIECE) - 4);
    const id = (events[0]!.data as { id: string }).id;
    const stored = await storedAnswer(id);
    expect(stored.answer).toBe(text);
    expect(stored.stopped).toBe(false);
  });

  it('cuts off a model slower than AI_DEADLINE_MS and gives the local answer with a notice', async () => {
    // A piece every 20 ms never leaves the model silent for AI_TIMEOUT_MS, and stays under the byte cap.
    model.endlessDelayMs = 20;
    const events = await askOverHttp('What is an atom?');
    await model.streams.at(-1)!.closed;
    const notice = events.find((e) => e.event === 'restart' || e.event === 'notice');
    expect((notice?.data as { notice: string }).notice).toMatch(/did not finish within 3 s/);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { extract: true } });
    expect(answerText(events)).not.toContain(PIECE);
  });
});

describe('readers that do not read', () => {
  /** Sends a question on a raw connection and never reads the answer. */
  function askWithoutReading(): net.Socket {
    const body = JSON.stringify({ question: 'What is an atom?' });
    const socket = net.connect(server.port, '127.0.0.1');
    socket.write(
      `POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${bytes(body)}\r\n\r\n${body}`,
    );
    socket.pause();
    return socket;
  }

  const rssOf = (pid: number) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

  it('cost at most the answer’s cap each: six of them leave the model’s connections closed and the memory flat', async () => {
    model.endlessDelayMs = 0;
    const before = model.streams.length;
    const rssBefore = rssOf(server.child.pid!);
    const sockets = Array.from({ length: 6 }, askWithoutReading);
    while (model.streams.length < before + 6) await new Promise((resolve) => setTimeout(resolve, 50));
    const streams = model.streams.slice(before);
    // The answers end at the byte cap even though nobody reads them, and the model is cut off.
    await Promise.all(streams.map((stream) => stream.closed));
    const grown = rssOf(server.child.pid!) - rssBefore;
    for (const socket of sockets) socket.destroy();
    // Six unread endless answers once added 64 MB; now each is at most 16 KB of text and its buffers.
    expect(grown).toBeLessThan(32 * 1024 * 1024);
  });

  it('leave the model’s stream unread: the provider reads no further than the answer is taken', async () => {
    model.endlessDelayMs = 0;
    const provider = createOpenAiProvider({
      baseUrl: model.url,
      model: 'test-model',
      timeoutMs: 30_000,
      deadlineMs: 60_000,
      maxTokens: 100,
      maxAnswerBytes: 1024 * 1024 * 1024,
    });
    const before = model.streams.length;
    const parts = provider
      .answer({ question: 'What is an atom?', history: [], sections: [] }, new AbortController().signal)
      [Symbol.asyncIterator]();
    expect((await parts.next()).value).toMatchObject({ type: 'text' });
    const stream = model.streams[before]!;
    // The model's writes back up once the connection's buffers are full: nothing reads past them.
    await stream.stalled;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Read as fast as it comes, an endless answer sends hundreds of MB in two seconds on loopback.
    expect(stream.bytesSent).toBeLessThan(16 * 1024 * 1024);
    await parts.return?.(undefined);
    await stream.closed;
  });
});
