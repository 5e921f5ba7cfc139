import path from 'node:path';
import { collectLinkProblems } from '@/lib/content/check';
import { checkLinks } from '@/lib/content/link-check';

describe('checkLinks', () => {
  const pages = [
    {
      path: '/guides/a',
      file: 'a.mdx',
      anchors: ['intro'],
      links: [{ url: '/guides/b#setup' }, { url: '#intro' }, { url: 'https://x.y' }],
    },
    { path: '/guides/b', file: 'b.mdx', anchors: ['setup'], links: [{ url: '/guides/a/', line: 3 }] },
  ];

  it('accepts valid links, anchors, trailing slashes and external URLs', () => {
    expect(checkLinks(pages)).toEqual([]);
  });

  const broken: [string, string, string][] = [
    ['a missing page', '/guides/missing', 'broken-link'],
    ['a missing anchor on another page', '/guides/b#nope', 'broken-anchor'],
    ['a missing anchor on the same page', '#nope', 'broken-anchor'],
    ['a relative link', '../b', 'broken-link'],
  ];
  it.each(broken)('reports %s', (_name, url, kind) => {
    const problems = checkLinks([
      { path: '/guides/c', file: 'c.mdx', anchors: [], links: [{ url, line: 7 }] },
      ...pages,
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind, file: 'c.mdx', line: 7 });
  });

  it('reports duplicate routes', () => {
    const problems = checkLinks([
      ...pages,
      { path: '/guides/a', file: 'a-copy.mdx', anchors: [], links: [] },
    ]);
    expect(problems).toEqual([expect.objectContaining({ kind: 'duplicate-route', file: 'a-copy.mdx' })]);
  });

  it('accepts extra routes and ignored prefixes', () => {
    const page = {
      path: '/guides/c',
      file: 'c.mdx',
      anchors: [],
      links: [{ url: '/faq' }, { url: '/api/x' }],
    };
    expect(checkLinks([page], { extraRoutes: ['/faq'], ignorePrefixes: ['/api'] })).toEqual([]);
  });
});

describe('content link check', () => {
  it('finds the broken link and anchor in the fixture tree', async () => {
    const problems = await collectLinkProblems({
      root: path.join(__dirname, '../fixtures/content-basic'),
      includeDrafts: false,
    });
    expect(problems.map((p) => `${p.kind} ${p.message}`).sort()).toEqual([
      'broken-anchor link to /guides/alpha/second#nope: no heading with that id on the target page',
      'broken-link link to /guides/alpha/nowhere: no such page',
    ]);
  });

  it('finds no broken links, anchors or duplicate routes in our own content', async () => {
    const problems = await collectLinkProblems({ includeDrafts: true });
    expect(problems).toEqual([]);
  });
});
