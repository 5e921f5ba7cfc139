/**
 * `npm run bench:scale`: 40 concurrent comment writers for 30 s (BENCH_SECONDS) against one server instance,
 * then against two instances on the same Postgres; reports acknowledged writes per second and latency
 * p50/p99, and checks that every acknowledged comment is stored exactly once. Written to
 * bench-results/scale.json. Only 127.0.0.1 is contacted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startPostgres } from '../../tests/integration/helpers/postgres';
import { startServer, type RunningServer } from '../../tests/integration/helpers/server';
import { startWriters } from '../../tests/integration/helpers/writers';
import { addressLimitsRaisedTo } from '../../tests/integration/helpers/limits';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const WRITERS = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

async function run(label: string, servers: RunningServer[], databaseUrl: string) {
  const pathname = `/guides/bench-scale-${servers.length}`;
  const writers = startWriters(servers, WRITERS, pathname);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { acknowledged, failed, latenciesMs } = await writers.stop();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (await client.query('select id from comments where pathname = $1', [pathname])).rows as {
    id: string;
  }[];
  await client.end();
  const storedIds = new Set(stored.map((r) => r.id));
  const exactlyOnce = stored.length === acknowledged.length && acknowledged.every((id) => storedIds.has(id));
  const summary = {
    instances: servers.length,
    writers: WRITERS,
    seconds,
    acknowledged: acknowledged.length,
    failed,
    writesPerSecond: Math.round(acknowledged.length / seconds),
    latencyMs: { p50: percentile(latenciesMs, 0.5), p99: percentile(latenciesMs, 0.99) },
    exactlyOnce,
  };
  console.log(
    `${label}: ${summary.writesPerSecond} writes/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, ${summary.acknowledged} acknowledged, ${failed} failed, every acknowledged comment stored exactly once: ${exactlyOnce}`,
  );
  if (!exactlyOnce) throw new Error('acknowledged comments and stored comments differ');
  return summary;
}

async function main() {
  const cluster = await startPostgres();
  const env = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    ...addressLimitsRaisedTo(1000000),
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env));
    const one = await run('one instance', servers, cluster.url);
    servers.push(await startServer(env));
    const two = await run('two instances', servers, cluster.url);
    const out = path.join(process.cwd(), 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'scale.json'),
      `${JSON.stringify({ date: new Date().toISOString(), one, two }, null, 2)}\n`,
    );
    console.log('written to bench-results/scale.json');
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
