/**
 * Addresses the site answers for other pages: rewrites (same page, other address) and redirects. Used by
 * next.config.ts and by the link check, which accepts a link to any fixed address listed here.
 */
export const SITE_REWRITES = [
  // The original site's address for the apps page: the same page (canonical URL /apps). A second route folder
  // would differ from app/apps only in letter case, which case-insensitive file systems cannot hold.
  { source: '/Apps', destination: '/apps' },
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
