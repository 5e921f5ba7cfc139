/**
 * The docs' MCP server at /api/mcp, driven by the MCP SDK's own client over Streamable HTTP against the
 * production server (node server.mjs): its tools, their answers and errors, and the HTTP methods it refuses.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let client: Client;

const SITE = 'https://docs.intuition.systems';

beforeAll(async () => {
  server = await startServer();
  client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.stop();
}, 30_000);

interface ToolAnswer {
  isError?: boolean;
  text: string;
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  expect(content.every((item) => item.type === 'text')).toBe(true);
  return { isError: result.isError === true, text: content.map((item) => item.text ?? '').join('\n') };
}

/** The section URLs of a search_docs answer, in order. */
const urlsOf = (text: string) => [...text.matchAll(/^ {3}(https:\/\/\S+)$/gm)].map((m) => m[1]!);

describe('the docs MCP server (POST /api/mcp)', () => {
  it('introduces itself and lists its tools with their input schemas', async () => {
    expect(client.getServerVersion()?.name).toBe('intuition-docs');
    expect(client.getInstructions()).toMatch(/search_docs/);
    // Tools only: no resources, prompts, completions or logging (the README lists them).
    expect(Object.keys(client.getServerCapabilities() ?? {})).toEqual(['tools']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_examples',
      'get_page',
      'list_pages',
      'search_docs',
      'submit_feedback',
    ]);
    expect(tools.find((tool) => tool.name === 'submit_feedback')!.annotations?.readOnlyHint).toBe(false);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.description).toMatch(/Intuition documentation/);
    expect(search.inputSchema.required).toEqual(['query']);
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual(['limit', 'query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
    const getPage = tools.find((tool) => tool.name === 'get_page')!;
    expect(getPage.inputSchema.required).toEqual(['path']);
  });

  it('search_docs "create an atom" ranks sections with title paths, URLs and plain-text snippets, the atoms guide among them', async () => {
    const { isError, text } = await call('search_docs', { query: 'create an atom' });
    expect(isError).toBe(false);
    const urls = urlsOf(text);
    expect(urls).toHaveLength(8);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${SITE}/guides/primitives/atoms#`))).toBe(true);
    expect(text).toMatch(/^1\. .+ › .+$/m);
    // No highlight markup (code in snippets may well contain `<…>`, as in `Promise<Hex[]>`).
    expect(text).not.toMatch(/<\/?(mark|em|b|strong|span)\b/i);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    expect(text).toMatch(/^ {3}(?!https:).*\batoms?\b/im);
  });

  it('search_docs "atoms" puts the atoms guide first', async () => {
    const { text } = await call('search_docs', { query: 'atoms', limit: 3 });
    const urls = urlsOf(text);
    expect(urls).toHaveLength(3);
    expect(urls[0]!.startsWith(`${SITE}/guides/primitives/atoms`)).toBe(true);
  });

  it('search_docs says so when nothing matches', async () => {
    const { isError, text } = await call('search_docs', { query: 'qqqzzzxxyy' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^No section of the docs matches "qqqzzzxxyy"/);
    expect(text).toContain(`${SITE}/llms.txt`);
  });

  it.each([
    ['a path', '/guides/primitives/atoms'],
    ['a full URL with an anchor', `${SITE}/guides/primitives/atoms#choosing-atom-data`],
    ['a Markdown address', '/guides/primitives/atoms.md'],
    ['a path below /guides without the prefix', 'primitives/atoms/'],
  ])('get_page returns the page as Markdown from %s', async (_label, path) => {
    const { isError, text } = await call('get_page', { path });
    expect(isError).toBe(false);
    expect(text.startsWith('# Atoms\n\n> ')).toBe(true);
    expect(text).toContain(`Source: <${SITE}/guides/primitives/atoms>`);
    expect(text).toContain('## Choosing atom data');
    expect(text).not.toContain(':::');
  });

  it('get_page also reads generated index pages and static pages', async () => {
    expect((await call('get_page', { path: '/guides/category/use-cases' })).text).toMatch(/^# Use Cases\n/);
    expect((await call('get_page', { path: '/getting-started' })).text).toMatch(/^# Getting Started\n/);
  });

  it('get_page on an unknown path is a tool error that says how to find pages', async () => {
    const { isError, text } = await call('get_page', { path: '/guides/primitives/atomz' });
    expect(isError).toBe(true);
    expect(text).toContain('No page of the Intuition docs at "/guides/primitives/atomz"');
    expect(text).toContain('search_docs');
    expect(text).toContain(`${SITE}/llms.txt`);
  });

  it.each([
    ['search_docs without a query', 'search_docs', {}, /query/],
    ['search_docs with a blank query', 'search_docs', { query: '   ' }, /at least one word/],
    [
      'search_docs with a query over 200 characters',
      'search_docs',
      { query: 'x'.repeat(201) },
      /200 characters/,
    ],
    ['search_docs with limit 0', 'search_docs', { query: 'atoms', limit: 0 }, /limit/],
    ['search_docs with limit 21', 'search_docs', { query: 'atoms', limit: 21 }, /limit/],
    ['search_docs with a fractional limit', 'search_docs', { query: 'atoms', limit: 2.5 }, /limit/],
    ['get_page without a path', 'get_page', {}, /path/],
    ['get_page with a number as path', 'get_page', { path: 42 }, /path/],
  ])('rejects %s with an input validation error', async (_label, name, args, message) => {
    const { isError, text } = await call(name, args);
    expect(isError).toBe(true);
    expect(text).toMatch(/Input validation error/);
    expect(text).toMatch(message);
  });

  it('keeps no session: answers carry no session id but the client name handed back at the handshake', async () => {
    const response = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    // A program (no Origin) gets no CORS headers: they are for browsers from allowed origins only.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await response.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools).toHaveLength(5);
    const initialize = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw-client', version: '1' },
        },
      }),
    });
    expect(initialize.status).toBe(200);
    const token = initialize.headers.get('mcp-session-id')!;
    expect(Buffer.from(token.replace(/^client\./, ''), 'base64url').toString()).toBe('raw-client 1');
  });

  it('answers in both serving paths', async () => {
    const response = await fetch(`${server.url}/api/mcp`, { method: 'GET' });
    // `npm test` runs this file through both paths (test:integration:next-path sets API_FAST_PATH=0).
    expect(response.headers.get('x-api-path')).toBe(process.env.API_FAST_PATH === '0' ? null : 'fast-path');
  });

  it('refuses a body over its cap with 413 and a JSON-RPC error, with CORS for the site’s own origin', async () => {
    const response = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        origin: server.url,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32000);
  });
});

describe('other methods on /api/mcp', () => {
  it.each(['GET', 'DELETE'])('answers %s with 405 and a JSON-RPC error that explains why', async (method) => {
    const response = await fetch(`${server.url}/api/mcp`, {
      method,
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/stateless/);
  });

  it.each([
    ['the site’s own origin', () => server.url, 204],
    [
      'an origin that is not allowed (the MCP Inspector’s, unless listed)',
      () => 'http://localhost:6274',
      403,
    ],
  ])('answers a CORS preflight from %s with %i', async (_name, origin, status) => {
    const response = await fetch(`${server.url}/api/mcp`, {
      method: 'OPTIONS',
      headers: { origin: origin(), 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(status);
    if (status === 204) {
      expect(response.headers.get('access-control-allow-origin')).toBe(origin());
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
    } else expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
