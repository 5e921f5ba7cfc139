/**
 * Executes ```ts run examples against local Intuition networks: every TypeScript example of the pages is written
 * as the compile check writes them (lib/content/examples/compile-ts.ts), then each `run` example is executed with
 * tsx, with PRIVATE_KEY set to a funded account and the public RPC URLs sent to the local nodes
 * (lib/chain/rpc-redirect.mjs). Each example starts from the freshly deployed contracts plus the fixture terms
 * (lib/chain/example-fixtures.ts), through anvil snapshots, then its named `setup` if it has one, and gets its
 * `args` on the command line.
 * The examples are bundled once with esbuild (packages stay external), so each run is a plain `node` process.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { CodeExample } from '../content/examples/extract';
import { writeExampleProject } from '../content/examples/compile-ts';
import { parseCodeMeta } from '../mdx/code-meta';
import { chainClient } from './deploy';
import { createFixtureTerms, EXAMPLE_SETUPS, isExampleSetup, resolveExampleArgs } from './example-fixtures';
import { FUNDED_ACCOUNTS, type LocalIntuition } from './network';

export interface ExampleRun {
  example: CodeExample;
  ok: boolean;
  output: string;
  milliseconds: number;
}

export interface ExampleRunner {
  run: (example: CodeExample) => Promise<ExampleRun>;
  close: () => Promise<void>;
}

export async function prepareExampleRunner(options: {
  /** Every TypeScript example of the pages, so a `run` example can import the files it shows next to it. */
  examples: CodeExample[];
  networks: LocalIntuition[];
  projectRoot: string;
}): Promise<ExampleRunner> {
  const workDir = path.join(options.projectRoot, `node_modules/.cache/run-examples-${process.pid}`);
  const { fileOf } = await writeExampleProject(options.examples, workDir);
  // Top-level await needs ES modules.
  await writeFile(path.join(workDir, 'package.json'), JSON.stringify({ type: 'module' }));
  const clients = options.networks.map((network) => chainClient(network.node.rpcUrl));
  await Promise.all(options.networks.map((network, i) => createFixtureTerms(clients[i]!, network.contracts)));
  const snapshots = await Promise.all(clients.map((client) => client.snapshot()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PRIVATE_KEY: FUNDED_ACCOUNTS[0].privateKey,
    NODE_OPTIONS: `--import ${path.join(options.projectRoot, 'lib/chain/rpc-redirect.mjs')}`,
  };
  for (const network of options.networks)
    env[`INTUITION_LOCAL_RPC_${network.contracts.chainId}`] = network.node.rpcUrl;
  const runnable = options.examples.filter((example) => parseCodeMeta(example.meta).run);
  const outdir = path.join(workDir, 'bundled');
  await build({
    entryPoints: runnable.map((example) => path.join(workDir, fileOf.get(example)!)),
    outbase: workDir,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });

  async function run(example: CodeExample): Promise<ExampleRun> {
    const file = fileOf.get(example);
    if (!file) throw new Error(`${example.file}:${example.line} was not written`);
    await Promise.all(clients.map((client, index) => client.revert({ id: snapshots[index]! })));
    snapshots.splice(0, snapshots.length, ...(await Promise.all(clients.map((client) => client.snapshot()))));
    const { runSetup, runArgs, runEnv } = parseCodeMeta(example.meta);
    const started = Date.now();
    let args: string[];
    let exampleEnv: NodeJS.ProcessEnv;
    try {
      if (runSetup !== undefined && !isExampleSetup(runSetup)) throw new Error(`unknown setup "${runSetup}"`);
      await Promise.all(
        options.networks.map(async (network, i) => {
          if (runSetup) await EXAMPLE_SETUPS[runSetup](clients[i]!, network.contracts);
        }),
      );
      // Term ids are the same on both networks: they depend on the data only.
      args = await resolveExampleArgs(runArgs, clients[0]!, options.networks[0]!.contracts);
      const values = await resolveExampleArgs(
        runEnv.map(([, value]) => value),
        clients[0]!,
        options.networks[0]!.contracts,
      );
      exampleEnv = { ...env, ...Object.fromEntries(runEnv.map(([name], i) => [name, values[i]])) };
    } catch (error) {
      return { example, ok: false, output: String(error), milliseconds: Date.now() - started };
    }
    const bundled = path.join(outdir, file.replace(/\.ts$/, '.mjs'));
    const result = await promisify(execFile)(process.execPath, [bundled, ...args], {
      cwd: workDir,
      env: exampleEnv,
      timeout: 60_000,
    })
      .then(({ stdout, stderr }) => ({ ok: true, output: `${stdout}${stderr}` }))
      .catch((error: { stdout?: string; stderr?: string; message?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? error.message ?? ''}`,
      }));
    return { example, ...result, milliseconds: Date.now() - started };
  }

  return { run, close: () => rm(workDir, { recursive: true, force: true }) };
}
