/**
 * A throwaway Postgres cluster for a test file: Debian's initdb and pg_ctl on a temporary directory and a
 * free port (run as the `postgres` user when the tests run as root, since Postgres refuses root). When
 * TEST_POSTGRES_URL names a server (CI's service container), a fresh database on it is used instead.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, REPO } from './server';

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

function binDir(): string {
  const find = () =>
    fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
          .find((dir) => fs.existsSync(path.join(dir, 'initdb')))
      : undefined;
  let dir = find();
  if (!dir) {
    execFileSync('bash', [path.join(REPO, 'scripts/ensure-postgres.sh')], { stdio: 'inherit' });
    dir = find();
  }
  if (!dir) throw new Error('Postgres server binaries not found after installing postgresql');
  return dir;
}

/** A new database on an existing server, dropped again by stop(). */
async function freshDatabase(serverUrl: string): Promise<PostgresCluster> {
  const name = `docs_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export async function startPostgres(): Promise<PostgresCluster> {
  if (process.env.TEST_POSTGRES_URL) return freshDatabase(process.env.TEST_POSTGRES_URL);
  const bin = binDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const data = path.join(root, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(root, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
