import 'server-only';
/**
 * The search index built from the site's pages over HTTP, for deployments whose bundles carry neither
 * .next/search nor the prerendered pages (serverless hosts copy only the files `next build` traced, and the
 * index is written after it): the pages listed in the sitemap of the configured site address (never an address
 * taken from a request) are fetched, turned into records exactly as the build step does (they are the same
 * prerendered HTML), and indexed once per process. Only the paths of the sitemap's entries are
 * used, always fetched from that address.
 */
import { createSearchEngine } from './engine';
import { recordsFromPages, type DocRecord } from './records';

const CONCURRENCY = 8;
/** More pages than the docs will ever have: a bound on what one index build fetches. */
const MAX_PAGES = 5000;

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

export async function buildIndexFromSite(origin: string) {
  const sitemap = await fetch(new URL('/sitemap.xml', origin));
  if (!sitemap.ok) throw new Error(`the sitemap answered ${sitemap.status}`);
  const site = new URL(origin);
  const paths = [
    ...new Set(
      [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
        const url = URL.parse(m[1]!.trim(), site);
        return url ? [url.pathname] : [];
      }),
    ),
  ].slice(0, MAX_PAGES);
  const pages = await mapLimited(paths, CONCURRENCY, async (path) => {
    const response = await fetch(new URL(path, site));
    return response.ok ? { path, html: await response.text() } : null;
  });
  const records: DocRecord[] = recordsFromPages(pages.filter((page) => page !== null));
  return { engine: createSearchEngine(records), records };
}
