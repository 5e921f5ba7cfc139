import type { ServerEnv } from '../env';
import type { RateLimit } from '../server/rate-limit';

/**
 * The per-address search limit, counted in memory: one per call here, one per MCP search_docs or page-reading
 * tool call (lib/mcp/limits.ts), under the same key.
 */
export function searchRateLimit(ip: string, env: ServerEnv): RateLimit {
  return {
    key: `search:ip:${ip}`,
    limit: env.RATE_LIMIT_SEARCH_PER_IP_MINUTE,
    windowSeconds: 60,
    message: 'Too many searches from your address: wait a minute',
  };
}
