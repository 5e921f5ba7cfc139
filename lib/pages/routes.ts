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

export type DataPageRoute = (typeof DATA_PAGE_ROUTES)[number];

/** The data pages' titles and descriptions: their metadata and lead paragraph, and their line in llms.txt. */
export const DATA_PAGES: Record<DataPageRoute, { title: string; description: string }> = {
  '/apps': {
    title: 'Apps',
    description: 'Applications built on Intuition: explorers, tools and integrations you can use today.',
  },
  '/community-packages': {
    title: 'Community packages',
    description:
      'Kits, libraries and integrations built by the Intuition community, and how to add yours to this list.',
  },
  '/faq': {
    title: 'Frequently asked questions',
    description:
      'Short answers about Intuition: atoms, triples and signal, TRUST and fees, building with the SDKs and the GraphQL API, and running the indexer.',
  },
  '/whitepapers': {
    title: 'Whitepapers',
    description: 'The papers behind Intuition, each with a short summary and a link to the full text.',
  },
  '/release-notes': {
    title: 'Release notes',
    description: 'The changelog of the Intuition protocol, SDKs and API: every release, newest first.',
  },
};

/** Every static page a reader can reach, home first. */
export const STATIC_PAGE_ROUTES: string[] = ['/', ...CONTENT_PAGE_ROUTES, ...DATA_PAGE_ROUTES];
