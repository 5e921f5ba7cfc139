/**
 * The official Algolia lite client, pointed at the docs' endpoint named by the fixture page. It waits up to
 * 15 s for an answer, as the site's own client does (components/search/search-client.ts): the library's 2 s
 * default gives up on a loaded 2-core test machine, where the first search also loads the index.
 */
import { liteClient } from 'algoliasearch/lite';

export function docsClient() {
  const endpoint = new URL((window as unknown as { SEARCH_ENDPOINT: string }).SEARCH_ENDPOINT);
  return liteClient('local', 'search-only', {
    hosts: [{ url: `${endpoint.host}/api/search`, accept: 'read', protocol: 'http' }],
    timeouts: { connect: 15_000, read: 15_000, write: 30_000 },
  });
}
