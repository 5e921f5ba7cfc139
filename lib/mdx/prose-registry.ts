/**
 * Hands static HTML (a guide's <main>, keyed by the page's path; the docs sidebar, keyed by sidebarKey; the site
 * footer, SITE_FOOTER_KEY) from the
 * server component that made it (the React Server Components layer) to the client component that writes it into
 * the page's HTML (the server-rendering layer), in the same process, without the HTML travelling in the page's
 * payload (RSC flight data): only its key does. Both layers bundle this module separately, so the map lives on
 * globalThis.
 */
const KEY = Symbol.for('intuition-docs.prose-html');

type Registry = Map<string, string>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  return (holder[KEY] ??= new Map());
}

export function registerStaticHtml(key: string, html: string): void {
  registry().set(key, html);
}

export function registeredStaticHtml(key: string): string | undefined {
  return registry().get(key);
}

/** Where the static prose of a guide is served from, for client-side navigations (public/ files). */
export const PROSE_URL_BASE = '/_prose';

export function proseUrl(path: string): string {
  return `${PROSE_URL_BASE}${path}.htm`;
}

/** The registry key of the docs sidebar of the page at `path` (its current link and open categories differ). */
export function sidebarKey(path: string): string {
  return `sidebar:${path}`;
}

/** The sidebar with no page's state, for a guide reached by a client-side navigation from another page. */
export const SIDEBAR_URL = '/guides-sidebar.htm';

/** The site footer's static HTML (the inside of its <footer>), written by scripts/build-prose.mts. */
export const SITE_FOOTER_KEY = 'site-footer';
export const SITE_FOOTER_URL = `${PROSE_URL_BASE}/site-footer.htm`;
