import 'server-only';
/**
 * /api/mcp: the docs' MCP server over the Streamable HTTP transport, as a configuration of the one route
 * definition (lib/server/route.ts), so the pipeline reads the body with its byte cap and counts the rate limits.
 * It is stateless: every POST gets a new server and transport, answers with JSON and is done, so any number of
 * instances can serve it and nothing is kept between requests. Without sessions there is nothing to stream to or
 * to end, so GET (the server-to-client stream) and DELETE (end of session) answer 405 with a JSON-RPC error, as
 * the protocol allows. Answers carry `Access-Control-Allow-Origin: *`: agents and browser-based clients (the MCP
 * Inspector's direct mode) call it from anywhere, and it holds no credentials.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { z } from 'zod';
import { emptyAnswer, type ApiAnswer } from '../server/answer';
import type { ApiRequest } from '../server/request';
import { route } from '../server/route';
import { ensureLocalIndex } from '../search/local-engine';
import { ApiError } from '../server/errors';
import { clientNameFromToken, clientToken, initializeClientInfo } from './client-token';
import { agentFeedbackRateLimit } from './feedback';
import { createDocsMcpServer } from './server';

/** The largest JSON-RPC message (or batch) accepted: tool arguments are short. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

const SESSION_HEADER = 'mcp-session-id';

/** JSON-RPC's "server error" code, which the SDK's transport also uses for its HTTP-level refusals. */
const SERVER_ERROR = -32000;

export const mcpErrorBody = (_status: number, message: string) => ({
  jsonrpc: '2.0',
  error: { code: SERVER_ERROR, message },
  id: null,
});

/** The transport's web Response as the pipeline's answer (JSON bodies are small: read whole). */
async function toAnswer(response: Response): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const text = await response.text();
  const answer = emptyAnswer(response.status, { 'Cache-Control': 'no-store', ...headers });
  answer.body = text === '' ? null : text;
  return answer;
}

/** How many of the messages (one, or a batch) call submit_feedback. */
function feedbackCalls(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((message) => {
    if (typeof message !== 'object' || message === null) return false;
    const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
    return method === 'tools/call' && params?.name === 'submit_feedback';
  }).length;
}

async function answerMessages(request: ApiRequest, body: unknown, client: string): Promise<ApiAnswer> {
  await ensureLocalIndex().catch((error: unknown) =>
    console.error('search: the index could not be built', error),
  );
  const server = createDocsMcpServer({
    clientName: clientNameFromToken(request.headers.get(SESSION_HEADER)),
    client,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    // The body was read and decoded by the pipeline; the transport gets the headers it checks (Accept,
    // Content-Type, the protocol version) and the parsed message.
    const webRequest = new Request(request.url, { method: 'POST', headers: request.headers });
    const answer = await toAnswer(await transport.handleRequest(webRequest, { parsedBody: body }));
    const token = clientToken(initializeClientInfo(body));
    if (token && answer.status === 200) answer.headers[SESSION_HEADER] = token;
    return answer;
  } finally {
    // With JSON answers the response is complete here: nothing else will use this server.
    await server.close();
  }
}

export const mcpEndpoint = route({
  method: 'POST',
  origin: {
    anyOrigin: true,
    allowHeaders: 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
    exposeHeaders: 'mcp-protocol-version, mcp-session-id',
  },
  refuse: {
    methods: ['GET', 'DELETE'],
    message:
      'This MCP server is stateless: send JSON-RPC messages with POST (Streamable HTTP). It offers no ' +
      'server-to-client stream (GET) and keeps no sessions to end (DELETE).',
  },
  errorBody: mcpErrorBody,
  // Search and reading pages need no database; only submit_feedback opens it (and its rate limit).
  database: false,
  body: { schema: z.unknown(), maxBytes: MCP_MAX_BODY_BYTES },
  // submit_feedback writes to the team's inbox: counted per address, like the JSON endpoint, before the tool
  // runs (past the limit the whole request is a 429 with Retry-After).
  rateLimit: [
    {
      rule: ({ ip, env }, body) => {
        const calls = feedbackCalls(body);
        if (calls > 1) throw new ApiError(400, 'Send one submit_feedback call per request');
        return calls === 1 ? agentFeedbackRateLimit(ip, env) : undefined;
      },
    },
  ],
  handler: ({ request, ip }, body) => answerMessages(request, body, ip),
});
