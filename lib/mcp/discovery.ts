/**
 * /.well-known/mcp: what an agent needs to find and use the docs' MCP server without reading a page — its
 * endpoint, transport, tools and a one-line description — built from the site's configured address
 * (lib/site-config.ts). The shape follows the MCP "server card" idea (a JSON description at a well-known
 * address): name, title, version, description, the remote endpoint with its transport, the tools, and where
 * the docs index lives.
 */
import packageJson from '../../package.json';
import { siteConfig } from '../site-config';
import {
  CONNECT_GUIDE_PATH,
  CONNECT_SECTION_ID,
  MCP_SERVER_NAME,
  mcpEndpointUrl,
} from '../content/mcp-install-snippets';
import { MCP_TOOLS } from './tool-list';

export const MCP_DESCRIPTION =
  'Search, read and give feedback on the Intuition protocol documentation (atoms, triples, signal, bonding ' +
  'curves, contracts, GraphQL API, SDKs).';

export function mcpDiscovery(siteUrl: string = siteConfig.url) {
  return {
    name: MCP_SERVER_NAME,
    title: siteConfig.title,
    version: packageJson.version,
    description: MCP_DESCRIPTION,
    endpoint: mcpEndpointUrl(siteUrl),
    transport: 'streamable-http',
    stateless: true,
    authentication: 'none',
    remotes: [{ type: 'streamable-http', url: mcpEndpointUrl(siteUrl) }],
    tools: MCP_TOOLS.map(({ name, title, description }) => ({ name, title, description })),
    documentation: `${siteUrl}${CONNECT_GUIDE_PATH}#${CONNECT_SECTION_ID}`,
    llms: `${siteUrl}/llms.txt`,
    feedback: `${siteUrl}/api/agent-feedback`,
  };
}
