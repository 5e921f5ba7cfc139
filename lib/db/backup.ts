/**
 * Backup and restore of everything the database holds, in one portable file: gzipped JSON lines, the same for
 * PGlite and Postgres.
 *
 *   line 1     {"format":"intuition-docs-backup","version":1,"schema":{…},"createdAt":…,"tables":[…]}
 *   then       ["<table>", {<row as row_to_json gives it>}]   for every row, tables in foreign-key order
 *   last line  {"end":true,"rows":{"<table>":n,…},"sha256":"<hex of every byte before this line>"}
 *
 * Postgres converts every value both ways (row_to_json out, json_populate_recordset in), so each column type
 * round-trips as the database itself writes it, with no list of types kept here. The dump reads one
 * repeatable-read snapshot, so it is consistent while the server takes writes. The file is written under a
 * temporary name and renamed when complete, and restore accepts only a file whose last line's counts and hash
 * match what precedes it: a dump cut short (a crash, SIGKILL, a full disk) can never be restored as if whole.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from './client';
import { appliedMigrations, migrateTo, migrationJournal, type SchemaLevel } from './migration-levels';
import { rowsOf } from './rows';

export const BACKUP_FORMAT = 'intuition-docs-backup';
export const BACKUP_VERSION = 1;
/** Rows read from the cursor, and written per insert, at a time: bounds memory whatever the table's size. */
const BATCH_ROWS = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  schema: SchemaLevel;
  createdAt: string;
  tables: string[];
}
interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  sha256: string;
}
export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  schema: SchemaLevel;
}

export class BackupError extends Error {
  readonly expose = true;
  readonly status = 400;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema public), parents before the tables whose foreign keys point at them. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    ),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, trail: Set<string>) => {
    if (placed.has(table) || trail.has(table)) return;
    trail.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, trail);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Every row of every table as JSON text, sorted per table: what "the same database, row for row" compares. */
export async function databaseRows(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const table of await tablesInDependencyOrder(tx as unknown as Db)) {
      const rows = rowsOf<{ j: string }>(
        await tx.execute(sql.raw(`select row_to_json(t)::text as j from ${quoteIdent(table)} t`)),
      );
      result[table] = rows.map((row) => row.j).sort();
    }
  });
  return result;
}

/** Writes the whole database to `file` (gzipped JSON lines), atomically: the file appears only when complete. */
export async function writeBackup(db: Db, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; choose a new file name`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  const hash = createHash('sha256');
  const emit = async (value: unknown) => {
    const line = `${JSON.stringify(value)}\n`;
    hash.update(line);
    if (!lines.write(line)) await new Promise((resolve) => lines.once('drain', resolve));
  };
  const rows: Record<string, number> = {};
  let schema: SchemaLevel | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      await tx.execute(sql`set local timezone = 'UTC'`);
      const txDb = tx as unknown as Db;
      const tables = await tablesInDependencyOrder(txDb);
      schema = await appliedMigrations(txDb);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        schema,
        createdAt: new Date().toISOString(),
        tables,
      };
      await emit(header);
      for (const table of tables) {
        rows[table] = 0;
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${quoteIdent(table)} t`,
          ),
        );
        for (;;) {
          const batch = rowsOf<{ j: string }>(
            await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from backup_rows`)),
          );
          for (const row of batch) await emit([table, JSON.parse(row.j) as unknown]);
          rows[table] += batch.length;
          if (batch.length < BATCH_ROWS) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
      }
    });
    const trailer: BackupTrailer = { end: true, rows, sha256: hash.digest('hex') };
    lines.end(`${JSON.stringify(trailer)}\n`);
    await written;
    const handle = fs.openSync(partial, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, target);
  } catch (error) {
    lines.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: fs.statSync(target).size, rows, schema: schema! };
}

/** The lines of a gzipped file; a read or decompression error ends the iteration with that error. */
function gzippedLines(file: string) {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const source = fs.createReadStream(file);
  const input = createGunzip();
  source.once('error', (error) => input.destroy(error));
  source.pipe(input);
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  return {
    reader,
    close() {
      reader.close();
      source.destroy();
      input.destroy();
    },
  };
}

/** Reads and checks a backup file: its header, its rows by table, and that it is complete and unaltered. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | [string, unknown[]]> {
  const { reader, close } = gzippedLines(file);
  const hash = createHash('sha256');
  const counted: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  let batch: unknown[] = [];
  let batchTable = '';
  try {
    for await (const line of reader) {
      if (trailer) throw new BackupError('the file goes on after its last line');
      const value = JSON.parse(line) as unknown;
      if (!header) {
        header = checkHeader(value);
        hash.update(`${line}\n`);
        yield header;
        continue;
      }
      if (!Array.isArray(value)) {
        trailer = value as BackupTrailer;
        continue;
      }
      hash.update(`${line}\n`);
      const [table, row] = value as [string, unknown];
      if (!header.tables.includes(table)) throw new BackupError(`rows of an unknown table "${table}"`);
      counted[table] = (counted[table] ?? 0) + 1;
      if (table !== batchTable || batch.length === BATCH_ROWS) {
        if (batch.length) yield [batchTable, batch];
        batch = [];
        batchTable = table;
      }
      batch.push(row);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} is not a complete backup (${error instanceof Error ? error.message : error})`,
    );
  } finally {
    close();
  }
  if (!header) throw new BackupError(`${file} is empty`);
  if (!trailer?.end) throw new BackupError(`${file} is not a complete backup: its last line is missing`);
  if (trailer.sha256 !== hash.digest('hex'))
    throw new BackupError(`${file} was altered: its checksum differs`);
  for (const table of header.tables) {
    if ((trailer.rows[table] ?? 0) !== (counted[table] ?? 0))
      throw new BackupError(`${file} is not a complete backup: table ${table} is short of rows`);
  }
  if (batch.length) yield [batchTable, batch];
}

function checkHeader(value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (header?.format !== BACKUP_FORMAT) throw new BackupError('not an intuition-docs backup file');
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `backup format version ${header.version} is not supported (this release reads ${BACKUP_VERSION})`,
    );
  if (!header.schema || !Array.isArray(header.tables))
    throw new BackupError('the backup header is incomplete');
  const journal = migrationJournal();
  const known = journal.slice(0, header.schema.migrations).map((entry) => entry.tag);
  if (header.schema.migrations > journal.length || known.at(-1) !== header.schema.last)
    throw new BackupError(
      `the backup was made by a newer release (schema ${header.schema.last}); restore it with that release or a later one`,
    );
  return header as BackupHeader;
}

/** Tables that hold rows, leaving out default widget projects that a server start creates by itself. */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const full: string[] = [];
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql.raw(
          table === 'projects'
            ? `select count(*)::int as n from projects p where not (${BOOTSTRAP_PROJECT})`
            : `select count(*)::int as n from ${quoteIdent(table)}`,
        ),
      ),
    );
    if (row!.n > 0) full.push(table);
  }
  return full;
}
/** A project row exactly as bootstrapDatabase() inserts it, with nothing else changed. */
const BOOTSTRAP_PROJECT = `p.status = 'on' and not p.only_auth and not p.allow_mobile and p.plan = 'business'
  and p.allowed_origins = '[]'::jsonb`;

export interface RestoreSummary {
  rows: Record<string, number>;
  schema: SchemaLevel;
}

/**
 * Loads a backup into an empty database at the backup's schema level, in one transaction (all or nothing), then
 * moves each serial column's sequence past the restored ids. The caller migrates the database to the backup's
 * level first and to the current level afterwards (restoreInto does both).
 */
export async function loadBackup(db: Db, file: string): Promise<RestoreSummary> {
  const rows: Record<string, number> = {};
  let schema: SchemaLevel | undefined;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const full = await nonEmptyTables(txDb);
    if (full.length)
      throw new BackupError(
        `the database is not empty (rows in ${full.join(', ')}); restore only into an empty one`,
      );
    await tx.execute(sql.raw(`delete from projects p where ${BOOTSTRAP_PROJECT}`));
    for await (const item of readBackup(file)) {
      if (!Array.isArray(item)) {
        schema = item.schema;
        const level = await appliedMigrations(txDb);
        if (level.migrations !== item.schema.migrations)
          throw new BackupError(`the database is at schema ${level.last}, the backup at ${item.schema.last}`);
        continue;
      }
      const [table, batch] = item;
      const columns = rowsOf<{ name: string }>(
        await tx.execute(
          sql`select column_name as name from information_schema.columns
              where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
              order by ordinal_position`,
        ),
      ).map((row) => quoteIdent(row.name));
      const list = columns.join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${quoteIdent(table)} (${list}) select ${list} from json_populate_recordset(null::${quoteIdent(table)}, `)}${JSON.stringify(batch)}::json)`,
      );
      rows[table] = (rows[table] ?? 0) + batch.length;
    }
    const serials = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(
        sql`select table_name, column_name from information_schema.columns
            where table_schema = 'public' and column_default like 'nextval(%'`,
      ),
    );
    for (const { table_name: table, column_name: column } of serials) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${quoteIdent(table)}', '${column}'),
             coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`,
        ),
      );
    }
  });
  return { rows, schema: schema! };
}

/** The header of a backup file (its first line), checked. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const item of readHeaderOnly(file)) return item;
  throw new BackupError(`${file} is empty`);
}
async function* readHeaderOnly(file: string): AsyncGenerator<BackupHeader> {
  const { reader, close } = gzippedLines(file);
  try {
    for await (const line of reader) {
      yield checkHeader(JSON.parse(line) as unknown);
      return;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a backup (${error instanceof Error ? error.message : error})`);
  } finally {
    close();
  }
}

/**
 * Restores a backup into `db`, an empty database at the current schema level. A backup made at an earlier level
 * is first loaded into a throwaway in-memory database at its own level and migrated up, the same migrations an
 * upgrade runs, then loaded from there.
 */
export async function restoreBackup(db: Db, file: string): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  const current = migrationJournal().length;
  if (header.schema.migrations === current) return loadBackup(db, file);
  const upgraded = `${file}.upgraded-${process.pid}-${Date.now()}`;
  const scratch = await createDb({ dataDir: 'memory://', migrate: false });
  try {
    await migrateTo(scratch.db, header.schema.migrations);
    await loadBackup(scratch.db, file);
    await migrateTo(scratch.db, current);
    await writeBackup(scratch.db, upgraded);
    return await loadBackup(db, upgraded);
  } finally {
    await scratch.close();
    fs.rmSync(upgraded, { force: true });
  }
}
