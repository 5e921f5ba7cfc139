// The docs' MCP server described for agents (lib/mcp/discovery.ts); written at build time.
import { mcpDiscovery } from '@/lib/mcp/discovery';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(mcpDiscovery(), null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=3600',
    },
  });
}
