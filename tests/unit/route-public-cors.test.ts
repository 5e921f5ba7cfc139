/**
 * What the one route definition gives endpoints for programs (MCP, agent feedback): programs without an Origin
 * served from anywhere, browsers only from the allowed origins at the site's own address (DNS rebinding refused),
 * never `Access-Control-Allow-Origin: *`; methods refused by name with a 405 in the endpoint's own error body; a
 * database rate limit on a route that does not open the database until a rule applies; and a rule that returns
 * several limits (one per call of a batch) counting each.
 */
import { z } from 'zod';
import type { ApiAnswer } from '@/lib/server/answer';
import { OriginAllowList } from '@/lib/server/origins';
import type { ApiRequest } from '@/lib/server/request';
import { route } from '@/lib/server/route';
import { processSingleton } from '@/lib/server/singleton';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';

function request(method: string, body: unknown, headers: Record<string, string> = {}): ApiRequest {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return {
    method,
    url: new URL('http://docs.test/api/thing'),
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    cookie: () => undefined,
    body: async (maxBytes) => {
      if (bytes.length > maxBytes) throw Object.assign(new Error('too large'), { status: 413 });
      return bytes;
    },
  };
}

const text = (answer: ApiAnswer) => JSON.parse(String(answer.body)) as Record<string, unknown>;
const rpcError = (_status: number, message: string) => ({ jsonrpc: '2.0', error: { code: -32000, message } });

let opened = 0;
const endpoint = route({
  method: 'POST',
  origin: {
    programs: true,
    browsers: async () =>
      new OriginAllowList(['http://docs.test', 'https://app.example', 'https://*-*-*-*.vercel.app']),
    allowHeaders: 'content-type, x-thing',
    exposeHeaders: 'x-thing',
  },
  refuse: { methods: ['GET', 'DELETE'], message: 'Only POST here' },
  errorBody: rpcError,
  database: false,
  body: {
    schema: z.object({ n: z.number(), limited: z.boolean().optional(), calls: z.number().optional() }),
    maxBytes: 100,
  },
  rateLimit: [
    {
      store: 'memory',
      rule: ({ ip }, body) =>
        Array.from({ length: body.calls ?? 0 }, () => ({
          key: `calls:${ip}`,
          limit: 5,
          windowSeconds: 60,
          message: 'Too many calls',
        })),
    },
    {
      rule: ({ ip }, body) =>
        body.limited
          ? { key: `thing:${ip}`, limit: 2, windowSeconds: 60, message: 'Too many limited things' }
          : undefined,
    },
  ],
  handler: async ({ db }, body) => ({ n: body.n * 2, hadDb: db !== undefined }),
});

let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await warmTestDbTemplate();
  const handle = await freshTestDb();
  close = () => handle.close();
  const db = Promise.resolve(handle.db);
  // getDb() awaits this process singleton: count how often the pipeline asks for the database.
  processSingleton('bootstrapped-db', () => ({
    then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => {
      opened += 1;
      return db.then(resolve, reject);
    },
  }));
});

afterAll(() => close?.());

describe('route() for endpoints of programs (origin: ProgramsCors)', () => {
  const rebinding = 'http://evil.example:3000';
  it.each([
    ['a program (no Origin)', {}, 200, undefined],
    ['a page of the site', { origin: 'http://docs.test' }, 200, 'http://docs.test'],
    [
      'a listed origin',
      { origin: 'https://app.example', 'sec-fetch-site': 'cross-site' },
      200,
      'https://app.example',
    ],
    [
      'an origin a pattern allows',
      { origin: 'https://a-b-c-d.vercel.app' },
      200,
      'https://a-b-c-d.vercel.app',
    ],
    [
      'a loopback address, same origin',
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      200,
      'http://localhost:3000',
    ],
    ['another site', { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }, 403, undefined],
    ['a cross-site browser that hides its Origin', { 'sec-fetch-site': 'cross-site' }, 403, undefined],
    [
      'DNS rebinding (Host and Origin the attacker’s name)',
      { host: 'evil.example:3000', origin: rebinding },
      403,
      undefined,
    ],
    [
      'a listed origin sent to an unknown Host',
      { host: 'evil.example', origin: 'https://app.example' },
      403,
      undefined,
    ],
    ['the issue’s 1,010-character Origin', { origin: `https://${'-'.repeat(1_000)}!` }, 403, undefined],
  ] as [string, Record<string, string>, number, string | undefined][])(
    '%s: %j → %i',
    async (_name, headers, status, allowOrigin) => {
      const answer = await endpoint.handle(request('POST', { n: 2 }, headers));
      expect(answer.status).toBe(status);
      if (status === 200) expect(text(answer)).toEqual({ n: 4, hadDb: false });
      expect(answer.headers['Access-Control-Allow-Origin']).toBe(allowOrigin);
      expect(answer.headers['Access-Control-Allow-Credentials']).toBeUndefined();
      if (allowOrigin) {
        expect(answer.headers['Access-Control-Expose-Headers']).toBe('x-thing');
        expect(answer.headers.Vary).toBe('Origin');
      }
      expect(endpoint.cors).toBe(true);
    },
  );

  it('answers preflights from allowed origins with 204 and the allowed headers, others with 403', async () => {
    const answer = await endpoint.preflight(request('OPTIONS', null, { origin: 'https://app.example' }));
    expect(answer.status).toBe(204);
    expect(answer.headers['Access-Control-Allow-Origin']).toBe('https://app.example');
    expect(answer.headers['Access-Control-Allow-Methods']).toBe('POST, OPTIONS');
    expect(answer.headers['Access-Control-Allow-Headers']).toBe('content-type, x-thing');
    const refused = await endpoint.preflight(request('OPTIONS', null, { origin: 'https://x.example' }));
    expect(refused.status).toBe(403);
    expect(refused.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('counts every limit a rule returns (one per call of a batch)', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    expect((await endpoint.handle(request('POST', { n: 1, calls: 3 }, headers))).status).toBe(200);
    expect((await endpoint.handle(request('POST', { n: 1, calls: 2 }, headers))).status).toBe(200);
    const refused = await endpoint.handle(request('POST', { n: 1, calls: 1 }, headers));
    expect(refused.status).toBe(429);
    expect(text(refused)).toMatchObject({ error: { message: 'Too many calls' } });
  });

  it('puts errors in the endpoint error body, with CORS for an allowed origin', async () => {
    const invalid = await endpoint.handle(request('POST', { n: 'two' }, { origin: 'https://app.example' }));
    expect(invalid.status).toBe(400);
    expect(text(invalid)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: expect.stringMatching(/^Invalid n/) },
    });
    expect(invalid.headers['Access-Control-Allow-Origin']).toBe('https://app.example');
  });

  it('refuses other methods with a 405 in the error body, naming what is allowed', () => {
    expect(endpoint.refused).toEqual(['GET', 'DELETE']);
    const answer = endpoint.methodNotAllowed();
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('POST, OPTIONS');
    expect(answer.headers['Access-Control-Allow-Origin']).toBeUndefined();
    expect(text(answer)).toEqual({ jsonrpc: '2.0', error: { code: -32000, message: 'Only POST here' } });
  });

  it('opens the database only when a database rate limit applies, and refuses past it with a 429', async () => {
    expect(opened).toBe(0);
    const headers = { 'x-forwarded-for': '198.51.100.4' };
    const first = await endpoint.handle(request('POST', { n: 1, limited: true }, headers));
    expect(first.status).toBe(200);
    expect(text(first)).toEqual({ n: 2, hadDb: true });
    expect(opened).toBeGreaterThan(0);
    expect((await endpoint.handle(request('POST', { n: 1, limited: true }, headers))).status).toBe(200);
    const refused = await endpoint.handle(request('POST', { n: 1, limited: true }, headers));
    expect(refused.status).toBe(429);
    expect(refused.headers['Retry-After']).toMatch(/^\d+$/);
    expect(text(refused)).toMatchObject({ error: { message: 'Too many limited things' } });
    // Requests the rule does not apply to are not limited.
    expect((await endpoint.handle(request('POST', { n: 1 }, headers))).status).toBe(200);
  });
});

describe('route() without a refusal list', () => {
  it('answers other methods with a 405 in the default error body', () => {
    const plain = route({ method: 'GET', origin: 'any', database: false, handler: async () => ({}) });
    const answer = plain.methodNotAllowed();
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET');
    expect(text(answer)).toEqual({ error: 'Use GET' });
    expect(plain.refused).toEqual([]);
    expect(plain.cors).toBe(false);
  });
});
