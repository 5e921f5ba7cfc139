/**
 * One Drizzle database for the whole app: PGlite (embedded Postgres, data under .data/pglite) by default, or
 * a Postgres server through node-postgres when DATABASE_URL is set. Migrations run when the handle is
 * created, before anything else uses it. The handle is cached on globalThis so every bundle of the server
 * process (instrumentation, route handlers) shares one connection, and PGlite's directory is opened once.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { acquireLock } from './pglite-lock';
import { DatabaseNotConfiguredError, serverlessPlatform } from './platform';
import { withoutQueryParameters } from './query-errors';

// Every query of the process fails without its parameters in the error (see ./query-errors.ts).
withoutQueryParameters();

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres://… connection string. @defaultValue process.env.DATABASE_URL */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. @defaultValue PGLITE_DATA_DIR or `<cwd>/.data/pglite` */
  dataDir?: string;
  /** Connections in the node-postgres pool. @defaultValue 10 */
  poolSize?: number;
  /** Port the server listens on, recorded in the PGlite lock for command-line tools. */
  port?: number;
  /** A PGlite data directory dumped from an already migrated database (see {@link dumpMigratedTemplate}). */
  template?: Blob;
  /** Run the migrations on opening. false leaves the schema as it is (to build one at an earlier level). @defaultValue true */
  migrate?: boolean;
}

/**
 * A migrated, empty in-memory PGlite database as a tarball: tests start each database from it instead of
 * running every migration again (a copy opens in a fraction of the time).
 */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
export const DEFAULT_DATA_DIR = path.join(process.cwd(), '.data', 'pglite');

/** Any fixed number: the advisory lock that makes instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_214_339_001;

/**
 * Runs the migrations while holding a Postgres advisory lock, so that instances starting together apply them
 * once, in turn: the second waits, then finds nothing left to do.
 */
async function migrateOnce(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) {
    const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema });
    if (options.migrate !== false)
      await migrateOnce(pool, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const platform = serverlessPlatform();
  if (platform && !options.dataDir) throw new DatabaseNotConfiguredError(platform);

  const dataDir = options.dataDir ?? (process.env.PGLITE_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireLock(dataDir, options.port);
  try {
    const client = await PGlite.create(dataDir, options.template ? { loadDataDir: options.template } : {});
    const db = drizzlePglite(client, { schema });
    if (!options.template && options.migrate !== false)
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const GLOBAL_KEY = Symbol.for('intuition-docs.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<DbHandle> };

/** Closes the process-wide handle (at shutdown: PGlite writes its files and releases its directory). */
export async function closeDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const handle = store[GLOBAL_KEY];
  if (!handle) return;
  delete store[GLOBAL_KEY];
  await (await handle.catch(() => null))?.close();
}

/** The process-wide database handle, created (and migrated) on first use. */
export function getDb(): Promise<DbHandle> {
  const store = globalThis as GlobalWithDb;
  store[GLOBAL_KEY] ??= createDb({ port: process.env.PORT ? Number(process.env.PORT) : undefined }).catch(
    (error: unknown) => {
      delete store[GLOBAL_KEY];
      throw error;
    },
  );
  return store[GLOBAL_KEY];
}
