/**
 * Backup and restore on the embedded database: a round trip reproduces the database row for row (and its
 * sequences go on after the restored ids); a backup from an earlier schema restores as the upgrade would leave
 * it; and a file that is incomplete, altered, from a newer release, or aimed at a database holding data is
 * refused, leaving the target as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { BackupError, databaseRows, nonEmptyTables, restoreBackup, writeBackup } from '@/lib/db/backup';
import { migrateTo, migrationJournal } from '@/lib/db/migration-levels';
import { rowsOf } from '@/lib/db/rows';
import { databaseAtLevel } from './helpers/db-levels';
import { freshTestDb } from './helpers/test-db';

jest.setTimeout(120_000);

const journal = migrationJournal();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-backup-'));
let n = 0;
const backupPath = () => path.join(dir, `b${++n}.jsonl.gz`);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('round-trips a database row for row, and sequences continue after the restored ids', async () => {
    const source = await databaseAtLevel(journal.length);
    const target = await freshTestDb();
    try {
      const file = backupPath();
      const summary = await writeBackup(source.db, file);
      expect(summary.rows.comments).toBe(7);
      expect(fs.readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]);
      await restoreBackup(target.db, file);
      expect(await databaseRows(target.db)).toEqual(await databaseRows(source.db));
      const [member] = rowsOf<{ id: number }>(
        await target.db.execute(
          sql`insert into team_members (email, name, password_hash) values ('new@example.com', 'New', 'x') returning id`,
        ),
      );
      expect(member!.id).toBe(4);
    } finally {
      await source.close();
      await target.close();
    }
  });

  // Every level's upgrade is tested in db-upgrades.test.ts; here the oldest and the latest earlier schema.
  it.each([1, journal.length - 1].map((level) => [journal[level - 1]!.tag, level]))(
    'restores a backup made at %s as the upgrade leaves that database',
    async (_tag, level) => {
      const old = await databaseAtLevel(level);
      const target = await freshTestDb();
      try {
        const file = backupPath();
        await writeBackup(old.db, file);
        await restoreBackup(target.db, file);
        await migrateTo(old.db, journal.length);
        expect(await databaseRows(target.db)).toEqual(await databaseRows(old.db));
      } finally {
        await old.close();
        await target.close();
      }
    },
  );

  describe('refusals', () => {
    let file: string;
    let lines: string[];
    beforeAll(async () => {
      const source = await databaseAtLevel(journal.length);
      file = backupPath();
      await writeBackup(source.db, file);
      await source.close();
      lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);
    });
    const variant = (text: string) => {
      const out = backupPath();
      fs.writeFileSync(out, gzipSync(text));
      return out;
    };
    const expectRefused = async (bad: string, message: RegExp) => {
      const target = await freshTestDb();
      try {
        const error = await restoreBackup(target.db, bad).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BackupError);
        expect((error as Error).message).toMatch(message);
        expect(await nonEmptyTables(target.db)).toEqual([]);
      } finally {
        await target.close();
      }
    };

    it('refuses a file cut short anywhere: after the header, mid-rows, before the last line', async () => {
      for (const keep of [1, 2, Math.floor(lines.length / 2), lines.length - 1]) {
        await expectRefused(variant(`${lines.slice(0, keep).join('\n')}\n`), /not a complete backup/);
      }
      const bytes = fs.readFileSync(file);
      for (const cut of [10, Math.floor(bytes.length / 2), bytes.length - 4]) {
        const truncated = backupPath();
        fs.writeFileSync(truncated, bytes.subarray(0, cut));
        await expectRefused(truncated, /not a (complete )?backup/);
      }
    });

    it('refuses a file whose rows were altered', async () => {
      const altered = lines.map((line, i) =>
        i === 3 ? line.replace(/"[^"]*"\]?}?\]$/, '"changed"}]') : line,
      );
      expect(altered[3]).not.toBe(lines[3]);
      await expectRefused(variant(`${altered.join('\n')}\n`), /altered/);
    });

    it('refuses a file from a newer release', async () => {
      const header = JSON.parse(lines[0]!) as { schema: { migrations: number; last: string } };
      header.schema = { migrations: journal.length + 1, last: '9999_future' };
      await expectRefused(variant([JSON.stringify(header), ...lines.slice(1)].join('\n')), /newer release/);
    });

    it('refuses a file that is not a backup, or no file at all', async () => {
      await expectRefused(variant('{"hello":"world"}\n'), /not an intuition-docs backup/);
      const plain = backupPath();
      fs.writeFileSync(plain, 'not gzip at all');
      await expectRefused(plain, /not a backup/);
      await expectRefused(path.join(dir, 'missing.jsonl.gz'), /does not exist/);
    });

    it('refuses to restore into a database that holds data, and leaves it as it was', async () => {
      const target = await databaseAtLevel(journal.length);
      try {
        const before = await databaseRows(target.db);
        await expect(restoreBackup(target.db, file)).rejects.toThrow(/not empty \(rows in .*comments/);
        expect(await databaseRows(target.db)).toEqual(before);
      } finally {
        await target.close();
      }
    });

    it('refuses to overwrite an existing file', async () => {
      const source = await freshTestDb();
      try {
        await expect(writeBackup(source.db, file)).rejects.toThrow(/exists already/);
      } finally {
        await source.close();
      }
    });
  });
});
