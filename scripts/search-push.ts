/**
 * npm run search:push: uploads the search records built by `npm run build` (.next/search/records.json) to
 * hosted Algolia, replacing the index atomically (a temporary index is filled, then moved over the live one),
 * and sets the index's search settings.
 *
 * Needs NEXT_PUBLIC_ALGOLIA_APP_ID (or ALGOLIA_APP_ID) and ALGOLIA_ADMIN_KEY; the index is
 * NEXT_PUBLIC_ALGOLIA_INDEX_NAME (default `docs`). ALGOLIA_HOSTS (comma-separated, e.g. http://127.0.0.1:9000)
 * points the upload elsewhere: the tests use it with a local server that speaks Algolia's API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';

function hostsFrom(value: string | undefined) {
  if (!value) return undefined;
  return value.split(',').map((entry) => {
    const url = new URL(entry.trim());
    return {
      url: url.host,
      protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
      accept: 'readWrite' as const,
    };
  });
}

async function main() {
  const appId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID || process.env.ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  const indexName = process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME || 'docs';
  if (!appId || !adminKey) {
    throw new Error(
      'Set NEXT_PUBLIC_ALGOLIA_APP_ID (or ALGOLIA_APP_ID) and ALGOLIA_ADMIN_KEY to push the search index.',
    );
  }
  const file = path.join(process.cwd(), '.next/search/records.json');
  if (!fs.existsSync(file)) throw new Error('No search records yet: run `npm run build` first.');
  const records = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[]).map(
    ({ position, ...record }) => ({ ...record, weight: { position } }),
  );
  const hosts = hostsFrom(process.env.ALGOLIA_HOSTS);
  const client = algoliasearch(appId, adminKey, hosts ? { hosts } : undefined);
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  const settings = await client.setSettings({
    indexName,
    indexSettings: {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      customRanking: ['asc(weight.position)'],
      attributesToSnippet: ['content:10'],
      typoTolerance: 'min',
      minWordSizefor1Typo: 4,
    },
  });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  console.log(`search:push: ${records.length} records now live in Algolia index "${indexName}".`);
}

main().catch((error: unknown) => {
  console.error(`search:push failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
