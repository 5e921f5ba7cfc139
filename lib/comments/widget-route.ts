import 'server-only';
/**
 * The widget API's configuration of the one route definition (lib/server/route.ts): CORS for the origins the
 * project allows (the site's own, WIDGET_ALLOWED_ORIGINS, the project's list), the x-sparkle-* headers (the page
 * URL, the project), the team session when there is one, and the visitor cookie of readers without an identity.
 */
import { randomUUID } from 'node:crypto';
import { MAX_BODY_BYTES, SPARKLE_HEADERS } from '@/widget/contract';
import type { ServerEnv } from '../env';
import type { Db } from '../server/db';
import { ApiError } from '../server/errors';
import { OriginAllowList } from '../server/origins';
import type { ApiRequest } from '../server/request';
import { siteOrigin } from '../server/request';
import type { BodySchema } from '../server/body';
import {
  route,
  type CorsPolicy,
  type Endpoint,
  type Method,
  type RateLimitRule,
  type RouteContext,
} from '../server/route';
import type { TeamMember } from '../team/accounts';
import { teamSession } from '../team/session';
import { getDb } from '../server/db';
import { allProjectOrigins, requireProject, type Project } from './projects';
import { withoutTrailingSlashes } from '../server/trim';

export const VISITOR_COOKIE = 'docsly_visitor';

const projectIdOf = (request: ApiRequest) =>
  request.headers.get(SPARKLE_HEADERS.publicId) ?? request.url.searchParams.get('publicId');

const baseOrigins = (request: ApiRequest, env: ServerEnv) => [
  siteOrigin(request, env),
  ...env.WIDGET_ALLOWED_ORIGINS,
];

/** Every origin the site allows: its own, WIDGET_ALLOWED_ORIGINS, and every project's (database permitting). */
async function siteWideOrigins(request: ApiRequest, env: ServerEnv, db: () => Promise<Db>) {
  const allowed = new OriginAllowList(baseOrigins(request, env));
  const origin = request.headers.get('origin');
  if (!origin || allowed.has(origin)) return allowed;
  try {
    for (const entry of await allProjectOrigins(await db())) allowed.add(entry);
  } catch {
    // database unavailable: only the site's own and configured origins
  }
  return allowed;
}

export const widgetCors: CorsPolicy = {
  allowHeaders: [
    'content-type',
    SPARKLE_HEADERS.from,
    SPARKLE_HEADERS.version,
    SPARKLE_HEADERS.publicId,
  ].join(', '),
  async allowed(request, { db, env }) {
    const project = await requireProject(await db(), projectIdOf(request));
    return new OriginAllowList([...baseOrigins(request, env), ...project.allowedOrigins]);
  },
  preflight: (request, { env }) => siteWideOrigins(request, env, getDb),
};

/** The answer of every widget endpoint but the settings while the project's status is `off`. */
const projectIsOff = () =>
  new ApiError(403, 'Comments and feedback are turned off for this project (its status is off)');

/**
 * CORS for public endpoints that name no project (search: DocSearch or InstantSearch on the blog, the product
 * site, a preview): the origins any project allows, as the widget's preflight. Origins outside the list get no
 * CORS headers, and their POSTs a 403. The site's own origin never opens the database.
 */
export function siteWideCors(allowHeaders: string): CorsPolicy {
  return {
    allowHeaders,
    allowed: (request, { db, env }) => siteWideOrigins(request, env, db),
    preflight: (request, { env }) => siteWideOrigins(request, env, getDb),
  };
}

export interface WidgetContext {
  request: ApiRequest;
  db: Db;
  env: ServerEnv;
  project: Project;
  /** Path of the page the visitor is on (from x-sparkle-from, or the `pathname` query of a GET). */
  pathname: string;
  team?: TeamMember;
  ip: string;
  /** A stable id of this browser (cookie), for visitors without an identity. */
  visitorId: string;
}

/**
 * A page path as stored: decoded, starting with one `/` (never `//host` or a backslash, which browsers would
 * read as another site), without control characters, at most 1,024 characters, no trailing slash.
 */
export function normalizePagePath(raw: string): string {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, 'The page path is not valid');
  }
  if (!path.startsWith('/')) throw new ApiError(400, 'The page path must start with "/"');
  if (path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path))
    throw new ApiError(400, 'The page path is not valid');
  if (path.length > 1024) throw new ApiError(400, 'The page path is too long');
  return withoutTrailingSlashes(path) || '/';
}

function pagePathname(request: ApiRequest, allowed: OriginAllowList): string {
  const from = request.headers.get(SPARKLE_HEADERS.from);
  if (!from) throw new ApiError(400, `Missing the ${SPARKLE_HEADERS.from} header (the page URL)`);
  if (!URL.canParse(from)) throw new ApiError(400, `${SPARKLE_HEADERS.from} must be a URL`);
  const url = new URL(from);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ApiError(403, `${SPARKLE_HEADERS.from} must be an http(s) URL`);
  if (!allowed.has(url.origin))
    throw new ApiError(403, `Comments are not enabled for pages on ${url.origin}`);
  return normalizePagePath(url.pathname);
}

async function widgetContext(
  context: RouteContext<TeamMember | undefined>,
  method: Method,
): Promise<WidgetContext> {
  const { request, db, env } = context;
  const project = await requireProject(db, projectIdOf(request));
  const allowed = new OriginAllowList([...baseOrigins(request, env), ...project.allowedOrigins]);
  const pagePath = pagePathname(request, allowed);
  // GETs name the page in the query (the contract's `pathname`); the header still has to be allowed.
  const queryPath = method === 'GET' ? request.url.searchParams.get('pathname') : null;
  const pathname = queryPath ? normalizePagePath(queryPath) : pagePath;
  const existing = request.cookie(VISITOR_COOKIE);
  const visitorId = existing && /^[a-f0-9-]{36}$/.test(existing) ? existing : randomUUID();
  if (visitorId !== existing) {
    context.setCookie({
      name: VISITOR_COOKIE,
      value: visitorId,
      maxAge: 365 * 86_400,
      secure: process.env.NODE_ENV === 'production' && context.siteOrigin.startsWith('https:'),
    });
  }
  return { request, db, env, project, pathname, team: context.user, ip: context.ip, visitorId };
}

export interface WidgetEndpointOptions<M extends Method, Body> {
  method: M;
  /**
   * Served while the project's status is `off` (the settings the widget reads to know it must not show itself).
   * Every other endpoint, each write among them, answers 403 while the project is off.
   */
  whileOff?: 'serve';
  /** Schema of the JSON body (POST). */
  body?: BodySchema<Body>;
  /** Limits counted before the handler (per address: the route definition's `rateLimit`). */
  rateLimit?: RateLimitRule<NoInfer<Body>, TeamMember | undefined>[];
  handler: (context: WidgetContext, body: Body) => Promise<unknown>;
}

export function widgetEndpoint<M extends Method, Body = undefined>(
  options: WidgetEndpointOptions<M, Body>,
): Endpoint<M, true> {
  return route<M, Body, TeamMember | undefined>({
    method: options.method,
    origin: widgetCors,
    // A half-created member (one-time password not replaced) is a visitor here: lib/team/session.ts.
    auth: { by: teamSession, required: false },
    body: options.body ? { schema: options.body, maxBytes: MAX_BODY_BYTES } : undefined,
    rateLimit: options.rateLimit,
    handler: async (context, body) => {
      const widget = await widgetContext(context, options.method);
      if (widget.project.status !== 'on' && options.whileOff !== 'serve') throw projectIsOff();
      return options.handler(widget, body);
    },
  });
}
