/**
 * In-memory PGlite databases for unit tests. The migrations run once per test worker, into a template that every
 * database of that worker starts from.
 */
import { createDb, dumpMigratedTemplate, type DbHandle } from '@/lib/db/client';

let template: Promise<Blob> | undefined;

/**
 * Runs the migrations into the template. Call it from a file's `beforeAll` with a long timeout: on a loaded
 * machine migrating takes longer than a test's default 5 s, every later database a fraction of that.
 */
export function warmTestDbTemplate(): Promise<Blob> {
  template ??= dumpMigratedTemplate();
  return template;
}

export async function freshTestDb(): Promise<DbHandle> {
  return createDb({ dataDir: 'memory://', url: '', template: await warmTestDbTemplate() });
}
