/**
 * Databases as a site would have them after living through each release: starting empty, each migration of
 * lib/db/migrations is applied in turn and followed by the data of that time (tests/fixtures/db-levels/<tag>.sql,
 * written for the schema at that level), up to a chosen level.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createDb, type Db, type DbHandle } from '@/lib/db/client';
import { migrateTo, migrationJournal } from '@/lib/db/migration-levels';

export const LEVEL_FIXTURES = path.resolve(__dirname, '../../fixtures/db-levels');

export function levelFixture(tag: string): string {
  return path.join(LEVEL_FIXTURES, `${tag}.sql`);
}

/** Runs a file of SQL statements (PGlite's simple protocol takes several at once). */
export async function execSql(db: Db, text: string): Promise<void> {
  await (db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client.exec(text);
}

let levels: Promise<Blob[]> | undefined;

/**
 * The data directory of such a database at every level (index k: k + 1 migrations), built once per test worker:
 * one database goes through all the levels, and is copied after each.
 */
function everyLevel(): Promise<Blob[]> {
  levels ??= (async () => {
    const handle = await createDb({ dataDir: 'memory://', url: '', migrate: false });
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } })
      .$client;
    try {
      const dumps: Blob[] = [];
      for (const [index, entry] of migrationJournal().entries()) {
        await migrateTo(handle.db, index + 1);
        await execSql(handle.db, fs.readFileSync(levelFixture(entry.tag), 'utf8'));
        dumps.push(await client.dumpDataDir('none'));
      }
      return dumps;
    } finally {
      await handle.close();
    }
  })();
  return levels;
}

/** An in-memory PGlite database at `level` (a count of migrations), holding the data of every level up to it. */
export async function databaseAtLevel(level: number): Promise<DbHandle> {
  const dump = (await everyLevel())[level - 1];
  if (!dump) throw new Error(`no migration level ${level}`);
  return createDb({ dataDir: 'memory://', url: '', template: dump });
}
