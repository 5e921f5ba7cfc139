import 'server-only';
/**
 * The docs' MCP server (Model Context Protocol): its tools and instructions. ./endpoint.ts serves it at
 * /api/mcp as an entry of the API table; every request gets a new server (see there).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import packageJson from '../../package.json';
import { getLocalEngine } from '../search/local-engine';
import type { SearchEngine } from '../search/engine';
import { siteConfig } from '../site-config';
import { countPageRead } from '../analytics/page-read-queue';
import { serverEnv } from '../env';
import { getDb } from '../server/db';
import { httpErrorOf } from '../server/errors';
import { formatExamples, formatPageList, pageExamples } from './catalog';
import { agentFeedbackFields, submitAgentFeedback } from './feedback';
import { capResultText } from './limits';
import { MCP_TOOLS, type McpToolName } from './tool-list';
import {
  findPageMarkdown,
  formatSearchResults,
  pageNotFoundMessage,
  pagePathFrom,
  searchDocs,
} from './tools';

const SERVER_INFO = { name: 'intuition-docs', title: siteConfig.title, version: packageJson.version };

const INSTRUCTIONS =
  `Answers questions about the Intuition protocol from its documentation (${siteConfig.url}). ` +
  'Call search_docs with a few words to find the relevant sections, then get_page with a URL from the ' +
  "results to read the whole page as Markdown (list_pages lists every page; get_examples gives a page's " +
  'code examples, with how CI checks them). Cite the URLs you used. When a page is wrong or missing ' +
  'something, tell the docs team with submit_feedback.';

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

const getExamplesInput = {
  path: getPageInput.path,
  language: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .describe('Only the examples in this language: ts, tsx, graphql, bash, json…'),
};

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The title and description a tool is registered with, from the one list /.well-known/mcp also shows. */
const describe = (name: McpToolName) => {
  const tool = MCP_TOOLS.find((entry) => entry.name === name)!;
  return { title: tool.title, description: tool.description };
};

/** Every tool's answer: its text, cut at MCP_LIMITS.resultChars (./limits.ts). */
const textResult = (text: string, isError = false) => ({
  ...(isError ? { isError: true } : {}),
  content: [{ type: 'text' as const, text: capResultText(text) }],
});

function engineOrUndefined(): SearchEngine | undefined {
  try {
    return getLocalEngine();
  } catch {
    return undefined;
  }
}

export interface DocsMcpContext {
  /** The client's name from its handshake (./client-token.ts), when it sent one. */
  clientName?: string;
  /** The client as limits and holds key it (lib/server/request.ts clientKey): feedback's spam rules, reads' limit. */
  client?: string;
}

/** A new MCP server with the docs' tools. */
export function createDocsMcpServer(context: DocsMcpContext = {}): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });

  server.registerTool(
    'search_docs',
    { ...describe('search_docs'), inputSchema: searchDocsInput, annotations: readOnly },
    ({ query, limit }) => {
      const { results } = searchDocs(getLocalEngine(), query, limit);
      return textResult(formatSearchResults(query, results));
    },
  );

  server.registerTool(
    'get_page',
    { ...describe('get_page'), inputSchema: getPageInput, annotations: readOnly },
    ({ path }) => {
      const page = findPageMarkdown(path);
      if (!page) return textResult(pageNotFoundMessage(path, engineOrUndefined()), true);
      countPageRead(page.path, 'agent', context.client ?? 'unknown');
      return textResult(page.markdown);
    },
  );

  server.registerTool(
    'list_pages',
    { ...describe('list_pages'), inputSchema: {}, annotations: readOnly },
    () => textResult(formatPageList()),
  );

  server.registerTool(
    'get_examples',
    { ...describe('get_examples'), inputSchema: getExamplesInput, annotations: readOnly },
    ({ path, language }) => {
      const found = findPageMarkdown(path);
      const page = found && pageExamples(found.path);
      if (!found) return textResult(pageNotFoundMessage(path, engineOrUndefined()), true);
      if (!page)
        return textResult(`The page ${pagePathFrom(path)} is a list of pages: it has no code examples.`);
      return textResult(formatExamples(found.path, page.title, page.examples, language));
    },
  );

  server.registerTool(
    'submit_feedback',
    {
      ...describe('submit_feedback'),
      inputSchema: agentFeedbackFields,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    async (input) => {
      try {
        const { page } = await submitAgentFeedback(
          await getDb(),
          serverEnv(),
          { ...input, client: context.clientName },
          { via: 'mcp', client: context.client ?? 'unknown' },
        );
        return textResult(
          `Thank you: your feedback on ${page} is in the docs team's inbox. It is not published; the team ` +
            'reads it and corrects the page.',
        );
      } catch (error) {
        const known = httpErrorOf(error);
        if (!known || known.status >= 500) throw error;
        return textResult(known.message, true);
      }
    },
  );

  return server;
}
