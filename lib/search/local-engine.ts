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
const BUILDING = Symbol.for('intuition-docs.search-engine-building');

export class SearchIndexMissingError extends Error {}

export function searchIndexDir(): string {
  return process.env.SEARCH_INDEX_DIR ?? path.join(process.cwd(), '.next/search');
}

interface LocalIndex {
  engine: SearchEngine;
  records: DocRecord[];
}

/**
 * Makes sure the index is loaded: from .next/search when the deployment has it, otherwise built once from the
 * site's own pages (./site-index) at `origin`. Call before getLocalIndex in request handlers.
 */
export async function ensureLocalIndex(origin: string): Promise<void> {
  const store = globalThis as Record<symbol, LocalIndex | Promise<void> | undefined>;
  if (store[KEY]) return;
  if (fs.existsSync(path.join(searchIndexDir(), 'index.json'))) {
    getLocalIndex();
    return;
  }
  store[BUILDING] ??= (async () => {
    const started = performance.now();
    const { buildIndexFromSite } = await import('./site-index');
    store[KEY] = await buildIndexFromSite(origin);
    console.log(
      `search: no built index here; indexed the site's pages in ${Math.round(performance.now() - started)} ms`,
    );
  })().finally(() => {
    store[BUILDING] = undefined;
  });
  await store[BUILDING];
}

/** Where this request reached the site (the Host header it came with), to fetch the site's own pages. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get('host') ?? url.host}`;
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
