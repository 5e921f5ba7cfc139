/**
 * Several instances on one Postgres (two server.mjs processes on two ports): they start together and migrate
 * once; a comment written through one is served by the other within the listing cache's second; team sessions
 * are shared, and signing out on one signs out on both; 40 concurrent writers across both leave every
 * acknowledged comment stored exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { AddCommentResponse, Comment } from '@/widget/contract';
import { runCli, signIn } from './helpers/cli';
import { startPostgres, type PostgresCluster } from './helpers/postgres';
import { REPO, startServer, type RunningServer } from './helpers/server';
import { pointMetadata, widgetClient } from './helpers/widget-api';
import { startWriters } from './helpers/writers';
import { addressLimitsRaisedTo } from './helpers/limits';

let cluster: PostgresCluster;
let a: RunningServer;
let b: RunningServer;

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startPostgres();
  const env = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    ...addressLimitsRaisedTo(100000),
  };
  // Started together on an empty database: both run the migrations at the same moment.
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.stop();
});

it('migrates once when two instances start together', async () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(REPO, 'lib/db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const rows = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  expect(rows[0]!.n).toBe(journal.entries.length);
  for (const server of [a, b]) {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'postgres',
      migrations: { applied: journal.entries.length, expected: journal.entries.length },
    });
  }
});

it('serves a comment written through one instance from the other within a second', async () => {
  const pathname = `/guides/scale-${Date.now()}`;
  const onA = widgetClient(a, { page: `${a.url}${pathname}` });
  const onB = widgetClient(b, { page: `${b.url}${pathname}` });
  expect((await onB.get<Comment[]>('get-comments-public')).body).toEqual([]); // B now caches the empty page
  const posted = await onA.post<AddCommentResponse>('add-comment', {
    text: 'written on A',
    metadata: pointMetadata,
    user: null,
  });
  const written = performance.now();
  let seenAfter = Infinity;
  while (performance.now() - written < 3_000) {
    const texts = (await onB.get<Comment[]>('get-comments-public')).body.map((c) => c.id);
    if (texts.includes(posted.body.newCommentData.id)) {
      seenAfter = performance.now() - written;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(seenAfter).toBeLessThanOrEqual(1_200);
});

it('shares team sessions: signing out on one instance signs out on both', async () => {
  runCli(
    'team',
    ['add', 'scale@example.com', '--name', 'Scale'],
    { DATABASE_URL: cluster.url },
    'correct horse battery staple',
  );
  const { cookie } = await signIn(a.url, 'scale@example.com', 'correct horse battery staple');
  const isMember = async (server: RunningServer) =>
    (await widgetClient(server, { cookie }).get<{ isTeamMember: boolean }>('get-team-member')).body
      .isTeamMember;
  expect([await isMember(a), await isMember(b)]).toEqual([true, true]);
  const out = await fetch(`${b.url}/api/team/logout`, {
    method: 'POST',
    headers: { cookie: cookie!, 'content-type': 'application/json' },
  });
  expect(out.status).toBe(200);
  expect([await isMember(a), await isMember(b)]).toEqual([false, false]);
});

it('keeps every acknowledged comment exactly once under 40 concurrent writers across both instances', async () => {
  const pathname = `/guides/load-${Date.now()}`;
  const writers = startWriters([a, b], 40, pathname);
  await new Promise((r) => setTimeout(r, 5_000));
  const { acknowledged, failures } = await writers.stop();
  expect(failures).toEqual({});
  expect(acknowledged.length).toBeGreaterThan(40);
  const stored = await query<{ id: string }>('select id from comments where pathname = $1', [pathname]);
  expect(stored).toHaveLength(acknowledged.length);
  expect(new Set(stored.map((r) => r.id))).toEqual(new Set(acknowledged));
});
