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

let networks: LocalIntuition[] = [];
let runner: ExampleRunner;
let runnable: CodeExample[] = [];

beforeAll(async () => {
  const examples = (await allExamples()).filter(isCheckedTypeScript);
  runnable = examples.filter(isRunnableTypeScript);
  networks = await Promise.all([
    startLocalIntuition({ chainId: 1155 }),
    startLocalIntuition({ chainId: 13579 }),
  ]);
  runner = await prepareExampleRunner({ examples, networks, projectRoot: root });
}, 120_000);

afterAll(async () => {
  await runner?.close();
  await Promise.all(networks.map((network) => network.node.stop()));
});

it('the guides have ts run examples', () => {
  expect(runnable.length).toBeGreaterThan(0);
});

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
