/**
 * The official search clients against the docs' Algolia-compatible endpoint, in Chromium: DocSearch
 * (@docsearch/js) and react-instantsearch, each on a page of the site's own origin and on a page of another
 * origin the site allows (WIDGET_ALLOWED_ORIGINS in playwright.config.ts), and refused on an origin it does not.
 * The pages are bundled from tests/e2e/search-clients/ with esbuild. The site-origin page is served by
 * Playwright's router; the other origins' pages by a small HTTP server on 127.0.0.1 (a page the router serves at
 * an address nothing listens on counts as public to Chromium, whose Private Network Access rules then keep it
 * from 127.0.0.1 whatever CORS says). Their searches go to the real server.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { bundleClientPage, inlineScript } from './client-bundle';
import { expect, test } from './fixtures';
import { ALLOWED_SEARCH_ORIGIN } from './search-clients/origins';

const REFUSED_ORIGIN = ALLOWED_SEARCH_ORIGIN.replace(/(\d+)$/, (port) => String(Number(port) + 1));

const scripts: Record<string, string> = {};
const servers: http.Server[] = [];
test.beforeAll(async ({ baseURL }) => {
  [scripts.docsearch, scripts.instantsearch] = await Promise.all([
    bundleClientPage('search-clients/docsearch-page.ts'),
    bundleClientPage('search-clients/instantsearch-page.tsx'),
  ]);
  for (const origin of [ALLOWED_SEARCH_ORIGIN, REFUSED_ORIGIN]) {
    const server = http.createServer((request, response) => {
      const kind = /^\/search-client-fixture\/(docsearch|instantsearch)$/.exec(request.url ?? '')?.[1];
      if (!kind) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fixtureHtml(kind as 'docsearch' | 'instantsearch', baseURL!));
    });
    await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
    servers.push(server);
  }
});
test.afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const docsearchCss = () => {
  const file = path.join(process.cwd(), 'node_modules/@docsearch/css/dist/style.css');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

const fixtureHtml = (kind: 'docsearch' | 'instantsearch', endpoint: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${kind}</title>
  <style>${kind === 'docsearch' ? docsearchCss() : ''}</style></head>
  <body><main><div id="${kind}"></div></main>
  <script>window.SEARCH_ENDPOINT = ${JSON.stringify(endpoint)};</script>
  ${inlineScript(scripts[kind]!)}</body></html>`;

/** Opens the fixture page at `origin`: the site's own through the router, the others from their server. */
async function openFixture(
  page: Page,
  origin: string,
  kind: 'docsearch' | 'instantsearch',
  endpoint: string,
) {
  const url = `${origin}/search-client-fixture/${kind}`;
  if (origin === endpoint) {
    await page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixtureHtml(kind, endpoint) }),
    );
  }
  await page.goto(url);
}

const isSearch = (request: Request) => request.url().includes('/api/search/') && request.method() === 'POST';
const searchAnswer = (page: Page) => page.waitForResponse((response) => isSearch(response.request()));

for (const where of ['same-origin', 'cross-origin'] as const) {
  test.describe(`${where}`, () => {
    const originOf = (baseURL: string) => (where === 'same-origin' ? baseURL : ALLOWED_SEARCH_ORIGIN);

    test('DocSearch finds guides as the reader types', async ({ page, baseURL }) => {
      await openFixture(page, originOf(baseURL!), 'docsearch', baseURL!);
      await page.locator('.DocSearch-Button').click();
      const answered = searchAnswer(page);
      await page.locator('.DocSearch-Input').fill('create an atom');
      expect((await answered).status()).toBe(200);
      const hits = page.locator('.DocSearch-Hit a');
      await expect(hits.first()).toBeVisible();
      expect(await hits.first().getAttribute('href')).toMatch(/\/guides\//);
    });

    test('InstantSearch shows the first page and the sections before typing, then refines', async ({
      page,
      baseURL,
    }) => {
      const first = searchAnswer(page);
      await openFixture(page, originOf(baseURL!), 'instantsearch', baseURL!);
      expect((await first).status()).toBe(200);
      const hits = page.locator('.ais-Hits-item a');
      await expect(hits.first()).toBeVisible();
      const sections = page.locator('.ais-RefinementList-item');
      await expect(sections.first()).toBeVisible();
      expect(await sections.count()).toBeGreaterThan(1);
      // Refining by the second section leaves only its hits.
      const label = (await sections.nth(1).locator('.ais-RefinementList-labelText').textContent())!.trim();
      await sections.nth(1).locator('input').check();
      await expect(hits.first()).toHaveAttribute('data-section', label);
      const shown = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('data-section')));
      expect(new Set(shown)).toEqual(new Set([label]));
      await page.locator('.ais-SearchBox-input').fill('bonding curve');
      await expect(page.locator('.ais-Stats')).toContainText(/result/);
    });
  });
}

test('a page on an origin the site does not allow gets nothing', async ({ page, baseURL, request }) => {
  // The browser refuses the answer (no CORS headers): the request fails, or shows the server's 403.
  const outcome = Promise.race([
    page.waitForEvent('requestfailed', isSearch).then((failed) => failed.failure()?.errorText ?? 'failed'),
    searchAnswer(page).then((response) => `status ${response.status()}`),
  ]);
  await openFixture(page, REFUSED_ORIGIN, 'instantsearch', baseURL!);
  expect(await outcome).not.toBe('status 200');
  await expect(page.locator('.ais-Stats')).toBeVisible();
  await expect(page.locator('.ais-Hits-item')).toHaveCount(0);
  // What the server answered that origin.
  const answer = await request.post('/api/search/1/indexes/*/queries', {
    headers: { origin: REFUSED_ORIGIN, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'docs', query: 'atom' }] }),
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
});
