import 'server-only';
/**
 * /api/mcp: the docs' MCP server over the Streamable HTTP transport, as a configuration of the one route
 * definition (lib/server/route.ts), so the pipeline reads the body with its byte cap and counts the rate limits.
 * It is stateless: every POST gets a new server and transport, answers with JSON and is done, so any number of
 * instances can serve it and nothing is kept between requests. Without sessions there is nothing to stream to or
 * to end, so GET (the server-to-client stream) and DELETE (end of session) answer 405 with a JSON-RPC error, as
 * the protocol allows. Programs (which send no Origin) are served from anywhere; browsers only from the allowed
 * origins, at the site's own address (./origins.ts; the transport specification asks servers to validate Origin
 * against DNS rebinding). What one request may cost is bounded by ./limits.ts. A body that is not JSON is
 * JSON-RPC's parse error (-32700).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { emptyAnswer, type ApiAnswer } from '../server/answer';
import type { ApiRequest } from '../server/request';
import { route } from '../server/route';
import { ensureLocalIndex } from '../search/local-engine';
import { NotJsonError } from '../server/body';
import { clientNameFromToken, clientToken, initializeClientInfo } from './client-token';
import { mcpBody, mcpRateLimits } from './limits';
import { agentsCors } from './origins';
import { createDocsMcpServer } from './server';

/** The largest JSON-RPC message (or batch) accepted: tool arguments are short. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

const SESSION_HEADER = 'mcp-session-id';

/** JSON-RPC's "server error" code, which the SDK's transport also uses for its HTTP-level refusals. */
const SERVER_ERROR = -32000;
/** JSON-RPC's code for a message that is not JSON. */
const PARSE_ERROR = -32700;

export const mcpErrorBody = (_status: number, message: string, error?: unknown) => ({
  jsonrpc: '2.0',
  error: { code: error instanceof NotJsonError ? PARSE_ERROR : SERVER_ERROR, message },
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
  origin: agentsCors(
    'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
    'mcp-protocol-version, mcp-session-id',
  ),
  refuse: {
    methods: ['GET', 'DELETE'],
    message:
      'This MCP server is stateless: send JSON-RPC messages with POST (Streamable HTTP). It offers no ' +
      'server-to-client stream (GET) and keeps no sessions to end (DELETE).',
  },
  errorBody: mcpErrorBody,
  // Search and reading pages need no database; only submit_feedback opens it (and its rate limit).
  database: false,
  body: { schema: mcpBody, maxBytes: MCP_MAX_BODY_BYTES },
  // Every tool call counts against the per-address limit of the endpoint it stands for (./limits.ts), before any
  // tool runs: search and page reads in memory, submit_feedback (which writes to the team's inbox) in the
  // database. Past a limit the whole request is a 429 with Retry-After.
  rateLimit: [
    {
      store: 'memory',
      rule: ({ ip, env }, body) => mcpRateLimits(body, ip, env, 'memory'),
    },
    { rule: ({ ip, env }, body) => mcpRateLimits(body, ip, env, 'database') },
  ],
  handler: ({ request, ip }, body) => answerMessages(request, body, ip),
});
