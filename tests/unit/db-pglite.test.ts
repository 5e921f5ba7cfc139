import { createDb } from '@/lib/db/client';
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
});
