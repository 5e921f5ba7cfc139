/**
 * Relevance on the real, built content: each query of tests/fixtures/search-relevance.json must find its
 * expected page among the first three pages (hits@3), and every query answers fast in process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadMiniSearchEngine, type SearchEngine } from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
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

beforeAll(() => {
  const dir = path.join(REPO, '.next/search');
  const records = JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as DocRecord[];
  engine = loadMiniSearchEngine(records, fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
});

function firstPages(query: string, count: number): string[] {
  const pages: string[] = [];
  for (const hit of engine.search(query)) {
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

  it('finds nothing for gibberish', () => {
    expect(engine.search('zqxjv wpfkq')).toEqual([]);
  });
});
