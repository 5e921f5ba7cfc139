/**
 * Hands a guide's static prose HTML from the server component that read it (the React Server Components layer)
 * to the client component that writes it into the page's HTML (the server-rendering layer), in the same process,
 * without the HTML travelling in the page's payload (RSC flight data): only the page's path does.
 * Both layers bundle this module separately, so the map lives on globalThis.
 */
const KEY = Symbol.for('intuition-docs.prose-html');

type Registry = Map<string, string>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  return (holder[KEY] ??= new Map());
}

export function registerProse(path: string, html: string): void {
  registry().set(path, html);
}

export function registeredProse(path: string): string | undefined {
  return registry().get(path);
}

/** Where the static prose of a guide is served from, for client-side navigations (public/ files). */
export const PROSE_URL_BASE = '/_prose';

export function proseUrl(path: string): string {
  return `${PROSE_URL_BASE}${path}.htm`;
}
