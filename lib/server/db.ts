import 'server-only';
/**
 * The database accessor of the whole app: migrated, with the default widget project in place (instrumentation.ts
 * does this at start-up; the first request does it where instrumentation does not run). Old rate-limit windows
 * are pruned now and every hour.
 */
import { bootstrapDatabase } from '../db/bootstrap';
import type { Db } from '../db/client';
import { pruneRateLimits } from './rate-limit';
import { dropProcessSingleton, processSingleton } from './singleton';

export type { Db } from '../db/client';

export function getDb(): Promise<Db> {
  return processSingleton('bootstrapped-db', () =>
    bootstrapDatabase()
      .then((db) => {
        const prune = () =>
          pruneRateLimits(db).catch((error: unknown) => console.error('pruning rate limits failed', error));
        void prune();
        setInterval(prune, 3_600_000).unref();
        return db;
      })
      .catch((error: unknown) => {
        dropProcessSingleton('bootstrapped-db');
        throw error;
      }),
  );
}
