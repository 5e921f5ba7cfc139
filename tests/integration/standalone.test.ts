/**
 * The self-hosted deployment folder: `npm run build` leaves .next/standalone, which, copied anywhere (here to a
 * temporary folder outside the repository, so nothing can be read from it), runs with `node server.mjs`:
 * pages, static assets, the widget API on its embedded database, search, the Markdown pages, health, and a clean
 * stop on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddCommentResponse } from '@/widget/contract';
import { REPO, startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-standalone-'));
  fs.cpSync(path.join(REPO, '.next/standalone'), dir, { recursive: true });
  server = await startServer({}, undefined, { dir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('serves pages and their static assets', async () => {
  const page = await fetch(`${server.url}/guides/primitives/atoms`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
  expect((await fetch(`${server.url}/guides/primitives/atoms.md`)).headers.get('content-type')).toContain(
    'text/markdown',
  );
});

it('answers the APIs: health, comments on the embedded database, search', async () => {
  const health = await fetch(`${server.url}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  const client = widgetClient(server);
  const added = await client.post<AddCommentResponse>('add-comment', {
    text: 'from the standalone folder',
    metadata: pointMetadata,
    user: null,
  });
  expect(added.status).toBe(200);
  const search = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'docs', query: 'bonding curve' }] }),
  });
  const { results } = (await search.json()) as { results: { nbHits: number; hits: { url: string }[] }[] };
  expect(results[0]!.nbHits).toBeGreaterThan(0);
  expect(results[0]!.hits[0]!.url).toContain('/guides/');
});

it('stops cleanly on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  expect(await exited).toBe(0);
});
