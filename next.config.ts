import type { NextConfig } from 'next';
import createMDX from '@next/mdx';

const nextConfig: NextConfig = {
  pageExtensions: ['ts', 'tsx', 'mdx'],
  trailingSlash: false,
  poweredByHeader: false,
  // Loaded from node_modules at run time: PGlite reads its WebAssembly and data files next to its module.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  reactStrictMode: true,
  async rewrites() {
    // The original site's address for the apps page: the same page (canonical URL /apps). A second route folder
    // would differ from app/apps only in letter case, which case-insensitive file systems cannot hold.
    return [{ source: '/Apps', destination: '/apps' }];
  },
  async redirects() {
    // Old static-site addresses: /x.html and /x/index.html both lead to /x (308, permanent).
    return [
      // One listing of the original spec names the TRUST MultiVault page after its fee section.
      {
        source: '/guides/smart-contracts/trust-multi-vault-fee',
        destination: '/guides/smart-contracts/trust-multi-vault#fees',
        permanent: true,
      },
      { source: '/index.html', destination: '/', permanent: true },
      { source: '/:path*/index.html', destination: '/:path*', permanent: true },
      { source: '/:path(.+)\\.html', destination: '/:path', permanent: true },
    ];
  },
};

export default createMDX({})(nextConfig);
