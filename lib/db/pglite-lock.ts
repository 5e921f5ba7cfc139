/**
 * PGlite is single-process: only one process may open its data directory. The owner writes a lock file with
 * its pid (and the port it serves on, so command-line tools can reach it instead); a lock left by a dead
 * process is taken over.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  port?: number;
  /** Secret that lets command-line tools on this machine act through the running server. */
  adminToken?: string;
  startedAt: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockInfo,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner.pid}${owner.port ? ` (the site server on port ${owner.port})` : ''}. ` +
        'PGlite allows one process at a time: run this command while the server is running (it goes through the server), ' +
        'or stop the server first.',
    );
    this.name = 'DatabaseInUseError';
  }
}

// On globalThis: the server's bundles (instrumentation, route handlers) each have their own copy of this module.
const TOKEN_KEY = Symbol.for('intuition-docs.admin-token');
type GlobalWithToken = typeof globalThis & { [TOKEN_KEY]?: string };

/** The admin token this process wrote into its lock (undefined when it holds none). */
export function currentAdminToken(): string | undefined {
  return (globalThis as GlobalWithToken)[TOKEN_KEY];
}

function lockPath(dataDir: string) {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process, or throws DatabaseInUseError naming the owner. Returns a release function. */
export function acquireLock(dataDir: string, port?: number): () => void {
  const file = lockPath(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = {
    pid: process.pid,
    port,
    adminToken: port ? randomBytes(24).toString('base64url') : undefined,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      if (info.adminToken) (globalThis as GlobalWithToken)[TOKEN_KEY] = info.adminToken;
      const release = () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(dataDir);
      if (owner && owner.pid !== process.pid) throw new DatabaseInUseError(dataDir, owner);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
