/**
 * Every ```ts run example of the guides runs against local Intuition networks (mainnet 1155 and testnet 13579,
 * the same contracts at each chain's canonical addresses): it must exit without error, and the assertions between
 * its `// outcome-start` and `// outcome-end` lines must hold.
 */
import path from 'node:path';
import { collectCodeExamples } from '@/lib/content/examples/collect';
import { isCheckedTypeScript, isRunnableTypeScript, type CodeExample } from '@/lib/content/examples/extract';
import { startLocalIntuition, type LocalIntuition } from '@/lib/chain/network';
import { prepareExampleRunner, type ExampleRunner } from '@/lib/chain/run-examples';

const root = process.cwd();

async function allExamples(): Promise<CodeExample[]> {
  const [guides, pages] = await Promise.all([
    collectCodeExamples(path.join(root, 'content/guides')),
    collectCodeExamples(path.join(root, 'content/pages')),
  ]);
  return [...guides, ...pages.map((example) => ({ ...example, file: `pages/${example.file}` }))];
}

/** Two examples that must fail: a stated outcome that does not hold, and a call to the hosted GraphQL API. */
const selfTest: CodeExample[] = [
  {
    file: 'selftest/outcome.mdx',
    line: 1,
    lang: 'ts',
    meta: 'run title="wrong-outcome.ts"',
    code: [
      "import { intuitionMainnet, intuitionDeployments, MultiVaultAbi } from '@0xintuition/protocol'",
      "import { createPublicClient, http } from 'viem'",
      'const client = createPublicClient({ chain: intuitionMainnet, transport: http() })',
      'const cost = await client.readContract({',
      '  address: intuitionDeployments.MultiVault[intuitionMainnet.id],',
      '  abi: MultiVaultAbi,',
      "  functionName: 'getAtomCost',",
      '})',
      '// outcome-start',
      "if (cost < 10n ** 18n) throw new Error('an atom costs at least 1 TRUST')",
      '// outcome-end',
    ].join('\n'),
  },
  {
    file: 'selftest/api.mdx',
    line: 1,
    lang: 'ts',
    meta: 'run title="hosted-api.ts"',
    code: "await fetch('https://mainnet.intuition.sh/v1/graphql', { method: 'POST', body: '{}' })",
  },
];

let networks: LocalIntuition[] = [];
let runner: ExampleRunner;
let runnable: CodeExample[] = [];

beforeAll(async () => {
  const examples = (await allExamples()).filter(isCheckedTypeScript);
  // RUN_EXAMPLES_ONLY=<part of a page path> runs only that page's examples (while editing it).
  const only = process.env.RUN_EXAMPLES_ONLY;
  runnable = examples.filter(isRunnableTypeScript).filter((example) => !only || example.file.includes(only));
  networks = await Promise.all([
    startLocalIntuition({ chainId: 1155 }),
    startLocalIntuition({ chainId: 13579 }),
  ]);
  runner = await prepareExampleRunner({ examples: [...examples, ...selfTest], networks, projectRoot: root });
}, 120_000);

afterAll(async () => {
  await runner?.close();
  await Promise.all(networks.map((network) => network.node.stop()));
});

it('the guides have ts run examples', () => {
  expect(runnable.length).toBeGreaterThan(0);
});

it('a run fails when its stated outcome does not hold, or when it reaches a hosted Intuition service', async () => {
  const wrongOutcome = await runner.run(selfTest[0]!);
  const hostedApi = await runner.run(selfTest[1]!);
  expect(wrongOutcome).toMatchObject({
    ok: false,
    output: expect.stringContaining('an atom costs at least 1 TRUST'),
  });
  expect(hostedApi).toMatchObject({
    ok: false,
    output: expect.stringContaining('may only reach the local chain'),
  });
}, 120_000);

it('every ts run example runs on the local network and its stated outcome holds', async () => {
  const failures: string[] = [];
  for (const example of runnable) {
    const result = await runner.run(example);
    if (process.env.RUN_EXAMPLES_LOG)
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.milliseconds}ms ${example.file}:${example.line}`);
    if (!result.ok) failures.push(`${example.file}:${example.line}\n${result.output.slice(-2000)}`);
  }
  expect(failures).toEqual([]);
}, 600_000);
