import 'server-only';
/**
 * The search index built from the site's own pages over HTTP, for deployments whose bundles do not carry
 * .next/search (serverless hosts copy only the files `next build` traced, and the index is written after it):
 * the pages listed in the sitemap are fetched from the deployment itself, turned into records exactly as the
 * build step does (they are the same prerendered HTML), and indexed once per process.
 */
import { createSearchEngine } from './engine';
import { recordsFromPage, type DocRecord } from './records';

const CONCURRENCY = 8;

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
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`the sitemap answered ${sitemap.status}`);
  const paths = [
    ...new Set(
      [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    ),
  ];
  const pages = await mapLimited(paths, CONCURRENCY, async (path) => {
    const response = await fetch(`${origin}${path}`);
    return response.ok ? { path, html: await response.text() } : null;
  });
  const records: DocRecord[] = pages.flatMap((page) => (page ? recordsFromPage(page) : []));
  return { engine: createSearchEngine(records), records };
}
