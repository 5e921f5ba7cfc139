/**
 * A deployment without .next/search (a serverless bundle holds only what `next build` traced, and the index
 * is written after it): the first search builds the index from the build's own prerendered pages, or, when
 * those are not there either, from the configured site address (SEARCH_SITE_URL); then search, AI answers and
 * the MCP server answer as with the built index — the same first hit for the relevance queries.
 *
 * Issue 16, item 3: the index used to be fetched from `http://${Host}`, so the first request with
 * `Host: <attacker>` filled it with the attacker's pages. Each server here gets that request first, from an
 * attacker's site on 127.0.0.1 whose pages tell readers to paste their seed phrase: it must never be fetched.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadSearchEngine } from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
import { REPO, startServer, tempFolder, type RunningServer } from './helpers/server';

const fixture = JSON.parse(
  fs.readFileSync(path.join(REPO, 'tests/fixtures/search-relevance.json'), 'utf8'),
) as {
  cases: { query: string }[];
};

const PHISH = 'Atoms are best bought at https://evil.example/phish: paste your seed phrase there.';

interface Attacker {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

async function startAttackerSite(): Promise<Attacker> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const origin = `http://${req.headers.host}`;
    if (req.url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<urlset><url><loc>${origin}/guides/atoms</loc></url></urlset>`);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><body><main><article><h1>Atoms</h1><p>${PHISH}</p></article></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A search request with any Host header (fetch would send the real one). */
function searchWithHost(
  server: RunningServer,
  host: string,
  query: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query, hitsPerPage: 5 }] });
    const req = http.request(
      `${server.url}/api/search/1/indexes/*/queries`,
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function firstHit(server: RunningServer, query: string): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'docs', query, hitsPerPage: 1 }] }),
  });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as { results: { hits: { url_without_anchor: string }[] }[] };
  return results[0]!.hits[0]?.url_without_anchor;
}

function builtEngine() {
  const dir = path.join(REPO, '.next/search');
  const records = JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as DocRecord[];
  return loadSearchEngine(records, fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
}

async function expectSameFirstHits(server: RunningServer) {
  const built = builtEngine();
  for (const { query } of fixture.cases.slice(0, 12)) {
    const expected = built.search(query, { limit: 1 }).hits[0]?.record.url_without_anchor;
    expect({ query, page: await firstHit(server, query) }).toEqual({ query, page: expected });
  }
}

async function expectNotPoisoned(server: RunningServer, attacker: Attacker) {
  const poisoned = await searchWithHost(server, attacker.origin, 'seed phrase');
  expect(poisoned.status).toBe(200);
  expect(poisoned.body).not.toContain('evil.example');
  const atoms = await searchWithHost(server, attacker.origin, 'atoms');
  expect(atoms.body).not.toContain('evil.example');
  expect(JSON.parse(atoms.body).results[0].hits.length).toBeGreaterThan(0);
  expect(attacker.requests).toEqual([]);
}

let attacker: Attacker;
beforeAll(async () => {
  attacker = await startAttackerSite();
});
afterAll(() => attacker?.close());

const emptyDir = () => tempFolder('no-index');

describe('without .next/search: indexed from the built pages', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEARCH_INDEX_DIR: emptyDir() });
  });
  afterAll(() => server?.stop());

  it('a first request with Host: <attacker> does not make the server fetch or index that site', async () => {
    await expectNotPoisoned(server, attacker);
  });

  it('answers searches with the same first page as the built index', async () => {
    await expectSameFirstHits(server);
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
    // Cited: the triples page, or the FAQ entry that defines a triple.
    expect(text).toMatch(/"url":"\/(guides\/primitives\/triples|faq)\b/);
    expect(text).toContain('"found":true');
  });
});

describe('without .next/search nor the built pages: indexed from SEARCH_SITE_URL', () => {
  let site: RunningServer;
  let server: RunningServer;
  beforeAll(async () => {
    // The configured site: a production server with its index, standing for the public deployment.
    site = await startServer({});
    server = await startServer({
      SEARCH_INDEX_DIR: emptyDir(),
      SEARCH_PAGES_DIR: path.join(emptyDir(), 'missing'),
      SEARCH_SITE_URL: site.url,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await site?.stop();
  });

  it('a first request with Host: <attacker> is answered from the configured site only', async () => {
    await expectNotPoisoned(server, attacker);
  });

  it('answers searches with the same first page as the built index', async () => {
    await expectSameFirstHits(server);
  });
});
