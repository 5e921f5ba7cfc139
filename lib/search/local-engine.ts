import 'server-only';
/**
 * The process's search engine: the records and index written by `npm run build` (.next/search), loaded once
 * and kept on globalThis (route bundles each have their own module copies).
 *
 * Without .next/search, the index is built once from sources the deployment chooses, never from anything a
 * request says (a Host header naming another site would otherwise fill the index with that site's pages):
 * the build's own prerendered pages (.next/server/app) when they are here, else the pages of the configured
 * site address (SEARCH_SITE_URL, by default the site's public address).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseServerEnv } from '../env';
import { siteConfig } from '../site-config';
import { readBuiltPages } from './built-pages';
import { createSearchEngine, loadSearchEngine, type SearchEngine } from './engine';
import { recordsFromPages, type DocRecord } from './records';

const KEY = Symbol.for('intuition-docs.search-engine');
const BUILDING = Symbol.for('intuition-docs.search-engine-building');

export class SearchIndexMissingError extends Error {}

export function searchIndexDir(): string {
  return process.env.SEARCH_INDEX_DIR ?? path.join(process.cwd(), '.next/search');
}

/** Where `next build` leaves the prerendered pages. */
export function builtPagesDir(): string {
  return process.env.SEARCH_PAGES_DIR ?? path.join(process.cwd(), '.next/server/app');
}

/** The address the index is fetched from when neither the index nor the built pages are here. */
export function searchSiteUrl(env: Record<string, string | undefined> = process.env): string {
  return (parseServerEnv(env).SEARCH_SITE_URL ?? siteConfig.url).replace(/\/$/, '');
}

interface LocalIndex {
  engine: SearchEngine;
  records: DocRecord[];
}

async function indexWithoutBuiltIndex(): Promise<LocalIndex & { source: string }> {
  const pagesDir = builtPagesDir();
  if (fs.existsSync(pagesDir)) {
    const records = recordsFromPages(readBuiltPages(pagesDir));
    return { engine: createSearchEngine(records), records, source: 'the built pages' };
  }
  const origin = searchSiteUrl();
  const { buildIndexFromSite } = await import('./site-index');
  return { ...(await buildIndexFromSite(origin)), source: origin };
}

/**
 * Makes sure the index is loaded: from .next/search when the deployment has it, otherwise built once (see
 * above). Call before getLocalIndex in request handlers.
 */
export async function ensureLocalIndex(): Promise<void> {
  const store = globalThis as Record<symbol, LocalIndex | Promise<void> | undefined>;
  if (store[KEY]) return;
  if (fs.existsSync(path.join(searchIndexDir(), 'index.json'))) {
    getLocalIndex();
    return;
  }
  store[BUILDING] ??= (async () => {
    const started = performance.now();
    const { engine, records, source } = await indexWithoutBuiltIndex();
    store[KEY] = { engine, records };
    console.log(
      `search: no built index here; indexed ${records.length} records from ${source} in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  })().finally(() => {
    store[BUILDING] = undefined;
  });
  await store[BUILDING];
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
