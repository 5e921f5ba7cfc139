/**
 * npm run db:backup [-- <file>]
 *   Writes everything the database holds to one file (default backups/intuition-docs-<time>.jsonl.gz): the
 *   configured database (DATABASE_URL, else PGlite at PGLITE_DATA_DIR). With the embedded database held by a
 *   running server, the server writes it (a consistent snapshot while it goes on taking writes).
 */
import path from 'node:path';
import type { BackupSummary } from '../lib/db/backup';
import { executeAdminCommand, fail } from './admin-client';

export function defaultBackupName(now = new Date()): string {
  return `intuition-docs-${now
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;
}

async function main() {
  const [given] = process.argv.slice(2);
  const file = path.resolve(given ?? path.join('backups', defaultBackupName()));
  const { backup } = (await executeAdminCommand({ command: 'backup', file })) as { backup: BackupSummary };
  const rows = Object.values(backup.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup written: ${backup.file} (${backup.bytes} bytes, ${rows} rows, schema ${backup.schema.last}).`,
  );
}

main().catch(fail);
