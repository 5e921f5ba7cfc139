/**
 * @jest-environment jsdom
 */
// The static sidebar (lib/content/sidebar-html.ts): the page's state written by the server is the state a
// client-side navigation sets on the same list (components/docs/sidebar-state.ts), on every page of the site.
import { applySidebarState } from '@/components/docs/sidebar-state';
import { getDocsSite } from '@/lib/content';
import { flattenSidebar, openCategoryKeys } from '@/lib/content/sidebar';
import { SIDEBAR_LIST_ID, sidebarHtml } from '@/lib/content/sidebar-html';
import type { SidebarItem } from '@/lib/content/types';

const items = getDocsSite().sidebar;
const pages = flattenSidebar(items).map((link) => link.href);

function list(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.getElementById(SIDEBAR_LIST_ID)!;
}

/** What a reader sees of the state: the current links and the open categories. */
function state(root: HTMLElement) {
  return {
    current: [...root.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href')),
    open: [...root.querySelectorAll<HTMLDetailsElement>('details[data-category]')]
      .filter((d) => d.open)
      .map((d) => d.dataset.category),
  };
}

function serverState(path: string) {
  return state(list(sidebarHtml(items, { path, openKeys: openCategoryKeys(items, path) })));
}

describe('sidebarHtml and applySidebarState', () => {
  it('covers the site (a page of the issue among them)', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages).toContain('/guides/overview/the-primitives');
  });

  it.each(pages)('%s: the state set on the stateless list is the server-written one', (path) => {
    const expected = serverState(path);
    expect(expected.current).toEqual([path]);
    const root = list(sidebarHtml(items));
    expect(state(root)).toEqual({ current: [], open: [] });
    applySidebarState(root, path, openCategoryKeys(items, path));
    expect(state(root)).toEqual(expected);
  });

  it.each(pages.map((path, i) => [pages[(i + 7) % pages.length]!, path]))(
    'navigating from %s to %s leaves the state of the new page only',
    (from, to) => {
      const root = list(sidebarHtml(items, { path: from, openKeys: openCategoryKeys(items, from) }));
      applySidebarState(root, to, openCategoryKeys(items, to));
      expect(state(root)).toEqual(serverState(to));
    },
  );

  it('escapes labels and addresses, and groups each level of categories by its parent', () => {
    const odd: SidebarItem[] = [
      {
        type: 'category',
        key: 'a"b',
        label: '<Tags> & "quotes"',
        href: '/guides/x?y="1"&z',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'doc', id: 'd', label: "It's <b>", href: '/guides/d' }],
      },
    ];
    const root = list(sidebarHtml(odd));
    expect(root.querySelector('a')?.textContent).toBe('<Tags> & "quotes"');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/guides/x?y="1"&z');
    expect(root.querySelector('details')?.getAttribute('name')).toBe('sidebar:');
    expect(root.querySelector('details')?.dataset.category).toBe('a"b');
    expect(root.querySelector('details a')?.textContent).toBe("It's <b>");
    expect(root.querySelectorAll('b')).toHaveLength(0);
    expect(document.querySelectorAll(`#${SIDEBAR_LIST_ID}`)).toHaveLength(1);
  });
});
