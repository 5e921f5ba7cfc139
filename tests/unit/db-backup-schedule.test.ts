/**
 * Scheduled backups: one is written when the newest is as old as the interval (or there is none), not before;
 * the newest BACKUP_KEEP are kept; files the schedule did not write are never counted or deleted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDueBackup, scheduledBackupName, scheduledBackups } from '@/lib/db/backup-schedule';
import { freshTestDb } from './helpers/test-db';

describe('scheduled backups', () => {
  it('writes when due, skips when not, and keeps the newest N', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-scheduled-'));
    fs.writeFileSync(path.join(dir, 'my-own-backup.jsonl.gz'), 'kept by the operator');
    const handle = await freshTestDb();
    const schedule = { dir, everyHours: 24, keep: 3 };
    try {
      const start = new Date('2026-11-01T03:00:00Z');
      const hours = (h: number) => new Date(start.getTime() + h * 3_600_000);
      // The file's own time decides what is due: set it to the schedule's clock.
      const run = async (at: Date) => {
        const file = await runDueBackup(handle.db, schedule, at);
        if (file) fs.utimesSync(file, at, at);
        return file;
      };
      expect(await run(start)).toBe(path.join(dir, scheduledBackupName(start)));
      expect(await run(hours(23))).toBeNull();
      for (const h of [24, 48, 72, 96]) expect(await run(hours(h))).not.toBeNull();
      expect(scheduledBackups(dir)).toEqual([96, 72, 48].map((h) => scheduledBackupName(hours(h))));
      expect(fs.existsSync(path.join(dir, 'my-own-backup.jsonl.gz'))).toBe(true);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
