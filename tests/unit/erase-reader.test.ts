/**
 * Erasing a reader on request: their export holds what is stored about them; erasing removes it all (identity,
 * comments, replies, address hashes, holds, counters, votes by visitor id), keeps a thread others replied to as a
 * "[deleted]" root in its place, leaves every other reader's data as it was, and logs counts, never content.
 */
import { sql } from 'drizzle-orm';
import { databaseRows } from '@/lib/db/backup';
import { migrationJournal } from '@/lib/db/migration-levels';
import { rowsOf } from '@/lib/db/rows';
import { ERASED_TEXT, erasureEvents, eraseReader, exportReader } from '@/lib/comments/erase';
import { databaseAtLevel, execSql } from './helpers/db-levels';

const PROJECT = 'intuition-docs';
const READER = 'anon-7c1e';

describe('erasing a reader', () => {
  it('exports, then erases everything stored about one reader and nothing about others', async () => {
    const handle = await databaseAtLevel(migrationJournal().length);
    const { db } = handle;
    try {
      await execSql(
        db,
        `insert into spam_holds (project_id, key, until) values ('intuition-docs', 'address:ah-1f3c', now()),
           ('intuition-docs', 'sub:anon-7c1e', now());
         insert into rate_limit_counters (key, window_start, hits) values ('comment:visitor:day:anon-7c1e', now(), 3)`,
      );
      const exported = await exportReader(db, { projectId: PROJECT, sub: READER, visitorId: 'v-1' });
      expect(exported.identity?.sub).toBe(READER);
      expect(exported.comments.map((c) => c.text).sort()).toEqual([
        'Does createAtom revert when the atom exists?',
        'Where do exit fees go?',
      ]);
      expect(exported.votes).toEqual([
        expect.objectContaining({ pathname: '/guides/primitives/atoms', helpful: true }),
      ]);

      const others = async () => {
        const rows = await databaseRows(db);
        return rows.comments!.filter((row) => row.includes('anon-b42a'));
      };
      const otherReader = await others();
      const counts = await eraseReader(db, {
        projectId: PROJECT,
        sub: READER,
        visitorId: 'v-1',
        member: null,
      });
      expect(counts).toEqual({ comments: 1, keptAsDeleted: 1, votes: 1 });

      const everything = JSON.stringify(await databaseRows(db));
      for (const trace of [READER, 'Where do exit fees go?', 'Does createAtom revert', 'ah-1f3c', 'v-1"'])
        expect(everything).not.toContain(trace);
      const [kept] = rowsOf<{ text: string; author_sub: string; metadata: Record<string, unknown> }>(
        await db.execute(
          sql`select text, author_sub, metadata from comments where id = '11111111-1111-4111-8111-111111111111'`,
        ),
      );
      expect(kept).toMatchObject({ text: ERASED_TEXT, author_sub: 'erased' });
      expect(kept!.metadata).toMatchObject({ nodeId: 'atoms-h2-create', x: 0.42, y: 0.18 });
      const [reply] = rowsOf<{ parent_id: string }>(
        await db.execute(
          sql`select parent_id from comments where id = '22222222-2222-4222-8222-222222222222'`,
        ),
      );
      expect(reply!.parent_id).toBe('11111111-1111-4111-8111-111111111111');
      expect(await others()).toEqual(otherReader);

      const [event] = await erasureEvents(db);
      expect(event!.detail).toBe('comments erased: 1; threads kept as deleted: 1; votes erased: 1');
      await expect(exportReader(db, { projectId: PROJECT, sub: READER })).rejects.toThrow(
        /Nothing is stored/,
      );
    } finally {
      await handle.close();
    }
  });

  it.each(['team:1', 'agent', 'erased', ''])('refuses to erase %p, which is not a reader', async (sub) => {
    const handle = await databaseAtLevel(migrationJournal().length);
    try {
      await expect(eraseReader(handle.db, { projectId: PROJECT, sub })).rejects.toThrow(
        /not of a team member/,
      );
    } finally {
      await handle.close();
    }
  });
});
