/**
 * The search client shared by the results page and the search modal: hosted Algolia when
 * NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY are set at build time, otherwise the site's own
 * Algolia-compatible endpoint (/api/search). Queries are limited to the site's language and doc tags.
 *
 * Slow answers: the first search on a serverless host builds its index and takes about 2 s, so the client waits
 * up to SEARCH_TIMEOUT_MS for an answer (the library's default gives up after 1 s without response headers) and
 * a search that fails on the network is sent once more before the caller shows an error.
 */
import { liteClient } from 'algoliasearch/lite';
import type { DocRecord } from '@/lib/search/records';

export const SEARCH_INDEX = process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME || 'docs';
export const CONTEXT_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current'],
];
/** How long one attempt waits for the search API before it counts as a network error. */
export const SEARCH_TIMEOUT_MS = 12_000;

export type SearchClient = ReturnType<typeof liteClient>;

let client: SearchClient | undefined;

/** Runs a search, and runs it once more when the first attempt fails (network error or timeout). */
export async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch {
    return attempt();
  }
}

function createClient(): SearchClient {
  const timeouts = { connect: SEARCH_TIMEOUT_MS, read: SEARCH_TIMEOUT_MS, write: 30_000 };
  const appId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID;
  const searchKey = process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY;
  if (appId && searchKey) return liteClient(appId, searchKey, { timeouts });
  const { host, protocol } = window.location;
  return liteClient('local', 'local', {
    timeouts,
    hosts: [
      { url: `${host}/api/search`, accept: 'read', protocol: protocol === 'https:' ? 'https' : 'http' },
    ],
  });
}

export function getSearchClient(): SearchClient {
  if (client) return client;
  const base = createClient();
  client = {
    ...base,
    search: ((...args: Parameters<SearchClient['search']>) =>
      withOneRetry(() => base.search(...args))) as SearchClient['search'],
  };
  return client;
}

/** The fields of a search record the UI reads. */
export type DocHit = Pick<DocRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;
