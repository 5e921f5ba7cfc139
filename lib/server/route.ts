import 'server-only';
/**
 * The one route definition. Every API endpoint of the site — the widget API, search, AI answers, MCP, the team
 * dashboard's actions and CSV exports, sign-in and sign-out, the admin endpoint — is a configuration of
 * `route()`, and the pipeline below is the only place that:
 *
 * 1. applies the origin policy (same-origin only, CORS for an allow list, or any origin);
 * 2. identifies the caller (the team session, the admin token…) and refuses the unauthenticated (401) or those
 *    who must first do something else (a member who must still choose a password: 403);
 * 3. reads the body with a byte cap (the adapters stop reading past it: 413), decodes JSON or a form (415,
 *    400), refuses NUL characters in the body and the query, JSON nested deeper than MAX_JSON_DEPTH and query
 *    strings of more than MAX_QUERY_PARAMETERS parameters (400), and validates with the endpoint's schema;
 * 4. counts rate limits (429 with Retry-After), in the database or, for hot endpoints, in memory;
 * 5. turns the handler's result into an answer (JSON by default), answers conditional GETs with 304, sets
 *    cookies, and maps every error to a JSON answer — or, for forms, to a redirect with the message — so bad
 *    input never becomes a 500.
 *
 * The adapters (./next-adapter.ts for Next route handlers, ./node-adapter.ts for the server.mjs fast path)
 * only translate requests and answers; the table of endpoints both serve is lib/api/table.ts.
 */
import { serverEnv, type ServerEnv } from '../env';
import {
  emptyAnswer,
  isApiAnswer,
  jsonAnswer,
  redirectAnswer,
  type ApiAnswer,
  type CookieToSet,
} from './answer';
import {
  checkQuery,
  decodeBody,
  isFormRequest,
  refuseNul,
  validate,
  type BodyFormat,
  type BodySchema,
} from './body';
import { getDb, type Db } from './db';
import { ApiError, dataExceptionOf, httpErrorOf, loggableError, type HttpError } from './errors';
import type { OriginAllowList } from './origins';
import { consumeRateLimit, memoryRateLimits, refundRateLimit, type RateLimit } from './rate-limit';
import { clientKey, siteOrigin, type ApiRequest } from './request';

export type Method = 'GET' | 'POST';

/** Who a request's credentials name, and the refusal of a route that needs someone when there is none. */
export interface Authenticator<User> {
  /**
   * The user the credentials name, undefined for none, or an ApiError when they name someone who may not act
   * (yet): a member who must still choose a password. Such a caller is refused where a user is required and is
   * nobody (a visitor) where one is optional: the rule lives in the authenticator, not in each route.
   */
  identify(request: ApiRequest, db: Db): Promise<User | ApiError | undefined>;
  /** The error for a route that requires a user when there is none. */
  missing(): ApiError;
}

export interface AuthOptions<User> {
  by: Authenticator<User>;
  /** Refuse requests without a user (default true); false gives the handler `user` or undefined. */
  required?: boolean;
}

/** Which sites may call the endpoint. */
export type OriginOption =
  /** Browsers on this site only (Sec-Fetch-Site, else Origin); GETs are not checked (they change nothing). */
  | 'same-origin'
  /**
   * Refuses what a browser marks as coming from another site (an Origin other than ours, Sec-Fetch-Site other
   * than same-origin); scripts and tools, which send neither, are served (public endpoints that write: ask).
   */
  | 'no-cross-site'
  /** Any caller: the endpoint is public and holds no credentials (search, health). */
  | 'any'
  | CorsPolicy
  | ProgramsCors;

/**
 * Programs from anywhere, browsers only from listed origins (MCP and agent feedback, which the MCP transport
 * specification asks to validate Origin against DNS rebinding). A request without an Origin (CLI agents, server
 * code) is served; one with an Origin is served only when the origin is the site's own or in the list, and the
 * Host it was sent to is the site's (in the list, or a loopback name): a rebound name (`evil.example` resolving
 * to this server) is refused 403. Allowed origins get `Access-Control-Allow-Origin: <origin>`, never `*` and
 * never credentials, so the endpoint must hold none.
 */
export interface ProgramsCors {
  programs: true;
  /** The origins whose pages may call; asked only for requests that carry an Origin. */
  browsers(context: { env: ServerEnv }): Promise<OriginAllowList>;
  /** Request headers a caller may send. */
  allowHeaders: string;
  /** Answer headers a browser may let the caller read. */
  exposeHeaders?: string;
}

/** Methods an endpoint refuses by name: both serving paths answer them with a 405 in the endpoint's error body. */
export type RefusedMethod = 'GET' | 'DELETE' | 'PUT' | 'PATCH';

export interface RefuseOptions<R extends RefusedMethod> {
  methods: readonly R[];
  /** Why, in the 405's error body. */
  message: string;
}

/**
 * Cross-origin use by an allow list (the widget embedded on other sites, search from other sites), with CORS and
 * preflights.
 */
export interface CorsPolicy {
  /** `db` opens the database only if the policy needs it (a hot endpoint may answer its own origin without). */
  allowed(request: ApiRequest, context: { db: () => Promise<Db>; env: ServerEnv }): Promise<OriginAllowList>;
  /** The origins a preflight (which names no project) may be answered for. */
  preflight(request: ApiRequest, context: { env: ServerEnv }): Promise<OriginAllowList>;
  /** Request headers a cross-origin caller may send. */
  allowHeaders: string;
}

export interface RateLimitRule<Body, User> {
  /** Counted in the database (shared by instances; the default) or in this process's memory (hot paths). */
  store?: 'database' | 'memory';
  /**
   * `request` (the default) counts every request before the handler runs; `failure` counts it too (so that
   * concurrent attempts cannot all pass before one has failed), then gives the hit back unless the handler
   * refused the request with one of `failureStatuses` (wrong passwords): only failures use the limit up.
   */
  counts?: 'request' | 'failure';
  failureStatuses?: number[];
  /** The limit to count, or several (each counted once: a batch of N calls returns the same limit N times). */
  rule(context: RouteContext<User>, body: Body): RateLimit | RateLimit[] | undefined;
}

export interface BodyOptions<Body> {
  schema: BodySchema<Body>;
  /** The byte cap: reading stops past it and the answer is 413. */
  maxBytes: number;
  /** `json` (the default) or `form-or-json` (HTML forms of the dashboard, and fetch). */
  format?: BodyFormat;
  /** Name the field in validation messages (API clients) instead of the schema's own sentence (forms). */
  messagesWithPath?: boolean;
}

export interface RouteContext<User> {
  request: ApiRequest;
  db: Db;
  env: ServerEnv;
  /**
   * The client as limits and holds key it (lib/server/request.ts clientKey): its address, or for IPv6 its
   * network of IPV6_PREFIX_LENGTH bits.
   */
  ip: string;
  /** This site's origin as the client reached it. */
  siteOrigin: string;
  /** Whether the request is an HTML form post (answered with redirects rather than JSON). */
  form: boolean;
  user: User;
  /** The decoded body before validation (a form's extra fields, such as the page to go back to). */
  rawBody: unknown;
  setCookie(cookie: CookieToSet): void;
}

export interface RouteOptions<M extends Method, Body, User, R extends RefusedMethod = never> {
  method: M;
  origin: OriginOption;
  auth?: AuthOptions<NonNullable<User>>;
  body?: BodyOptions<Body>;
  rateLimit?: RateLimitRule<Body, User>[];
  /**
   * For form posts: where an error sends the browser (a same-site path that shows the message), or null to
   * answer JSON. Without it, form errors are answered as JSON like any other.
   */
  formError?: (error: HttpError, context: { request: ApiRequest; raw: unknown }) => string | null;
  /**
   * The JSON of an error answer (default `{error: message}`; the search API speaks Algolia's `{message, status}`,
   * MCP JSON-RPC's); `error` is what was thrown (a NotJsonError for a body that is not JSON).
   */
  errorBody?: (status: number, message: string, error?: unknown) => unknown;
  /**
   * Also needs the database before the handler runs (default true; search, health and MCP manage without: a
   * rate limit kept in the database then opens it only when its rule applies).
   */
  database?: boolean;
  /**
   * Methods answered with a 405 in the error body (`errorBody`) rather than the server's bare one; the Next
   * route file exports them too. Any other method gets the same answer on the fast path.
   */
  refuse?: RefuseOptions<R>;
  handler(context: RouteContext<User>, body: Body): Promise<unknown>;
}

export interface Endpoint<
  M extends Method = Method,
  Cors extends boolean = boolean,
  R extends RefusedMethod = RefusedMethod,
> {
  method: M;
  cors: Cors;
  /** Methods refused by name (see RouteOptions.refuse). */
  refused: readonly R[];
  handle(request: ApiRequest): Promise<ApiAnswer>;
  /** OPTIONS (CORS preflight); only endpoints with a CorsPolicy or ProgramsCors have one. */
  preflight(request: ApiRequest): Promise<ApiAnswer>;
  /** The 405 for any method the endpoint does not answer, in its error body, with Allow. */
  methodNotAllowed(): ApiAnswer;
}

const defaultErrorBody = (_status: number, message: string) => ({ error: message });

function corsHeaders(
  origin: string | null,
  allowed: OriginAllowList,
  policy: CorsPolicy,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': policy.allowHeaders,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** Whether a browser request comes from a page of this site (not another site's form or script). */
function isSameOrigin(request: ApiRequest, origin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  return request.headers.get('origin') === origin;
}

/** Whether a browser says the request comes from another site (clients that are not browsers say nothing). */
function isCrossSite(request: ApiRequest, origin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const from = request.headers.get('origin');
  return from !== null && from !== origin;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The CORS headers of a request to a ProgramsCors endpoint, or a 403 for a browser from an origin not allowed or
 * a request sent to a host name that is not the site's (see ProgramsCors).
 */
async function programsCorsHeaders(
  cors: ProgramsCors,
  method: Method,
  request: ApiRequest,
  env: ServerEnv,
): Promise<Record<string, string>> {
  const origin = request.headers.get('origin');
  if (!origin) {
    if (request.headers.get('sec-fetch-site') === 'cross-site')
      throw new ApiError(403, 'Requests from other sites are not accepted');
    return {};
  }
  const site = siteOrigin(request, env);
  const allowed = await cors.browsers({ env });
  const hostname = URL.canParse(site) ? new URL(site).hostname : '';
  if (!LOOPBACK_HOSTS.has(hostname) && !hostname.endsWith('.localhost') && !allowed.has(site))
    throw new ApiError(403, "Browsers may use this endpoint only at the site's own address (Host)");
  if (origin !== site && !allowed.has(origin))
    throw new ApiError(403, 'Cross-origin requests from this origin are not allowed');
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': `${method}, OPTIONS`,
    'Access-Control-Allow-Headers': cors.allowHeaders,
    ...(cors.exposeHeaders ? { 'Access-Control-Expose-Headers': cors.exposeHeaders } : {}),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

export function route<M extends Method, Body = undefined, User = undefined, R extends RefusedMethod = never>(
  options: RouteOptions<M, Body, User, R> & { origin: CorsPolicy | ProgramsCors },
): Endpoint<M, true, R>;
export function route<M extends Method, Body = undefined, User = undefined, R extends RefusedMethod = never>(
  options: RouteOptions<M, Body, User, R> & { origin: 'same-origin' | 'no-cross-site' | 'any' },
): Endpoint<M, false, R>;
export function route<M extends Method, Body, User, R extends RefusedMethod>(
  options: RouteOptions<M, Body, User, R>,
): Endpoint<M, boolean, R> {
  const policy =
    typeof options.origin === 'object' && 'allowed' in options.origin ? options.origin : undefined;
  const programs =
    typeof options.origin === 'object' && 'programs' in options.origin ? options.origin : undefined;
  const errorBody = options.errorBody ?? defaultErrorBody;
  const allow = policy || programs ? `${options.method}, OPTIONS` : options.method;

  async function handle(request: ApiRequest): Promise<ApiAnswer> {
    const env = serverEnv();
    const origin = request.headers.get('origin');
    const form = isFormRequest(request.headers);
    let cors: Record<string, string> = {};
    let raw: unknown;
    const cookies: CookieToSet[] = [];
    try {
      let db = options.database === false ? undefined : await getDb();
      const site = siteOrigin(request, env);
      if (policy) {
        const allowed = await policy.allowed(request, { db: async () => (db ??= await getDb()), env });
        cors = corsHeaders(origin, allowed, policy);
        const crossSite = request.headers.get('sec-fetch-site') === 'cross-site';
        if (options.method === 'POST' && ((origin && !allowed.has(origin)) || (crossSite && !origin)))
          throw new ApiError(403, 'Cross-origin requests from this origin are not allowed');
      } else if (programs) {
        cors = await programsCorsHeaders(programs, options.method, request, env);
      } else if (options.method === 'POST') {
        if (options.origin === 'same-origin' && !isSameOrigin(request, site))
          throw new ApiError(403, 'Cross-site request refused');
        if (options.origin === 'no-cross-site' && isCrossSite(request, site))
          throw new ApiError(403, 'Requests from other sites are not accepted');
      }
      checkQuery(request.url);

      let user = undefined as User;
      if (options.auth) {
        db ??= await getDb();
        const found = await options.auth.by.identify(request, db);
        if (found === undefined || found instanceof ApiError) {
          if (options.auth.required !== false) throw found ?? options.auth.by.missing();
        } else user = found as User;
      }

      let body = undefined as Body;
      if (options.body) {
        const bytes = await request.body(options.body.maxBytes);
        raw = await decodeBody(bytes, request.headers, options.body.format ?? 'json');
        refuseNul(raw, 'body');
        body = validate(options.body.schema, raw, options.body.messagesWithPath ?? !form);
      }

      const context: RouteContext<User> = {
        request,
        // Without `database`, the handler opens it itself if it needs it (getDb()).
        db: db as Db,
        env,
        ip: clientKey(request, env),
        siteOrigin: site,
        form,
        user,
        rawBody: raw,
        setCookie: (cookie) => cookies.push(cookie),
      };
      const failureRules: [RateLimitRule<Body, User>, RateLimit][] = [];
      const countedAt = Date.now();
      // Gives back the hits of failure-counted limits, except those of the limits the outcome failed.
      const refundUnless = async (failed: (limit: RateLimitRule<Body, User>) => boolean) => {
        for (const [limit, rule] of failureRules)
          if (!failed(limit)) await refundRateLimit(db!, rule, countedAt).catch(() => undefined);
      };
      try {
        for (const limit of options.rateLimit ?? []) {
          for (const rule of [limit.rule(context, body) ?? []].flat()) {
            if (limit.store === 'memory' && limit.counts !== 'failure') {
              memoryRateLimits().consume(rule);
              continue;
            }
            db ??= context.db = await getDb();
            await consumeRateLimit(db, rule, countedAt);
            if (limit.counts === 'failure') failureRules.push([limit, rule]);
          }
        }
      } catch (error) {
        await refundUnless(() => false);
        throw error;
      }

      const result = await options.handler(context, body).catch(async (error: unknown) => {
        const status = httpErrorOf(error)?.status;
        await refundUnless(
          (limit) => status !== undefined && (limit.failureStatuses ?? [401]).includes(status),
        );
        throw error;
      });
      await refundUnless(() => false);
      const answer = isApiAnswer(result) ? result : jsonAnswer(result);
      Object.assign(answer.headers, cors);
      answer.cookies.push(...cookies);
      const etag = answer.headers.ETag;
      if (etag && answer.status === 200 && request.headers.get('if-none-match') === etag) {
        answer.status = 304;
        answer.body = null;
      }
      return answer;
    } catch (error) {
      const known = httpErrorOf(error) ?? dataExceptionOf(error);
      if (!known) console.error(`${request.method} ${request.url.pathname} failed: ${loggableError(error)}`);
      const failure: HttpError = known ?? {
        status: 500,
        message: 'The server could not handle this request; nothing was saved',
        headers: {},
      };
      const target = form && options.formError ? options.formError(failure, { request, raw }) : null;
      const answer = target
        ? redirectAnswer(target)
        : jsonAnswer(errorBody(failure.status, failure.message, error), failure.status, failure.headers);
      Object.assign(answer.headers, cors);
      answer.cookies.push(...cookies.filter((cookie) => cookie.maxAge === 0));
      return answer;
    }
  }

  // A preflight carries no credentials and names no project: it is answered for every origin the policy could
  // allow; the real request is then checked against its own.
  async function preflight(request: ApiRequest): Promise<ApiAnswer> {
    if (programs) {
      try {
        return emptyAnswer(204, await programsCorsHeaders(programs, options.method, request, serverEnv()));
      } catch (error) {
        return emptyAnswer(httpErrorOf(error)?.status ?? 403);
      }
    }
    if (!policy) return emptyAnswer(405, { Allow: options.method });
    const env = serverEnv();
    const allowed = await policy.preflight(request, { env });
    return emptyAnswer(204, corsHeaders(request.headers.get('origin'), allowed, policy));
  }

  function methodNotAllowed(): ApiAnswer {
    const message = options.refuse?.message ?? `Use ${options.method}`;
    return jsonAnswer(errorBody(405, message), 405, { Allow: allow });
  }

  return {
    method: options.method,
    cors: Boolean(policy || programs),
    refused: options.refuse?.methods ?? [],
    handle,
    preflight,
    methodNotAllowed,
  };
}
