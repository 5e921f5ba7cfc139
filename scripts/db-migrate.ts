/** npm run db:migrate — applies the SQL migrations to the configured database (PGlite or DATABASE_URL). */
import { createDb } from '../lib/db/client';
import { fail } from './admin-client';

async function main() {
  const handle = await createDb();
  await handle.close();
  console.log(`Migrations applied (${handle.kind}).`);
}

main().catch(fail);
