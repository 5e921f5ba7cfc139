/**
 * The docs MCP server's tools as clients see them before connecting: the one list the server registers its
 * tools with (titles and descriptions) and /.well-known/mcp describes. Imports nothing server-only.
 */
export const MCP_TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the Intuition docs',
    description:
      'Full-text search over every section of the Intuition documentation (concepts, smart contracts, ' +
      'GraphQL API, SDKs, guides). Returns the best sections first, each with its title path ' +
      '(Page › Section › Subsection), its URL with the anchor, and a plain-text snippet.',
  },
  {
    name: 'get_page',
    title: 'Read a docs page',
    description:
      'The full text of one page of the Intuition documentation as Markdown, with its title, description ' +
      'and source URL. Use a path or URL from search_docs, e.g. /guides/primitives/atoms.',
  },
  {
    name: 'list_pages',
    title: 'List the docs pages',
    description:
      'Every page of the Intuition documentation: the guides as the sidebar tree (sections and pages in ' +
      'order) with their titles and URLs, then the other pages.',
  },
  {
    name: 'get_examples',
    title: 'Get a page’s code examples',
    description:
      'The code examples of one page, each with its language, its file name when it has one, and how CI ' +
      'checks it: executed on a local Intuition chain, compiled against the pinned SDKs, checked against the ' +
      'GraphQL schema, or not checked. Prefer the examples that run.',
  },
  {
    name: 'submit_feedback',
    title: 'Report a problem with a page',
    description:
      'Tell the docs team that a page is wrong, unclear or missing something: the page (path or URL), what ' +
      'is wrong (at most 200 characters) and optionally the correction. It goes to the team’s inbox, is never ' +
      'published, and is limited per address.',
  },
] as const;

export type McpToolName = (typeof MCP_TOOLS)[number]['name'];

/** What one request to /api/mcp may hold and answer (enforced by ./limits.ts). */
export const MCP_LIMITS = {
  /** JSON-RPC messages in one POST (a batch); clients send one. */
  messages: 10,
  /** tools/call messages in one POST. */
  toolCalls: 4,
  /** Characters of one tool result's text (the longest page's Markdown is about 30,000). */
  resultChars: 100_000,
} as const;
