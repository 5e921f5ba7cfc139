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
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
export const DEFAULT_DATA_DIR = path.join(process.cwd(), '.data', 'pglite');

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (url) {
    const pool = new Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? (process.env.PGLITE_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireLock(dataDir, options.port);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite(client, { schema });
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
