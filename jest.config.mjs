import { createRequire } from 'node:module';
import nextJest from 'next/jest.js';

const require = createRequire(import.meta.url);
const NEXT_SWC_TRANSFORMER = require.resolve('next/dist/build/swc/jest-transformer');
const SWC_TRANSFORMER = require.resolve('./tests/jest/swc-transformer.mjs');

const createJestConfig = nextJest({ dir: './' });

// The unified/remark ecosystem ships ESM only, so node_modules are transformed too (SWC, cached).
const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/fixtures/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testEnvironment: 'node',
};

/** @returns {Promise<import('jest').Config>} */
async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  })();
  // The contract claims and the `ts run` examples, on a local Intuition network (anvil); no Next build needed.
  const chain = await createJestConfig({
    ...shared,
    displayName: 'chain',
    testMatch: ['<rootDir>/tests/chain/**/*.test.ts'],
  })();
  return {
    // A hang guard, not a speed check: on a loaded 2-core machine a database test can take far longer than Jest's
    // default 5 s (PGlite starting and migrating took over 60 s with eight builds running beside it), and speed is
    // measured by the benchmarks, not by tests. A global option: Jest ignores it inside a project.
    testTimeout: 300_000,
    projects: [unit, integration, chain].map((p) => ({
      ...p,
      transform: Object.fromEntries(
        Object.entries(p.transform ?? {}).map(([pattern, entry]) =>
          Array.isArray(entry) && entry[0] === NEXT_SWC_TRANSFORMER
            ? [pattern, [SWC_TRANSFORMER, entry[1]]]
            : [pattern, entry],
        ),
      ),
      transformIgnorePatterns: ['^.+\\.module\\.(css|sass|scss)$'],
    })),
  };
}

export default config;
