import { docPathFromId, normalizePathname, slugifyLabel, splitHref } from '@/lib/content/routes';

describe('normalizePathname', () => {
  const cases: [string, string][] = [
    ['/guides/', '/guides'],
    ['/guides/overview/vision.html', '/guides/overview/vision'],
    ['/guides/overview/index.html', '/guides/overview'],
    ['/index.html', '/'],
    ['//guides//overview/', '/guides/overview'],
    ['/guides?x=1#top', '/guides'],
    ['/', '/'],
    ['guides', '/guides'],
  ];
  it.each(cases)('%s → %s', (input, expected) => expect(normalizePathname(input)).toBe(expected));
});

describe('docPathFromId', () => {
  const cases: [string, string | undefined, string][] = [
    ['guides', undefined, '/guides'],
    ['index', undefined, '/guides'],
    ['overview/index', undefined, '/guides/overview'],
    ['overview/overview', undefined, '/guides/overview'],
    ['overview/README', undefined, '/guides/overview'],
    ['overview/vision', undefined, '/guides/overview/vision'],
    ['overview/vision', '/the-vision', '/guides/the-vision'],
    ['overview/vision', 'our-vision', '/guides/overview/our-vision'],
  ];
  it.each(cases)('%s (slug %s) → %s', (id, slug, expected) => expect(docPathFromId(id, slug)).toBe(expected));
});

describe('slugs and hrefs', () => {
  it('slugifies category labels', () =>
    expect(slugifyLabel('Using the Primitives')).toBe('using-the-primitives'));
  it('splits anchors from paths', () =>
    expect(splitHref('/guides/x/#a%20b')).toEqual({ path: '/guides/x', anchor: 'a b' }));
});
