import 'server-only';
/**
 * POST /api/agent-feedback: the MCP tool submit_feedback as a small JSON endpoint, for agents that do not speak
 * MCP. Body: `{"page": "/guides/primitives/atoms", "problem": "…", "suggestion": "…", "client": "my-agent"}`
 * (`suggestion` and `client` optional). Answers 201 `{"ok": true, "id": "…", "page": "/guides/…"}`; an unknown
 * page is a 404, bad fields a 400 naming the field, past the per-address limit a 429. Called by programs from
 * anywhere without an Origin; browsers only from the allowed origins (./origins.ts). It holds no credentials and
 * what it stores is never shown to readers.
 */
import { jsonAnswer } from '../server/answer';
import { route } from '../server/route';
import { agentsCors } from './origins';
import { agentFeedbackBody, submitAgentFeedback } from './feedback';
import { agentFeedbackRateLimit } from './feedback-limit';

export const agentFeedbackEndpoint = route({
  method: 'POST',
  origin: agentsCors('content-type'),
  body: { schema: agentFeedbackBody, maxBytes: 8 * 1024 },
  rateLimit: [{ rule: ({ ip, env }) => agentFeedbackRateLimit(ip, env) }],
  handler: async ({ db, env, ip }, body) => {
    const stored = await submitAgentFeedback(db, env, body, { via: 'api', client: ip });
    return jsonAnswer({ ok: true, ...stored }, 201);
  },
});
