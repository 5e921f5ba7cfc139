import 'server-only';
/**
 * The health check behind GET /api/health (lib/api/health.ts): whether the database answers and every migration
 * of this build has been applied, and if not, why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, MIGRATIONS_FOLDER } from './client';
import { rowsOf } from './rows';

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'pglite' | 'postgres' | null;
  migrations: { applied: number; expected: number } | null;
  error?: string;
}

function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function checkHealth(): Promise<Health> {
  let kind: Health['database'] = null;
  try {
    const handle = await getDb();
    kind = handle.kind;
    await handle.db.execute(sql`select 1`);
    const result = await handle.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const rows = rowsOf<{ applied: number }>(result);
    const migrations = { applied: Number(rows[0]?.applied ?? 0), expected: expectedMigrations() };
    if (migrations.applied < migrations.expected) {
      return { status: 'unavailable', database: kind, migrations, error: 'Migrations are not all applied' };
    }
    return { status: 'ok', database: kind, migrations };
  } catch (error) {
    return { status: 'unavailable', database: kind, migrations: null, error: (error as Error).message };
  }
}
