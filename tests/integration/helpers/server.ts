/** Starts the production server (server.mjs, after `npm run build`) on a free port for a test file. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { tempFolder } from '../../helpers/temp-folder';

export { tempFolder };

export const REPO = path.resolve(__dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  origin: string;
  port: number;
  env: Record<string, string>;
  child: ChildProcess;
  /** Graceful stop (SIGTERM). */
  stop(): Promise<void>;
  /** Crash (SIGKILL). */
  kill(): Promise<void>;
  /** Starts the same server again, on the same port and data. */
  restart(): Promise<RunningServer>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function tempDataDir(label: string): string {
  return path.join(tempFolder(label), 'pglite');
}

export interface StartServerOptions {
  /** A path that answers 200 once the server is ready. @defaultValue the widget's get-project-settings */
  readyPath?: string;
  /** The folder holding server.mjs and .next. @defaultValue the repository */
  dir?: string;
}

export async function startServer(
  env: Record<string, string> = {},
  port?: number,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(options.dir ?? REPO, '.next', 'BUILD_ID')))
    throw new Error('Run `npm run build` before the integration tests');
  const chosenPort = port ?? (await freePort());
  // Tests comment on pages of their own (`/guides/limits-<random>`): the site takes any path unless a test says
  // otherwise (WIDGET_ANY_PATH=0, as in tests/integration/counting.test.ts).
  const fullEnv = {
    PGLITE_DATA_DIR: tempDataDir('it'),
    WIDGET_ANY_PATH: '1',
    ...env,
    PORT: String(chosenPort),
    HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: options.dir ?? REPO,
    env: { ...process.env, NODE_ENV: 'production', ...fullEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(
        `${url}${options.readyPath ?? '/api/widget/v1.8/get-project-settings?publicId=intuition-docs'}`,
        { headers: { 'x-sparkle-from': `${url}/` } },
      );
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const running: RunningServer = {
    url,
    origin: url,
    port: chosenPort,
    env: fullEnv,
    child,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    restart: () => startServer(fullEnv, chosenPort, options),
  };
  return running;
}
