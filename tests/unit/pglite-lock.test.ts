import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireLock, DatabaseInUseError, readLock } from '@/lib/db/pglite-lock';
import { tempFolder } from '../helpers/temp-folder';

function tempDataDir() {
  return path.join(tempFolder('lock'), 'pglite');
}

describe('the PGlite lock', () => {
  it('refuses a second process with a message that names the owner and what to do', async () => {
    const dataDir = tempDataDir();
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      fs.writeFileSync(
        `${dataDir}.lock`,
        JSON.stringify({ pid: owner.pid, port: 3000, startedAt: new Date().toISOString() }),
      );
      expect(readLock(dataDir)).toMatchObject({ pid: owner.pid, port: 3000 });
      expect(() => acquireLock(dataDir)).toThrow(DatabaseInUseError);
      expect(() => acquireLock(dataDir)).toThrow(
        new RegExp(
          `in use by process ${owner.pid} \\(the site server on port 3000\\).*run this command while the server is running`,
        ),
      );
    } finally {
      owner.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(
      `${dataDir}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: '2020-01-01T00:00:00Z' }),
    );
    expect(readLock(dataDir)).toBeUndefined();
    const release = acquireLock(dataDir, 4000);
    const info = JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8')) as {
      pid: number;
      port: number;
      adminToken: string;
    };
    expect(info).toMatchObject({ pid: process.pid, port: 4000 });
    expect(info.adminToken.length).toBeGreaterThan(20);
    expect(fs.statSync(`${dataDir}.lock`).mode & 0o777).toBe(0o600);
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
