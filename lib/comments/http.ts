import 'server-only';
/**
 * The one wrapper of every widget endpoint: CORS for allowed origins, CSRF refusal of cross-origin POSTs,
 * the x-sparkle-* headers (page URL, project), JSON bodies (415 / 413 / 400 before any work), the team
 * session, and errors turned into `{error}` JSON responses. Framework-neutral: it works on a minimal request
 * and returns a plain answer, so Next route handlers (next-adapter.ts) and the Node fast path of server.mjs
 * (node-adapter.ts) share it. Route files only name the endpoint.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MAX_BODY_BYTES, SPARKLE_HEADERS } from '@/widget/contract';
import { bootstrapDatabase } from '../db/bootstrap';
import type { Db } from '../db/client';
import { parseServerEnv, type ServerEnv } from '../env';
import { ApiError } from './errors';
import { OriginAllowList } from './origins';
import { allProjectOrigins, requireProject, type Project } from './projects';
import { pruneRateLimits } from './rate-limit';
import { memberForSession, SESSION_COOKIE, type TeamMember } from './team';

export const VISITOR_COOKIE = 'docsly_visitor';
const ALLOWED_HEADERS = [
  'content-type',
  SPARKLE_HEADERS.from,
  SPARKLE_HEADERS.version,
  SPARKLE_HEADERS.publicId,
].join(', ');

/** The little of an HTTP request the endpoints need. */
export interface WidgetHttpRequest {
  method: string;
  /** Full URL as the client addressed it. */
  url: URL;
  headers: Headers;
  cookie(name: string): string | undefined;
  body(): Promise<Uint8Array>;
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
  secure: boolean;
}

/** What an endpoint answers: JSON text (or nothing), headers, and cookies to set (httpOnly, SameSite=Lax, path /). */
export interface WidgetHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  cookies: CookieToSet[];
}

/** An answer that is already JSON text (a cached listing): sent as is, not serialised again. */
export class JsonText {
  constructor(
    readonly text: string,
    /** Entity tag of the text, for conditional GETs (If-None-Match → 304). */
    readonly etag?: string,
  ) {}
}

let envCache: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  envCache ??= parseServerEnv(process.env);
  return envCache;
}

let bootstrapped: Promise<Db> | undefined;
/** The database, migrated, with the default project present (instrumentation.ts did this at start-up). */
export function widgetDb(): Promise<Db> {
  bootstrapped ??= bootstrapDatabase(serverEnv().WIDGET_PUBLIC_ID)
    .then((db) => {
      // Old rate-limit windows are useless: drop them now and every hour.
      const prune = () =>
        pruneRateLimits(db).catch((error: unknown) => console.error('pruning rate limits failed', error));
      void prune();
      setInterval(prune, 3_600_000).unref();
      return db;
    })
    .catch((error: unknown) => {
      bootstrapped = undefined;
      throw error;
    });
  return bootstrapped;
}

export interface WidgetRequestContext {
  request: WidgetHttpRequest;
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

export interface WidgetEndpoint {
  method: 'GET' | 'POST';
  handle(request: WidgetHttpRequest): Promise<WidgetHttpAnswer>;
  preflight(request: WidgetHttpRequest): Promise<WidgetHttpAnswer>;
}

export interface WidgetEndpointOptions<TBody> {
  method: 'GET' | 'POST';
  /** Schema of the JSON body (POST). */
  body?: z.ZodType<TBody>;
  handler: (context: WidgetRequestContext, body: TBody) => Promise<unknown>;
}

/**
 * The site's own origin as the visitor reached it, so a fresh install works on any address: the Host header
 * (the proxy's X-Forwarded-* headers with TRUST_PROXY). Used by the widget API and the team dashboard's actions.
 */
export function siteOrigin(request: { url: URL; headers: Headers }, env: ServerEnv): string {
  const proto = env.TRUST_PROXY
    ? (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http')
    : request.url.protocol.replace(':', '');
  const host =
    (env.TRUST_PROXY ? request.headers.get('x-forwarded-host') : null) ??
    request.headers.get('host') ??
    request.url.host;
  return `${proto}://${host}`;
}

function allowedOrigins(request: WidgetHttpRequest, env: ServerEnv, project?: Project): OriginAllowList {
  return new OriginAllowList([
    siteOrigin(request, env),
    ...env.WIDGET_ALLOWED_ORIGINS,
    ...(project?.allowedOrigins ?? []),
  ]);
}

/** The client's address: set by server.mjs from the socket (or the trusted proxy's header). */
export function clientIp(request: { headers: Headers }, env: ServerEnv): string {
  const fromServer = request.headers.get('x-docs-client-ip');
  if (fromServer) return fromServer;
  if (env.TRUST_PROXY) return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
  return 'unknown';
}

function corsHeaders(origin: string | null, allowed: OriginAllowList): Record<string, string> {
  if (!origin || !allowed.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function json(data: unknown, status: number, headers: Record<string, string>): WidgetHttpAnswer {
  const etag: Record<string, string> = data instanceof JsonText && data.etag ? { ETag: data.etag } : {};
  return {
    status,
    // no-cache: the browser may keep a copy but must revalidate it (cheap with the ETag).
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': etag.ETag ? 'private, no-cache' : 'no-store',
      ...etag,
      ...headers,
    },
    body: data instanceof JsonText ? data.text : JSON.stringify(data),
    cookies: [],
  };
}

function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.join('.');
  return path ? `Invalid ${path}: ${issue.message}` : issue.message;
}

async function readJsonBody(request: WidgetHttpRequest): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, 'Send the body as JSON with Content-Type: application/json');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, `The body must be at most ${MAX_BODY_BYTES} bytes`);
  const bytes = await request.body();
  if (bytes.byteLength > MAX_BODY_BYTES)
    throw new ApiError(413, `The body must be at most ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, 'The body is not valid JSON');
  }
}

function normalizePagePath(raw: string): string {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, 'The page path is not valid');
  }
  if (!path.startsWith('/')) throw new ApiError(400, 'The page path must start with "/"');
  if (path.length > 1024) throw new ApiError(400, 'The page path is too long');
  return path.replace(/\/+$/, '') || '/';
}

function pagePathname(request: WidgetHttpRequest, allowed: OriginAllowList): string {
  const from = request.headers.get(SPARKLE_HEADERS.from);
  if (!from) throw new ApiError(400, `Missing the ${SPARKLE_HEADERS.from} header (the page URL)`);
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    throw new ApiError(400, `${SPARKLE_HEADERS.from} must be a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ApiError(403, `${SPARKLE_HEADERS.from} must be an http(s) URL`);
  if (!allowed.has(url.origin))
    throw new ApiError(403, `Comments are not enabled for pages on ${url.origin}`);
  return normalizePagePath(url.pathname);
}

export function widgetEndpoint<TBody = undefined>(options: WidgetEndpointOptions<TBody>): WidgetEndpoint {
  async function handle(request: WidgetHttpRequest): Promise<WidgetHttpAnswer> {
    const env = serverEnv();
    const origin = request.headers.get('origin');
    let cors: Record<string, string> = {};
    try {
      const db = await widgetDb();
      const publicId =
        request.headers.get(SPARKLE_HEADERS.publicId) ?? request.url.searchParams.get('publicId');
      const project = await requireProject(db, publicId);
      const allowed = allowedOrigins(request, env, project);
      cors = corsHeaders(origin, allowed);
      const crossSite = request.headers.get('sec-fetch-site') === 'cross-site';
      if (options.method === 'POST' && ((origin && !allowed.has(origin)) || (crossSite && !origin))) {
        throw new ApiError(403, 'Cross-origin requests from this origin are not allowed');
      }
      const pagePath = pagePathname(request, allowed);
      // GETs name the page in the query (the contract's `pathname`); the header still has to be allowed.
      const queryPath = options.method === 'GET' ? request.url.searchParams.get('pathname') : null;
      const pathname = queryPath ? normalizePagePath(queryPath) : pagePath;
      const body = options.body ? options.body.safeParse(await readJsonBody(request)) : undefined;
      if (body && !body.success) throw new ApiError(400, describeZodError(body.error));
      const sessionToken = request.cookie(SESSION_COOKIE);
      const team = sessionToken ? await memberForSession(db, sessionToken) : undefined;
      const existingVisitor = request.cookie(VISITOR_COOKIE);
      const visitorId =
        existingVisitor && /^[a-f0-9-]{36}$/.test(existingVisitor) ? existingVisitor : randomUUID();
      const result = await options.handler(
        { request, db, env, project, pathname, team, ip: clientIp(request, env), visitorId },
        (body?.data ?? undefined) as TBody,
      );
      const answer = json(result, 200, cors);
      const etag = answer.headers.ETag;
      if (etag && request.headers.get('if-none-match') === etag) {
        answer.status = 304;
        answer.body = null;
      }
      if (visitorId !== existingVisitor) {
        answer.cookies.push({
          name: VISITOR_COOKIE,
          value: visitorId,
          maxAge: 365 * 86_400,
          secure: process.env.NODE_ENV === 'production' && request.url.protocol === 'https:',
        });
      }
      return answer;
    } catch (error) {
      if (error instanceof ApiError)
        return json({ error: error.message }, error.status, { ...cors, ...error.headers });
      console.error('widget API error', error);
      return json({ error: 'The server could not handle this request; nothing was saved' }, 500, cors);
    }
  }

  // A preflight carries no x-sparkle-* values, so it accepts the origins configured for any project; the
  // real request is then checked against its own project.
  async function preflight(request: WidgetHttpRequest): Promise<WidgetHttpAnswer> {
    const env = serverEnv();
    const allowed = allowedOrigins(request, env);
    try {
      for (const origin of await allProjectOrigins(await widgetDb())) allowed.add(origin);
    } catch {
      // database unavailable: only the site's own and configured origins
    }
    return {
      status: 204,
      headers: corsHeaders(request.headers.get('origin'), allowed),
      body: null,
      cookies: [],
    };
  }

  return { method: options.method, handle, preflight };
}
