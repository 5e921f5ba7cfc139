/**
 * Addresses the site answers for other pages: rewrites (same page, other address) and redirects. Used by
 * next.config.ts and by the link check, which accepts a link to any fixed address listed here.
 */
/**
 * The site's top-level pages. One rule for letter case: each answers at its address in any case (/Apps, /APPS,
 * /FAQ, /Guides) with the same page, whose canonical address is the lower-case one. Next.js matches rewrite
 * sources without regard to case and only after the (case-sensitive) route folders, so `/faq` is served by
 * app/faq directly and `/FAQ` by this rewrite. The original site's /Apps is one of these addresses.
 */
export const TOP_LEVEL_ROUTES = [
  '/apps',
  '/community-packages',
  '/faq',
  '/getting-started',
  '/graphql',
  '/graphql-package',
  '/guides',
  '/protocol-package',
  '/release-notes',
  '/search',
  '/team',
  '/whitepapers',
] as const;

export const SITE_REWRITES = [
  ...TOP_LEVEL_ROUTES.map((route) => ({ source: route, destination: route })),
  // Every page with a Markdown version at its address plus `.md` (/guides.md, /guides/primitives/atoms.md),
  // served by app/markdown/[...path]; other `.md` paths are 404 there.
  { source: '/:path(.+)\\.md', destination: '/markdown/:path' },
];

export const SITE_REDIRECTS = [
  // One listing of the original spec names the TRUST MultiVault page after its fee section.
  {
    source: '/guides/smart-contracts/trust-multi-vault-fee',
    destination: '/guides/smart-contracts/trust-multi-vault#fees',
    permanent: true,
  },
  // Old static-site addresses: /x.html and /x/index.html both lead to /x (308, permanent).
  { source: '/index.html', destination: '/', permanent: true },
  { source: '/:path*/index.html', destination: '/:path*', permanent: true },
  { source: '/:path(.+)\\.html', destination: '/:path', permanent: true },
];

/** The fixed (parameter-free) addresses above. */
export const ALIAS_ROUTES = [...SITE_REWRITES, ...SITE_REDIRECTS]
  .map((rule) => rule.source)
  .filter((source) => !source.includes(':'));
