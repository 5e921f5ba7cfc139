import type { ServerEnv } from '../env';
import type { RateLimit } from '../server/rate-limit';

/** The per-address limit, shared by the MCP tool and the JSON endpoint. */
export function agentFeedbackRateLimit(ip: string, env: ServerEnv): RateLimit {
  return {
    key: `agent-feedback:ip:${ip}`,
    limit: env.RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR,
    windowSeconds: 3600,
    message: 'Too much feedback from your address: wait an hour before sending more',
  };
}
