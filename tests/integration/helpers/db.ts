/** Opens the database a stopped server used (PGlite directory or Postgres URL), to check what was stored. */
import { createDb, type DbHandle } from '@/lib/db/client';
import type { RunningServer } from './server';

export async function openServerDatabase(server: RunningServer): Promise<DbHandle> {
  if (server.env.DATABASE_URL) return createDb({ url: server.env.DATABASE_URL, poolSize: 2 });
  return createDb({ url: '', dataDir: server.env.PGLITE_DATA_DIR });
}
