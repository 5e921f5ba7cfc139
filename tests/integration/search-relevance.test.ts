/**
 * Relevance on the real, built content: each query of tests/fixtures/search-relevance.json must find its
 * expected page among the first three pages (hits@3); and the engine, which runs queries over compiled
 * postings, ranks exactly as MiniSearch's own search of the same index does, for every query typed letter by
 * letter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSearchEngine, type SearchEngine } from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
import { UNNAMED_CLIENT_APPS } from '@/lib/search/synonyms';
import { createReferenceEngine } from '../unit/helpers/minisearch-reference';
import { REPO } from './helpers/server';

interface RelevanceCase {
  query: string;
  /** The page that should be found, or pages that answer the query equally well. */
  expect: string | string[];
}

const fixture = JSON.parse(
  fs.readFileSync(path.join(REPO, 'tests/fixtures/search-relevance.json'), 'utf8'),
) as { cases: RelevanceCase[] };

let engine: SearchEngine;
let records: DocRecord[];

beforeAll(() => {
  const dir = path.join(REPO, '.next/search');
  records = JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as DocRecord[];
  engine = loadSearchEngine(records, fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
});

function firstPages(query: string, count: number): string[] {
  const pages: string[] = [];
  for (const hit of engine.search(query).hits) {
    if (!pages.includes(hit.record.url_without_anchor)) pages.push(hit.record.url_without_anchor);
    if (pages.length === count) break;
  }
  return pages;
}

describe('search relevance on the built guides', () => {
  it('has at least 30 cases', () => expect(fixture.cases.length).toBeGreaterThanOrEqual(30));

  it.each(fixture.cases.map((c) => [c.query, [c.expect].flat()] as const))(
    '"%s" finds %j in the first three pages',
    (query, expected) => {
      const found = firstPages(query, 3);
      expect(expected.some((page) => found.includes(page))).toBe(true);
    },
  );

  it('indexes each FAQ question with its answer as its own section, at its anchor', () => {
    const faq = JSON.parse(fs.readFileSync(path.join(REPO, 'content/pages/data/faq.json'), 'utf8')) as {
      topics: { questions: { id: string; question: string }[] }[];
    };
    const questions = faq.topics.flatMap((topic) => topic.questions);
    expect(questions.length).toBeGreaterThanOrEqual(30);
    for (const { id } of questions) {
      const own = records.filter((r) => r.url === `/faq#${id}`);
      expect({ id, heading: own.some((r) => r.type === 'lvl3') }).toEqual({ id, heading: true });
      expect({ id, answered: own.some((r) => r.type === 'content') }).toEqual({ id, answered: true });
      expect(own.some((r) => r.content?.includes('Link to this question'))).toBe(false);
    }
  });

  // A heading without an id of its own (one a component renders) would share the anchor of the heading above it:
  // its blocks would be indexed, found and quoted as that heading's, and no link could reach it.
  it('gives every heading of every page an anchor of its own', () => {
    const headings = records.filter((r) => r.type !== 'content' && r.type !== 'lvl0' && r.type !== 'lvl1');
    expect(headings.length).toBeGreaterThan(500);
    const firstAt = new Map<string, string>();
    const shared: string[] = [];
    for (const record of headings) {
      const title = record.hierarchy[record.type as 'lvl2'] ?? '';
      const first = firstAt.get(record.url);
      if (first === undefined) firstAt.set(record.url, title);
      else if (first !== title) shared.push(`${record.url}: "${title}" under "${first}"`);
    }
    expect(shared).toEqual([]);
  });

  it('indexes each of the editor snippets of the MCP guide under its own client heading', () => {
    for (const client of ['claude-code', 'cursor', 'vs-code', 'claude-desktop']) {
      const url = `/guides/quickstart/mcp-integration#connect-${client}`;
      expect({ url, code: records.some((r) => r.url === url && r.block === 'code') }).toEqual({
        url,
        code: true,
      });
    }
  });

  // Questions read an MCP client app the docs never name as "client" (lib/search/synonyms): once a page names one,
  // a question about it must reach that page's words, so the list holds only apps no page writes.
  it.each(UNNAMED_CLIENT_APPS.map((app) => [app]))(
    'finds "%s" on no page, so questions may read it as a client',
    (app) => {
      const written = new RegExp(`\\b${app.replace(/ /g, '\\s+')}\\b`, 'i');
      expect(
        records.filter((r) => written.test(`${r.content ?? ''} ${Object.values(r.hierarchy).join(' ')}`)),
      ).toEqual([]);
    },
  );

  // A slip in a word of three letters, too short for typos: a stop word's slip is left out, another word is read
  // with its letter put back; before, each of these found nothing.
  it.each([
    ['hwo to create atom', '/guides/primitives/atoms'],
    ['teh atom cost', '/guides/primitives/atoms'],
    ['wat port mcp server', '/guides/intuition-ai/intro'],
    ['max lock tme', '/guides/smart-contracts/trust-bonding'],
  ])('finds "%s" as the words it slipped from (%s)', (query, page) => {
    expect(firstPages(query, 3)).toContain(page);
  });
  it.each([['zqx atom'], ['vqz atom wallet']])(
    'still finds nothing for "%s", a short word no slip of ours',
    (query) => expect(engine.search(query).nbHits).toBe(0),
  );

  it.each([
    ['can my stake be slashed', '/faq'],
    // Another form of a word ranks with the word as typed: the "Protecting against slippage" section first.
    ['slippage protection', '/guides/primitives/bonding-curves'],
    // A heading that is the query as typed ("Nested triples" on the primitives overview) ranks first.
    ['nested triples', '/guides/overview/the-primitives'],
    ['veTRSUT', '/guides/smart-contracts/trust-bonding'],
    // A link to a page names it in another page's words ("Apps built on Intuition" on the home page).
    ['apps built on intuition', '/apps'],
    ['themeprovider', '/sdks/1ui'],
  ])('"%s" finds %s first', (query, page) => {
    expect(firstPages(query, 1)).toEqual([page]);
  });

  it('finds the Nesting triples section, another form of the words, among the first three for "nested triples"', () => {
    expect(firstPages('nested triples', 3)).toContain('/guides/primitives/triples');
  });

  // A page is named by its address as well as its title: every page whose address has a word its title lacks
  // ("/faq", "/protocol-package") is found by the words of its address.
  const built = JSON.parse(
    fs.readFileSync(path.join(REPO, '.next/search/records.json'), 'utf8'),
  ) as DocRecord[];
  const pagesNamedByAddress = [...new Set(built.map((r) => r.url_without_anchor))].filter((url) => {
    const title = built.find((r) => r.url_without_anchor === url)?.hierarchy.lvl1?.toLowerCase() ?? '';
    const words = (url.split('/').at(-1) ?? '').split('-').filter(Boolean);
    return words.some((word) => !title.includes(word));
  });
  it('has pages whose address names them otherwise than their title', () =>
    expect(pagesNamedByAddress.length).toBeGreaterThanOrEqual(5));
  it.each(pagesNamedByAddress.map((url) => [url]))('finds %s by the words of its address', (url) => {
    const query = (url.split('/').at(-1) ?? '').replace(/-/g, ' ');
    expect(firstPages(query, 3)).toContain(url);
  });
  it('finds an FAQ entry by "faq" and the words of its question', () => {
    expect(engine.search('faq api key').hits[0]?.record.url).toBe('/faq#do-i-need-an-api-key');
  });

  it.each([['solana bridge'], ['pizza recipe'], ['zqxjv wpfkq']])('finds nothing for "%s"', (query) => {
    expect(engine.search(query)).toEqual({ hits: [], nbHits: 0 });
  });

  // The token's market is not in reference docs, however it is named: search reads such a query by the rule AI
  // answers refuse it with (lib/search/not-in-docs), generated over the names readers give the token.
  const tokenNames = ['trust', 'TRUST', '$TRUST', 'trust token', "TRUST's"];
  const marketWords = [
    'price',
    'price prediction',
    'value today',
    'price in usd',
    'worth in 2027',
    'valuation',
  ];
  it.each(tokenNames.flatMap((token) => marketWords.map((market) => [`${token} ${market}`])))(
    'finds nothing for the market query "%s"',
    (query) => expect(engine.search(query)).toEqual({ hits: [], nbHits: 0 }),
  );
  it.each([
    ['binance listing date'],
    ['trust market cap'],
    ['circulating supply of trust'],
    ['intuition roadmap'],
    ['intuition grants program'],
    ['bug bounty payouts'],
    ['intuition founders'],
    ['trust apy today'],
  ])('finds nothing for "%s", which asks what will happen, what the market says or who runs it', (query) =>
    expect(engine.search(query)).toEqual({ hits: [], nbHits: 0 }),
  );
  it.each([
    ['share price', '/guides/primitives/bonding-curves'],
    ['current share price', '/guides/smart-contracts/trust-multi-vault'],
    ['send trust value deposit', '/guides/quickstart/contract-interactions'],
  ])('still finds the price of a vault share for "%s"', (query, page) => {
    expect(engine.search(query).nbHits).toBeGreaterThan(0);
    expect(firstPages(query, 5)).toContain(page);
  });

  // A version no page writes is one the docs do not describe (lib/search/versions), generated over names and forms.
  const versioned = ['intuition protocol', '@0xintuition/sdk', 'sdk', 'graphql package', 'MultiVault'];
  it.each(
    versioned.flatMap((thing) =>
      ['v3', 'v4', '3.0', '2.1'].flatMap((version) => [
        [`${thing} ${version}`],
        [`${thing} ${version} release date`],
      ]),
    ),
  )('finds nothing for "%s", a version no page writes', (query) =>
    expect(engine.search(query)).toEqual({ hits: [], nbHits: 0 }),
  );
  it.each([
    ['sdk 2.0.2'],
    ['@0xintuition/graphql 0.6.x'],
    ['v1.5 migration'],
    ['v2 contracts'],
    ['manifest v3'],
  ])('still finds "%s"', (query) => expect(engine.search(query).nbHits).toBeGreaterThan(0));

  it('finds nothing for gibberish', () => {
    expect(engine.search('zqxjv wpfkq')).toEqual({ hits: [], nbHits: 0 });
  });
});

describe('the compiled engine against MiniSearch', () => {
  it('ranks the first 20 hits and counts all hits as MiniSearch does, for every prefix of every query', () => {
    const reference = createReferenceEngine(records);
    const typed = fixture.cases
      .flatMap(({ query }) => Array.from({ length: query.length - 1 }, (_, i) => query.slice(0, i + 2)))
      .filter((query) => reference.typosAgree(query) && reference.wordsWrittenAlone(query));
    // MiniSearch's typos differ from the engine's (a swap, the first letter) for a few prefixes only.
    expect(typed.length).toBeGreaterThan(300);
    const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
    for (const query of typed) {
      const expected = reference.search(query);
      const { hits, nbHits } = engine.search(query, { limit: 20 });
      expect({ query, nbHits, shown: hits.length }).toEqual({
        query,
        nbHits: expected.length,
        shown: Math.min(20, expected.length),
      });
      const scoreOf = new Map(expected.map((h) => [h.record.objectID, h.score]));
      hits.forEach((hit, i) => {
        const want = expected[i]!;
        // Hits with equal scores may come in another order; anything else must be the same hit.
        if (hit.record.objectID !== want.record.objectID) {
          expect({ query, i, score: scoreOf.get(hit.record.objectID) }).toEqual({
            query,
            i,
            score: want.score,
          });
        }
        expect(close(hit.score, want.score)).toBe(true);
      });
    }
  });
});
