/**
 * Site configuration: the one place for the title, addresses, navbar, footer and announcement.
 * Read by layouts, metadata and build scripts; contains no secrets, so it is safe on the client too.
 */

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  heading?: string;
  description?: string;
  links: NavLink[];
}

export type NavItem =
  | { type: 'link'; label: string; href: string; activeBase?: string }
  | { type: 'dropdown'; label: string; groups: NavGroup[] };

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const siteConfig = {
  title: 'Intuition Documentation',
  tagline: 'Build on a decentralized, token-curated knowledge graph: atoms, triples and signal.',
  url: 'https://docs.intuition.systems',
  baseUrl: '/',
  language: 'en',
  direction: 'ltr' as const,
  editUrl: 'https://github.com/0xIntuition/intuition-docs/edit/main/',
  /** Where readers report a search that should have found something; `{query}` is replaced. */
  searchIssueUrl: 'https://github.com/0xIntuition/intuition-docs/issues/new?title=Search%3A+{query}',
  copyrightHolder: 'Intuition Systems Inc.',
  copyrightSince: 2023,
  announcement: {
    /** Change the id to show the bar again to visitors who dismissed the previous one. */
    id: 'mainnet-2025-11',
    text: 'Intuition Mainnet is live: contracts, chain ids and endpoints for v2 are in the guides.',
    href: '/guides/overview/the-economics',
  } as { id: string; text: string; href?: string } | null,
  navbar: [
    { type: 'link', label: 'Guides', href: '/guides', activeBase: '/guides' },
    {
      type: 'dropdown',
      label: 'SDKs',
      groups: [
        {
          heading: 'Web · Core SDK',
          description: 'Read and write from/to Intuition',
          links: [
            { label: 'GraphQL SDK', href: '/sdks/graphql-sdk', description: 'Typed queries and React hooks' },
            {
              label: 'Protocol SDK',
              href: '/sdks/protocol-sdk',
              description: 'Contract ABIs and viem functions',
            },
          ],
        },
        {
          heading: 'Web · UI Kit',
          description: 'A library of UI components',
          links: [{ label: '1UI', href: '/sdks/1ui', description: 'React components for Intuition apps' }],
        },
        { heading: 'Mobile', links: [{ label: 'Core SDK (mobile)', href: '', description: 'Coming Soon' }] },
      ],
    },
    { type: 'link', label: 'GraphQL API', href: '/graphql', activeBase: '/graphql' },
    {
      type: 'dropdown',
      label: 'Resources',
      groups: [
        {
          links: [
            { label: 'FAQ', href: '/faq' },
            { label: 'Applications', href: '/apps' },
            { label: 'Intuition Explorer', href: 'https://explorer.intuition.systems' },
            { label: 'Sample Apps', href: 'https://github.com/0xIntuition' },
            { label: 'Release Notes', href: '/release-notes' },
            { label: 'Community Packages', href: '/community-packages' },
            { label: 'Videos', href: 'https://youtube.com/@0xIntuition' },
            { label: 'Whitepapers', href: '/whitepapers' },
          ],
        },
      ],
    },
  ] satisfies NavItem[] as NavItem[],
  footer: [
    {
      title: 'Overview',
      links: [
        { label: 'Guides', href: '/guides' },
        { label: 'The Primitives', href: '/guides/overview/the-primitives' },
        { label: 'The Economics', href: '/guides/overview/the-economics' },
        { label: 'Intuition', href: 'https://intuition.systems' },
      ],
    },
    {
      title: 'Products',
      links: [
        { label: 'Launchpad', href: 'https://launchpad.intuition.systems/' },
        { label: 'Portal', href: 'https://portal.intuition.systems/' },
        { label: 'Data Uploader', href: 'https://upload.intuition.systems/' },
        { label: 'Ecosystem Map', href: 'https://ecosystems.intuition.systems/' },
      ],
    },
    {
      title: 'Developers',
      links: [
        { label: 'GitHub', href: 'https://github.com/0xIntuition' },
        { label: 'Sample Apps', href: 'https://github.com/0xIntuition' },
        { label: 'Block Explorer', href: 'https://explorer.intuition.systems' },
        { label: 'Testnet Hub and Faucet', href: 'https://testnet.hub.intuition.systems' },
      ],
    },
    {
      title: 'Community',
      links: [
        { label: 'Discord', href: 'https://discord.gg/RgBenkX4mx' },
        { label: 'Telegram', href: 'https://t.me/intuitionsystems' },
        { label: 'Medium', href: 'https://medium.com/0xintuition' },
        { label: 'Warpcast', href: 'https://warpcast.com/intuition' },
      ],
    },
  ] satisfies FooterColumn[] as FooterColumn[],
  socials: [
    { label: 'GitHub', href: 'https://github.com/0xIntuition', icon: 'github' },
    { label: 'LinkedIn', href: 'https://linkedin.com/company/0xintuition', icon: 'linkedin' },
    { label: 'X', href: 'https://x.com/0xintuition', icon: 'x' },
    { label: 'YouTube', href: 'https://youtube.com/@0xIntuition', icon: 'youtube' },
  ] as const,
};

export type SiteConfig = typeof siteConfig;

/** The public GraphQL endpoints: offered by the query runner, named in the pages' Markdown. */
export const GRAPHQL_ENDPOINTS = [
  { label: 'v2 mainnet', url: 'https://mainnet.intuition.sh/v1/graphql' },
  { label: 'v2 testnet', url: 'https://testnet.intuition.sh/v1/graphql' },
];

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).toString().replace(/\/$/, '') || siteConfig.url;
}
