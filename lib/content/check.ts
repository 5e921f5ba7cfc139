import 'server-only';
/** Runs the link check over the real content: every docs page and generated index, plus the site's other routes. */
import { analyzeMdx } from '../mdx/analyze';
import { allDocRoutes, getDocsSite } from './index';
import { checkLinks, type CheckedPage, type LinkProblem } from './link-check';
import type { LoadContentOptions } from './load';

/** Routes served outside content/guides. Later pages add themselves here. */
export const STATIC_ROUTES = ['/', '/search', '/sitemap.xml', '/robots.txt'];

export async function collectLinkProblems(options: LoadContentOptions = {}): Promise<LinkProblem[]> {
  const site = getDocsSite(options);
  const pages: CheckedPage[] = await Promise.all(
    site.docs.map(async (doc) => {
      const analysis = await analyzeMdx(doc.body);
      const links = analysis.links.map((l) => ({ url: l.url, line: l.line && l.line + doc.bodyLineOffset }));
      return { path: doc.path, file: doc.file, anchors: analysis.headings.map((h) => h.id), links };
    }),
  );
  for (const index of site.generatedIndexes) {
    pages.push({ path: index.path, file: index.category.file, anchors: [], links: [] });
  }
  const docRoutes = new Set(allDocRoutes(site));
  return checkLinks(pages, {
    extraRoutes: [...STATIC_ROUTES].filter((r) => !docRoutes.has(r)),
    ignorePrefixes: ['/api', '/img'],
  });
}
