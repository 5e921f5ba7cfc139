/**
 * npm run db:restore -- <file> [--to <postgres://… | PGlite directory>]
 *   Loads a backup into an empty database: the configured one (DATABASE_URL, else PGlite at PGLITE_DATA_DIR), or
 *   the one named by --to. The database is created and migrated if needed; a backup from an earlier release is
 *   migrated on the way in. Refused: a database that holds data, a file that is incomplete or altered, a file
 *   from a newer release, and an embedded database a running server holds (stop it first).
 *
 * npm run db:copy -- --to <postgres://… | PGlite directory>
 *   Moves the whole site: a backup of the configured database, restored into the target (see db:backup).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreBackup, type BackupSummary } from '../lib/db/backup';
import { createDb, DEFAULT_DATA_DIR } from '../lib/db/client';
import { executeAdminCommand, fail } from './admin-client';

const USAGE =
  'usage: npm run db:restore -- <file> [--to <postgres://… | PGlite directory>]\n' +
  '       npm run db:copy -- --to <postgres://… | PGlite directory>';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function restore(file: string, target: string | undefined) {
  const to = target ?? process.env.DATABASE_URL ?? (process.env.PGLITE_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const postgres = /^postgres(ql)?:\/\//.test(to);
  const handle = await createDb(postgres ? { url: to } : { url: '', dataDir: path.resolve(to) });
  try {
    const summary = await restoreBackup(handle.db, file);
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const where = postgres ? 'Postgres' : `PGlite at ${path.resolve(to)}`;
    console.log(`Restored ${rows} rows (schema ${summary.schema.last}) into ${where}.`);
  } finally {
    await handle.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const target = option(args, '--to');
  if (command === 'restore' && args[0] && !args[0].startsWith('--'))
    return restore(path.resolve(args[0]), target);
  if (command === 'copy' && target) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-copy-'));
    try {
      const file = path.join(dir, 'copy.jsonl.gz');
      const { backup } = (await executeAdminCommand({ command: 'backup', file })) as {
        backup: BackupSummary;
      };
      console.log(
        `Backup of the configured database: ${Object.values(backup.rows).reduce((a, b) => a + b, 0)} rows.`,
      );
      return await restore(file, target);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  throw new Error(USAGE);
}

main().catch(fail);
