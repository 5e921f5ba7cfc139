/**
 * The search engine and the Algolia protocol layer, from case tables over small records written like our
 * guides: titles, body concepts, API names, typos, prefixes, synonyms, required words and no-match queries.
 */
import {
  parseMultiQuery,
  recordFilter,
  runQuery,
  SEARCH_LIMITS,
  SearchRequestError,
} from '@/lib/search/algolia-protocol';
import { createSearchEngine } from '@/lib/search/engine';
import { highlight, snippet } from '@/lib/search/highlight';
import type { DocRecord, Hierarchy } from '@/lib/search/records';
import { TopHits } from '@/lib/search/top-hits';

let position = 0;
function record(
  path: string,
  lvl1: string,
  type: DocRecord['type'],
  extra: Partial<Hierarchy>,
  content: string | null,
  tag = 'docs-guides-current',
): DocRecord {
  const hierarchy: Hierarchy = {
    lvl0: 'Guides',
    lvl1,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...extra,
  };
  const anchor = extra.lvl3 ?? extra.lvl2 ?? null;
  const slug = anchor?.toLowerCase().replace(/\W+/g, '-') ?? null;
  return {
    objectID: `${path}#${position++}`,
    hierarchy,
    content,
    type,
    url: slug ? `${path}#${slug}` : path,
    url_without_anchor: path,
    anchor: slug,
    language: 'en',
    docusaurus_tag: tag,
    position,
  };
}

const RECORDS: DocRecord[] = [
  record('/guides/primitives/atoms', 'Atoms', 'lvl1', {}, null),
  record(
    '/guides/primitives/atoms',
    'Atoms',
    'content',
    {},
    'An atom is the smallest unit of identity in the graph: a person, a concept or a smart contract.',
  ),
  record('/guides/primitives/atoms', 'Atoms', 'lvl2', { lvl2: 'Creating an atom' }, null),
  record(
    '/guides/primitives/atoms',
    'Atoms',
    'content',
    { lvl2: 'Creating an atom' },
    'Call createAtomFromString with a write config and the text of the atom.',
  ),
  record('/guides/primitives/signals', 'Signals', 'lvl1', {}, null),
  record(
    '/guides/primitives/signals',
    'Signals',
    'content',
    { lvl2: 'Sending signal' },
    'Deposit TRUST into the vault of a term to support it; redeem your shares to withdraw.',
  ),
  record('/guides/primitives/bonding-curves', 'Bonding Curves', 'lvl1', {}, null),
  record(
    '/guides/primitives/bonding-curves',
    'Bonding Curves',
    'content',
    {},
    'A bonding curve prices shares: early depositors pay less per share than later ones.',
  ),
  record('/guides/graphql/quickstart', 'GraphQL Quickstart', 'lvl1', {}, null),
  record(
    '/guides/graphql/quickstart',
    'GraphQL Quickstart',
    'content',
    {},
    'Send a POST request with a query to the public endpoint; reads need no key.',
  ),
  record(
    '/faq',
    'FAQ',
    'content',
    {},
    'Staking means depositing into a vault. There is no slashing.',
    'default',
  ),
];

const engine = createSearchEngine(RECORDS);
const one = (params: Record<string, unknown>) =>
  JSON.stringify({ requests: [{ indexName: 'docs', ...params }] });
const pagesFor = (query: string) => [
  ...new Set(engine.search(query).hits.map((h) => h.record.url_without_anchor)),
];

describe('the search engine', () => {
  it.each([
    ['a page title', 'atoms', '/guides/primitives/atoms'],
    ['a concept from the body', 'smallest unit of identity', '/guides/primitives/atoms'],
    ['an API name', 'createAtomFromString', '/guides/primitives/atoms'],
    ['a prefix while typing', 'createAto', '/guides/primitives/atoms'],
    ['a typo', 'bondng curves', '/guides/primitives/bonding-curves'],
    ['a synonym (stake ~ deposit)', 'stake trust', '/guides/primitives/signals'],
    ['a phrase synonym (graph api ~ GraphQL)', 'graph api', '/guides/graphql/quickstart'],
    ['words across a heading and its paragraph', 'creating atom write config', '/guides/primitives/atoms'],
  ])('finds %s first', (_name, query, expected) => {
    expect(pagesFor(query)[0]).toBe(expected);
  });

  it.each([['zqxjv'], ['qwertyuiop asdfgh'], ['the of and'], ['']])('finds nothing for %j', (query) => {
    expect(engine.search(query)).toEqual({ hits: [], nbHits: 0 });
  });

  it('requires every word; a word the index does not know makes the query find nothing', () => {
    // Every word first; with fewer than three such pages, those with half the words follow.
    expect(pagesFor('bonding shares')).toEqual([
      '/guides/primitives/bonding-curves',
      '/guides/primitives/signals',
    ]);
    expect(engine.search('bonding shares', { fillFewPages: false }).hits.map((h) => h.record.url)).toEqual([
      '/guides/primitives/bonding-curves',
    ]);
    expect(pagesFor('bonding zqxjv')).toEqual([]);
    expect(pagesFor('atoms zqxjv wpfkq')).toEqual([]);
  });

  it('puts exact matches first: typos are tolerated only when the words as typed find nothing', () => {
    const withBoth = createSearchEngine([
      record('/a', 'Epoch rewards and emissions', 'lvl1', {}, null),
      record('/b', 'Epocs', 'lvl1', {}, null),
    ]);
    const urls = (query: string) => withBoth.search(query).hits.map((h) => h.record.url);
    expect(urls('epoch')).toEqual(['/a']);
    expect(urls('epocs')).toEqual(['/b']);
    expect(urls('epich rewards')).toEqual(['/a']);
  });

  it('ranks a page title above a passing mention', () => {
    expect(engine.search('signals').hits[0]!.record.type).toBe('lvl1');
  });

  it.each([
    ['realtime', 'Real-time subscriptions'],
    ['onchain', 'Create the atom on-chain'],
    ['nonzero deposit', 'A non-zero deposit is required'],
    ['real time', 'Real-time subscriptions'],
  ])('finds a word written with hyphens when it is typed closed or spaced: %j', (query, heading) => {
    const compounds = createSearchEngine([
      record('/a', 'Real-time subscriptions', 'lvl1', {}, null),
      record('/b', 'Create the atom on-chain', 'lvl1', {}, null),
      record('/c', 'A non-zero deposit is required', 'lvl1', {}, null),
      record('/d', 'Time to live', 'lvl1', {}, null),
    ]);
    expect(compounds.search(query).hits[0]?.record.hierarchy.lvl1).toBe(heading);
  });

  describe('two words typed without their space', () => {
    const spaced = createSearchEngine([
      record('/theme', '1ui', 'content', { lvl2: 'Theming' }, 'There is no JavaScript theme provider.'),
      record(
        '/deposit',
        'Costs',
        'content',
        { lvl2: 'Minimum deposit' },
        'A deposit costs at least 0.01 TRUST.',
      ),
      record('/apart', 'Other', 'content', {}, 'A provider of a colour theme; a base coin.'),
    ]);
    const urls = (query: string) => spaced.search(query).hits.map((h) => h.record.url);
    it.each([
      ['themeprovider', '/theme#theming'],
      ['ThemeProvider', '/theme#theming'],
      ['minimumdeposit', '/deposit#minimum-deposit'],
      ['MinimumDeposit cost', '/deposit#minimum-deposit'],
    ])('reads %j as the two words the docs write side by side', (query, url) => {
      expect(urls(query)[0]).toBe(url);
    });
    it.each(['providertheme', 'coinbase', 'themeprov'])(
      'finds nothing for %j: its halves are never side by side, or it is still being typed',
      (query) => {
        expect(urls(query)).toEqual([]);
      },
    );
  });

  describe('a clipped word', () => {
    const clipped = createSearchEngine([
      record(
        '/frame',
        'Farcaster frame',
        'content',
        { lvl2: 'The repository' },
        'The repository holds the frame.',
      ),
      record(
        '/rs',
        'intuition-rs',
        'content',
        { lvl2: 'Infrastructure' },
        'Redis and Postgres run the infrastructure.',
      ),
      record('/report', 'Summary', 'content', { lvl2: 'Report' }, 'A report of the frame.'),
    ]);
    const first = (query: string) => clipped.search(query).hits[0]?.record.url_without_anchor;
    it.each([
      ['frame repo holds', '/frame'],
      ['infra redis', '/rs'],
    ])('reads %j with the word it is clipped from', (query, page) => {
      expect(first(query)).toBe(page);
    });
    it('reads a clipping two words could stand for as neither', () => {
      const two = createSearchEngine([
        record('/a', 'A', 'content', {}, 'The repository and the repositories.'),
        record('/b', 'B', 'content', {}, 'Two reports of the frame, reported.'),
      ]);
      expect(two.search('repo frame').hits).toEqual([]);
    });
  });

  describe('numbers written with dots', () => {
    const versions = createSearchEngine([
      record('/v202', 'Release', 'content', { lvl2: 'SDK 2.0.2' }, 'December 8, 2025 · sdk · 2.0.2'),
      record('/v200', 'Release', 'content', { lvl2: 'SDK 2.0.0' }, 'November 2025 · sdk · 2.0.0-alpha.4'),
      record('/v001', 'Release', 'content', { lvl2: 'SDK 0.0.1' }, 'May 23, 2024 · sdk · 0.0.1'),
      record('/fee', 'Costs', 'content', { lvl2: 'Minimum' }, 'A deposit of at least 0.01 TRUST, 2 blocks.'),
    ]);
    const first = (query: string) => versions.search(query).hits[0]?.record.url_without_anchor;
    it.each([
      ['sdk 2.0.2', '/v202'],
      ['2.0.2 release', '/v202'],
      ['sdk 0.0.1 release', '/v001'],
      ['0.01 trust', '/fee'],
    ])('finds %j by the number as written, not by its figures', (query, page) => {
      expect(first(query)).toBe(page);
    });
    it.each([
      ['0.0.2', '/v202'], // the figures of 2.0.2, in another order
      ['5.1', '/fee'],
    ])('does not find %j by the figures of another number (%s)', (query, page) => {
      expect(versions.search(query).hits.map((h) => h.record.url_without_anchor)).not.toContain(page);
    });
    it('still finds a figure of a dotted number on its own', () => {
      expect(versions.search('alpha 4').hits.map((h) => h.record.url_without_anchor)).toContain('/v200');
    });
  });

  it('counts a word of the page title as a word of a section on that page', () => {
    const pages = createSearchEngine([
      record(
        '/remix',
        'Remix Template',
        'content',
        { lvl2: 'Run it' },
        'Install the dependencies and start Vite.',
      ),
      record(
        '/other',
        'Create an app',
        'content',
        { lvl2: 'Other starters' },
        'A Remix starter also exists.',
      ),
    ]);
    expect(pages.search('remix template').hits.map((h) => h.record.url_without_anchor)).toEqual([
      '/remix',
      '/other',
    ]);
  });

  describe('every word on fewer than three pages', () => {
    // Pages with every word of the query, and pages with some of them.
    const CASES: [query: string, every: string[], some: string[]][] = [
      ['follow feed social app', ['/signals'], ['/social', '/apps']],
      ['query atoms graphql filter', ['/quickstart', '/api'], ['/atoms']],
      ['deposit oppose redeem', ['/stack-overflow'], ['/signals']],
    ];
    const filled = CASES.map(([query, every, some]) => {
      const words = query.split(' ');
      return createSearchEngine([
        ...every.map((path) => record(path, 'All', 'content', {}, `${words.join(' ')}.`)),
        ...some.map((path, i) =>
          record(path, 'Some', 'content', {}, `${words.slice(0, words.length - 1 - (i % 2)).join(' ')}.`),
        ),
        record('/none', 'None', 'content', {}, 'Nothing of the query here.'),
      ]);
    });
    it.each(CASES.map(([query, every, some], i) => [query, every, some, i] as const))(
      '%j: the pages with every word, then those with half or more',
      (query, every, some, i) => {
        const { hits, nbHits } = filled[i]!.search(query);
        const urls = hits.map((h) => h.record.url_without_anchor);
        expect(urls.slice(0, every.length).sort()).toEqual([...every].sort());
        expect(urls.slice(every.length).sort()).toEqual([...some].sort());
        expect(nbHits).toBe(every.length + some.length);
        expect(filled[i]!.search(query, { fillFewPages: false }).nbHits).toBe(every.length);
      },
    );
    it('fills nothing when three pages have every word, and never past a word the index lacks', () => {
      const many = createSearchEngine([
        ...['/a', '/b', '/c'].map((path) => record(path, 'All', 'content', {}, 'atoms graphql filter.')),
        record('/d', 'Some', 'content', {}, 'atoms graphql.'),
      ]);
      expect(many.search('atoms graphql filter').hits.map((h) => h.record.url)).toEqual(['/a', '/b', '/c']);
      expect(many.search('atoms graphql zqxjv').hits).toEqual([]);
    });
  });

  describe('a word the docs write only inside a longer name', () => {
    // Each name, the part of it the docs never write on its own, and the part they also write alone.
    const NAMES: [name: string, hidden: string, alone: string][] = [
      ['MetaMask', 'meta', 'mask'],
      ['JavaScript', 'java', 'script'],
      ['OnchainKit', 'onchain', 'kit'],
      ['WalletConnect', 'wallet', 'connect'],
      ['GitHub', 'git', 'hub'],
    ];
    const named = createSearchEngine([
      ...NAMES.map(([name], i) =>
        record(`/name-${i}`, `About ${name}`, 'content', {}, `Install ${name} and its sdk.`),
      ),
      // The second part of each name, written on its own elsewhere.
      record('/alone', 'Words', 'content', {}, NAMES.map(([, , alone]) => `a ${alone} sdk`).join('; ')),
      record(
        '/errors',
        'Errors',
        'content',
        {},
        'MultiVault_DepositBelowMinimumDeposit: the deposit is below the minimum.',
      ),
    ]);
    const pagesOf = (query: string) => named.search(query).hits.map((h) => h.record.url_without_anchor);
    it.each(NAMES.map(([name, hidden], i) => [name, hidden, i] as const))(
      'a part of %s never written alone (%j) is not that name: the query finds nothing',
      (_name, hidden) => {
        expect(pagesOf(`${hidden} sdk`)).toEqual([]);
      },
    );
    it.each(NAMES.map(([name, hidden], i) => [name, hidden, i] as const))(
      'the name typed as two words finds it (%s)',
      (name, _hidden, i) => {
        const [first, second] = name.split(/(?<=[a-z])(?=[A-Z])/);
        expect(pagesOf(`${first!.toLowerCase()} ${second!.toLowerCase()}`)).toContain(`/name-${i}`);
      },
    );
    it.each(NAMES.map(([name, , alone], i) => [name, alone, i] as const))(
      'a part also written alone still finds the name (%s, %j)',
      (_name, alone, i) => {
        expect(pagesOf(`${alone} sdk`)).toEqual(expect.arrayContaining(['/alone', `/name-${i}`]));
      },
    );
    it('an error named after its contract prefix is found by its own name', () => {
      expect(pagesOf('DepositBelowMinimumDeposit')).toEqual(['/errors']);
    });
  });

  describe('a heading that is the query', () => {
    const QUERIES = ['what is intuition', 'oppose a triple', 'how do I run a node'];
    const headed = createSearchEngine(
      QUERIES.flatMap((query, i) => {
        const words = query.split(' ');
        return [
          // A page about the subject that repeats the query's words but is not headed by them.
          record(`/mentions-${i}`, `${words.at(-1)} ${words.at(-2)} guide`, 'lvl1', {}, null),
          record(`/heading-${i}`, 'Questions', 'lvl3', { lvl2: 'Basics', lvl3: `${query}?` }, null),
        ];
      }),
    );
    it.each(QUERIES.map((query, i) => [query, i] as const))('puts the heading %j first', (query, i) => {
      expect(headed.search(query).hits[0]?.record.url).toMatch(new RegExp(`^/heading-${i}#`));
      // Without its stop words it is no longer the heading as typed, and the page title ranks first again.
      expect(headed.search(query.split(' ').slice(-2).reverse().join(' ')).hits[0]?.record.url).toBe(
        `/mentions-${i}`,
      );
    });
  });

  describe('a page of news', () => {
    const QUERIES = ['contract addresses', 'atom warden', 'emissions schedule'];
    const engine = createSearchEngine(
      QUERIES.flatMap((query, i) => [
        // The same words on the release notes (or the home page's list of releases) and on a reference page.
        record(`/release-notes`, 'Release notes', 'content', {}, `Published the ${query} ${i}.`),
        record(`/`, 'Home', 'content', {}, `Published the ${query} ${i}.`),
        record(`/reference-${i}`, 'Reference', 'content', {}, `Published the ${query} ${i}.`),
      ]),
    );
    it.each(QUERIES.map((query, i) => [query, i] as const))(
      'ranks a reference page above the news for %j',
      (query, i) => {
        expect(engine.search(`${query} ${i}`).hits[0]?.record.url_without_anchor).toBe(`/reference-${i}`);
      },
    );
    it.each([
      ['what changed in the contract addresses 0'],
      ['new contract addresses 0'],
      ['contract addresses 0 release'],
    ])('ranks the news as any page when the query asks for news: %j', (query) => {
      expect(engine.search(query).hits[0]?.record.url_without_anchor).not.toBe('/reference-0');
    });
  });

  describe('a query naming a code identifier', () => {
    const IDENTIFIERS = ['calculateAtomId', 'getMultiVaultAddressFromChainId', 'MultiVault_HasCounterStake'];
    const explained = createSearchEngine(
      IDENTIFIERS.flatMap((name, i) => [
        {
          ...record(
            `/uses-${i}`,
            'Examples',
            'content',
            {},
            Array(6).fill(`const x = ${name}(data)`).join('\n'),
          ),
          block: 'code' as const,
        },
        record(
          `/explains-${i}`,
          'Reference',
          'content',
          {},
          `Use ${name} to get the value the contract returns.`,
        ),
      ]),
    );
    it.each(IDENTIFIERS.map((name, i) => [name, i] as const))(
      'ranks the passage that explains %s above a code block that calls it',
      (name, i) => {
        expect(
          explained
            .search(name)
            .hits.map((h) => h.record.url_without_anchor)
            .slice(0, 2),
        ).toEqual([`/explains-${i}`, `/uses-${i}`]);
      },
    );
  });
});

describe('the Algolia protocol layer', () => {
  it.each([
    ['params as a URL-encoded string', { indexName: 'docs', params: 'query=atoms&hitsPerPage=5&page=1' }],
    ['params as an object', { indexName: 'docs', params: { query: 'atoms', hitsPerPage: 5, page: 1 } }],
    ['flat parameters', { indexName: 'docs', query: 'atoms', hitsPerPage: '5', page: 1 }],
  ])('reads %s', (_name, request) => {
    const [parsed] = parseMultiQuery(JSON.stringify({ requests: [request] }));
    expect(parsed!.params).toMatchObject({ query: 'atoms', hitsPerPage: 5, page: 1 });
  });

  it.each([
    ['not JSON', 'nope'],
    ['no requests', '{}'],
    ['an empty list', '{"requests":[]}'],
    ['a request without indexName', '{"requests":[{}]}'],
    ['a long query', JSON.stringify({ requests: [{ indexName: 'docs', query: 'x'.repeat(600) }] })],
    ['bad facetFilters', JSON.stringify({ requests: [{ indexName: 'docs', facetFilters: '[oops' }] })],
    // NUL characters, wherever the request carries them, as every other body refuses them.
    ['a NUL in a flat query', JSON.stringify({ requests: [{ indexName: 'docs', query: 'a\u0000b' }] })],
    [
      'a NUL in params, encoded',
      JSON.stringify({ requests: [{ indexName: 'docs', params: 'query=a%00b' }] }),
    ],
    [
      'a NUL in params as an object',
      JSON.stringify({ requests: [{ indexName: 'docs', params: { query: '\u0000' } }] }),
    ],
    [
      'a NUL in a filter',
      JSON.stringify({ requests: [{ indexName: 'docs', facetFilters: ['lang:\u0000'] }] }),
    ],
    ['a NUL in a key', JSON.stringify({ requests: [{ indexName: 'docs', ['q\u0000']: 'x' }] })],
  ])('rejects %s with a message', (_name, body) => {
    expect(() => parseMultiQuery(body)).toThrow(SearchRequestError);
  });

  it('defaults hitsPerPage to 20 and takes it up to the limit', () => {
    const [most, defaulted] = parseMultiQuery(
      JSON.stringify({
        requests: [{ indexName: 'd', hitsPerPage: SEARCH_LIMITS.hitsPerPage }, { indexName: 'd' }],
      }),
    );
    expect(most!.params.hitsPerPage).toBe(SEARCH_LIMITS.hitsPerPage);
    expect(defaulted!.params.hitsPerPage).toBe(20);
  });

  // Issue 16, item 2: each request that made a huge answer or took seconds of CPU is refused with a message.
  const orOf = (n: number) => Array.from({ length: n }, (_, i) => `language:l${i}`).join(' OR ');
  it.each([
    ['hitsPerPage 100', one({ query: '*', hitsPerPage: 100 }), /hitsPerPage must be at most 50/],
    [
      'hitsPerPage in a params string',
      one({ params: 'query=a&hitsPerPage=1000' }),
      /hitsPerPage must be at most/,
    ],
    [
      'a 60 KB highlightPreTag',
      one({ query: 'a', highlightPreTag: 'x'.repeat(60_000) }),
      /highlightPreTag must be at most 32/,
    ],
    ['a long highlightPostTag', one({ query: 'a', highlightPostTag: 'x'.repeat(33) }), /highlightPostTag/],
    [
      'a long snippetEllipsisText',
      one({ query: 'a', snippetEllipsisText: 'x'.repeat(33) }),
      /snippetEllipsisText/,
    ],
    ['a non-string tag', one({ query: 'a', highlightPreTag: 5 }), /highlightPreTag must be a string/],
    [
      'a 2,000-term OR filter',
      one({ query: 'a', filters: orOf(2000).slice(0, 1000) }),
      /at most 20 conditions/,
    ],
    [
      'a filter over 1024 characters',
      one({ query: 'a', filters: orOf(2000) }),
      /filters must be at most 1024/,
    ],
    ['40 facet filters', one({ facetFilters: [orOf(40).split(' OR ')] }), /at most 20 conditions/],
    ['a 1,000-word snippet', one({ query: 'a', attributesToSnippet: ['content:1000'] }), /at most 100 words/],
    ['100 attributes to highlight', one({ attributesToHighlight: Array(100).fill('content') }), /at most 32/],
    [
      '11 requests in one call',
      JSON.stringify({ requests: Array.from({ length: 11 }, () => ({ indexName: 'd', query: 'a' })) }),
      /At most 10 requests/,
    ],
    [
      '3 × 50 hits in one call',
      JSON.stringify({ requests: Array.from({ length: 3 }, () => ({ indexName: 'd', hitsPerPage: 50 })) }),
      /at most 100 hits together/,
    ],
  ])('refuses %s with a 400 message', (_name, body, message) => {
    expect(() => parseMultiQuery(body)).toThrow(SearchRequestError);
    expect(() => parseMultiQuery(body)).toThrow(message);
  });

  it('the site search UI requests stay inside the limits', () => {
    expect(() =>
      parseMultiQuery(
        one({
          query: 'bonding curve',
          hitsPerPage: 20,
          attributesToSnippet: ['content:24'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current']],
        }),
      ),
    ).not.toThrow();
  });

  it('a page past the pagination limit is empty and sorts nothing', () => {
    const [deep] = parseMultiQuery(one({ query: 'bonding', hitsPerPage: 50, page: 20 }));
    const result = runQuery(engine, deep!);
    expect(result.hits).toEqual([]);
    expect(result.page).toBe(20);
    expect(result.nbHits).toBe(2);
    const [countOnly] = parseMultiQuery(one({ query: 'bonding', hitsPerPage: 0 }));
    expect(runQuery(engine, countOnly!)).toMatchObject({ hits: [], nbHits: 2 });
  });

  it('filters with facetFilters (inner arrays are OR) and filters', () => {
    const [request] = parseMultiQuery(
      JSON.stringify({
        requests: [
          {
            indexName: 'docs',
            facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:x']],
          },
        ],
      }),
    );
    const keep = recordFilter(request!.params)!;
    expect(RECORDS.filter(keep.test).map((r) => r.url)).toEqual(['/faq']);
    const [byFilters] = parseMultiQuery(
      JSON.stringify({
        requests: [{ indexName: 'docs', filters: 'docusaurus_tag:docs-guides-current AND language:en' }],
      }),
    );
    expect(RECORDS.filter(recordFilter(byFilters!.params)!.test).length).toBe(RECORDS.length - 1);
  });

  it('answers with Algolia fields, nested highlights and snippets', () => {
    const [request] = parseMultiQuery(
      JSON.stringify({
        requests: [
          { indexName: 'docs', query: 'bonding', attributesToSnippet: ['content:5'], hitsPerPage: 1 },
        ],
      }),
    );
    const result = runQuery(engine, request!);
    expect(result).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 2,
      hitsPerPage: 1,
      index: 'docs',
      query: 'bonding',
      exhaustiveNbHits: true,
    });
    const hit = result.hits[0] as {
      _highlightResult: { hierarchy: { lvl1: { value: string; matchLevel: string } } };
    };
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<em>Bonding</em> Curves',
      matchLevel: 'full',
    });
  });
});

describe('facets and the empty query (InstantSearch before typing, refinement lists)', () => {
  const answer = (params: Record<string, unknown>) => runQuery(engine, parseMultiQuery(one(params))[0]!);

  it.each([
    ['an empty query', { query: '' }, RECORDS.length],
    ['a blank query', { query: '   ' }, RECORDS.length],
    ['no query at all', {}, RECORDS.length],
    ['an empty query with a facet filter', { facetFilters: ['docusaurus_tag:default'] }, 1],
    ['an empty query with filters', { filters: 'type:lvl1' }, 4],
  ])('%s answers every record the filters let through, first page first', (_name, params, nbHits) => {
    const result = answer({ hitsPerPage: 3, ...params });
    expect(result.nbHits).toBe(nbHits);
    expect(result.hits.length).toBe(Math.min(3, nbHits));
    expect(result.nbPages).toBe(Math.ceil(nbHits / 3));
    const all = RECORDS.filter((r) => recordFilter(parseMultiQuery(one(params))[0]!.params)?.test(r) ?? true);
    expect(result.hits.map((h) => h.objectID)).toEqual(all.slice(0, 3).map((r) => r.objectID));
  });

  it.each([
    [
      'one facet over a query',
      { query: 'atom', facets: ['hierarchy.lvl1'] },
      { 'hierarchy.lvl1': { Atoms: 4 } },
    ],
    [
      'every facet (*) over the empty query, counted past the page',
      { facets: '*', hitsPerPage: 1 },
      {
        'hierarchy.lvl0': { Guides: RECORDS.length },
        'hierarchy.lvl1': { Atoms: 4, 'Bonding Curves': 2, 'GraphQL Quickstart': 2, Signals: 2, FAQ: 1 },
        type: { content: 6, lvl1: 4, lvl2: 1 },
        language: { en: RECORDS.length },
        docusaurus_tag: { 'docs-guides-current': RECORDS.length - 1, default: 1 },
      },
    ],
    [
      'a facet under a filter, values capped by maxValuesPerFacet',
      { facets: ['hierarchy.lvl1'], facetFilters: ['type:content'], maxValuesPerFacet: 2 },
      { 'hierarchy.lvl1': { Atoms: 2, 'Bonding Curves': 1 } },
    ],
    [
      'an attribute not declared for faceting, left out as Algolia does',
      { query: 'atom', facets: ['content', 'type'] },
      { type: { content: 2, lvl1: 1, lvl2: 1 } },
    ],
  ])('counts %s', (_name, params, facets) => {
    const result = answer(params);
    expect(result.facets).toEqual(facets);
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it('leaves facets out when none are asked for', () => {
    expect(answer({ query: 'atom' })).not.toHaveProperty('facets');
  });

  it('refuses a maxValuesPerFacet that is not a count', () => {
    expect(() => parseMultiQuery(one({ facets: ['type'], maxValuesPerFacet: -1 }))).toThrow(
      SearchRequestError,
    );
  });
});

describe('highlighting', () => {
  const tags = { pre: '<mark>', post: '</mark>' };
  it('escapes HTML and adds only the highlight tags', () => {
    expect(highlight('Use <Atom> & atoms', ['atom'], tags).value).toBe(
      'Use &lt;<mark>Atom</mark>&gt; &amp; <mark>atoms</mark>',
    );
  });
  it('reports the match level', () => {
    expect(highlight('Atoms and triples', ['atom', 'triple'], tags).matchLevel).toBe('full');
    expect(highlight('Atoms only', ['atom', 'triple'], tags).matchLevel).toBe('partial');
    expect(highlight('Nothing here', ['atom'], tags).matchLevel).toBe('none');
  });
  it('cuts a snippet around the first match with the ellipsis', () => {
    const text = 'one two three four five six seven eight nine atoms ten eleven twelve thirteen fourteen';
    expect(snippet(text, ['atoms'], 5, tags, '…').value).toBe('…eight nine <mark>atoms</mark> ten eleven…');
  });

  it('marks whole words that begin with a query word, never the middle of a word', () => {
    expect(highlight('Anatomy of an atom: atomic atoms', ['atom'], tags).value).toBe(
      'Anatomy of an <mark>atom</mark>: <mark>atomic</mark> <mark>atoms</mark>',
    );
  });

  it('marks text whose lower case changes length (the non-ASCII path) the same way', () => {
    expect(highlight('İstanbul atoms and Atomic', ['atom'], tags).value).toBe(
      'İstanbul <mark>atoms</mark> and <mark>Atomic</mark>',
    );
  });

  it('keeps the marks of a long text in its snippet', () => {
    const text = `${'intro words here '.repeat(20)}atoms are <small> and atoms again ${'tail '.repeat(20)}`;
    expect(snippet(text, ['atom'], 9, tags, '…').value).toBe(
      '…here intro words here <mark>atoms</mark> are &lt;small&gt; and <mark>atoms</mark>…',
    );
  });
});

describe('the best hits of many', () => {
  it('keeps the best `limit` hits in rank order: exact first, then score, then the earlier record', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const offered = Array.from({ length: 500 }, (_, id) => ({
      id,
      exact: random() < 0.3,
      score: Math.round(random() * 50),
    }));
    const top = new TopHits(25);
    for (const hit of offered) top.offer(hit.id, hit.exact, hit.score);
    const expected = [...offered]
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || a.id - b.id)
      .slice(0, 25);
    expect(top.sorted()).toEqual(expected);
  });

  it('counts every hit but sorts only the page asked for', () => {
    const all = engine.search('atoms');
    const firstTwo = engine.search('atoms', { limit: 2 });
    expect(all.nbHits).toBeGreaterThan(2);
    expect(firstTwo.nbHits).toBe(all.nbHits);
    expect(firstTwo.hits.map((h) => h.record.objectID)).toEqual(
      all.hits.slice(0, 2).map((h) => h.record.objectID),
    );
  });

  it('keeps each filter apart when it remembers their answers', () => {
    const only = (tag: string) => ({ key: tag, test: (r: DocRecord) => r.docusaurus_tag === tag });
    const guides = engine.search('staking', { filter: only('docs-guides-current') });
    const other = engine.search('staking', { filter: only('default') });
    expect(guides.hits.map((h) => h.record.docusaurus_tag)).not.toContain('default');
    expect(other.hits.map((h) => h.record.url_without_anchor)).toEqual(['/faq']);
  });
});
