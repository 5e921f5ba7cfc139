/**
 * Issue 16, item 2: the endpoint's answer cache held 1,000 answers with no byte budget (20 answers of 23 MB
 * grew the server by ~500 MB). It is bounded in bytes now: filled with large distinct answers, it keeps to
 * SEARCH_CACHE_MB, and still answers a repeated body from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSearchEngine } from '@/lib/search/engine';
import type * as Endpoint from '@/lib/search/endpoint';
import type { DocRecord } from '@/lib/search/records';
import { tempFolder } from '../helpers/temp-folder';

const records: DocRecord[] = Array.from({ length: 400 }, (_, i) => ({
  objectID: `r${i}`,
  hierarchy: {
    lvl0: 'Guides',
    lvl1: `Vaults ${i}`,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: `Vault ${i}: deposits buy shares on a bonding curve. ${'Deposits and redemptions move the price. '.repeat(8)}`,
  type: 'content',
  url: `/guides/vaults-${i}`,
  url_without_anchor: `/guides/vaults-${i}`,
  anchor: null,
  language: 'en',
  docusaurus_tag: 'docs-guides-current',
  position: i,
}));

let endpoint: typeof Endpoint;
beforeAll(async () => {
  const dir = tempFolder('search-cache');
  fs.writeFileSync(path.join(dir, 'records.json'), JSON.stringify(records));
  fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify(createSearchEngine(records).toJSON()));
  process.env.SEARCH_INDEX_DIR = dir;
  process.env.SEARCH_CACHE_MB = '1';
  endpoint = await import('@/lib/search/endpoint');
});

const body = (i: number) =>
  JSON.stringify({
    requests: [
      {
        indexName: 'docs',
        query: 'vault deposits',
        hitsPerPage: 50,
        attributesToSnippet: ['content:100'],
        filters: `language:en OR marker:${i}`,
      },
    ],
  });

it('keeps to its byte budget whatever the number of large answers', () => {
  let answerBytes = 0;
  for (let i = 0; i < 60; i++) {
    const answer = endpoint.answerMultiQuery(body(i));
    expect(answer.status).toBe(200);
    answerBytes += answer.body.length * 2;
  }
  // 60 answers would take several times the budget; the cache holds at most 1 MB of them.
  expect(answerBytes).toBeGreaterThan(3 * 1024 * 1024);
  expect(endpoint.answerCache.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
  expect(endpoint.answerCache.size).toBeLessThan(60);
  expect(endpoint.answerCache.has(body(59))).toBe(true);
  expect(endpoint.answerCache.has(body(0))).toBe(false);
});

it('answers a repeated body from the cache', () => {
  const first = endpoint.answerMultiQuery(body(59));
  expect(endpoint.answerMultiQuery(body(59))).toEqual(first);
  expect(endpoint.answerCache.get(body(59))).toBe(first.body);
});
