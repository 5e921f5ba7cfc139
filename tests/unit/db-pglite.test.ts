import { sql } from 'drizzle-orm';
import { createDb, dumpMigratedTemplate } from '@/lib/db/client';
import { projects } from '@/lib/db/schema';

describe('createDb (PGlite in memory)', () => {
  it('migrates a fresh database and reads back what it wrote', async () => {
    const handle = await createDb({ dataDir: 'memory://', url: '' });
    try {
      expect(handle.kind).toBe('pglite');
      await handle.db.insert(projects).values({ publicId: 'p1' });
      const rows = await handle.db.select().from(projects);
      expect(rows).toEqual([
        expect.objectContaining({ publicId: 'p1', status: 'on', plan: 'business', allowedOrigins: [] }),
      ]);
    } finally {
      await handle.close();
    }
  });

  it('starts databases from a migrated template: every migration applied, each copy independent', async () => {
    const template = await dumpMigratedTemplate();
    const first = await createDb({ dataDir: 'memory://', url: '', template });
    const second = await createDb({ dataDir: 'memory://', url: '', template });
    try {
      const applied = await first.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const fresh = await createDb({ dataDir: 'memory://', url: '' });
      const expected = await fresh.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      await fresh.close();
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
        (expected as unknown as { rows: { n: number }[] }).rows[0]!.n,
      );
      await first.db.insert(projects).values({ publicId: 'only-in-first' });
      expect(await second.db.select().from(projects)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
