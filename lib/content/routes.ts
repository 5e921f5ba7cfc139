/** URL rules of the docs: ids from files, routes from ids, and the normalisation of incoming paths. */

export const ROUTE_BASE = '/guides';

const INDEX_NAMES = new Set(['index', 'readme']);

/** `overview/the-primitives.mdx` → `overview/the-primitives` */
export function docIdFromFile(relativeFile: string): string {
  return relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

/** True for index.mdx, README.mdx and a file named like its folder (overview/overview.mdx). */
export function isIndexDocId(id: string): boolean {
  const parts = id.split('/');
  const name = parts[parts.length - 1]!.toLowerCase();
  const parent = parts.length > 1 ? parts[parts.length - 2]!.toLowerCase() : 'guides';
  return INDEX_NAMES.has(name) || name === parent;
}

/** Lowercase, dash-separated slug of a label: "Using the Primitives" → "using-the-primitives". */
export function slugifyLabel(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function joinRoute(...parts: string[]): string {
  const joined = parts
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/**
 * The route of a doc. A frontmatter `slug` starting with "/" is relative to the route base; one without
 * replaces the last path segment.
 */
export function docPathFromId(id: string, slug?: string): string {
  const parts = id.split('/');
  const dirParts = parts.slice(0, -1);
  if (slug !== undefined) {
    if (slug.startsWith('/')) return slug === '/' ? ROUTE_BASE : joinRoute(ROUTE_BASE, slug);
    return joinRoute(ROUTE_BASE, ...dirParts, slug);
  }
  if (isIndexDocId(id)) return joinRoute(ROUTE_BASE, ...dirParts) || ROUTE_BASE;
  return joinRoute(ROUTE_BASE, ...parts);
}

/**
 * Canonical form of a path: no trailing slash, no `.html` or `/index.html`, no repeated slashes, no query or
 * hash. The same rules as the redirects in next.config.ts.
 */
export function normalizePathname(input: string): string {
  let path = input.split(/[?#]/)[0] ?? '';
  path = path.replace(/\/{2,}/g, '/');
  path = path.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Split a link target into the normalised path and the anchor (without '#'). */
export function splitHref(href: string): { path: string; anchor?: string } {
  const hashIndex = href.indexOf('#');
  const anchor = hashIndex >= 0 ? decodeURIComponent(href.slice(hashIndex + 1)) : undefined;
  const beforeHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  return { path: normalizePathname(beforeHash), anchor: anchor || undefined };
}
