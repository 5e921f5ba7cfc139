/**
 * The contract claims tested on the local Intuition network (tests/chain/*-claims.test.ts), each with the line of
 * its test, so a page links every claim it makes to the test that checks it (`#L<line>` on the test file's address
 * in the repository). The index is generated from the test files (`npm run content:claims` writes
 * lib/content/claim-tests.json) and a unit test fails when it no longer matches them, so links cannot drift.
 *
 * A claim group is a `describe` block; its title is the group name, optionally followed by the pages it backs in
 * parentheses: describe('Counter-stake rule (primitives/signals)', …). Pages name groups in
 * `<RunsOnChain claims="Counter-stake rule, MultiVault fees" />`.
 */
import claimTestsJson from './claim-tests.json';

export interface ClaimTest {
  /** The test file, relative to the repository root. */
  file: string;
  /** The `describe` title without its parenthesized page list. */
  group: string;
  /** The test name: the claim itself. */
  name: string;
  /** 1-based line of the `it(` call. */
  line: number;
}

/** The claim test files, by the short names pages use in `tests="…"`. */
export const CLAIM_TEST_FILES = {
  'multivault-claims': 'tests/chain/multivault-claims.test.ts',
  'trust-bonding-claims': 'tests/chain/trust-bonding-claims.test.ts',
} as const;

export const CLAIM_TESTS: readonly ClaimTest[] = claimTestsJson;

/** A JavaScript string literal at the start of `text` ('…', "…" or `…` without substitutions), unescaped. */
function leadingString(text: string): string | undefined {
  const match = /^(['"`])((?:\\.|(?!\1)[^\\])*)\1/.exec(text);
  if (!match) return undefined;
  return match[2]!.replace(/\\(.)/g, '$1');
}

/** The describe and it blocks of a test file's source, in order, with the line of each test. */
export function scanClaimTests(file: string, source: string): ClaimTest[] {
  const tests: ClaimTest[] = [];
  let group: string | undefined;
  source.split('\n').forEach((text, index) => {
    const call = /^\s*(describe|it|test)\(\s*/.exec(text);
    if (!call) return;
    const title = leadingString(text.slice(call[0].length));
    if (title === undefined) return;
    if (call[1] === 'describe') group = title.replace(/\s*\([^)]*\)\s*$/, '');
    else if (group !== undefined) tests.push({ file, group, name: title, line: index + 1 });
  });
  return tests;
}

/** The group names in a `claims="A, B"` attribute. */
export function claimGroupNames(claims: string | undefined): string[] {
  return (claims ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The tests of the named groups, in the order given; throws on a group no test file has. */
export function claimTestsOf(claims: string | undefined): ClaimTest[] {
  return claimGroupNames(claims).flatMap((group) => {
    const tests = CLAIM_TESTS.filter((test) => test.group === group);
    if (tests.length === 0) throw new Error(`<RunsOnChain claims>: no claim test group "${group}" in tests/chain`);
    return tests;
  });
}
