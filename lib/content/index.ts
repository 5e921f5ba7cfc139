import 'server-only';
/**
 * The docs as the app sees them: pages, the sidebar, generated index pages, navigation for a route, and the
 * Docusaurus-style version object. Everything is derived from loadContent() once per process.
 */
import { loadContent, type LoadContentOptions } from './load';
import { breadcrumbs, buildSidebar, prevNext } from './sidebar';
import { ROUTE_BASE } from './routes';
import type { Breadcrumb, CategoryMeta, DocMeta, NavLinkRef, SidebarItem } from './types';

export * from './types';

export const SIDEBAR_ID = 'guides';

export interface GeneratedIndexPage {
  path: string;
  title: string;
  description?: string;
  category: CategoryMeta;
  /** The pages of the category, in sidebar order. */
  cards: { href: string; title: string; description?: string }[];
}

export interface DocsVersion {
  name: 'current';
  label: 'Next';
  isLast: true;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar: string }[];
  draftIds: string[];
  sidebars: Record<string, { link: { path: string; label: string } }>;
}

export interface DocsSite {
  docs: DocMeta[];
  sidebar: SidebarItem[];
  generatedIndexes: GeneratedIndexPage[];
  version: DocsVersion;
}

function generatedIndexes(sidebar: SidebarItem[], categories: CategoryMeta[], docs: DocMeta[]): GeneratedIndexPage[] {
  const pages: GeneratedIndexPage[] = [];
  const docByPath = new Map(docs.map((d) => [d.path, d]));
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const category = categories.find((c) => c.dir === item.key);
      if (category?.link?.type === 'generated-index') {
        pages.push({
          path: category.link.path,
          title: category.link.title,
          description: category.link.description,
          category,
          cards: item.items.flatMap((child) => {
            if (!child.href) return [];
            const doc = docByPath.get(child.href);
            return [{ href: child.href, title: doc?.frontmatter.title ?? child.label, description: doc?.frontmatter.description }];
          }),
        });
      }
      visit(item.items);
    }
  };
  visit(sidebar);
  return pages;
}

export function getDocsSite(options: LoadContentOptions = {}): DocsSite {
  const { docs, drafts, categories } = loadContent(options);
  const sidebar = buildSidebar(docs, categories);
  const main = docs.find((d) => d.path === ROUTE_BASE) ?? docs[0];
  return {
    docs,
    sidebar,
    generatedIndexes: generatedIndexes(sidebar, categories, docs),
    version: {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: ROUTE_BASE,
      mainDocId: main?.id ?? '',
      docs: docs.map((d) => ({ id: d.id, path: d.path, sidebar: SIDEBAR_ID })),
      draftIds: drafts.map((d) => d.id),
      sidebars: { [SIDEBAR_ID]: { link: { path: main?.path ?? ROUTE_BASE, label: main?.id ?? '' } } },
    },
  };
}

/** The docs version data object (Docusaurus `useActiveVersion` shape). */
export function getVersion(options: LoadContentOptions = {}): DocsVersion {
  return getDocsSite(options).version;
}

export function slugToPath(slug: string[] | undefined): string {
  return [ROUTE_BASE, ...(slug ?? [])].join('/');
}

export function allDocRoutes(site: DocsSite): string[] {
  return [...site.docs.map((d) => d.path), ...site.generatedIndexes.map((g) => g.path)];
}

export function navigationFor(
  site: DocsSite,
  path: string,
  label: string,
): { breadcrumbs: Breadcrumb[]; previous?: NavLinkRef; next?: NavLinkRef } {
  return { breadcrumbs: breadcrumbs(site.sidebar, path, label), ...prevNext(site.sidebar, path) };
}
