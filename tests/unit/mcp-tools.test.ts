/**
 * What the MCP tools answer, without the protocol: the addresses get_page accepts, and search results as
 * sections (one per anchor, heading hits with their section's text, plain text without highlight markup).
 */
import { createSearchEngine } from '@/lib/search/engine';
import type { DocRecord, Hierarchy } from '@/lib/search/records';
import {
  findPageMarkdown,
  formatSearchResults,
  pageNotFoundMessage,
  pagePathFrom,
  searchDocs,
} from '@/lib/mcp/tools';

describe('pagePathFrom', () => {
  it.each([
    ['/guides/primitives/atoms', '/guides/primitives/atoms'],
    ['/guides/primitives/atoms/', '/guides/primitives/atoms'],
    ['/guides/primitives/atoms.md', '/guides/primitives/atoms'],
    ['/guides/primitives/atoms#choosing-atom-data', '/guides/primitives/atoms'],
    ['/guides/primitives/atoms?ref=x', '/guides/primitives/atoms'],
    ['/guides/primitives/atoms.html', '/guides/primitives/atoms'],
    ['https://docs.intuition.systems/guides/primitives/atoms.md#fees', '/guides/primitives/atoms'],
    ['http://localhost:3000/guides', '/guides'],
    ['  guides/overview  ', '/guides/overview'],
    ['/guides.md', '/guides'],
  ])('%s → %s', (input, expected) => {
    expect(pagePathFrom(input)).toBe(expected);
  });
});

describe('findPageMarkdown', () => {
  it('finds a guide from its path, and from its path below /guides', () => {
    expect(findPageMarkdown('/guides/primitives/atoms')?.path).toBe('/guides/primitives/atoms');
    expect(findPageMarkdown('primitives/atoms')?.path).toBe('/guides/primitives/atoms');
    expect(findPageMarkdown('/primitives/atoms.md')?.markdown).toMatch(/^# Atoms\n/);
  });

  it('finds static pages and the guides home', () => {
    expect(findPageMarkdown('/getting-started')?.markdown).toMatch(/^# Getting Started\n/);
    expect(findPageMarkdown('https://docs.intuition.systems/guides')?.path).toBe('/guides');
  });

  it('finds nothing for a path without a page', () => {
    expect(findPageMarkdown('/guides/primitives/atomz')).toBeUndefined();
    expect(findPageMarkdown('/api/mcp')).toBeUndefined();
  });
});

let position = 0;
function record(path: string, headings: Partial<Hierarchy>, type: DocRecord['type'], content: string | null) {
  const hierarchy: Hierarchy = {
    lvl0: 'Guides',
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...headings,
  };
  const anchor = (headings.lvl3 ?? headings.lvl2)?.toLowerCase().replace(/\W+/g, '-') ?? null;
  return {
    objectID: `${path}#${position++}`,
    hierarchy,
    content,
    type,
    url: anchor ? `${path}#${anchor}` : path,
    url_without_anchor: path,
    anchor,
    language: 'en',
    docusaurus_tag: 'docs-guides-current',
    position,
  } satisfies DocRecord;
}

const atoms = { lvl1: 'Atoms' };
const creating = { ...atoms, lvl2: 'Creating atoms' };
const engine = createSearchEngine([
  record('/guides/primitives/atoms', atoms, 'lvl1', null),
  record('/guides/primitives/atoms', creating, 'lvl2', null),
  record(
    '/guides/primitives/atoms',
    creating,
    'content',
    'Create an atom with createAtomFromString & pay the <creation> fee in TRUST.',
  ),
  record(
    '/guides/primitives/atoms',
    creating,
    'content',
    'A second paragraph about creating atoms in batches.',
  ),
  record(
    '/guides/primitives/triples',
    { lvl1: 'Triples', lvl2: 'Nesting' },
    'content',
    'A triple links three atoms.',
  ),
]);

describe('searchDocs', () => {
  it('returns one result per section, best first, with its title path and absolute URL', () => {
    const { results } = searchDocs(engine, 'creating atoms', 5);
    const urls = results.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(results[0]).toEqual({
      title: 'Atoms › Creating atoms',
      url: 'https://docs.intuition.systems/guides/primitives/atoms#creating-atoms',
      snippet: expect.stringMatching(/atom/),
    });
  });

  it('gives a heading hit the text of its section, as plain text', () => {
    const { results } = searchDocs(engine, 'create', 5);
    const section = results.find((r) => r.url.endsWith('#creating-atoms'))!;
    expect(section.snippet).toBe(
      'Create an atom with createAtomFromString & pay the <creation> fee in TRUST.',
    );
  });

  it('stops at the limit', () => {
    expect(searchDocs(engine, 'atoms', 1).results).toHaveLength(1);
  });

  it('formats results for a model, and says what to do when there are none', () => {
    const text = formatSearchResults('create', searchDocs(engine, 'create', 2).results);
    expect(text).toMatch(
      /^Sections of the Intuition docs for "create", best first:\n\n1\. Atoms › Creating atoms\n {3}https:\/\/docs\.intuition\.systems\/guides\/primitives\/atoms#creating-atoms\n {3}Create an atom/,
    );
    expect(text).toMatch(/get_page/);
    expect(formatSearchResults('zzz', [])).toMatch(/^No section of the docs matches "zzz"/);
  });
});

describe('pageNotFoundMessage', () => {
  it('explains the expected form of a path and where pages are listed, with similar pages', () => {
    const message = pageNotFoundMessage('/guides/primitives/atom', engine);
    expect(message).toContain('No page of the Intuition docs at "/guides/primitives/atom".');
    expect(message).toContain('/guides/primitives/atoms');
    expect(message).toContain('search_docs');
    expect(message).toContain('https://docs.intuition.systems/llms.txt');
    expect(message).toContain('Pages with similar words: /guides/primitives/atoms');
  });

  it('works without a search index', () => {
    expect(pageNotFoundMessage('/nope', undefined)).not.toContain('similar');
  });
});
