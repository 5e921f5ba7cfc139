import 'server-only';
/**
 * The docs' MCP server (Model Context Protocol) behind /api/mcp, over the Streamable HTTP transport. It is
 * stateless: every POST gets a new server and transport, answers with JSON and is done, so any number of
 * instances can serve it and nothing is kept between requests. Without sessions there is nothing to stream
 * to or to end, so GET (the server-to-client stream) and DELETE (end of session) answer 405, as the protocol
 * allows. Answers carry CORS headers: the tools only read public pages, and browser-based clients (the MCP
 * Inspector's direct mode) need them.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { z } from 'zod';
import packageJson from '../../package.json';
import { ensureLocalIndex, getLocalEngine } from '../search/local-engine';
import type { SearchEngine } from '../search/engine';
import { siteConfig } from '../site-config';
import { findPageMarkdown, formatSearchResults, pageNotFoundMessage, searchDocs } from './tools';

const SERVER_INFO = { name: 'intuition-docs', title: siteConfig.title, version: packageJson.version };

const INSTRUCTIONS =
  `Answers questions about the Intuition protocol from its documentation (${siteConfig.url}). ` +
  'Call search_docs with a few words to find the relevant sections, then get_page with a URL from the ' +
  'results to read the whole page as Markdown. Cite the URLs you used.';

const searchDocsInput = {
  query: z
    .string()
    .trim()
    .min(1, 'Give at least one word to search for.')
    .max(200, 'Keep the query under 200 characters.')
    .describe('What to look for, in a few words: "create an atom", "deposit fees", "GraphQL positions".'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(8)
    .describe('How many sections to return, best first (1–20, default 8).'),
};

const getPageInput = {
  path: z
    .string()
    .trim()
    .min(1, 'Give the path or URL of a page.')
    .max(500, 'Keep the path under 500 characters.')
    .describe(
      'The page: its path (/guides/primitives/atoms), or a full URL from search_docs; a trailing .md or a ' +
        '#anchor are accepted.',
    ),
};

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

function engineOrUndefined(): SearchEngine | undefined {
  try {
    return getLocalEngine();
  } catch {
    return undefined;
  }
}

/** A new MCP server with the docs' tools. */
export function createDocsMcpServer(): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Intuition docs',
      description:
        'Full-text search over every section of the Intuition documentation (concepts, smart contracts, ' +
        'GraphQL API, SDKs, guides). Returns the best sections first, each with its title path ' +
        '(Page › Section › Subsection), its URL with the anchor, and a plain-text snippet.',
      inputSchema: searchDocsInput,
      annotations: readOnly,
    },
    ({ query, limit }) => {
      const { results } = searchDocs(getLocalEngine(), query, limit);
      return { content: [{ type: 'text', text: formatSearchResults(query, results) }] };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'The full text of one page of the Intuition documentation as Markdown, with its title, description ' +
        'and source URL. Use a path or URL from search_docs, e.g. /guides/primitives/atoms.',
      inputSchema: getPageInput,
      annotations: readOnly,
    },
    ({ path }) => {
      const page = findPageMarkdown(path);
      if (!page) {
        return {
          isError: true,
          content: [{ type: 'text', text: pageNotFoundMessage(path, engineOrUndefined()) }],
        };
      }
      return { content: [{ type: 'text', text: page.markdown }] };
    },
  );

  return server;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
  'access-control-expose-headers': 'mcp-protocol-version, mcp-session-id',
  'access-control-max-age': '86400',
};

function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function methodNotAllowed(): Response {
  const message =
    'This MCP server is stateless: send JSON-RPC messages with POST (Streamable HTTP). It offers no ' +
    'server-to-client stream (GET) and keeps no sessions to end (DELETE).';
  return Response.json(
    { jsonrpc: '2.0', error: { code: -32000, message }, id: null },
    { status: 405, headers: { allow: 'POST, OPTIONS' } },
  );
}

/** Answers one HTTP request to the MCP endpoint. */
export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return withCors(new Response(null, { status: 204 }));
  if (request.method !== 'POST') return withCors(methodNotAllowed());
  await ensureLocalIndex().catch((error: unknown) =>
    console.error('search: the index could not be built', error),
  );
  const server = createDocsMcpServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return withCors(await transport.handleRequest(request));
  } finally {
    // With JSON answers the response is complete here: nothing else will use this server.
    await server.close();
  }
}
