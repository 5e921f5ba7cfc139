/**
 * TEST_POSTGRES_URL (CI's service container): each test file gets a database of its own on that server, and
 * stop() drops it. Checked here against a cluster of our own standing in for the container.
 */
import { Client } from 'pg';
import { startPostgres, type PostgresCluster } from './helpers/postgres';

let server: PostgresCluster;
beforeAll(async () => {
  delete process.env.TEST_POSTGRES_URL;
  server = await startPostgres();
});
afterAll(async () => {
  delete process.env.TEST_POSTGRES_URL;
  await server?.stop();
});

const query = async (url: string, sql: string) => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

it('creates a fresh database per caller on the given server, and drops it on stop', async () => {
  process.env.TEST_POSTGRES_URL = server.url;
  const [a, b] = await Promise.all([startPostgres(), startPostgres()]);
  expect(a.url).not.toBe(b.url);
  await query(a.url, 'create table only_in_a (id int)');
  expect(await query(b.url, "select to_regclass('only_in_a') as t")).toEqual([{ t: null }]);
  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  await a.stop();
  await b.stop();
  const left = await query(server.url, 'select datname from pg_database');
  expect(left.map((r) => r.datname)).not.toContain(nameOf(a.url));
  expect(left.map((r) => r.datname)).not.toContain(nameOf(b.url));
});
