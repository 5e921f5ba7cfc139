/**
 * Moving a whole site with the backup commands, as an operator would: a backup of the embedded database taken
 * through the running server while readers write, restored into Postgres; then the round trips PGlite → file →
 * PGlite, PGlite → file → Postgres and Postgres → file → PGlite reproduce the database row for row. After the
 * move, readers keep their identities (their signed tokens still verify), members sign in with their passwords,
 * and the widget protocol lists the same comments in the same places. A backup killed midway leaves nothing that
 * restore accepts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseRows } from '@/lib/db/backup';
import { createDb } from '@/lib/db/client';
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { runCli, signIn } from './helpers/cli';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { REPO, startServer, tempDataDir } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';

const PAGES = ['/guides/primitives/atoms', '/guides/primitives/triples', '/guides/overview'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-backup-it-'));
const clusters: PostgresCluster[] = [];
afterAll(async () => {
  await Promise.all(clusters.map((cluster) => cluster.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});
async function postgres(): Promise<string> {
  const cluster = await startPostgres();
  clusters.push(cluster);
  return cluster.url;
}
const pglite = (dataDir: string) => ({ PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' });
/** One reader writes more than a reader's per-minute limits allow; the limits are not what this file tests. */
const ROOMY_LIMITS = {
  RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
  RATE_LIMIT_COMMENTS_PER_DAY: '1000',
  RATE_LIMIT_COMMENTS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_COMMENTS_PER_IP_DAY: '1000',
};

async function rowsOfDatabase(target: { url?: string; dataDir?: string }) {
  const handle = await createDb(target.url ? { url: target.url } : { url: '', dataDir: target.dataDir });
  try {
    return await databaseRows(handle.db);
  } finally {
    await handle.close();
  }
}

describe('backup, restore and moving to Postgres', () => {
  const source = tempDataDir('backup-source');
  let reader: AddCommentResponse['user'];
  let listings: Record<string, Comment[]>;
  let movedTo: string;

  it('backs up the embedded database through the running server while readers write, and restores it into Postgres', async () => {
    const server = await startServer({ ...pglite(source), ...ROOMY_LIMITS });
    try {
      expect(
        runCli('team', ['add', 'ada@example.com', '--name', 'Ada'], server.env, 'a long team password')
          .status,
      ).toBe(0);
      for (const [i, page] of PAGES.entries()) {
        const client = widgetClient(server, { page: `${server.url}${page}` });
        const added = await client.post<AddCommentResponse>('add-comment', {
          text: `Question ${i} about ${page}`,
          metadata: pointMetadata,
          user: reader ?? null,
        });
        expect(added.status).toBe(200);
        reader = added.body.user;
        await client.post('add-comment', {
          text: `Reply ${i}`,
          threadId: added.body.newCommentData.id,
          user: reader,
        });
      }
      const acknowledged = new Set<string>();
      let writing = true;
      const writer = (async () => {
        const client = widgetClient(server, { page: `${server.url}/guides/overview` });
        for (let i = 0; writing && i < 20; i++) {
          const added = await client.post<AddCommentResponse>('add-comment', {
            text: `Written during the backup ${i}`,
            metadata: pointMetadata,
            user: reader,
          });
          if (added.status === 200) acknowledged.add(added.body.newCommentData.id);
        }
      })();
      const file = path.join(dir, 'live.jsonl.gz');
      const backup = runCliAsync('db-backup', [file], server.env);
      const before = new Set(acknowledged);
      const done = await backup;
      writing = false;
      await writer;
      expect(done.stdout).toMatch(
        /Backup written: .*live\.jsonl\.gz \(\d+ bytes, \d+ rows, schema \d{4}_\w+\)\./,
      );
      listings = {};
      for (const page of PAGES) {
        listings[page] = (
          await widgetClient(server, { page: `${server.url}${page}` }).get<Comment[]>('get-comments-public')
        ).body;
      }

      movedTo = await postgres();
      const restored = runCli('db-restore', ['restore', file, '--to', movedTo], {});
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/Restored \d+ rows \(schema \d{4}_\w+\) into Postgres\./);
      // The snapshot holds every comment acknowledged before it began, each with its triage row.
      const rows = await rowsOfDatabase({ url: movedTo });
      const ids = new Set(rows.comments!.map((row) => (JSON.parse(row) as { id: string }).id));
      for (const id of before) expect(ids).toContain(id);
      const triaged = new Set(
        rows.comment_triage!.map((row) => (JSON.parse(row) as { comment_id: string }).comment_id),
      );
      expect([...ids].filter((id) => !triaged.has(id))).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('serves the moved site from Postgres: same comments in the same places, identities and passwords still valid', async () => {
    const server = await startServer({ DATABASE_URL: movedTo, ...ROOMY_LIMITS });
    try {
      for (const page of PAGES.slice(0, 2)) {
        const listed = await widgetClient(server, { page: `${server.url}${page}` }).get<Comment[]>(
          'get-comments-public',
        );
        expect(listed.body).toEqual(listings[page]);
      }
      const again = await widgetClient(server, {
        page: `${server.url}/guides/primitives/atoms`,
      }).post<AddCommentResponse>('add-comment', {
        text: 'Back after the move',
        metadata: pointMetadata,
        user: reader,
      });
      expect(again.status).toBe(200);
      expect(again.body.user?.sub).toBe(reader?.sub);
      expect((await signIn(server.url, 'ada@example.com', 'a long team password')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('reproduces the database row for row: PGlite → PGlite, PGlite → Postgres, Postgres → PGlite', async () => {
    const original = await rowsOfDatabase({ dataDir: source });
    const fromPglite = path.join(dir, 'offline.jsonl.gz');
    expect(runCli('db-backup', [fromPglite], pglite(source)).status).toBe(0);

    const copy = tempDataDir('backup-copy');
    expect(runCli('db-restore', ['restore', fromPglite, '--to', copy], {}).status).toBe(0);
    expect(await rowsOfDatabase({ dataDir: copy })).toEqual(original);

    const url = await postgres();
    expect(runCli('db-restore', ['restore', fromPglite, '--to', url], {}).status).toBe(0);
    expect(await rowsOfDatabase({ url })).toEqual(original);

    const fromPostgres = path.join(dir, 'from-postgres.jsonl.gz');
    expect(runCli('db-backup', [fromPostgres], { DATABASE_URL: url }).status).toBe(0);
    const back = tempDataDir('backup-back');
    expect(runCli('db-restore', ['restore', fromPostgres, '--to', back], {}).status).toBe(0);
    expect(await rowsOfDatabase({ dataDir: back })).toEqual(original);

    const refused = runCli('db-restore', ['restore', fromPglite, '--to', back], {});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /error: the database is not empty \(rows in .*\); restore only into an empty one/,
    );
  });

  it('copies a whole site in one command (db:copy)', async () => {
    const url = await postgres();
    const copied = runCli('db-restore', ['copy', '--to', url], pglite(source));
    expect(copied.stderr).toBe('');
    expect(await rowsOfDatabase({ url })).toEqual(await rowsOfDatabase({ dataDir: source }));
  });

  it('a backup killed midway leaves no file that restore accepts', async () => {
    const big = tempDataDir('backup-big');
    const handle = await createDb({ url: '', dataDir: big });
    await (handle.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client.exec(
      `insert into projects (public_id) values ('intuition-docs');
       insert into comments (id, project_id, pathname, text, metadata, author_sub, author_kind)
       select gen_random_uuid(), 'intuition-docs', '/guides/overview', repeat('long comment text ', 20),
              '{"nodeId":"p","x":1,"y":2}', 'anon_' || g, 'anonymous' from generate_series(1, 30000) g`,
    );
    await handle.close();
    const file = path.join(dir, 'killed.jsonl.gz');
    // Node itself runs the script (tsx as a loader), so the signal reaches the process doing the work.
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/db-backup.ts', file],
      { cwd: REPO, env: { ...process.env, ...pglite(big) }, stdio: 'ignore' },
    );
    let exited = false;
    child.once('exit', () => (exited = true));
    const partial = await waitFor(
      () => fs.readdirSync(dir).find((name) => name.startsWith('killed.jsonl.gz.partial')),
      () => exited,
    );
    await waitFor(
      () => fs.statSync(path.join(dir, partial)).size > 0 || undefined,
      () => exited,
    );
    child.kill('SIGKILL');
    await waitFor(
      () => exited || undefined,
      () => false,
    );
    expect(fs.existsSync(file)).toBe(false);
    const refused = runCli(
      'db-restore',
      ['restore', path.join(dir, partial), '--to', tempDataDir('backup-none')],
      {},
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not a (complete )?backup/);
  });
});

/** Polls `probe` until it answers, failing once `gaveUp` says it never will. */
async function waitFor<T>(probe: () => T | undefined, gaveUp: () => boolean): Promise<T> {
  for (;;) {
    const value = probe();
    if (value) return value;
    if (gaveUp()) throw new Error('the backup ended before it could be interrupted');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function runCliAsync(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      path.join(REPO, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', `scripts/${script}.ts`, ...args],
      {
        cwd: REPO,
        env: { ...process.env, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}
