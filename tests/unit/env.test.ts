import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePublicEnv, parseServerEnv, searchConfig } from '@/lib/env';

/** Every TypeScript source file of the app, relative to the repository root. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const root of ['app', 'components', 'lib', 'widget']) walk(root);
  return files;
}

describe('lib/env.ts is the one reader of the public variables and WIDGET_PUBLIC_ID', () => {
  it('no other source file reads them from process.env', () => {
    const readers = sourceFiles().filter(
      (file) =>
        file !== path.join('lib', 'env.ts') &&
        /process\.env(\.|\[['"])(NEXT_PUBLIC_\w+|WIDGET_PUBLIC_ID)/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('gives the search UI hosted Algolia only when both its id and key are set', () => {
    expect(searchConfig(parsePublicEnv({}))).toEqual({ algolia: null, indexName: 'docs' });
    expect(searchConfig(parsePublicEnv({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' }))).toEqual({
      algolia: null,
      indexName: 'docs',
    });
    expect(
      searchConfig(
        parsePublicEnv({
          NEXT_PUBLIC_ALGOLIA_APP_ID: ' APP ',
          NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'key',
          NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'intuition',
        }),
      ),
    ).toEqual({ algolia: { appId: 'APP', searchKey: 'key' }, indexName: 'intuition' });
  });
});

describe('parsePublicEnv', () => {
  it('treats unset and empty values as not configured', () => {
    expect(parsePublicEnv({})).toEqual({
      NEXT_PUBLIC_ALGOLIA_APP_ID: undefined,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: undefined,
      NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'docs',
      NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: undefined,
      NEXT_PUBLIC_GTM_ID: undefined,
    });
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: '  ', NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: '' })).toEqual({
      NEXT_PUBLIC_ALGOLIA_APP_ID: undefined,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: undefined,
      NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'docs',
      NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: undefined,
      NEXT_PUBLIC_GTM_ID: undefined,
    });
  });

  it('accepts valid values', () => {
    expect(
      parsePublicEnv({
        NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD',
        NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: 'https://status.example.com/s.js',
      }),
    ).toEqual({
      NEXT_PUBLIC_ALGOLIA_APP_ID: undefined,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: undefined,
      NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'docs',
      NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD',
      NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: 'https://status.example.com/s.js',
    });
  });

  it.each([
    ['NEXT_PUBLIC_GTM_ID', 'UA-1234', /NEXT_PUBLIC_GTM_ID: must look like GTM-XXXXXXX/],
    ['NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL', 'not a url', /NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL/],
  ])('rejects an invalid %s with a message naming it', (key, value, message) => {
    expect(() => parsePublicEnv({ [key]: value })).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
  ])('%p trusts %d proxies', (value, hops) => {
    expect(parseServerEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('refuses a value that is not a number of hops', () => {
    expect(() => parseServerEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
