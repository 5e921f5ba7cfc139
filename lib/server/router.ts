/** A table of endpoints by path: exact paths first, then patterns (for paths with a variable part). */
import type { Endpoint } from './route';

export interface RouteEntry {
  /** `/api/ask`, or a pattern such as /^\/api\/search\/1\/indexes\/[^/]+\/queries$/. */
  path: string | RegExp;
  endpoint: Endpoint;
}

export interface Router {
  find(pathname: string): Endpoint | undefined;
  paths(): (string | RegExp)[];
}

export function createRouter(entries: RouteEntry[]): Router {
  const exact = new Map<string, Endpoint>();
  const patterns: [RegExp, Endpoint][] = [];
  for (const { path, endpoint } of entries) {
    if (typeof path === 'string') {
      if (exact.has(path)) throw new Error(`Two endpoints for ${path}`);
      exact.set(path, endpoint);
    } else patterns.push([path, endpoint]);
  }
  return {
    find(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      return exact.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1];
    },
    paths: () => entries.map((entry) => entry.path),
  };
}
