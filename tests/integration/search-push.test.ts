/**
 * npm run search:push uploads the built records to Algolia with the real algoliasearch client, replacing the
 * index atomically: proven against a local server that speaks Algolia's batch and copy/move endpoints.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFakeAlgolia, type FakeAlgolia } from './helpers/fake-algolia';
import { REPO } from './helpers/server';

let algolia: FakeAlgolia;

beforeEach(async () => {
  algolia = await startFakeAlgolia();
});
afterEach(() => algolia.close());

/** Runs the script without blocking this process, which serves the fake Algolia API. */
function push(env: Record<string, string>): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(REPO, 'node_modules/.bin/tsx'),
      ['scripts/search-push.ts'],
      { cwd: REPO, env: { ...process.env, ALGOLIA_HOSTS: algolia.url, ...env } },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe('npm run search:push', () => {
  it('replaces the index atomically: fills a temporary index, then moves it over the live one', async () => {
    const records = JSON.parse(
      fs.readFileSync(path.join(REPO, '.next/search/records.json'), 'utf8'),
    ) as unknown[];
    const old = algolia.indexes;
    old.set('docs', { records: new Map([['stale', { objectID: 'stale' }]]), settings: { kept: true } });
    const result = await push({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'admin-key' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const live = algolia.indexes.get('docs')!;
    expect(live.records.size).toBe(records.length);
    expect(live.records.has('stale')).toBe(false);
    expect(live.settings).toMatchObject({
      kept: true,
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
    });
    expect([...algolia.indexes.keys()]).toEqual(['docs']);
    const order = algolia.calls.map((call) => call.replace(/docs_tmp_\d+/, 'TMP'));
    expect(order[0]).toBe('POST /1/indexes/docs/operation');
    expect(order.filter((c) => c === 'POST /1/indexes/TMP/batch').length).toBe(
      Math.ceil(records.length / 1000),
    );
    expect(order.lastIndexOf('POST /1/indexes/TMP/operation')).toBeGreaterThan(
      order.lastIndexOf('POST /1/indexes/TMP/batch'),
    );
    expect([...algolia.keys]).toEqual(['admin-key']);
  }, 60_000);

  it('says what is missing without credentials, and changes nothing', async () => {
    const result = await push({ NEXT_PUBLIC_ALGOLIA_APP_ID: '', ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_KEY: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ALGOLIA_ADMIN_KEY/);
    expect(algolia.calls).toEqual([]);
  });
});
