import 'server-only';
/** Runs the link check over the real content: every docs page and generated index, plus the site's other routes. */
import fs from 'node:fs';
import { analyzeMdx } from '../mdx/analyze';
import { ALIAS_ROUTES } from '../redirects';
import { contentPageFile, loadContentPage } from '../pages/content-pages';
import { loadPageData, pageDataFile, type PageDataName } from '../pages/data';
import { CONTENT_PAGE_ROUTES, STATIC_PAGE_ROUTES } from '../pages/routes';
import { allDocRoutes, getDocsSite } from './index';
import { DATA_MARKDOWN_PAGES } from './data-page-markdown';
import { markdownPath } from './markdown-pages';
import { checkLinks, type CheckedPage, type LinkProblem } from './link-check';
import { assertSourcesPresent } from './sources';
import type { LoadContentOptions } from './load';

/** Routes served outside content/guides that are not pages written in MDX. */
export const STATIC_ROUTES = [
  ...STATIC_PAGE_ROUTES.filter((r) => !(CONTENT_PAGE_ROUTES as readonly string[]).includes(r)),
  '/search',
  '/sitemap.xml',
  '/robots.txt',
  ...ALIAS_ROUTES,
  '/release-notes/rss.xml',
  '/llms.txt',
  '/llms-full.txt',
];

export async function collectLinkProblems(options: LoadContentOptions = {}): Promise<LinkProblem[]> {
  const site = getDocsSite(options);
  // Frontmatter errors stop the check (thrown while loading); so does a page that must list sources and does not.
  assertSourcesPresent(site.docs);
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
  if (!options.root) pages.push(...dataPages());
  for (const index of site.generatedIndexes) {
    pages.push({ path: index.path, file: index.category.file, anchors: [], links: [] });
  }
  const docRoutes = new Set(allDocRoutes(site));
  // Each page's Markdown version (its address plus .md): guides, generated indexes, static and data pages.
  const markdownRoutes = [
    ...docRoutes,
    ...(options.root ? [] : [...CONTENT_PAGE_ROUTES, ...DATA_MARKDOWN_PAGES.map((page) => page.path)]),
  ].map(markdownPath);
  return checkLinks(pages, {
    extraRoutes: [...STATIC_ROUTES.filter((r) => !docRoutes.has(r)), ...markdownRoutes],
    ignorePrefixes: ['/api', '/img'],
  });
}

/** The pages built from content/pages/data, with the ids they render as anchors and the links in their data. */
const DATA_PAGES: [route: string, data: PageDataName][] = [
  ['/', 'home'],
  ['/faq', 'faq'],
  ['/apps', 'apps'],
  ['/community-packages', 'community-packages'],
  ['/whitepapers', 'whitepapers'],
  ['/release-notes', 'release-notes'],
];

function dataPages(): CheckedPage[] {
  // Like the MDX pages, only the data files that exist (a site being set up may not have them all yet).
  return DATA_PAGES.filter(([, name]) => fs.existsSync(pageDataFile(name))).map(([route, name]) => {
    const anchors: string[] = [];
    const links: { url: string }[] = [];
    const walk = (value: unknown, key?: string) => {
      if (typeof value === 'string') {
        if (key === 'id') anchors.push(value);
        else if (value.startsWith('/')) links.push({ url: value });
        else for (const m of value.matchAll(/\]\((\/[^)\s]*)\)/g)) links.push({ url: m[1]! });
      } else if (Array.isArray(value)) value.forEach((item) => walk(item));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(loadPageData(name));
    return { path: route, file: `content/pages/data/${name}.json`, anchors, links };
  });
}
