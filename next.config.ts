import type { NextConfig } from 'next';
import createMDX from '@next/mdx';
import { SITE_REDIRECTS, SITE_REWRITES } from './lib/redirects';
import { securityHeaderOptionsFromEnv, securityHeaders } from './lib/server/security-headers';

const headerList = (https: boolean) =>
  Object.entries(securityHeaders(securityHeaderOptionsFromEnv(process.env, https))).map(([key, value]) => ({
    key,
    value,
  }));

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
  // Code that lists the build's own pages (.next/server/app) makes the tracer take in the whole folder. Nothing of
  // the sources, tests or tooling is read at run time, and a traced next.config.ts would make a standalone server
  // try to compile it instead of using the resolved configuration.
  outputFileTracingExcludes: {
    '/**': [
      './next.config.ts',
      './*.config.{mjs,ts}',
      './*.md',
      './docs/**/*',
      './tests/**/*',
      './scripts/**/*',
      './app/**/*',
      './components/**/*',
      './widget/**/*',
      './lib/**/*.{ts,tsx}',
      './public/**/*',
      './bench-results/**/*',
      './test-results/**/*',
      './.data/**/*',
    ],
  },
  rewrites: async () => SITE_REWRITES,
  redirects: async () => SITE_REDIRECTS,
  // Security headers on every page and route (lib/server/security-headers.ts). Behind TLS (the proxy says so
  // in X-Forwarded-Proto) the second entry's values win: HSTS and upgrade-insecure-requests are added.
  headers: async () => [
    { source: '/:path*', headers: headerList(false) },
    // Pages answer HTML or Markdown by the Accept header (proxy.ts): caches must key on it. Next appends its own
    // Vary values to this one. Every page also points agents at the llms.txt index.
    {
      // Not on the .md addresses, whose Link is their page's canonical address.
      source: '/((?!api/|_next/|.*\\.md$).*)',
      headers: [
        { key: 'Vary', value: 'Accept' },
        { key: 'Link', value: '</llms.txt>; rel="llms-txt"' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: headerList(true),
    },
  ],
};

export default createMDX({})(nextConfig);
