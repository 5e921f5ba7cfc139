/** DocSearch (@docsearch/js, the current major; its keyword-search build) as another site embeds it, on the docs' endpoint. */
import docsearch from '@docsearch/js/docsearch';
import { docsClient } from './client';

const client = docsClient();
docsearch({
  container: '#docsearch',
  appId: 'local',
  apiKey: 'search-only',
  indices: ['docs'],
  facets: [{ key: 'hierarchy.lvl0', label: 'Section' }],
  disableUserPersonalization: true,
  // The hosts: Algolia's by default; the docs' endpoint here, through the same official client.
  transformSearchClient: (original) => ({ ...original, search: client.search.bind(client) }),
});
