/** The official Algolia lite client, pointed at the docs' endpoint named by the fixture page. */
import { liteClient } from 'algoliasearch/lite';

export function docsClient() {
  const endpoint = new URL((window as unknown as { SEARCH_ENDPOINT: string }).SEARCH_ENDPOINT);
  return liteClient('local', 'search-only', {
    hosts: [{ url: `${endpoint.host}/api/search`, accept: 'read', protocol: 'http' }],
  });
}
