/**
 * Code in the data files is compiled like the pages' ```ts check blocks (lib/content/examples/data-file-code.ts):
 * the FAQ, the apps list and the release notes, read as the site reads them (shared facts included). A call such
 * as `getContractAddressFromChainId('TrustBonding', chainId)`, which @0xintuition/protocol 2.0.2 does not accept,
 * fails the test with its file and place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dataFileExamples, freeNames } from '@/lib/content/examples/data-file-code';
import { compileTypeScriptExamples } from '@/lib/content/examples/compile-ts';
import { withFactsDeep } from '@/lib/facts';

const root = process.cwd();
const dataDir = path.join(root, 'content/pages/data');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** Every function the three packages export, by name (the SDK re-exports the protocol package). */
function packageExports(): Map<string, string> {
  const exportsOf = new Map<string, string>();
  for (const pkg of ['@0xintuition/protocol', '@0xintuition/graphql', '@0xintuition/sdk']) {
    const exported = requireFromRoot(pkg) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (typeof value === 'function' && !exportsOf.has(name)) exportsOf.set(name, pkg);
  }
  return exportsOf;
}

describe('code in the data files', () => {
  const exportsOf = packageExports();
  const examples = readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      dataFileExamples(
        `data/${file}`,
        withFactsDeep(JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'))),
        exportsOf,
      ),
    );

  it('finds inline calls of package exports and declares their free names', () => {
    const found = dataFileExamples(
      'data/x.json',
      {
        a: 'Use `getMultiVaultAddressFromChainId(chain.id)` or `claimRewards` or `foo(1)`.\n\n```ts\nconst a: number = 1\n```',
      },
      exportsOf,
    );
    expect(found.map((example) => example.code)).toEqual([
      'const a: number = 1',
      "import { getMultiVaultAddressFromChainId } from '@0xintuition/protocol'\ndeclare const chain: any\nvoid (getMultiVaultAddressFromChainId(chain.id))",
    ]);
    expect(freeNames("f('x', chainId, { a: b, c })")).toEqual(['f', 'chainId', 'b', 'c']);
  });

  it('compiles against the pinned packages; a name the package does not accept is reported with its place', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const bad = dataFileExamples(
      'data/selftest.json',
      { answer: "`getContractAddressFromChainId('TrustBonding', chainId)`" },
      exportsOf,
    );
    const output = await compileTypeScriptExamples(
      [...examples, ...bad],
      root,
      path.join(root, `node_modules/.cache/data-file-code-${process.pid}`),
    );
    const problems = output.split('\n').filter(Boolean);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((line) => !line.includes('data/selftest.json#answer'))).toEqual([]);
    expect(output).toContain('"TrustBonding"');
  }, 300_000);
});
