/** The site's static pages (outside /guides): their routes, for the sitemap, the link check and the tests. */

/** Pages written in MDX under content/pages/<route>.mdx. */
export const CONTENT_PAGE_ROUTES = [
  '/getting-started',
  '/graphql',
  '/graphql/read/atoms',
  '/graphql-package',
  '/protocol-package',
  '/sdks/1ui',
  '/sdks/graphql-sdk',
  '/sdks/protocol-sdk',
] as const;

export type ContentPageRoute = (typeof CONTENT_PAGE_ROUTES)[number];

/** Pages built from data files (content/pages/data/*.json). */
export const DATA_PAGE_ROUTES = [
  '/apps',
  '/community-packages',
  '/faq',
  '/whitepapers',
  '/release-notes',
] as const;

/** Every static page a reader can reach, home first. */
export const STATIC_PAGE_ROUTES: string[] = ['/', ...CONTENT_PAGE_ROUTES, ...DATA_PAGE_ROUTES];
