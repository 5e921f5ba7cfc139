/**
 * What a page says when its ```ts run examples and contract claims are executed in CI on the local Intuition
 * network: shared by the <RunsOnChain> component and the page's Markdown export.
 */
import { siteConfig } from '../site-config';
import { CLAIM_TEST_FILES, claimTestsOf } from './claim-tests';

const TEST_FILES = { ...CLAIM_TEST_FILES, 'run-examples': 'tests/chain/run-examples.test.ts' } as const;

/** Where the repository's files are read on the web (the edit link's blob view). */
function sourceBase(): string {
  return siteConfig.editUrl.replace('/edit/', '/blob/');
}

export const RUNS_ON_CHAIN_SENTENCE =
  'Examples on this page run in CI against MultiVault from @0xintuition/protocol 2.0.2, deployed on a local ' +
  'Intuition network with the mainnet deploy values. The contract behaviour described here is tested there: ';

/** The test files named in `tests` ("multivault-claims,run-examples"), with their address in the repository. */
export function runsOnChainFiles(tests: string | undefined): { file: string; href: string }[] {
  const base = sourceBase();
  return (tests ?? 'run-examples')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is keyof typeof TEST_FILES => Object.hasOwn(TEST_FILES, name))
    .map((name) => ({ file: TEST_FILES[name], href: `${base}${TEST_FILES[name]}` }));
}

export const RUNS_ON_CHAIN_CLAIMS_INTRO = 'Each claim on this page and its test:';

/** The claims of the groups named in `claims` ("MultiVault fees, Counter-stake rule"), each linked to its test line. */
export function runsOnChainClaims(claims: string | undefined): { name: string; href: string }[] {
  const base = sourceBase();
  return claimTestsOf(claims).map((test) => ({ name: test.name, href: `${base}${test.file}#L${test.line}` }));
}
