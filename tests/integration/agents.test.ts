/**
 * Docs for agents over HTTP against the production server, on PGlite and on Postgres: discovery
 * (/.well-known/mcp, the llms.txt Link header), Markdown by content negotiation, the MCP tools list_pages,
 * get_examples and submit_feedback through the SDK's own client (the client's name reaching the team inbox),
 * the JSON feedback endpoint and its per-address limit, and page reads counted by class from real
 * User-Agent strings, split in the dashboard's CSV.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BACKENDS, type Backend } from './helpers/backends';
import { runCli, signIn } from './helpers/cli';
import { parseCsv } from './helpers/csv';
import { startServer, type RunningServer } from './helpers/server';
import { widgetClient } from './helpers/widget-api';

const SITE = 'https://docs.intuition.systems';
const PASSWORD = 'correct horse battery staple';
const PAGE = '/guides/primitives/atoms';
const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chatgptUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  gptBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.11.1',
};
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

async function textOf(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text?: string }[]).map((item) => item.text ?? '').join('\n');
  return { isError: result.isError === true, text };
}

describe.each(BACKENDS)('docs for agents on %s', (_name, makeBackend) => {
  let backend: Backend;
  let server: RunningServer;
  let client: Client;
  let cookie: string;

  beforeAll(async () => {
    backend = await makeBackend();
    server = await startServer({ ...backend.env, RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR: '3' });
    runCli('team', ['add', 'lead@example.com', '--name', 'Lead Lee'], server.env, PASSWORD);
    cookie = (await signIn(server.url, 'lead@example.com', PASSWORD)).cookie!;
    client = new Client({ name: 'inbox-test-agent', version: '0.3.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)));
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
    await backend?.cleanup();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  describe('discovery', () => {
    it('/.well-known/mcp names the endpoint, transport and every tool, from the configured site address', async () => {
      const response = await get('/.well-known/mcp');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const card = (await response.json()) as Record<string, unknown> & { tools: { name: string }[] };
      expect(card.endpoint).toBe(`${SITE}/api/mcp`);
      expect(card.transport).toBe('streamable-http');
      expect(typeof card.description).toBe('string');
      const { tools } = await client.listTools();
      expect(card.tools.map((tool) => tool.name).sort()).toEqual(tools.map((tool) => tool.name).sort());
    });

    it.each([PAGE, '/', '/getting-started'])(
      '%s answers with Link rel="llms-txt" and Vary: Accept',
      async (path) => {
        const response = await get(path, { accept: BROWSER_ACCEPT, 'user-agent': UA.chrome });
        expect(response.status).toBe(200);
        expect(response.headers.get('link')).toContain('</llms.txt>; rel="llms-txt"');
        expect(response.headers.get('vary')).toMatch(/(^|,)\s*Accept\s*(,|$)/i);
      },
    );
  });

  describe('Markdown by content negotiation', () => {
    it.each([
      ['a browser', BROWSER_ACCEPT],
      ['*/*', '*/*'],
      ['HTML preferred', 'text/html,text/markdown;q=0.9'],
    ])('%s gets the HTML page', async (_label, accept) => {
      const response = await get(PAGE, { accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('vary')).toMatch(/(^|,)\s*Accept\s*(,|$)/i);
      expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
    });

    it.each([
      ['text/markdown', 'text/markdown'],
      ['Markdown preferred', 'text/markdown,text/html;q=0.9'],
    ])('%s gets the page as Markdown, with where-you-are lines', async (_label, accept) => {
      const response = await get(PAGE, { accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(response.headers.get('vary')).toMatch(/(^|,)\s*Accept\s*(,|$)/i);
      const text = await response.text();
      expect(text).toMatch(/^# Atoms\n/);
      expect(text).toContain(`Source: <${SITE}${PAGE}>`);
      expect(text).toContain(`<${SITE}/llms.txt>`);
      expect(text).toContain(`<${SITE}/api/mcp>`);
    });

    it('a page without a Markdown version stays HTML', async () => {
      // Every page of the docs has one (tests/integration/every-page.test.ts); the search results page does not.
      const response = await get('/search', { accept: 'text/markdown' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    });
  });

  describe('MCP list_pages and get_examples', () => {
    it('list_pages gives the sidebar tree with titles and URLs', async () => {
      const { isError, text } = await textOf(client, 'list_pages', {});
      expect(isError).toBe(false);
      expect(text).toContain(`Atoms: ${SITE}/guides/primitives/atoms`);
      expect(text).toMatch(/^ {2}- .+: https:\/\/docs\.intuition\.systems\/guides\//m);
      expect(text).toContain(`${SITE}/getting-started`);
    });

    it('get_examples gives code with its language and how CI checks it', async () => {
      const { isError, text } = await textOf(client, 'get_examples', { path: PAGE, language: 'ts' });
      expect(isError).toBe(false);
      expect(text).toMatch(/^## Example 1: ts/m);
      expect(text).toMatch(/CI: runs in CI: compiled strictly against the pinned SDKs, then executed/);
      expect(text).toContain('```ts\n');
      const missing = await textOf(client, 'get_examples', { path: '/guides/nope' });
      expect(missing.isError).toBe(true);
    });
  });

  describe('feedback from agents', () => {
    const problem = `The fee table misses the atom wallet deposit fee (${_name})`;

    it('submit_feedback lands in the team inbox under the client name, filtered by source, never public', async () => {
      const sent = await textOf(client, 'submit_feedback', {
        page: `${SITE}${PAGE}#creating-atoms`,
        problem,
        suggestion: 'Add a row for atomWalletDepositFee.',
      });
      expect(sent.isError).toBe(false);
      expect(sent.text).toContain(`your feedback on ${PAGE}`);

      const inbox = await (await get('/team?source=agent', { cookie })).text();
      expect(inbox).toContain(problem);
      expect(inbox).toContain('inbox-test-agent 0.3.0');
      expect(inbox).toContain('Add a row for atomWalletDepositFee.');
      expect(inbox).toContain('AI agent, not shown to readers');
      const readers = await (await get('/team?source=reader', { cookie })).text();
      expect(readers).not.toContain(problem);

      const widget = widgetClient(server, { page: `${server.url}${PAGE}` });
      const listing = await widget.get<{ text: string }[]>('get-comments-public');
      expect(listing.status).toBe(200);
      expect(JSON.stringify(listing.body)).not.toContain(problem);
    });

    it('POST /api/agent-feedback stores the same, refuses unknown pages and bad fields, then its limit', async () => {
      const post = (body: unknown) =>
        fetch(`${server.url}/api/agent-feedback`, {
          method: 'POST',
          // A program sends no Origin (a browser from another site would be refused: mcp-limits.test.ts).
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const ok = await post({
        page: 'primitives/atoms',
        problem: 'Typo in the first paragraph',
        client: 'json-agent',
      });
      expect(ok.status).toBe(201);
      expect(ok.headers.get('access-control-allow-origin')).toBeNull();
      expect(await ok.json()).toMatchObject({ ok: true, page: PAGE });

      const bad = await post({ page: PAGE, problem: 'x'.repeat(201) });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/problem/);

      const unknown = await post({ page: '/guides/no-such-page', problem: 'Wrong' });
      expect(unknown.status).toBe(404);

      // The limit is 3 per address per hour here: the MCP call, the stored one and the 404 used it up.
      const refused = await post({ page: PAGE, problem: 'One more' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      await expect(
        textOf(client, 'submit_feedback', { page: PAGE, problem: 'Over the limit' }),
      ).rejects.toThrow(/429|Too much feedback/);
      const inbox = await (await get('/team?source=agent', { cookie })).text();
      expect(inbox).toContain('json-agent');
      expect(inbox).not.toContain('Over the limit');
    });
  });

  describe('who reads what', () => {
    it('counts page reads by class and splits them in the feedback CSV', async () => {
      const page = '/guides/primitives/triples';
      await get(page, { 'user-agent': UA.gptBot }); // crawler
      await get(page, { 'user-agent': UA.googlebot }); // crawler
      await get(page, { 'user-agent': UA.chatgptUser }); // agent
      await get(`${page}.md`, { 'user-agent': UA.curl }); // agent (.md)
      await get(page, { 'user-agent': UA.curl, accept: 'text/markdown' }); // agent (negotiated Markdown)
      await get(page, { 'user-agent': UA.chrome, accept: BROWSER_ACCEPT }); // browser HTML: counted by /measure
      await textOf(client, 'get_page', { path: page }); // agent (MCP)
      const widget = widgetClient(server, { page: `${server.url}${page}` });
      expect((await widget.get('measure', { 'user-agent': UA.chrome })).status).toBe(200); // browser
      expect((await widget.get('measure', { 'user-agent': UA.googlebot })).status).toBe(200); // not a browser view
      await get('/guides/no-such-page', { 'user-agent': UA.gptBot }); // not a page: not counted

      const today = new Date().toISOString().slice(0, 10);
      let row: Record<string, string> | undefined;
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const csv = await (
          await get(`/api/team/export/feedback.csv?from=${today}&to=${today}`, { cookie })
        ).text();
        const [header, ...rows] = parseCsv(csv);
        const found = rows.find((r) => r[0] === page);
        row = found && Object.fromEntries(header!.map((name, i) => [name, found[i]!]));
        if (row && row.agent_views === '4' && row.crawler_views === '2') break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(row).toMatchObject({ views: '1', agent_views: '4', crawler_views: '2' });
      const csv = await (
        await get(`/api/team/export/feedback.csv?from=${today}&to=${today}`, { cookie })
      ).text();
      expect(csv).not.toContain('/guides/no-such-page');
    });
  });
});
