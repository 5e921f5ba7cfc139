/**
 * Starts anvil (from the @foundry-rs/anvil npm package) on 127.0.0.1 and a free port, and waits until it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface AnvilNode {
  rpcUrl: string;
  chainId: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAnvil(options: {
  chainId: number;
  port?: number;
  projectRoot?: string;
  /** Timestamp of the genesis block, in seconds. */
  timestamp?: bigint;
}): Promise<AnvilNode> {
  const root = options.projectRoot ?? process.cwd();
  const port = options.port ?? (await freePort());
  const bin = path.join(root, 'node_modules/@foundry-rs/anvil/bin.mjs');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--chain-id',
      String(options.chainId),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      ...(options.timestamp === undefined ? [] : ['--timestamp', String(options.timestamp)]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`);
    if (await rpcAnswers(rpcUrl)) return { rpcUrl, chainId: options.chainId, process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`anvil did not answer on ${rpcUrl}: ${stderr}`);
}
