import 'server-only';
/**
 * The one wrapper of every team dashboard action (route handlers under /api/team/…), for HTML forms and for
 * fetch: refuses cross-site requests (Origin or Sec-Fetch-Site must say same origin), requires a valid team
 * session (and a chosen password), parses the form or JSON body with a schema (400 with a message), and
 * answers forms with a 303 back to the page they came from carrying a notice, and fetch calls with JSON.
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { ApiError } from '../comments/errors';
import { serverEnv, siteOrigin, widgetDb } from '../comments/http';
import { seeOther } from '../comments/see-other';
import { memberForSession, SESSION_COOKIE, type TeamMember } from '../comments/team';
import type { Db } from '../db/client';
import { mustChangePassword } from './session';

export interface TeamActionContext {
  db: Db;
  member: TeamMember;
  request: NextRequest;
}

export interface TeamActionResult {
  /** Shown to the member on the page the form came from. */
  notice?: string;
  /** Where a form goes next (a same-site path); by default the page it came from. */
  redirectTo?: string;
  /** Sent to fetch callers. */
  json?: unknown;
}

const originOf = (request: NextRequest) =>
  siteOrigin({ url: request.nextUrl, headers: request.headers }, serverEnv());

/** Whether the request comes from a page of this site (not another site's form or script). */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin === originOf(request);
}

const safePath = (path: string | null | undefined) =>
  path && path.startsWith('/') && !path.startsWith('//') ? path : null;

function backTo(request: NextRequest, body: Record<string, unknown>): string {
  const fromForm = safePath(typeof body.back === 'string' ? body.back : null);
  if (fromForm) return fromForm;
  const referer = request.headers.get('referer');
  if (referer) {
    const url = new URL(referer);
    if (url.origin === originOf(request)) return `${url.pathname}${url.search}`;
  }
  return '/team';
}

function withNotice(path: string, key: 'notice' | 'error', message: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.delete('notice');
  url.searchParams.delete('error');
  url.searchParams.set(key, message);
  return `${url.pathname}${url.search}${url.hash}`;
}

async function readBody(request: NextRequest, form: boolean): Promise<Record<string, unknown>> {
  if (form) {
    const data = await request.formData().catch(() => null);
    if (!data) throw new ApiError(400, 'The form could not be read');
    const out: Record<string, unknown> = {};
    for (const [key, value] of data.entries()) {
      if (typeof value !== 'string') continue;
      const existing = out[key];
      out[key] = existing === undefined ? value : [existing, value].flat();
    }
    return out;
  }
  const json: unknown = await request.json().catch(() => {
    throw new ApiError(400, 'The body must be JSON');
  });
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ApiError(400, 'The body must be a JSON object');
  }
  return json as Record<string, unknown>;
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
  return async (request: NextRequest): Promise<NextResponse> => {
    const form = !(request.headers.get('content-type') ?? '').includes('application/json');
    let raw: Record<string, unknown> = {};
    try {
      if (!isSameOrigin(request)) throw new ApiError(403, 'Cross-site request refused');
      const db = await widgetDb();
      const member = await memberForSession(db, request.cookies.get(SESSION_COOKIE)?.value);
      if (!member) throw new ApiError(401, 'Sign in as a team member first');
      if (!options.beforePasswordChange && (await mustChangePassword(member.id))) {
        throw new ApiError(403, 'Choose a new password first');
      }
      raw = await readBody(request, form);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      const result = await handler({ db, member, request }, parsed.data);
      if (!form) return NextResponse.json(result.json ?? { ok: true, notice: result.notice });
      const target = safePath(result.redirectTo) ?? backTo(request, raw);
      return seeOther(result.notice ? withNotice(target, 'notice', result.notice) : target);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500;
      const message = error instanceof ApiError ? error.message : 'The action failed';
      if (!(error instanceof ApiError)) console.error('team action failed', error);
      if (form && status === 401) {
        return seeOther('/team/login');
      }
      if (form && status !== 403) {
        return seeOther(withNotice(backTo(request, raw), 'error', message));
      }
      return NextResponse.json({ error: message }, { status });
    }
  };
}
