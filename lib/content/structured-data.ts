import 'server-only';
/**
 * schema.org data for search engines and other machines (JSON-LD): a guide is a `TechArticle` with its dates,
 * and its `BreadcrumbList` is the trail the page shows (Home, then the sidebar categories, then the page).
 */
import { siteConfig } from '../site-config';
import type { Breadcrumb } from './types';
import { ogImagePath, pageCard } from './page-cards';

const absolute = (path: string) => `${siteConfig.url}${path === '/' ? '' : path}`;

/** The trail as shown (Home first), each item with the address it links to; the last is the page itself. */
export function breadcrumbList(path: string, trail: Breadcrumb[]) {
  const items = [{ label: 'Home', href: '/' }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absolute(i === items.length - 1 ? path : (crumb.href ?? path)),
    })),
  };
}

export interface ArticleDates {
  /** ISO dates: the first and the last change of the page's file. */
  published?: string;
  modified?: string;
}

/**
 * A page of the guides, in one JSON-LD graph: a TechArticle (a generated index page, which only lists other
 * pages: a CollectionPage) and its BreadcrumbList.
 */
export function guideStructuredData(
  path: string,
  trail: Breadcrumb[],
  dates: ArticleDates,
  type: 'TechArticle' | 'CollectionPage' = 'TechArticle',
) {
  const { title, description, section } = pageCard(path);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': type,
        ...(type === 'TechArticle' ? { headline: title } : { name: title }),
        ...(description ? { description } : {}),
        url: absolute(path),
        mainEntityOfPage: absolute(path),
        image: absolute(ogImagePath(path)),
        articleSection: section,
        inLanguage: siteConfig.language,
        ...(dates.published ? { datePublished: dates.published } : {}),
        ...(dates.modified ? { dateModified: dates.modified } : {}),
        isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: siteConfig.url },
        publisher: { '@type': 'Organization', name: siteConfig.copyrightHolder, url: siteConfig.url },
      },
      breadcrumbList(path, trail),
    ],
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so that no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
