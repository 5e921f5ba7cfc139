/**
 * What a page says when its ```ts run examples and contract claims are executed in CI on the local Intuition
 * network: shared by the <RunsOnChain> component and the page's Markdown export.
 */
import { siteConfig } from '../site-config';

const TEST_FILES = {
  'multivault-claims': 'tests/chain/multivault-claims.test.ts',
  'trust-bonding-claims': 'tests/chain/trust-bonding-claims.test.ts',
  'run-examples': 'tests/chain/run-examples.test.ts',
} as const;

export const RUNS_ON_CHAIN_SENTENCE =
  'Examples on this page run in CI against MultiVault from @0xintuition/protocol 2.0.2, deployed on a local ' +
  'Intuition network with the mainnet deploy values. The contract behaviour described here is tested there: ';

/** The test files named in `tests` ("multivault-claims,run-examples"), with their address in the repository. */
export function runsOnChainFiles(tests: string | undefined): { file: string; href: string }[] {
  const sourceBase = siteConfig.editUrl.replace('/edit/', '/blob/');
  return (tests ?? 'run-examples')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is keyof typeof TEST_FILES => name in TEST_FILES)
    .map((name) => ({ file: TEST_FILES[name], href: `${sourceBase}${TEST_FILES[name]}` }));
}
