import 'server-only';
/**
 * The process's search engine: the records and index written by `npm run build` (.next/search), loaded once
 * and kept on globalThis (route bundles each have their own module copies).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSearchEngine, type SearchEngine } from './engine';
import type { DocRecord } from './records';

const KEY = Symbol.for('intuition-docs.search-engine');

export class SearchIndexMissingError extends Error {}

export function searchIndexDir(): string {
  return process.env.SEARCH_INDEX_DIR ?? path.join(process.cwd(), '.next/search');
}

interface LocalIndex {
  engine: SearchEngine;
  records: DocRecord[];
}

export function getLocalEngine(): SearchEngine {
  return getLocalIndex().engine;
}

/** The engine and the records it indexes (record i is the engine's record i). */
export function getLocalIndex(): LocalIndex {
  const store = globalThis as Record<symbol, LocalIndex | undefined>;
  const cached = store[KEY];
  if (cached) return cached;
  const dir = searchIndexDir();
  let records: DocRecord[];
  let index: string;
  try {
    records = JSON.parse(fs.readFileSync(path.join(dir, 'records.json'), 'utf8')) as DocRecord[];
    index = fs.readFileSync(path.join(dir, 'index.json'), 'utf8');
  } catch {
    throw new SearchIndexMissingError('The search index has not been built: run `npm run build`.');
  }
  const loaded = { engine: loadSearchEngine(records, index), records };
  store[KEY] = loaded;
  return loaded;
}
