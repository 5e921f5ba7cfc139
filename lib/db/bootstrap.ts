/** Server start-up: the migrated database with the default widget project (WIDGET_PUBLIC_ID) in place. */
import { getDb, type Db } from './client';
import { projects } from './schema';

export const DEFAULT_PUBLIC_ID = 'intuition-docs';

export async function bootstrapDatabase(
  publicId = process.env.WIDGET_PUBLIC_ID?.trim() || DEFAULT_PUBLIC_ID,
): Promise<Db> {
  const { db } = await getDb();
  await db.insert(projects).values({ publicId }).onConflictDoNothing();
  return db;
}
