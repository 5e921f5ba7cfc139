/**
 * A deployment without .next/search (a serverless bundle holds only what `next build` traced, and the index
 * is written after it): the first search builds the index from the site's own pages over HTTP, and then search,
 * AI answers and the MCP server answer as with the built index — the same first hit for the relevance queries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSearchEngine } from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
import { REPO, startServer, type RunningServer } from './helpers/server';

jest.setTimeout(120_000);

const fixture = JSON.parse(
  fs.readFileSync(path.join(REPO, 'tests/fixtures/search-relevance.json'), 'utf8'),
) as {
  cases: { query: string }[];
};

let server: RunningServer;
beforeAll(async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-no-index-'));
  server = await startServer({ SEARCH_INDEX_DIR: empty });
});
afterAll(() => server?.stop());

async function firstHit(query: string): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'docs', query, hitsPerPage: 1 }] }),
  });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as { results: { hits: { url_without_anchor: string }[] }[] };
  return results[0]!.hits[0]?.url_without_anchor;
}

it('answers searches with the same first page as the built index', async () => {
  const dir = path.join(REPO, '.next/search');
  const records = JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as DocRecord[];
  const built = loadSearchEngine(records, fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  for (const { query } of fixture.cases.slice(0, 12)) {
    const expected = built.search(query, { limit: 1 }).hits[0]?.record.url_without_anchor;
    expect({ query, page: await firstHit(query) }).toEqual({ query, page: expected });
  }
});

it('answers AI questions from the same index', async () => {
  const response = await fetch(`${server.url}/api/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'What is a triple?' }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).toContain('event: sources');
  expect(text).toContain('/guides/primitives/triples');
  expect(text).toContain('"found":true');
});
