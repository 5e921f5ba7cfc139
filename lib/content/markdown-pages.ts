import 'server-only';
/**
 * The pages that have a Markdown version, and that version: every page of the site — every guide, every
 * generated index page, every static page written in MDX, and the pages built from data files and the home
 * page (./data-page-markdown.ts). Each is served at its own address plus `.md` (`/guides/primitives/atoms.md`,
 * `/guides.md`; the home page at `/index.md`) and by content negotiation, listed in llms.txt and llms-full.txt
 * and read by the MCP server. A page's Markdown is made once per process.
 */
import { loadContentPage } from '../pages/content-pages';
import { CONTENT_PAGE_ROUTES, type ContentPageRoute } from '../pages/routes';
import { DATA_MARKDOWN_PAGES, dataPageBody, isDataMarkdownRoute } from './data-page-markdown';
import { getDocsSite, type DocsSite } from './index';
import { renderMarkdownPage } from './markdown';
import { flattenSidebar } from './sidebar';

export interface MarkdownPage {
  /** The HTML page's path, e.g. `/guides/primitives/atoms`. */
  path: string;
  title: string;
  description?: string;
  kind: 'guide' | 'generated-index' | 'static' | 'data';
}

/** The home page's name in Markdown addresses (`/index.md`): `/.md` is no address. */
const HOME_SEGMENT = 'index';

/** The Markdown address of a page: its path plus `.md` (the home page: `/index.md`). */
export function markdownPath(path: string): string {
  return path === '/' ? `/${HOME_SEGMENT}.md` : `${path}.md`;
}

/** Where the Markdown route (app/markdown/[...path]) serves a page: `/markdown/guides/x`, `/markdown/index`. */
export function markdownRoute(path: string): string {
  return `/markdown${path === '/' ? `/${HOME_SEGMENT}` : path}`;
}

/** The page a Markdown address without its `.md` names (`/index` is the home page). */
export function pageOfMarkdownAddress(address: string): string {
  return address === `/${HOME_SEGMENT}` ? '/' : address;
}

/** The guides and generated index pages in sidebar order (pages outside the sidebar last). */
export function guidePages(site: DocsSite = getDocsSite()): MarkdownPage[] {
  const pages = new Map<string, MarkdownPage>();
  for (const doc of site.docs) {
    const { title, description } = doc.frontmatter;
    pages.set(doc.path, { path: doc.path, title, description, kind: 'guide' });
  }
  for (const index of site.generatedIndexes) {
    pages.set(index.path, {
      path: index.path,
      title: index.title,
      description: index.description,
      kind: 'generated-index',
    });
  }
  const ordered = flattenSidebar(site.sidebar).flatMap((link) => pages.get(link.href) ?? []);
  const listed = new Set(ordered.map((page) => page.path));
  return [...ordered, ...[...pages.values()].filter((page) => !listed.has(page.path))];
}

/** The static pages written in MDX (content/pages). */
export function staticMarkdownPages(): MarkdownPage[] {
  return CONTENT_PAGE_ROUTES.map((route) => {
    const page = loadContentPage(route);
    return { path: route, title: page.title, description: page.description, kind: 'static' };
  });
}

/** The home page and the pages built from data files (FAQ, apps, community packages…). */
export function dataMarkdownPages(): MarkdownPage[] {
  return DATA_MARKDOWN_PAGES.map((page) => ({ ...page, kind: 'data' }));
}

/** Every page with a Markdown version: every page of the site. */
export function markdownPages(): MarkdownPage[] {
  return [...guidePages(), ...staticMarkdownPages(), ...dataMarkdownPages()];
}

/** A page's title and MDX source (undefined for generated index pages, which have none, and unknown paths). */
export function pageSource(path: string): { title: string; mdx: string } | undefined {
  const doc = getDocsSite().docs.find((d) => d.path === path);
  if (doc) return { title: doc.frontmatter.title, mdx: doc.body };
  if ((CONTENT_PAGE_ROUTES as readonly string[]).includes(path)) {
    const page = loadContentPage(path as ContentPageRoute);
    return { title: page.title, mdx: page.body };
  }
  return undefined;
}

function render(path: string): string | undefined {
  const site = getDocsSite();
  const doc = site.docs.find((d) => d.path === path);
  if (doc) {
    const { title, description } = doc.frontmatter;
    return renderMarkdownPage({ title, description, path, mdx: doc.body });
  }
  const index = site.generatedIndexes.find((g) => g.path === path);
  if (index) {
    const { title, description, cards } = index;
    return renderMarkdownPage({ title, description, path, links: cards });
  }
  if ((CONTENT_PAGE_ROUTES as readonly string[]).includes(path)) {
    const page = loadContentPage(path as ContentPageRoute);
    return renderMarkdownPage({ title: page.title, description: page.description, path, mdx: page.body });
  }
  if (isDataMarkdownRoute(path)) {
    const page = DATA_MARKDOWN_PAGES.find((p) => p.path === path)!;
    return renderMarkdownPage({ ...page, markdown: dataPageBody(path) });
  }
  return undefined;
}

const cache = new Map<string, string>();

/** The Markdown of the page at `path` (its HTML path, without `.md`), or undefined when there is none. */
export function pageMarkdown(path: string): string | undefined {
  const cached = cache.get(path);
  if (cached !== undefined && process.env.NODE_ENV !== 'development') return cached;
  const markdown = render(path);
  if (markdown !== undefined) cache.set(path, markdown);
  return markdown;
}
