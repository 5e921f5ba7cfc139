/**
 * Pages link each contract claim to the line of the test that checks it (<RunsOnChain claims="…" />). The links
 * come from lib/content/claim-tests.json, generated from the test files: these tests fail when the index no longer
 * matches them, when a page names a claim group no test file has, or when a ```ts run block asks for a setup,
 * argument or environment variable the local network cannot provide.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { EXAMPLE_SETUPS, FIXTURE_ATOMS, FIXTURE_TRIPLES } from '@/lib/chain/example-fixtures';
import { FUNDED_ACCOUNTS } from '@/lib/chain/network';
import { CLAIM_TESTS, claimGroupNames, claimTestsOf, scanClaimTests } from '@/lib/content/claim-tests';
import { claimTestsJsonText, generateClaimTests } from '@/lib/content/claim-tests-generate';
import { collectCodeExamples } from '@/lib/content/examples/collect';
import { isRunnableTypeScript } from '@/lib/content/examples/extract';
import { runsOnChainClaims } from '@/lib/content/runs-on-chain-note';
import { parseCodeMeta } from '@/lib/mdx/code-meta';

const root = process.cwd();

async function mdxFiles(): Promise<{ file: string; source: string }[]> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(path.join(root, 'content'), { recursive: true });
  const files = entries.filter((entry) => entry.endsWith('.mdx'));
  return Promise.all(
    files.map(async (file) => ({ file, source: await readFile(path.join(root, 'content', file), 'utf8') })),
  );
}

/** The `claims` attribute of every <RunsOnChain> on every page. */
async function claimsAttributes(): Promise<{ file: string; claims: string }[]> {
  return (await mdxFiles()).flatMap(({ file, source }) =>
    [...source.matchAll(/<RunsOnChain\b[^>]*\bclaims="([^"]*)"[^>]*\/>/g)].map((match) => ({
      file,
      claims: match[1]!,
    })),
  );
}

describe('claim test index', () => {
  it('matches the claim test files (run `npm run content:claims` after changing them)', async () => {
    const generated = await generateClaimTests(root);
    const committed = await readFile(path.join(root, 'lib/content/claim-tests.json'), 'utf8');
    expect(committed).toBe(claimTestsJsonText(generated));
    expect(generated.length).toBeGreaterThanOrEqual(10);
  });

  it('every linked line holds the test it names', async () => {
    for (const test of CLAIM_TESTS) {
      const lines = (await readFile(path.join(root, test.file), 'utf8')).split('\n');
      const line = lines[test.line - 1] ?? '';
      expect(line).toMatch(/^\s*it\(/);
      expect(line).toContain(test.name);
    }
  });

  it('scans describe groups, test names with escaped quotes, and ignores tests outside a group', () => {
    const source = [
      "it('orphan', () => {})",
      "describe('Fees (pages/a, pages/b)', () => {",
      "  it('the owner\\'s vault gets it', async () => {",
      '  it("double quoted", () => {',
      '  it(`template`, () => {',
      '});',
    ].join('\n');
    expect(scanClaimTests('t.test.ts', source)).toEqual([
      { file: 't.test.ts', group: 'Fees', name: "the owner's vault gets it", line: 3 },
      { file: 't.test.ts', group: 'Fees', name: 'double quoted', line: 4 },
      { file: 't.test.ts', group: 'Fees', name: 'template', line: 5 },
    ]);
  });
});

describe('claims linked from the pages', () => {
  it('every claim group a page names exists, and every claim test is linked from some page', async () => {
    const attributes = await claimsAttributes();
    expect(attributes.length).toBeGreaterThanOrEqual(10);
    const linked = new Set<string>();
    for (const { file, claims } of attributes) {
      expect({ file, groups: claimGroupNames(claims).length }).toEqual({ file, groups: expect.any(Number) });
      for (const test of claimTestsOf(claims)) linked.add(`${test.file}:${test.line}`);
    }
    const unlinked = CLAIM_TESTS.filter((test) => !linked.has(`${test.file}:${test.line}`)).map(
      (t) => t.name,
    );
    expect(unlinked).toEqual([]);
  });

  it('links each claim to its line on the repository’s blob view', () => {
    const [first] = runsOnChainClaims('Counter-stake rule');
    expect(first?.href).toMatch(
      /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[\w.-]+\/tests\/chain\/multivault-claims\.test\.ts#L\d+$/,
    );
    expect(first?.name).toMatch(/counter-triple/);
  });

  it('an unknown claim group is an error, not an empty list', () => {
    expect(() => claimTestsOf('MultiVault fees, No such group')).toThrow(/No such group/);
  });
});

describe('ts run options', () => {
  it('parses setup, args and env, and does not take a word inside a value for a flag', () => {
    const meta = parseCodeMeta(
      'run title="x.ts" setup="rewards-claimable" args="atom:TypeScript,triple:Bob|has skill|TypeScript" env="I_ATOM_ID=atom:I,FOLLOW_ATOM_ID=atom:follow"',
    );
    expect(meta).toMatchObject({
      run: true,
      title: 'x.ts',
      runSetup: 'rewards-claimable',
      runArgs: ['atom:TypeScript', 'triple:Bob|has skill|TypeScript'],
      runEnv: [
        ['I_ATOM_ID', 'atom:I'],
        ['FOLLOW_ATOM_ID', 'atom:follow'],
      ],
    });
    expect(parseCodeMeta('check title="how to run it.ts"').run).toBe(false);
    expect(parseCodeMeta('check args="run"').run).toBe(false);
  });

  it('every ts run block asks only for setups and fixture terms the local network has', async () => {
    const examples = [
      ...(await collectCodeExamples(path.join(root, 'content/guides'))),
      ...(await collectCodeExamples(path.join(root, 'content/pages'))),
    ].filter(isRunnableTypeScript);
    const atoms = new Set<string>(FIXTURE_ATOMS);
    const triples = new Set<string>(FIXTURE_TRIPLES.map((triple) => triple.join('|')));
    const problems: string[] = [];
    for (const example of examples) {
      const { runSetup, runArgs, runEnv } = parseCodeMeta(example.meta);
      if (runSetup !== undefined && !Object.hasOwn(EXAMPLE_SETUPS, runSetup))
        problems.push(`${example.file}:${example.line} setup ${runSetup}`);
      for (const value of [...runArgs, ...runEnv.map(([, v]) => v)]) {
        const atom = /^atom:(.+)$/.exec(value);
        const triple = /^triple:(.+)$/.exec(value);
        if ((atom && !atoms.has(atom[1]!)) || (triple && !triples.has(triple[1]!)))
          problems.push(`${example.file}:${example.line} ${value}`);
      }
    }
    expect(problems).toEqual([]);
    expect(examples.some((example) => parseCodeMeta(example.meta).runSetup)).toBe(true);
  });

  it('the funded accounts’ private keys belong to their addresses', () => {
    for (const account of FUNDED_ACCOUNTS)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
  });
});
