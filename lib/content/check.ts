import 'server-only';
/** Runs the link check over the real content: every docs page and generated index, plus the site's other routes. */
import fs from 'node:fs';
import { analyzeMdx } from '../mdx/analyze';
import { contentPageFile, loadContentPage } from '../pages/content-pages';
import { CONTENT_PAGE_ROUTES, STATIC_PAGE_ROUTES } from '../pages/routes';
import { allDocRoutes, getDocsSite } from './index';
import { checkLinks, type CheckedPage, type LinkProblem } from './link-check';
import type { LoadContentOptions } from './load';

/** Routes served outside content/guides that are not pages written in MDX. */
export const STATIC_ROUTES = [
  ...STATIC_PAGE_ROUTES.filter((r) => !(CONTENT_PAGE_ROUTES as readonly string[]).includes(r)),
  '/search',
  '/sitemap.xml',
  '/robots.txt',
  '/guides/smart-contracts/trust-multi-vault-fee',
  '/Apps',
  '/release-notes/rss.xml',
];

export async function collectLinkProblems(options: LoadContentOptions = {}): Promise<LinkProblem[]> {
  const site = getDocsSite(options);
  const pages: CheckedPage[] = await Promise.all(
    site.docs.map(async (doc) => {
      const analysis = await analyzeMdx(doc.body);
      const links = analysis.links.map((l) => ({ url: l.url, line: l.line && l.line + doc.bodyLineOffset }));
      return { path: doc.path, file: doc.file, anchors: analysis.headings.map((h) => h.id), links };
    }),
  );
  // The static pages written in MDX (checked with the real guides only: fixture sites have none).
  if (!options.root) {
    for (const route of CONTENT_PAGE_ROUTES) {
      if (!fs.existsSync(contentPageFile(route))) continue;
      const page = loadContentPage(route);
      const analysis = await analyzeMdx(page.body);
      pages.push({
        path: route,
        file: page.file,
        anchors: analysis.headings.map((h) => h.id),
        links: analysis.links.map((l) => ({ url: l.url, line: l.line })),
      });
    }
  }
  for (const index of site.generatedIndexes) {
    pages.push({ path: index.path, file: index.category.file, anchors: [], links: [] });
  }
  const docRoutes = new Set(allDocRoutes(site));
  return checkLinks(pages, {
    extraRoutes: [...STATIC_ROUTES].filter((r) => !docRoutes.has(r)),
    ignorePrefixes: ['/api', '/img'],
  });
}
