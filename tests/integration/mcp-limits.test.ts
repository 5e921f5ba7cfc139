/**
 * What /api/mcp and /api/agent-feedback accept and what one request may cost, over HTTP against the production
 * server: browsers only from allowed origins and at the site's own Host (DNS rebinding refused), programs without
 * an Origin from anywhere; a body that is not JSON is JSON-RPC's parse error; batches bounded in messages and
 * tool calls (the 14 KB batch of 100 calls among them), answers bounded in bytes, and every tool call
 * counted against the per-address limit of the endpoint it stands for.
 */
import http from 'node:http';
import { MCP_LIMITS } from '@/lib/mcp/tool-list';
import { startServer, type RunningServer } from './helpers/server';

jest.setTimeout(90_000);

const LISTED = 'https://app.example';
/** Search requests (and MCP read-only tool calls) per address per minute on this server. */
const SEARCH_LIMIT = 30;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    WIDGET_ALLOWED_ORIGINS: `${LISTED},https://*-*-*-*.vercel.app`,
    RATE_LIMIT_SEARCH_PER_IP_MINUTE: String(SEARCH_LIMIT),
  });
}, 60_000);

afterAll(() => server?.stop());

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A POST whose Host header can be anything (fetch does not let a caller set it). */
function post(path: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const rpc = (id: number, method: string, params: unknown = {}) => ({ jsonrpc: '2.0', id, method, params });
const call = (id: number, name: string, args: Record<string, unknown>) =>
  rpc(id, 'tools/call', { name, arguments: args });
const mcp = (body: unknown, headers?: Record<string, string>) =>
  post('/api/mcp', typeof body === 'string' ? body : JSON.stringify(body), headers);

describe('who may call: Origin and Host', () => {
  const own = () => `http://127.0.0.1:${server.port}`;
  const cases: [string, boolean, () => Record<string, string>][] = [
    ['a program that sends no Origin', true, () => ({})],
    ['a page of the site (its own origin)', true, () => ({ origin: own() })],
    ['a listed origin', true, () => ({ origin: LISTED, 'sec-fetch-site': 'cross-site' })],
    ['an origin a pattern allows', true, () => ({ origin: 'https://a-b-c-d.vercel.app' })],
    ['another site', false, () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })],
    ['a cross-site browser that sends no Origin', false, () => ({ 'sec-fetch-site': 'cross-site' })],
    [
      'DNS rebinding: the attacker’s name resolving to this server',
      false,
      () => ({ host: `evil.example:${server.port}`, origin: `http://evil.example:${server.port}` }),
    ],
    ['a listed origin sent to another Host', false, () => ({ host: 'evil.example', origin: LISTED })],
    ['the issue’s 1,010-character Origin', false, () => ({ origin: `https://${'-'.repeat(1_000)}!` })],
  ];

  it.each(cases)('/api/mcp, %s: served %s', async (_name, served, headers) => {
    const answer = await mcp(rpc(1, 'tools/list'), headers());
    expect(answer.status).toBe(served ? 200 : 403);
    const origin = headers().origin;
    expect(answer.headers['access-control-allow-origin']).toBe(served && origin ? origin : undefined);
    if (!served) expect(JSON.parse(answer.text)).toMatchObject({ error: { code: -32000 } });
  });

  it.each(cases)('/api/agent-feedback, %s: served %s', async (_name, served, headers) => {
    // An empty body is refused after the origin check (400) and stores nothing.
    const answer = await post('/api/agent-feedback', '{}', headers());
    expect(answer.status).toBe(served ? 400 : 403);
    expect(answer.headers['access-control-allow-origin']).not.toBe('*');
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    ['a broken object', '{"jsonrpc": "2.0",'],
    ['plain words', 'hello'],
    ['an empty body', ''],
  ])('%s is JSON-RPC’s parse error -32700', async (_name, body) => {
    const answer = await mcp(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'The body is not valid JSON' },
      id: null,
    });
  });
});

describe('what one request may cost', () => {
  // Each case from its own address (X-Forwarded-For is not trusted here: the socket's address counts), so the
  // refused ones are told apart by their message, before any limit is counted.
  it.each([
    [
      'the issue’s batch: 100 get_examples calls in 14 KB',
      Array.from({ length: 100 }, (_, i) => call(i, 'get_examples', { path: '/guides/primitives/atoms' })),
      /at most 10 JSON-RPC messages/,
    ],
    ['11 pings', Array.from({ length: 11 }, (_, i) => rpc(i, 'ping')), /at most 10 JSON-RPC messages/],
    [
      `${MCP_LIMITS.toolCalls + 1} tool calls`,
      Array.from({ length: MCP_LIMITS.toolCalls + 1 }, (_, i) => call(i, 'list_pages', {})),
      /at most 4 tool calls/,
    ],
    [
      'two submit_feedback calls',
      [1, 2].map((i) => call(i, 'submit_feedback', { page: '/guides', problem: 'x' })),
      /one submit_feedback/,
    ],
  ])('refuses %s with a 400 before any tool runs', async (_name, batch, message) => {
    const answer = await mcp(batch);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { message: expect.stringMatching(message) } });
  });

  it('answers the largest batch allowed within its byte bound', async () => {
    const batch = [
      rpc(0, 'tools/list'),
      ...Array.from({ length: MCP_LIMITS.toolCalls }, (_, i) =>
        call(i + 1, 'get_page', { path: '/guides/smart-contracts/trust-multi-vault' }),
      ),
    ];
    const answer = await mcp(batch);
    expect(answer.status).toBe(200);
    const results = JSON.parse(answer.text) as { result: { content?: { text: string }[] } }[];
    expect(results).toHaveLength(batch.length);
    expect(results[1]!.result.content![0]!.text).toMatch(/^# /);
    // tools/list and the tool results, each at most MCP_LIMITS.resultChars of text.
    expect(Buffer.byteLength(answer.text)).toBeLessThan(
      (MCP_LIMITS.toolCalls + 1) * MCP_LIMITS.resultChars * 1.2,
    );
  });
});

describe('tool calls count against the limits of the endpoints they stand for', () => {
  it('search_docs and page reads use up the search limit, shared with the search endpoint', async () => {
    const searches = (n: number) =>
      Array.from({ length: n }, (_, i) => call(i, 'search_docs', { query: 'atom', limit: 1 }));
    // The tests above used a few calls of this address's budget; spend the rest in full batches.
    let answer = await mcp(searches(MCP_LIMITS.toolCalls));
    let spent = MCP_LIMITS.toolCalls;
    while (answer.status === 200 && spent < SEARCH_LIMIT * 2) {
      answer = await mcp(searches(MCP_LIMITS.toolCalls));
      spent += MCP_LIMITS.toolCalls;
    }
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(spent).toBeLessThanOrEqual(SEARCH_LIMIT + MCP_LIMITS.toolCalls);
    // The search endpoint counts under the same key: it is refused too.
    const search = await post('/api/search/1/indexes/*/queries', JSON.stringify({ requests: [] }), {
      'content-type': 'text/plain',
    });
    expect(search.status).toBe(429);
    // A request without tool calls is not counted.
    expect((await mcp(rpc(1, 'ping'))).status).toBe(200);
  });
});
