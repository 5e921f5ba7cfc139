/**
 * How to connect an MCP client to the docs' own server (/api/mcp), for the clients readers use most. One
 * definition for the MCP guide (the <ConnectDocsMcp /> component and its Markdown form), the page-actions menu
 * and /.well-known/mcp. Built from the site's configured address (lib/site-config.ts), never from a request.
 *
 * The formats, checked on 2026-11-24 against stored copies of public pages: Claude Code's
 * `claude mcp add --transport http <name> <url>` (its MCP documentation, as quoted by the claudetto wiki's "Claude
 * Code MCP" page, 2026-10); Cursor's `mcpServers` map with a `url` in `~/.cursor/mcp.json` or `.cursor/mcp.json`
 * (cursor.com/docs/mcp, as quoted by guides checked against it in 2026-10); VS Code's top-level `servers` map with
 * `"type": "http"` in `.vscode/mcp.json` (code.visualstudio.com, "Use MCP servers in VS Code"); Claude Desktop's
 * `claude_desktop_config.json`, whose entries start local programs, so it reaches a URL through the `mcp-remote`
 * bridge (npm package mcp-remote, as vendors' Claude Desktop guides use it). Contains no secrets and imports
 * nothing server-only.
 */
import { siteConfig } from '../site-config';
import { slugifyLabel } from './routes';

/** The name clients list the server under. */
export const MCP_SERVER_NAME = 'intuition-docs';
export const MCP_ENDPOINT_PATH = '/api/mcp';
/** The MCP guide's section that shows the snippets (its heading id). */
export const CONNECT_SECTION_ID = 'connect-the-docs-to-your-editor';
export const CONNECT_GUIDE_PATH = '/guides/quickstart/mcp-integration';

export interface InstallSnippet {
  client: string;
  /**
   * The id of the client's heading (`connect-claude-desktop`): each client is a heading of its own under the
   * connect section, so a link, search and AI answers reach the one snippet a reader asks for.
   */
  anchor: string;
  /** Where the snippet goes, in a sentence. */
  where: string;
  /** The code block's language. */
  language: 'bash' | 'json';
  code: string;
}

export const mcpEndpointUrl = (siteUrl: string = siteConfig.url) => `${siteUrl}${MCP_ENDPOINT_PATH}`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function installSnippets(siteUrl: string = siteConfig.url): InstallSnippet[] {
  const url = mcpEndpointUrl(siteUrl);
  const snippets: Omit<InstallSnippet, 'anchor'>[] = [
    {
      client: 'Claude Code',
      where: 'Run in a terminal (add `--scope user` to have it in every project):',
      language: 'bash',
      code: `claude mcp add --transport http ${MCP_SERVER_NAME} ${url}`,
    },
    {
      client: 'Cursor',
      where: 'Add to `~/.cursor/mcp.json` (every project) or `.cursor/mcp.json` (one project):',
      language: 'json',
      code: json({ mcpServers: { [MCP_SERVER_NAME]: { url } } }),
    },
    {
      client: 'VS Code',
      where: 'Add to `.vscode/mcp.json` in your workspace (or run the “MCP: Add Server” command):',
      language: 'json',
      code: json({ servers: { [MCP_SERVER_NAME]: { type: 'http', url } } }),
    },
    {
      client: 'Claude Desktop',
      where:
        'Add to `claude_desktop_config.json` (Settings → Developer → Edit Config); the `mcp-remote` bridge ' +
        'connects it to the URL:',
      language: 'json',
      code: json({ mcpServers: { [MCP_SERVER_NAME]: { command: 'npx', args: ['-y', 'mcp-remote', url] } } }),
    },
  ];
  return snippets.map((snippet) => ({ ...snippet, anchor: `connect-${slugifyLabel(snippet.client)}` }));
}
