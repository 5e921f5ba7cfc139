import 'server-only';
/**
 * GET /api/health for load balancers and process managers: 200 when the database answers and every migration of
 * this build is applied, 503 with the reason otherwise (lib/db/health.ts does the checking). Public, uncached,
 * and it needs no database handle from the pipeline: a database that cannot be opened is the 503's reason.
 */
import { checkHealth } from '../db/health';
import { jsonAnswer } from '../server/answer';
import { route } from '../server/route';

export const healthEndpoint = route({
  method: 'GET',
  origin: 'any',
  database: false,
  handler: async () => {
    const health = await checkHealth();
    return jsonAnswer(health, health.status === 'ok' ? 200 : 503);
  },
});
