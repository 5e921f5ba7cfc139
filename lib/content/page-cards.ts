import 'server-only';
/**
 * What every page of the site says about itself to other machines, from one place: its title, description and
 * section (the sidebar category of a guide), its Open Graph image and the metadata Next writes into its head
 * (canonical URL, Markdown alternate, Open Graph and Twitter tags with the image and the site's name). The
 * pages, the image route (app/og) and the tests all read `pageCards()`.
 */
import type { Metadata } from 'next';
import { siteConfig } from '../site-config';
import { getDocsSite } from './index';
import { markdownPages, markdownPath, type MarkdownPage } from './markdown-pages';
import { breadcrumbs } from './sidebar';

export interface PageCard {
  path: string;
  title: string;
  description?: string;
  /** The area shown above the title on the image: a guide's sidebar category, else the kind of page. */
  section: string;
  kind: MarkdownPage['kind'];
}

/** The Open Graph image's size (the size every network shows large). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The address of a page's image: `/og/guides/primitives/atoms.png`, the home page's `/og/index.png`. */
export function ogImagePath(path: string): string {
  return `/og${path === '/' ? '/index' : path}.png`;
}

const SECTION_OF_KIND: Record<Exclude<MarkdownPage['kind'], 'guide' | 'generated-index'>, string> = {
  static: 'Reference',
  data: 'Resources',
};

function sectionOf(page: MarkdownPage): string {
  if (page.path === '/') return 'Documentation';
  if (page.kind === 'static' || page.kind === 'data') return SECTION_OF_KIND[page.kind];
  const trail = breadcrumbs(getDocsSite().sidebar, page.path, page.title);
  return trail.length > 1 ? trail[0]!.label : 'Guides';
}

let cards: Map<string, PageCard> | undefined;

/** Every page of the site (the sitemap's pages), by path. */
export function pageCards(): Map<string, PageCard> {
  cards ??= new Map(
    markdownPages().map((page) => [
      page.path,
      { path: page.path, title: page.title, description: page.description, section: sectionOf(page), kind: page.kind },
    ]),
  );
  return cards;
}

export function pageCard(path: string): PageCard {
  const card = pageCards().get(path);
  if (!card) throw new Error(`No page at ${path}`);
  return card;
}

/**
 * The head of the page at `path`: title, description, canonical and Markdown alternate, and Open Graph and
 * Twitter tags with the page's image and the site's name (a page's `openGraph` replaces the layout's whole, so
 * every field is written here).
 */
export function pageMetadata(path: string, options: { type?: 'website' | 'article' } = {}): Metadata {
  const { title, description } = pageCard(path);
  const image = { url: ogImagePath(path), ...OG_IMAGE_SIZE, alt: `${title}: ${siteConfig.title}` };
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: { 'text/markdown': markdownPath(path) } },
    openGraph: {
      title,
      description,
      url: path,
      type: options.type ?? 'website',
      siteName: siteConfig.title,
      locale: 'en_US',
      images: [image],
    },
    twitter: { card: 'summary_large_image', site: '@0xintuition', title, description, images: [image] },
  };
}
