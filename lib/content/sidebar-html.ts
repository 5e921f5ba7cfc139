/**
 * The docs sidebar as static HTML (docs/architecture.md, "How a guide is rendered and hydrated"): written into the
 * page once, never hydrated as a React tree, so it costs the page's inline payload and hydration nothing. Nested
 * <details> open and close without JavaScript (siblings share a `name`: opening one category closes the others);
 * its links are `<a data-routed>`, routed by components/layout/routed-links.client.tsx. Which link is current and
 * which categories are open depend on the page: `state` writes them into the HTML, and after a client-side
 * navigation applySidebarState (components/docs/sidebar-state.ts) sets them on the same elements.
 */
import { escapeHtml } from '../escape-html';
import type { SidebarItem } from './types';

/** The id of the sidebar's list: one element, moved into the mobile menu while that is open. */
export const SIDEBAR_LIST_ID = 'docs-sidebar-list';

export interface SidebarState {
  /** The current page: its links get aria-current="page". */
  path: string;
  /** The keys of the categories shown open (lib/content/sidebar.ts openCategoryKeys). */
  openKeys: ReadonlySet<string>;
}

const NO_STATE: SidebarState = { path: '', openKeys: new Set() };

const CARET =
  '<svg class="menu-caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">' +
  '<path d="M4 2l4 4-4 4" stroke="currentColor" stroke-width="1.6" fill="none"></path></svg>';

function link(className: string, href: string, label: string, state: SidebarState): string {
  const current = href === state.path ? ' aria-current="page"' : '';
  return `<a class="${className}" href="${escapeHtml(href)}"${current} data-routed="">${escapeHtml(label)}</a>`;
}

function list(items: SidebarItem[], state: SidebarState, parentKey: string, id?: string): string {
  const parts = items.map((item) => {
    if (item.type === 'doc') return `<li>${link('menu-link', item.href, item.label, state)}</li>`;
    const children = list(item.items, state, item.key);
    if (!item.collapsible) {
      const head = item.href
        ? link('menu-link font-medium', item.href, item.label, state)
        : `<span class="menu-link font-medium">${escapeHtml(item.label)}</span>`;
      return `<li>${head}${children}</li>`;
    }
    const open = state.openKeys.has(item.key) ? ' open=""' : '';
    const details = (summary: string) =>
      `<details class="menu-category" name="sidebar:${escapeHtml(parentKey)}"${open} data-category="${escapeHtml(item.key)}">` +
      `${summary}${children}</details>`;
    if (!item.href) return `<li>${details(`<summary class="menu-link">${escapeHtml(item.label)}${CARET}</summary>`)}</li>`;
    // A category with its own page: the link and the toggle are siblings (a link inside <summary> would be
    // interactive content nested in a control); the toggle sits at the right of the link's row.
    const toggle = `<summary class="menu-toggle" aria-label="Toggle the ${escapeHtml(item.label)} category">${CARET}</summary>`;
    return `<li class="relative">${link('menu-link pr-10 font-medium', item.href, item.label, state)}${details(toggle)}</li>`;
  });
  return `<ul class="menu-list"${id ? ` id="${id}"` : ''}>${parts.join('')}</ul>`;
}

/** The sidebar's list, with the page's state written in (none: no current link, every category closed). */
export function sidebarHtml(items: SidebarItem[], state: SidebarState = NO_STATE): string {
  return list(items, state, '', SIDEBAR_LIST_ID);
}
