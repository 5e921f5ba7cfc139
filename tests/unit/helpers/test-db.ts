/**
 * In-memory PGlite databases for unit tests. The migrations run once per test worker, into a template that every
 * database of that worker starts from.
 */
import { createDb, dumpMigratedTemplate, type DbHandle } from '@/lib/db/client';

let template: Promise<Blob> | undefined;

export async function freshTestDb(): Promise<DbHandle> {
  template ??= dumpMigratedTemplate();
  return createDb({ dataDir: 'memory://', url: '', template: await template });
}
