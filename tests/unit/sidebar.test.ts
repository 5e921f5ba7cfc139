import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { breadcrumbs, buildSidebar, flattenSidebar, openCategoryKeys, prevNext } from '@/lib/content/sidebar';
import type { SidebarItem } from '@/lib/content/types';
import { getDocsSite, getVersion } from '@/lib/content';

const root = path.join(__dirname, '../fixtures/content-basic');

function shape(items: SidebarItem[]): unknown[] {
  return items.map((i) =>
    i.type === 'doc' ? i.href : { [i.label]: { href: i.href ?? null, items: shape(i.items) } },
  );
}

describe('buildSidebar', () => {
  const { docs, categories } = loadContent({ root, includeDrafts: false });
  const sidebar = buildSidebar(docs, categories);

  it('orders items by position, puts index docs on their category and hides drafts', () => {
    expect(shape(sidebar)).toEqual([
      '/guides',
      {
        'Beta things': {
          href: '/guides/category/beta-things',
          items: [{ deep: { href: null, items: ['/guides/beta/deep/three'] } }, '/guides/beta/one'],
        },
      },
      { Alpha: { href: '/guides/alpha', items: ['/guides/alpha/second', '/guides/alpha/first'] } },
    ]);
  });

  it('uses sidebar_label when given', () => {
    const alpha = sidebar[2];
    expect(alpha?.type === 'category' && alpha.items[0]?.label).toBe('Second');
  });

  it('keeps drafts when asked (development)', () => {
    const withDrafts = loadContent({ root, includeDrafts: true });
    expect(withDrafts.docs.map((d) => d.id)).toContain('beta/deep/two');
  });
});

describe('openCategoryKeys (collapse state)', () => {
  const { docs, categories } = loadContent({ root, includeDrafts: false });
  const sidebar = buildSidebar(docs, categories);
  const cases: [string, string[]][] = [
    ['/guides', ['alpha']],
    ['/guides/beta/deep/three', ['beta', 'beta/deep']],
    ['/guides/alpha/first', ['alpha']],
    ['/guides/category/beta-things', ['beta']],
  ];
  it.each(cases)('on %s opens %j', (pathname, expected) => {
    expect([...openCategoryKeys(sidebar, pathname)].sort()).toEqual(expected.sort());
  });
});

describe('navigation', () => {
  const { docs, categories } = loadContent({ root, includeDrafts: false });
  const sidebar = buildSidebar(docs, categories);

  it('flattens the sidebar in reading order', () => {
    expect(flattenSidebar(sidebar).map((l) => l.href)).toEqual([
      '/guides',
      '/guides/category/beta-things',
      '/guides/beta/deep/three',
      '/guides/beta/one',
      '/guides/alpha',
      '/guides/alpha/second',
      '/guides/alpha/first',
    ]);
  });

  it('gives previous and next links', () => {
    expect(prevNext(sidebar, '/guides/alpha')).toEqual({
      previous: { label: 'Beta one', href: '/guides/beta/one' },
      next: { label: 'Second', href: '/guides/alpha/second' },
    });
    expect(prevNext(sidebar, '/guides').previous).toBeUndefined();
  });

  it('builds breadcrumbs from the categories above the page', () => {
    expect(breadcrumbs(sidebar, '/guides/beta/deep/three', 'Beta three')).toEqual([
      { label: 'Beta things', href: '/guides/category/beta-things' },
      { label: 'deep', href: undefined },
      { label: 'Beta three' },
    ]);
  });
});

describe('the real guides', () => {
  const site = getDocsSite({ includeDrafts: false });

  it('exposes the version data object', () => {
    expect(getVersion({ includeDrafts: false })).toMatchObject({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/guides',
      mainDocId: 'guides',
    });
    expect(getVersion({ includeDrafts: false }).docs).toContainEqual({
      id: 'overview/vision',
      path: '/guides/overview/vision',
      sidebar: 'guides',
    });
  });

  it('has the two generated category pages with a card per child', () => {
    const paths = site.generatedIndexes.map((g) => g.path).sort();
    expect(paths).toEqual(['/guides/category/use-cases', '/guides/category/using-the-primitives']);
    for (const index of site.generatedIndexes) expect(index.cards.length).toBeGreaterThan(0);
  });

  it('starts the sidebar with the Overview category', () => {
    const firstCategory = site.sidebar.find((i) => i.type === 'category');
    expect(firstCategory?.label).toBe('Overview');
  });
});
