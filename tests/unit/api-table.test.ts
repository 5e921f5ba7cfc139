/**
 * The one table of endpoints (lib/api/table.ts) and the Next route files agree: every path of the table has a
 * route file that serves exactly the table's endpoint for it, with exactly the endpoint's methods, and no route
 * file under app/api serves an endpoint the table does not list (so the fast path and Next answer the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import { api, API_PATHS, apiRouter, AVATAR_PATH, SEARCH_QUERIES_PATH } from '@/lib/api/table';

const APP_API = path.join(process.cwd(), 'app', 'api');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The URL path a route file answers (dynamic segments as written, e.g. [indexName]). */
const urlPathOf = (file: string) => `/${path.relative(path.join(process.cwd(), 'app'), path.dirname(file))}`;

function fileForPath(urlPath: string | RegExp): string {
  if (urlPath === SEARCH_QUERIES_PATH)
    return path.join(APP_API, 'search/1/indexes/[indexName]/queries/route.ts');
  if (urlPath === AVATAR_PATH) return path.join(APP_API, 'avatar/[seed]/route.ts');
  return path.join(process.cwd(), 'app', `${urlPath as string}`, 'route.ts');
}

describe('the API table', () => {
  it.each(API_PATHS.map(([urlPath, name]) => [String(urlPath), name, urlPath] as const))(
    '%s has a route file serving api.%s with its methods',
    (_label, name, urlPath) => {
      const file = fileForPath(urlPath);
      expect(fs.existsSync(file)).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toContain(`nextHandlers(api.${name})`);
      const endpoint = api[name];
      const exported = /export const \{ ([^}]+) \} = nextHandlers/.exec(source)?.[1]?.split(/,\s*/) ?? [];
      expect(exported.sort()).toEqual(
        [endpoint.method, ...(endpoint.cors ? ['OPTIONS'] : []), ...endpoint.refused].sort(),
      );
    },
  );

  it('serves every route file that uses nextHandlers from the table, at the same path', () => {
    const served = routeFiles(APP_API).filter((file) =>
      fs.readFileSync(file, 'utf8').includes('nextHandlers('),
    );
    const tableFiles = new Set(API_PATHS.map(([urlPath]) => fileForPath(urlPath)));
    for (const file of served) expect(tableFiles.has(file)).toBe(true);
  });

  it('finds endpoints by path as the fast path does (trailing slash, any index name)', () => {
    expect(apiRouter.find('/api/ask')).toBe(api.ask);
    expect(apiRouter.find('/api/ask/')).toBe(api.ask);
    expect(apiRouter.find('/api/search/1/indexes/docs/queries')).toBe(api.searchQueries);
    expect(apiRouter.find('/api/search/1/indexes/*/queries')).toBe(api.searchQueries);
    expect(apiRouter.find('/api/avatar/anon_1')).toBe(api.avatar);
    expect(apiRouter.find('/api/avatar/a/b')).toBeUndefined();
    expect(apiRouter.find('/api/health')).toBe(api.health);
    expect(apiRouter.find('/api/mcp')).toBe(api.mcp);
    expect(apiRouter.find('/api/mcpx')).toBeUndefined();
    expect(apiRouter.find('/api/team/../admin')).toBeUndefined();
  });

  it('route files that do not use the table are the known plain handlers', () => {
    const plain = routeFiles(APP_API)
      .filter((file) => !fs.readFileSync(file, 'utf8').includes('nextHandlers('))
      .map(urlPathOf)
      .sort();
    expect(plain).toEqual([]);
  });
});
