/**
 * Scheduled backups for a server that runs alone: with BACKUP_DIR set, the server writes a backup there whenever
 * the newest one is BACKUP_EVERY_HOURS old (so a restart neither skips nor repeats one), and keeps the newest
 * BACKUP_KEEP files it wrote, deleting older ones. Only files named as it names them are counted or deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import { writeBackup } from './backup';

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

const SCHEDULED = /^scheduled-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.jsonl\.gz$/;
/** How often the server looks whether a backup is due. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

export function scheduledBackupName(at: Date): string {
  return `scheduled-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.jsonl.gz`;
}

/** The scheduled backups in `dir`, newest first. */
export function scheduledBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort()
    .reverse();
}

/** Writes a backup if one is due at `now`, then prunes; answers the file written, if any. */
export async function runDueBackup(
  db: Db,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<string | null> {
  const [newest] = scheduledBackups(schedule.dir);
  const newestAt = newest ? fs.statSync(path.join(schedule.dir, newest)).mtimeMs : -Infinity;
  if (now.getTime() - newestAt < schedule.everyHours * 3_600_000) return null;
  const file = path.join(schedule.dir, scheduledBackupName(now));
  await writeBackup(db, file);
  for (const old of scheduledBackups(schedule.dir).slice(schedule.keep))
    fs.rmSync(path.join(schedule.dir, old));
  return file;
}

/** Starts the schedule (a first check at once); answers the shutdown step that stops it, after a backup under way. */
export function startScheduledBackups(db: Db, schedule: BackupSchedule): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running
      .then(() => runDueBackup(db, schedule))
      .catch((error: unknown) =>
        console.error(`Scheduled backup failed: ${error instanceof Error ? error.message : error}`),
      );
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
