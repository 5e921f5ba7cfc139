import { siteConfig } from '@/lib/site-config';

/** The chain tests a page may point to, by file name under tests/chain/. */
const TEST_FILES = {
  'multivault-claims': 'tests/chain/multivault-claims.test.ts',
  'trust-bonding-claims': 'tests/chain/trust-bonding-claims.test.ts',
  'run-examples': 'tests/chain/run-examples.test.ts',
} as const;

type TestName = keyof typeof TEST_FILES;

const sourceBase = siteConfig.editUrl.replace('/edit/', '/blob/');

/**
 * The note a page shows when its ```ts run examples and its contract claims are executed in CI on a local
 * Intuition network (lib/chain): `<RunsOnChain tests="multivault-claims,run-examples" />`.
 */
export function RunsOnChain({ tests = 'run-examples' }: { tests?: string }) {
  const files = tests
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is TestName => name in TEST_FILES)
    .map((name) => TEST_FILES[name]);
  return (
    <aside className="admonition admonition-note" aria-label="Tested on a local Intuition network">
      <p className="admonition-title">Runs in CI</p>
      <div className="admonition-body">
        <p>
          Examples on this page run in CI against MultiVault from @0xintuition/protocol 2.0.2, deployed on a
          local Intuition network with the mainnet deploy values. The contract behaviour described here is
          tested there:{' '}
          {files.map((file, index) => (
            <span key={file}>
              {index > 0 && ', '}
              <a href={`${sourceBase}${file}`}>
                <code>{file}</code>
              </a>
            </span>
          ))}
          .
        </p>
      </div>
    </aside>
  );
}
