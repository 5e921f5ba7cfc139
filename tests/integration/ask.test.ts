/**
 * POST /api/ask and /api/ask/feedback over HTTP against the real server: the local answerer (on Postgres, so
 * the recorded answers can be read back), an OpenAI-compatible model played by a local server (on PGlite),
 * including a model that fails mid-stream, one that stays silent and one that answers 500, and the limits.
 */
import { Pool } from 'pg';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { startServer, type RunningServer } from './helpers/server';
import { answerText, readEvents } from './helpers/sse';
import { startEarlyInWindow } from './helpers/limits';

let postgres: PostgresCluster;
let local: RunningServer;
let withModel: RunningServer;
let limited: RunningServer;
let model: FakeOpenAi;
let pool: Pool;

beforeAll(async () => {
  [postgres, model] = await Promise.all([startPostgres(), startFakeOpenAi()]);
  [local, withModel, limited] = await Promise.all([
    startServer({ DATABASE_URL: postgres.url }),
    startServer({
      AI_BASE_URL: model.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '700',
    }),
    startServer({ RATE_LIMIT_ASK_PER_IP_MINUTE: '2' }),
  ]);
  pool = new Pool({ connectionString: postgres.url });
});

afterAll(async () => {
  await pool?.end();
  await Promise.all([local?.stop(), withModel?.stop(), limited?.stop(), model?.close()]);
  await postgres?.stop();
});

async function ask(server: RunningServer, body: unknown) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { response, started };
}

async function askAndRead(server: RunningServer, question: string) {
  const { response, started } = await ask(server, { question });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events = await readEvents(response, started);
  return { events, text: answerText(events) };
}

const dataOf = <T>(events: { event: string; data: unknown }[], name: string) =>
  events.find((e) => e.event === name)?.data as T;

describe('POST /api/ask with the local answerer', () => {
  it('streams an answer built from the docs, then its cited sources, and records it', async () => {
    const { events, text } = await askAndRead(local, 'What is a triple?');
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.slice(-2)).toEqual(['sources', 'done']);
    expect(names.filter((n) => n === 'text').length).toBeGreaterThan(3);
    expect(text).toMatch(/subject(, |–)(a )?predicate( and |–)(an )?object/i);
    expect(text).toMatch(/\[1\]/);
    const sources = dataOf<{ title: string; url: string }[]>(events, 'sources');
    // The triples page, or the FAQ entry that defines a triple in one sentence.
    expect(sources.some((s) => /^\/(guides\/primitives\/triples|faq)\b/.test(s.url))).toBe(true);
    expect(dataOf(events, 'done')).toEqual({ found: true, extract: true });

    const { id } = dataOf<{ id: string }>(events, 'start');
    const { rows } = await pool.query(
      'select question, found, provider, stopped, sources, quality from ai_answers where id = $1',
      [id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        question: 'What is a triple?',
        found: true,
        provider: 'local',
        stopped: false,
        quality: 'answered',
      }),
    ]);
    expect(rows[0].sources).toEqual(sources);
  });

  it('says it could not find an answer, and records the question as unanswered', async () => {
    const { events, text } = await askAndRead(local, 'What is the capital of France?');
    expect(text).toContain('I could not find this in the docs.');
    expect(dataOf(events, 'done')).toEqual({ found: false, extract: true });
    const { id } = dataOf<{ id: string }>(events, 'start');
    const { rows } = await pool.query('select found, quality from ai_answers where id = $1', [id]);
    expect(rows).toEqual([{ found: false, quality: 'unanswered' }]);
  });

  it('records 👍/👎 on an answer, and refuses unknown answers and bad ratings', async () => {
    const { events } = await askAndRead(local, 'How do I redeem shares?');
    const { id } = dataOf<{ id: string }>(events, 'start');
    const rate = (body: unknown) =>
      fetch(`${local.url}/api/ask/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await rate({ answerId: id, helpful: false })).status).toBe(200);
    const { rows } = await pool.query('select helpful from ai_answers where id = $1', [id]);
    expect(rows).toEqual([{ helpful: false }]);
    const unknown = await rate({ answerId: '00000000-0000-4000-8000-000000000000', helpful: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'There is no such answer' });
    const bad = await rate({ answerId: id, helpful: 'yes' });
    expect(bad.status).toBe(400);
  });

  it.each([
    ['not JSON', 'what is an atom', 400, 'The body is not valid JSON'],
    ['an empty question', { question: '   ' }, 400, 'Ask a question'],
    [
      'a question over 500 characters',
      { question: 'a'.repeat(501) },
      400,
      'A question can be at most 500 characters',
    ],
    [
      'a body over 32 KB',
      { question: 'atoms', history: [{ role: 'user', content: 'x'.repeat(40_000) }] },
      413,
      'The body must be at most 32 KB',
    ],
    [
      'too much history',
      { question: 'atoms', history: Array(11).fill({ role: 'user', content: 'hi' }) },
      400,
      'At most 10 earlier messages',
    ],
  ])('returns a 4xx with a message for %s, and records nothing', async (_name, body, status, message) => {
    const before = await pool.query('select count(*)::int as n from ai_answers');
    const { response } = await ask(local, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
    const after = await pool.query('select count(*)::int as n from ai_answers');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('records the answer even when the reader stops reading', async () => {
    const controller = new AbortController();
    const response = await fetch(`${local.url}/api/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What fees does the MultiVault charge?' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const id = /"id":"([^"]+)"/.exec(first)![1]!;
    controller.abort();
    // The reader stops: its stream is cancelled (a read after the abort may settle either way, or, when the
    // answer had already arrived whole through Next's handler, never; the server's side is what is checked).
    await reader.cancel().catch(() => undefined);
    let rows = 0;
    for (let tries = 0; tries < 50 && rows === 0; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = (await pool.query('select id from ai_answers where id = $1', [id])).rowCount ?? 0;
    }
    expect(rows).toBe(1);
  });
});

describe('POST /api/ask with an OpenAI-compatible model', () => {
  beforeEach(() => {
    model.behaviour = 'answer';
    model.holdAfterFirst = false;
    model.requests.length = 0;
  });

  it("streams the model's reply as it arrives, with the retrieved sections in the prompt", async () => {
    // Streamed, not buffered: the model holds its other pieces until the reader has the first one.
    model.holdAfterFirst = true;
    const { response, started } = await ask(withModel, { question: 'What is an atom?' });
    expect(response.status).toBe(200);
    let sentWhenFirstArrived = -1;
    // A server that buffered the reply would never show the first piece: the model then goes on after 5 s, and
    // the first piece arrives with the others.
    const buffered = setTimeout(() => model.release(), 5000);
    const events = await readEvents(response, started, (event) => {
      if (event.event !== 'text' || sentWhenFirstArrived >= 0) return;
      sentWhenFirstArrived = model.piecesSent;
      model.release();
    });
    clearTimeout(buffered);
    expect(sentWhenFirstArrived).toBe(1);
    expect(answerText(events)).toBe('Atoms are the nouns of the graph [1].');
    expect(events.filter((e) => e.event === 'text')).toHaveLength(3);
    const [request] = model.requests;
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    const prompt = request!.body.messages.at(-1)!.content;
    expect(prompt).toContain('Question: What is an atom?');
    expect(prompt).toMatch(/\[1\] .*\(\/guides\//);
    const sources = dataOf<{ url: string }[]>(events, 'sources');
    expect(sources.length).toBeGreaterThan(0);
    expect(dataOf(events, 'done')).toEqual({ found: true, extract: false });
  });

  it('restarts with the local answer and a notice when the model fails mid-stream', async () => {
    model.behaviour = 'fail-mid-stream';
    const { events, text } = await askAndRead(withModel, 'What is a triple?');
    const names = events.map((e) => e.event);
    expect(names.indexOf('restart')).toBeGreaterThan(names.indexOf('text'));
    expect(dataOf<{ notice: string }>(events, 'restart').notice).toMatch(/could not answer/);
    expect(text).not.toContain('Atoms are');
    expect(text).toMatch(/subject(, |–)(a )?predicate( and |–)(an )?object/i);
    expect(dataOf(events, 'done')).toEqual({ found: true, extract: true });
  });

  it.each([
    ['stays silent past the timeout', 'silent' as const, /silent for more than 0.7 s/],
    ['answers 500', 'error-status' as const, /answered 500/],
  ])('gives the local answer with a notice when the model %s', async (_name, behaviour, reason) => {
    model.behaviour = behaviour;
    const { events, text } = await askAndRead(withModel, 'What is a triple?');
    expect(dataOf<{ notice: string }>(events, 'notice').notice).toMatch(reason);
    expect(events.some((e) => e.event === 'restart')).toBe(false);
    expect(text).toMatch(/subject(, |–)(a )?predicate( and |–)(an )?object/i);
  });
});

describe('the per-address limit of POST /api/ask', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    // The limit counts per minute of the clock: the three questions must share one.
    await startEarlyInWindow();
    for (let i = 0; i < 2; i++) {
      const { response, started } = await ask(limited, { question: 'What is an atom?' });
      expect(response.status).toBe(200);
      await readEvents(response, started);
    }
    const { response } = await ask(limited, { question: 'What is an atom?' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      error: 'Too many questions from your address: wait a minute and ask again',
    });
  });
});
