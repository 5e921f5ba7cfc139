import type { NextConfig } from 'next';
import createMDX from '@next/mdx';
import { SITE_REDIRECTS, SITE_REWRITES } from './lib/redirects';

const nextConfig: NextConfig = {
  pageExtensions: ['ts', 'tsx', 'mdx'],
  // A self-contained server folder for self-hosting (.next/standalone, completed by scripts/finish-standalone.ts).
  output: 'standalone',
  trailingSlash: false,
  poweredByHeader: false,
  // Loaded from node_modules at run time: PGlite reads its WebAssembly and data files next to its module.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  reactStrictMode: true,
  // Files the server reads at run time, traced into every route's deployment bundle (serverless hosts copy only
  // traced files): the migrations (run when the database opens) and the content (the MCP server's get_page
  // and the Markdown pages read it).
  outputFileTracingIncludes: {
    '/**': ['./lib/db/migrations/**/*', './content/**/*'],
  },
  rewrites: async () => SITE_REWRITES,
  redirects: async () => SITE_REDIRECTS,
};

export default createMDX({})(nextConfig);
