/** Server start-up: the migrated database with the default widget project (WIDGET_PUBLIC_ID) in place. */
import { widgetPublicId } from '../env';
import { getDb, type Db } from './client';
import { projects } from './schema';

export async function bootstrapDatabase(publicId = widgetPublicId()): Promise<Db> {
  const { db } = await getDb();
  await db.insert(projects).values({ publicId }).onConflictDoNothing();
  return db;
}
