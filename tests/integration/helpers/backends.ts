/** The two storage backends every API test runs against: embedded PGlite, and a real Postgres server. */
import { startPostgres } from './postgres';

export interface Backend {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export const BACKENDS: [string, () => Promise<Backend>][] = [
  ['PGlite', async () => ({ env: {}, cleanup: async () => {} })],
  [
    'Postgres',
    async () => {
      const cluster = await startPostgres();
      return { env: { DATABASE_URL: cluster.url }, cleanup: () => cluster.stop() };
    },
  ],
];
