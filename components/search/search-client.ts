/**
 * The search client shared by the results page and the search modal: hosted Algolia when the server's
 * `searchConfig()` (lib/env.ts, from NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY) names it,
 * otherwise the site's own Algolia-compatible endpoint (/api/search). The configuration arrives as a prop from a
 * server component: this module never reads the environment. Queries are limited to the site's language and doc tags.
 *
 * Slow answers: the first search on a serverless host builds its index and takes about 2 s, so the client waits
 * up to SEARCH_TIMEOUT_MS for an answer (the library's default gives up after 1 s without response headers) and
 * a search that fails on the network is sent once more before the caller shows an error.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchConfig } from '@/lib/env';
import type { DocRecord } from '@/lib/search/records';

export const CONTEXT_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current'],
];
/** How long one attempt waits for the search API before it counts as a network error. */
export const SEARCH_TIMEOUT_MS = 12_000;

export type SearchClient = ReturnType<typeof liteClient>;

const clients = new Map<string, SearchClient>();

/** Runs a search, and runs it once more when the first attempt fails (network error or timeout). */
export async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch {
    return attempt();
  }
}

function createClient({ algolia }: SearchConfig): SearchClient {
  const timeouts = { connect: SEARCH_TIMEOUT_MS, read: SEARCH_TIMEOUT_MS, write: 30_000 };
  if (algolia) return liteClient(algolia.appId, algolia.searchKey, { timeouts });
  const { host, protocol } = window.location;
  return liteClient('local', 'local', {
    timeouts,
    hosts: [
      { url: `${host}/api/search`, accept: 'read', protocol: protocol === 'https:' ? 'https' : 'http' },
    ],
  });
}

export function getSearchClient(config: SearchConfig): SearchClient {
  const key = config.algolia ? `${config.algolia.appId}/${config.algolia.searchKey}` : 'local';
  const existing = clients.get(key);
  if (existing) return existing;
  const base = createClient(config);
  const client: SearchClient = {
    ...base,
    search: ((...args: Parameters<SearchClient['search']>) =>
      withOneRetry(() => base.search(...args))) as SearchClient['search'],
  };
  clients.set(key, client);
  return client;
}

/** The fields of a search record the UI reads. */
export type DocHit = Pick<DocRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;
