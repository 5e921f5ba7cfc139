import 'server-only';
/**
 * Team dashboard actions (route handlers under /api/team/…) as configurations of the one route definition:
 * same-origin only, a signed-in member (who has chosen a password, unless the action is the password change),
 * a form or JSON body validated by the action's schema. Forms get a 303 back to the page they came from with a
 * notice or the error; fetch calls get JSON.
 */
import type { z } from 'zod';
import { redirectAnswer } from '../server/answer';
import type { Db } from '../server/db';
import type { ApiRequest } from '../server/request';
import { sameSitePath, siteOrigin } from '../server/request';
import { route, type RouteContext } from '../server/route';
import { serverEnv } from '../env';
import { SESSION_COOKIE, type TeamMember } from './accounts';
import { passwordChangeSession, teamSession } from './session';

export interface TeamActionContext {
  db: Db;
  member: TeamMember;
  request: ApiRequest;
  ip: string;
  /** The session cookie's token (to keep this session when ending the others). */
  sessionToken: string | undefined;
}

export interface TeamActionResult {
  /** Shown to the member on the page the form came from. */
  notice?: string;
  /** Where a form goes next (a same-site path); by default the page it came from. */
  redirectTo?: string;
  /** Sent to fetch callers. */
  json?: unknown;
}

/** Form fields and JSON bodies of the dashboard are small. */
export const TEAM_ACTION_MAX_BYTES = 64 * 1024;

function backTo(request: ApiRequest, raw: unknown): string {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const fromForm = sameSitePath(typeof fields.back === 'string' ? fields.back : null);
  if (fromForm) return fromForm;
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.origin === siteOrigin(request, serverEnv()))
      return sameSitePath(`${url.pathname}${url.search}`) ?? '/team';
  }
  return '/team';
}

export function withNotice(path: string, key: 'notice' | 'error', message: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete('notice');
  url.searchParams.delete('error');
  url.searchParams.set(key, message);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface TeamActionOptions {
  /** Also for members who must still replace a one-time password (the password change itself). */
  beforePasswordChange?: boolean;
}

export function teamAction<T>(
  schema: z.ZodType<T>,
  handler: (context: TeamActionContext, body: T) => Promise<TeamActionResult>,
  options: TeamActionOptions = {},
) {
  return route({
    method: 'POST',
    origin: 'same-origin',
    auth: { by: options.beforePasswordChange ? passwordChangeSession : teamSession },
    body: { schema, maxBytes: TEAM_ACTION_MAX_BYTES, format: 'form-or-json', messagesWithPath: false },
    formError: (error, { request, raw }) => {
      if (error.status === 401) return '/team/login';
      if (error.status === 403) return null;
      return withNotice(backTo(request, raw), 'error', error.message);
    },
    handler: async (context: RouteContext<TeamMember>, body: T) => {
      const { db, user, request, ip } = context;
      const result = await handler(
        { db, member: user, request, ip, sessionToken: request.cookie(SESSION_COOKIE) },
        body,
      );
      if (!context.form) return result.json ?? { ok: true, notice: result.notice };
      const target = sameSitePath(result.redirectTo) ?? backTo(request, context.rawBody);
      return redirectAnswer(result.notice ? withNotice(target, 'notice', result.notice) : target);
    },
  });
}
