import 'server-only';
/** Server secrets created on first use and kept in the database, so every instance shares them. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

const cache = new WeakMap<Db, Map<string, string>>();

export async function getSecret(db: Db, name: string): Promise<string> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  const map = cache.get(db) ?? new Map<string, string>();
  map.set(name, row.value);
  cache.set(db, map);
  return row.value;
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
