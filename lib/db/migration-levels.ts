/**
 * Schema levels: how many of lib/db/migrations' migrations a database has applied, read from drizzle's own
 * record (drizzle.__drizzle_migrations), and a way to bring a database to a given level and no further. Backups
 * name the level they were made at; the upgrade tests build a database at each earlier level. migrateTo applies
 * migrations exactly as drizzle's migrator does (same statements, same record), so the migrator takes over from
 * any level.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import { MIGRATIONS_FOLDER } from './client';
import { rowsOf } from './rows';

export interface SchemaLevel {
  /** How many migrations are applied. */
  migrations: number;
  /** The tag of the last one applied ('' for none). */
  last: string;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return (
    JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
}

export async function appliedMigrations(db: Db): Promise<SchemaLevel> {
  const [record] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!record?.exists) return { migrations: 0, last: '' };
  const [row] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  const last = row?.last ? Number(row.last) : -Infinity;
  const applied = migrationJournal().filter((entry) => entry.when <= last);
  return { migrations: applied.length, last: applied.at(-1)?.tag ?? '' };
}

/** Applies the migrations after the database's level up to `level` (a count), in one transaction. */
export async function migrateTo(db: Db, level: number): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  if (level > migrations.length) throw new Error(`there are only ${migrations.length} migrations`);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const current = (await appliedMigrations(db)).migrations;
  if (current > level) throw new Error(`the database is at level ${current}, past ${level}`);
  await db.transaction(async (tx) => {
    for (const migration of migrations.slice(current, level)) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
