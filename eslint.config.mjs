import nextVitals from 'eslint-config-next/core-web-vitals';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: [
      'scripts/.*',
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '**/__generated__/**',
    ],
  },
  ...nextVitals,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Code that reads requests: no regular expression may take more than linear time in its input, whether by
    // backtracking (`/a*a*$/`, an origin pattern with several `*`) or by being retried from every position of a
    // long run (`/\/+$/` on 10,000 slashes then a letter). Build-time code (content, mdx, pages, db) reads only
    // the repository's own files and is left out, as are lib's root modules that only content uses (facts, evidence).
    files: [
      'lib/{ai,analytics,api,comments,mcp,search,server,team,webhooks}/**/*.ts',
      'lib/*.ts',
      'proxy.ts',
      'server.mjs',
      'app/**/*.{ts,tsx}',
    ],
    ignores: ['lib/facts.ts', 'lib/evidence.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Code that runs in the browser checks what endpoints answer with lib/json-shape.ts (or, in the widget, its
    // valibot contract), not with zod: zod's core alone is 23 KB gzipped, and it made the search modal's AI mode
    // 29.7 KB gzipped where it is 5.4 KB without (npm run bench:ask). Request bodies are checked on the server,
    // with zod. Types may still be imported: they are erased.
    // And code fetched on demand is fetched again after a failure (see `paths`).
    files: ['components/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    ignores: ['widget/contract-requests.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Browser code checks answers with lib/json-shape.ts; zod stays on the server.',
            },
          ],
          // React.lazy and next/dynamic keep a failed import's rejection for good: a retry re-throws it without
          // asking the network. Code fetched on demand goes through widget/ui/retryable-import.ts.
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use retryableLazy (widget/ui/retryable-import.ts): a failed import must be retryable.',
            },
            {
              name: 'next/dynamic',
              message:
                'Use retryableLazy (widget/ui/retryable-import.ts): a failed import must be retryable.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not the React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
export default config;
