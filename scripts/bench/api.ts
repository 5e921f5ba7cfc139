/**
 * `npm run bench:api`: throughput and latency of the comment API with autocannon, on PGlite and on a real
 * Postgres server side by side. A page is seeded with 1,000 comments; then 100 concurrent connections read
 * it (get-comments-public) and write to another page (add-comment), with rate limits raised for the run.
 * Results are printed and written to bench-results/api.json. Only 127.0.0.1 is contacted.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../tests/integration/helpers/postgres';
import { startServer, type RunningServer } from '../../tests/integration/helpers/server';
import { addressLimitsRaisedTo } from '../../tests/integration/helpers/limits';

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEED_COMMENTS = 1000;

const metadata = {
  nodeId: 'main > article > p:nth-of-type(2)',
  x: 120,
  y: 40,
  pageTitle: 'Benchmark page',
  userAgent: 'bench',
  screenWidth: 1440,
};

function headers(server: RunningServer, page: string): Record<string, string> {
  return {
    'x-sparkle-from': `${server.url}${page}`,
    'x-sparkle-version': '1.8.6',
    'x-sparkle-public-id': 'intuition-docs',
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
  };
}

async function seed(server: RunningServer, page: string): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < SEED_COMMENTS) {
        const i = next++;
        const response = await fetch(`${server.url}/api/widget/v1.8/add-comment`, {
          method: 'POST',
          headers: headers(server, page),
          body: JSON.stringify({
            text: `Seed comment number ${i} about this section of the page`,
            metadata,
            user: null,
          }),
        });
        if (response.status !== 200)
          throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
}

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchBackend(name: string, env: Record<string, string>) {
  const server = await startServer({
    ...env,
    RATE_LIMIT_COMMENTS_PER_MINUTE: '10000000',
    RATE_LIMIT_COMMENTS_PER_DAY: '10000000',
    ...addressLimitsRaisedTo(10000000),
  });
  try {
    const readPage = '/guides/bench-read';
    await seed(server, readPage);
    const query = new URLSearchParams({ publicId: 'intuition-docs', pathname: readPage, version: '1.8.6' });
    const read = await run({
      url: `${server.url}/api/widget/v1.8/get-comments-public?${query}`,
      headers: headers(server, readPage),
    });
    const write = await run({
      url: `${server.url}/api/widget/v1.8/add-comment`,
      method: 'POST',
      headers: headers(server, '/guides/bench-write'),
      body: JSON.stringify({ text: 'A benchmark comment', metadata, user: null }),
    });
    return { backend: name, read, write };
  } finally {
    await server.stop();
  }
}

async function main() {
  const results = [await benchBackend('PGlite', {})];
  const cluster = await startPostgres();
  try {
    results.push(await benchBackend('Postgres', { DATABASE_URL: cluster.url }));
  } finally {
    await cluster.stop();
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, page with ${SEED_COMMENTS} comments`,
  );
  console.log('backend   | get-comments-public req/s  p50  p99 | add-comment req/s  p50  p99');
  for (const r of results) {
    console.log(
      `${r.backend.padEnd(9)} | ${String(r.read.requestsPerSecond).padStart(24)} ${String(r.read.p50Ms).padStart(4)} ${String(r.read.p99Ms).padStart(4)} | ${String(r.write.requestsPerSecond).padStart(17)} ${String(r.write.p50Ms).padStart(4)} ${String(r.write.p99Ms).padStart(4)}` +
        (r.read.non2xx + r.write.non2xx + r.read.errors + r.write.errors > 0
          ? `  (non-2xx ${r.read.non2xx + r.write.non2xx}, errors ${r.read.errors + r.write.errors})`
          : ''),
    );
  }
  const out = path.join(process.cwd(), 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'api.json'),
    `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, results }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
