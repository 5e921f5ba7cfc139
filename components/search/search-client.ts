/**
 * The search client shared by the results page and the search modal: hosted Algolia when
 * NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY are set at build time, otherwise the site's own
 * Algolia-compatible endpoint (/api/search). Queries are limited to the site's language and doc tags.
 */
import { liteClient } from 'algoliasearch/lite';
import type { DocRecord } from '@/lib/search/records';

export const SEARCH_INDEX = process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME || 'docs';
export const CONTEXT_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current'],
];

export type SearchClient = ReturnType<typeof liteClient>;

let client: SearchClient | undefined;

export function getSearchClient(): SearchClient {
  if (client) return client;
  const appId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID;
  const searchKey = process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY;
  if (appId && searchKey) {
    client = liteClient(appId, searchKey);
  } else {
    const { host, protocol } = window.location;
    client = liteClient('local', 'local', {
      hosts: [
        { url: `${host}/api/search`, accept: 'read', protocol: protocol === 'https:' ? 'https' : 'http' },
      ],
    });
  }
  return client;
}

/** The fields of a search record the UI reads. */
export type DocHit = Pick<DocRecord, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;
