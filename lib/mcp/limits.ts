import 'server-only';
/**
 * What one request to /api/mcp may cost, checked by the endpoint's pipeline before any tool runs: at most
 * MCP_LIMITS.messages JSON-RPC messages in a batch and MCP_LIMITS.toolCalls tool calls (past either: 400), every
 * tool call counted against the per-address limit of the endpoint it stands for (search_docs and the tools that
 * read pages against the search limit, submit_feedback against the agent-feedback limit: 429 with Retry-After),
 * and every tool's text cut at MCP_LIMITS.resultChars (./server.ts). An answer is therefore at most about
 * toolCalls × resultChars plus the small answers of the other messages. (A 14 KB batch of 100 get_page calls was
 * 3 MB out; 100 get_examples calls were seconds of CPU.)
 */
import { z } from 'zod';
import type { ServerEnv } from '../env';
import type { RateLimit } from '../server/rate-limit';
import { searchRateLimit } from '../search/rate-limit';
import { agentFeedbackRateLimit } from './feedback-limit';
import { MCP_LIMITS, type McpToolName } from './tool-list';

export { MCP_LIMITS };

type Store = 'memory' | 'database';

/** The limit each tool call counts against and where it is kept, by tool (a new tool must choose). */
const LIMIT_OF: Record<McpToolName, { store: Store; rule: (ip: string, env: ServerEnv) => RateLimit }> = {
  search_docs: { store: 'memory', rule: searchRateLimit },
  get_page: { store: 'memory', rule: searchRateLimit },
  get_examples: { store: 'memory', rule: searchRateLimit },
  list_pages: { store: 'memory', rule: searchRateLimit },
  submit_feedback: { store: 'database', rule: agentFeedbackRateLimit },
};

/** The names of the tools the messages call (an unknown name counts against the search limit). */
function toolCalls(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((message: unknown) => {
    if (typeof message !== 'object' || message === null) return [];
    const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
    if (method !== 'tools/call') return [];
    return [typeof params?.name === 'string' ? params.name : ''];
  });
}

/** The body's schema: any JSON-RPC message or batch within the batch and tool-call bounds (else 400). */
export const mcpBody = z.unknown().superRefine((body, context) => {
  const calls = toolCalls(body);
  const problem =
    Array.isArray(body) && body.length > MCP_LIMITS.messages
      ? `Send at most ${MCP_LIMITS.messages} JSON-RPC messages per request`
      : calls.length > MCP_LIMITS.toolCalls
        ? `Send at most ${MCP_LIMITS.toolCalls} tool calls per request`
        : calls.filter((name) => name === 'submit_feedback').length > 1
          ? 'Send one submit_feedback call per request'
          : undefined;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The limits the request's tool calls count against that are kept in `store` (memory or the database). */
export function mcpRateLimits(body: unknown, ip: string, env: ServerEnv, store: Store): RateLimit[] {
  return toolCalls(body).flatMap((name) => {
    // An unknown name (`toString` included) costs what a search costs.
    const limit = Object.hasOwn(LIMIT_OF, name) ? LIMIT_OF[name as McpToolName] : LIMIT_OF.search_docs;
    return limit.store === store ? [limit.rule(ip, env)] : [];
  });
}

/** A tool's text within MCP_LIMITS.resultChars, saying where it was cut. */
export function capResultText(text: string): string {
  if (text.length <= MCP_LIMITS.resultChars) return text;
  return (
    `${text.slice(0, MCP_LIMITS.resultChars)}\n\n[Cut at ${MCP_LIMITS.resultChars.toLocaleString('en')} ` +
    'characters: ask for a narrower part, e.g. one page or one language of examples.]'
  );
}
