/**
 * Sets a page's state on the static sidebar (lib/content/sidebar-html.ts) after a client-side navigation: which
 * link is the current page and which categories are open. The server writes the same state into the page's HTML.
 */
export function applySidebarState(list: Element, path: string, openKeys: ReadonlySet<string>): void {
  for (const link of list.querySelectorAll('a[href]')) {
    if (link.getAttribute('href') === path) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const details of list.querySelectorAll<HTMLDetailsElement>('details[data-category]')) {
    const open = openKeys.has(details.dataset.category ?? '');
    if (details.open !== open) details.open = open;
  }
}
