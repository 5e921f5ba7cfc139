/**
 * Upgrades from every earlier release: a database created at each migration of lib/db/migrations, filled with the
 * data of its time, is migrated to the current schema, and nothing it held is lost or changed in meaning. A new
 * migration adds its case by adding its fixture (tests/fixtures/db-levels/<tag>.sql): the first test fails until
 * it exists.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { databaseRows } from '@/lib/db/backup';
import { appliedMigrations, migrateTo, migrationJournal } from '@/lib/db/migration-levels';
import { rowsOf } from '@/lib/db/rows';
import type { Db } from '@/lib/db/client';
import { databaseAtLevel, levelFixture } from './helpers/db-levels';
import { freshTestDb } from './helpers/test-db';

jest.setTimeout(120_000);

const journal = migrationJournal();

/** True when every column `before` has holds the same value in `after` (columns added since are free). */
function keeps(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return Object.entries(before).every(
    ([column, value]) => JSON.stringify(after[column]) === JSON.stringify(value),
  );
}

describe('upgrades from every earlier schema', () => {
  it('has a data fixture for every migration', () => {
    const missing = journal
      .filter((entry) => !fs.existsSync(levelFixture(entry.tag)))
      .map((entry) => entry.tag);
    expect(missing).toEqual([]);
  });

  it.each(journal.slice(0, -1).map((entry, index) => [entry.tag, index + 1]))(
    'a database made at %s keeps every row through the upgrade',
    async (_tag, level) => {
      const handle = await databaseAtLevel(level);
      try {
        const before = await databaseRows(handle.db);
        await migrateTo(handle.db, journal.length);
        expect(await appliedMigrations(handle.db)).toEqual({
          migrations: journal.length,
          last: journal.at(-1)!.tag,
        });
        const after = await databaseRows(handle.db);
        for (const [table, rows] of Object.entries(before)) {
          // A migration may add rows it derives (0007 gives agents' feedback its triage row), never lose one.
          expect(after[table]!.length).toBeGreaterThanOrEqual(rows.length);
          const afterRows = after[table]!.map((row) => JSON.parse(row) as Record<string, unknown>);
          const lost = rows
            .map((row) => JSON.parse(row) as Record<string, unknown>)
            .filter((row) => !afterRows.some((candidate) => keeps(row, candidate)));
          expect({ table, lost }).toEqual({ table, lost: [] });
        }
        // What migrations derive from earlier data holds for the rows of every level.
        const [unplaced] = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from comment_triage t join comments c on c.id = t.comment_id
                where t.pathname is distinct from c.pathname`,
          ),
        );
        expect(unplaced!.n).toBe(0);
        const [untriagedAgentFeedback] = rowsOf<{ n: number }>(
          await handle.db.execute(
            sql`select count(*)::int as n from comments c left join comment_triage t on t.comment_id = c.id
                where c.author_kind = 'agent' and t.comment_id is null`,
          ),
        );
        expect(untriagedAgentFeedback!.n).toBe(0);
      } finally {
        await handle.close();
      }
    },
  );

  it('building level by level gives the schema the migrator gives', async () => {
    const columns = async (db: Db) =>
      rowsOf<Record<string, string>>(
        await db.execute(
          sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
              where table_schema = 'public' order by table_name, column_name`,
        ),
      );
    const stepwise = await databaseAtLevel(journal.length);
    const migrated = await freshTestDb();
    try {
      expect(await appliedMigrations(stepwise.db)).toEqual({
        migrations: journal.length,
        last: journal.at(-1)!.tag,
      });
      expect(await columns(stepwise.db)).toEqual(await columns(migrated.db));
    } finally {
      await stepwise.close();
      await migrated.close();
    }
  });
});
