import 'server-only';
/**
 * Which browsers may call the endpoints agents use (/api/mcp and /api/agent-feedback): pages of the site
 * (siteConfig.url), of WIDGET_ALLOWED_ORIGINS and of the allowed origins of the site's widget project
 * (`npm run project -- set <WIDGET_PUBLIC_ID> allowedOrigins=…`). Programs that send no Origin are served from
 * anywhere; the pipeline (lib/server/route.ts, ProgramsCors) applies the rule and checks the Host.
 */
import { getProjectCached } from '../comments/projects';
import type { ServerEnv } from '../env';
import { getDb } from '../server/db';
import { OriginAllowList } from '../server/origins';
import type { ProgramsCors } from '../server/route';
import { siteConfig } from '../site-config';

async function browserOrigins({ env }: { env: ServerEnv }): Promise<OriginAllowList> {
  const allowed = new OriginAllowList([siteConfig.url, ...env.WIDGET_ALLOWED_ORIGINS]);
  try {
    const project = await getProjectCached(await getDb(), env.WIDGET_PUBLIC_ID);
    for (const origin of project?.allowedOrigins ?? []) allowed.add(origin);
  } catch (error) {
    console.error('MCP: the allowed origins could not be read; only the configured ones apply', error);
  }
  return allowed;
}

/** The origin option of an endpoint for agents: programs from anywhere, browsers from the allowed origins. */
export function agentsCors(allowHeaders: string, exposeHeaders?: string): ProgramsCors {
  return { programs: true, browsers: browserOrigins, allowHeaders, exposeHeaders };
}
