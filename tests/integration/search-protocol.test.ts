/**
 * The search endpoint speaks Algolia's multi-query protocol: proven with the real algoliasearch lite client
 * (v5) against the production server, plus the error answers for bad input.
 */
import { liteClient } from 'algoliasearch/lite';
import { SEARCH_LIMITS } from '@/lib/search/algolia-protocol';
import { runCli } from './helpers/cli';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;

const CONFIGURED_ORIGIN = 'https://blog.example';
beforeAll(async () => {
  server = await startServer({ WIDGET_ALLOWED_ORIGINS: CONFIGURED_ORIGIN });
  const set = runCli(
    'project',
    ['set', 'intuition-docs', 'allowedOrigins=https://*-myteam.vercel.app'],
    server.env,
  );
  expect(set.status).toBe(0);
}, 60_000);

afterAll(() => server?.stop());

const ENDPOINT = () => `${server.url}/api/search/1/indexes/*/queries`;

function client() {
  return liteClient('local', 'search-only', {
    hosts: [{ url: `127.0.0.1:${server.port}/api/search`, accept: 'read', protocol: 'http' }],
  });
}

interface DocHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<string, { value: string; matchLevel: string }> };
  _snippetResult?: { content?: { value: string } };
}

describe('POST /api/search/1/indexes/*/queries', () => {
  it('answers the algoliasearch client with hits, paging and nested highlights', async () => {
    const { results } = await client().search<DocHit>({
      requests: [
        {
          indexName: 'docs',
          query: 'bonding curves',
          hitsPerPage: 5,
          attributesToSnippet: ['content:15'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
        { indexName: 'docs', query: 'atoms', page: 1, hitsPerPage: 3 },
      ],
    });
    expect(results).toHaveLength(2);
    const [first, second] = results as {
      hits: DocHit[];
      nbHits: number;
      page: number;
      nbPages: number;
      hitsPerPage: number;
      index: string;
      query: string;
    }[];
    expect(first!.index).toBe('docs');
    expect(first!.query).toBe('bonding curves');
    expect(first!.hits.length).toBe(5);
    expect(first!.hits[0]!.url).toMatch(
      /^\/guides\/(primitives\/bonding-curves|smart-contracts\/bonding-curve-registry)/,
    );
    expect(first!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain('<mark>');
    expect(second!.page).toBe(1);
    expect(second!.hitsPerPage).toBe(3);
    expect(second!.nbPages).toBe(Math.ceil(second!.nbHits / 3));
  });

  it('filters by language and docusaurus_tag as contextual search does, and retrieves only what is asked', async () => {
    const { results } = await client().search<DocHit>({
      requests: [
        {
          indexName: 'docs',
          query: 'triple',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current']],
          attributesToRetrieve: ['hierarchy.lvl1', 'url'],
        },
      ],
    });
    const hit = (results[0] as { hits: DocHit[] }).hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'hierarchy', 'objectID', 'url']);
    const none = await client().search({
      requests: [{ indexName: 'docs', query: 'triple', facetFilters: ['docusaurus_tag:no-such-tag'] }],
    });
    expect((none.results[0] as { nbHits: number }).nbHits).toBe(0);
  });

  it('accepts params as a URL-encoded string and escapes HTML in highlights', async () => {
    const response = await fetch(ENDPOINT(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        requests: [{ indexName: 'docs', params: 'query=%3Cscript%3E%20atoms&hitsPerPage=2' }],
      }),
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { hits: DocHit[]; params: string }[] };
    expect(results[0]!.params).toBe('query=%3Cscript%3E%20atoms&hitsPerPage=2');
    expect(JSON.stringify(results[0]!.hits)).not.toContain('<script>');
  });

  it('returns no hits for a query that matches nothing', async () => {
    const { results } = await client().search({ requests: [{ indexName: 'docs', query: 'zqxjv wpfkq' }] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(0);
  });

  it.each([
    ['not JSON', 'hello', /JSON/],
    ['no requests', '{"requests": []}', /must not be empty/],
    [
      'too many requests',
      JSON.stringify({
        requests: Array.from({ length: SEARCH_LIMITS.requestsPerCall + 1 }, () => ({ indexName: 'docs' })),
      }),
      new RegExp(`At most ${SEARCH_LIMITS.requestsPerCall} requests`),
    ],
    [
      'a query over 512 characters',
      JSON.stringify({ requests: [{ indexName: 'docs', query: 'a'.repeat(513) }] }),
      /512/,
    ],
    [
      'a bad hitsPerPage',
      JSON.stringify({ requests: [{ indexName: 'docs', hitsPerPage: -1 }] }),
      /hitsPerPage/,
    ],
  ])('answers 400 with a message for %s', async (_name, body, message) => {
    const response = await fetch(ENDPOINT(), { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});

describe('cross-origin search: the origins the project allows, as the widget API', () => {
  const search = (origin: string | undefined) =>
    fetch(ENDPOINT(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ requests: [{ indexName: 'docs', query: 'atom', hitsPerPage: 1 }] }),
    });

  const cases: [string, number, () => string | undefined, boolean][] = [
    ['the site itself', 200, () => server.url, true],
    ['an origin of WIDGET_ALLOWED_ORIGINS', 200, () => CONFIGURED_ORIGIN, true],
    ["a preview matching the project's pattern", 200, () => 'https://docs-git-x-myteam.vercel.app', true],
    ['another site', 403, () => 'https://elsewhere.example', false],
    ['a look-alike of the pattern', 403, () => 'https://docs-myteam.vercel.app.evil.example', false],
    ['a tool that sends no Origin', 200, () => undefined, false],
  ];
  it.each(cases)('%s → %i', async (_name, status, origin, cors) => {
    const response = await search(origin());
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe(cors ? origin() : null);
    if (status === 403) expect(await response.json()).toMatchObject({ status: 403 });
    else expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  it.each([
    ['an allowed origin', CONFIGURED_ORIGIN, CONFIGURED_ORIGIN],
    ['another site', 'https://elsewhere.example', null],
  ])('answers the preflight of %s', async (_name, origin, allowed) => {
    const response = await fetch(ENDPOINT(), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-algolia-api-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    if (allowed) expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
  });
});
