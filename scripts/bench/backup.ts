/**
 * npm run bench:backup — how long backing up, restoring and moving a site take with 100,000 comments (each with
 * its triage row, plus identities and votes): backup from PGlite, restore into PGlite and into Postgres, backup
 * from Postgres. Writes bench-results/backup.json. BENCH_BACKUP_COMMENTS changes the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreBackup, writeBackup } from '../../lib/db/backup';
import { createDb, type DbHandle } from '../../lib/db/client';
import { startPostgres } from '../../tests/integration/helpers/postgres';

const COMMENTS = Number(process.env.BENCH_BACKUP_COMMENTS ?? 100_000);

async function fill(handle: DbHandle) {
  const client = (handle.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client;
  await client.exec(`
    insert into projects (public_id) values ('intuition-docs');
    insert into anonymous_identities (sub, project_id) select 'anon_' || g, 'intuition-docs' from generate_series(1, ${COMMENTS / 10}) g;
    insert into comments (id, project_id, pathname, text, metadata, author_sub, author_kind, created_at)
      select gen_random_uuid(), 'intuition-docs', '/guides/page-' || (g % 60),
             'A reader''s question number ' || g || ' about bonding curves, fees and the counter-stake rule.',
             jsonb_build_object('nodeId', 'main > article > p:nth-of-type(' || (g % 40) || ')', 'x', g % 900, 'y', g % 700,
                                'pageTitle', 'Page ' || (g % 60)),
             'anon_' || (g % ${COMMENTS / 10} + 1), 'anonymous', now() - (g || ' minutes')::interval
      from generate_series(1, ${COMMENTS}) g;
    insert into comment_triage (comment_id, address_hash, text_key, pathname)
      select id, md5(author_sub), lower(text), pathname from comments;
    insert into feedback (project_id, pathname, visitor_key, helpful)
      select 'intuition-docs', '/guides/page-' || (g % 60), 'v-' || g, g % 3 > 0 from generate_series(1, ${COMMENTS / 2}) g;
  `);
}

async function timed<T>(label: string, results: Record<string, number>, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await work();
  results[label] = Math.round(performance.now() - start);
  console.log(`${label.padEnd(34)} ${(results[label] / 1000).toFixed(1)} s`);
  return value;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const results: Record<string, number> = {};
  const cluster = await startPostgres();
  try {
    const source = await createDb({ url: '', dataDir: path.join(dir, 'source') });
    await fill(source);
    const file = path.join(dir, 'site.jsonl.gz');
    const summary = await timed('backup from PGlite', results, () => writeBackup(source.db, file));
    await source.close();
    console.log(`  ${COMMENTS} comments: ${(summary.bytes / 1e6).toFixed(1)} MB file`);

    const copy = await createDb({ url: '', dataDir: path.join(dir, 'copy') });
    await timed('restore into PGlite', results, () => restoreBackup(copy.db, file));
    await copy.close();

    const postgres = await createDb({ url: cluster.url });
    await timed('restore into Postgres', results, () => restoreBackup(postgres.db, file));
    await timed('backup from Postgres', results, () =>
      writeBackup(postgres.db, path.join(dir, 'from-pg.jsonl.gz')),
    );
    await postgres.close();

    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(
      'bench-results/backup.json',
      `${JSON.stringify({ date: new Date().toISOString(), comments: COMMENTS, bytes: summary.bytes, ms: results }, null, 2)}\n`,
    );
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
