/**
 * How the command-line tools reach the database: on Postgres they connect directly; with the embedded
 * PGlite they go through the running server when it holds the database (its lock names the port and an
 * admin token), and otherwise open the database themselves under the same lock.
 */
import { runAdminCommand, type AdminCommand } from '../lib/comments/admin';
import { createDb, DEFAULT_DATA_DIR } from '../lib/db/client';
import { DatabaseInUseError, readLock } from '../lib/db/pglite-lock';

export async function executeAdminCommand(command: AdminCommand): Promise<Record<string, unknown>> {
  const dataDir = process.env.PGLITE_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  if (!process.env.DATABASE_URL) {
    const owner = readLock(dataDir);
    if (owner?.port && owner.adminToken) {
      const response = await fetch(`http://127.0.0.1:${owner.port}/api/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': owner.adminToken },
        body: JSON.stringify(command),
      });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(String(body.error ?? `the server answered ${response.status}`));
      return body;
    }
    if (owner) throw new DatabaseInUseError(dataDir, owner);
  }
  const handle = await createDb({ dataDir });
  try {
    return await runAdminCommand(handle.db, command);
  } finally {
    await handle.close();
  }
}

export function fail(error: unknown): never {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
