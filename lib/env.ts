/**
 * Every environment variable the site reads, validated once. Server variables and NEXT_PUBLIC_ variables
 * are separate blocks: only the public block may be imported by client code.
 */
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const publicEnvSchema = z.object({
  /** Hosted Algolia instead of the local /api/search endpoint: application id and search-only key. */
  NEXT_PUBLIC_ALGOLIA_APP_ID: optionalString,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: optionalString,
  /** The Algolia index the UI queries and `npm run search:push` fills. */
  NEXT_PUBLIC_ALGOLIA_INDEX_NAME: optionalString.transform((v) => v ?? 'docs'),
  /** Script URL of a status-page widget (e.g. a hosted status page's embed). Unset: nothing loads. */
  NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: optionalUrl,
  /** Tag-manager container id (GTM-XXXX). Unset: nothing loads. */
  NEXT_PUBLIC_GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse({
    NEXT_PUBLIC_ALGOLIA_APP_ID: source.NEXT_PUBLIC_ALGOLIA_APP_ID,
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: source.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    NEXT_PUBLIC_ALGOLIA_INDEX_NAME: source.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
    NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: source.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL,
    NEXT_PUBLIC_GTM_ID: source.NEXT_PUBLIC_GTM_ID,
  });
  if (!result.success) {
    throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  }
  return result.data;
}

/** NEXT_PUBLIC_ values are inlined at build time, so they must be read with literal property names. */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
  NEXT_PUBLIC_ALGOLIA_INDEX_NAME: process.env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
  NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: process.env.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
});

/**
 * What the browser's search client needs: hosted Algolia's application id and search-only key when both are set,
 * and the index name. Server components read it here and hand it to the search UI as a prop, so no client module
 * reads the environment (or bundles this file's schemas).
 */
export interface SearchConfig {
  algolia: { appId: string; searchKey: string } | null;
  indexName: string;
}

export function searchConfig(env: PublicEnv = publicEnv): SearchConfig {
  const { NEXT_PUBLIC_ALGOLIA_APP_ID: appId, NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: searchKey } = env;
  return {
    algolia: appId && searchKey ? { appId, searchKey } : null,
    indexName: env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
  };
}

/** The widget project a fresh install creates and the site's pages use, unless WIDGET_PUBLIC_ID says otherwise. */
export const DEFAULT_WIDGET_PUBLIC_ID = 'intuition-docs';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Server-only settings of the comment API. Read with parseServerEnv(process.env) on the server. */
export const serverEnvSchema = z.object({
  DATABASE_URL: optionalString,
  /** Scheduled backups: the folder the server writes them to (unset: none), how often, and how many it keeps. */
  BACKUP_DIR: optionalString,
  BACKUP_EVERY_HOURS: positiveInt(24),
  BACKUP_KEEP: positiveInt(7),
  WIDGET_PUBLIC_ID: optionalString.transform((v) => v ?? DEFAULT_WIDGET_PUBLIC_ID),
  /** Comma-separated origins besides the site's own that may embed the widget. */
  WIDGET_ALLOWED_ORIGINS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  ),
  WIDGET_JWT_SECRET: optionalString,
  WIDGET_JWKS_URL: optionalUrl,
  /**
   * How many reverse proxies in front of this server append to X-Forwarded-For: unset or `0` trusts none (the
   * socket address is the client), `1` or `true` one, `N` that many. The client is the entry the outermost
   * trusted proxy added (counted from the right), never one the client could have written itself.
   */
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be a number of proxy hops (0–99), true or false')
      .optional()
      .transform((v) => (v === undefined || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
  ),
  /**
   * Every per-address limit and spam hold keys an IPv6 client by its network of this many leading bits (a /64 is
   * what one IPv6 subscriber gets, so rotating through it is one client); IPv4 clients by their address.
   */
  IPV6_PREFIX_LENGTH: z.coerce.number().int().min(1).max(128).default(64),
  RATE_LIMIT_COMMENTS_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_COMMENTS_PER_DAY: positiveInt(50),
  RATE_LIMIT_COMMENTS_PER_IP_MINUTE: positiveInt(30),
  /** Comments from one address per day, whatever the identities (anonymous identities are free to make). */
  RATE_LIMIT_COMMENTS_PER_IP_DAY: positiveInt(200),
  /** New anonymous identities (made by a first comment without one) from one address per day. */
  RATE_LIMIT_ANONYMOUS_IDENTITIES_PER_IP_DAY: positiveInt(50),
  /** Helpful / not-helpful votes from one address per minute, and per day. */
  RATE_LIMIT_VOTES_PER_IP_MINUTE: positiveInt(30),
  RATE_LIMIT_VOTES_PER_IP_DAY: positiveInt(300),
  /**
   * New voters on one page from one address per day: one vote per visitor per page, however the visitor cookie
   * was minted (a few for readers sharing an address). Changing one's vote does not count.
   */
  RATE_LIMIT_VOTERS_PER_PAGE_PER_IP_DAY: positiveInt(3),
  /** Page views (the widget's measure) counted from one address per minute (in each server process's memory). */
  RATE_LIMIT_VIEWS_PER_IP_MINUTE: positiveInt(120),
  RATE_LIMIT_LOGIN_ATTEMPTS: positiveInt(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** Failed sign-ins from one address, whatever the accounts, per window. */
  RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: positiveInt(30),
  /**
   * Failed sign-ins on one account, whatever the addresses, per window, past which every attempt on it is slowed
   * (never refused: the member's right password from an address that is not failing still works).
   */
  RATE_LIMIT_LOGIN_ATTEMPTS_PER_ACCOUNT: positiveInt(100),
  /** The longest an attempt on an account under attack waits (the delay doubles up to it). */
  RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: positiveInt(8),
  /** OpenAI-compatible server for AI answers (e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1). */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString.transform((v) => v ?? 'gpt-4o-mini'),
  /** How long the model may stay silent (before the first token or between two) before the local answer is given. */
  AI_TIMEOUT_MS: positiveInt(15_000),
  /** The most tokens the model may write per answer (sent as `max_tokens`). */
  AI_MAX_TOKENS: positiveInt(1_024),
  /** How long a model's whole answer may take; past it the model is cut off and the local answer given. */
  AI_DEADLINE_MS: positiveInt(60_000),
  RATE_LIMIT_ASK_PER_IP_MINUTE: positiveInt(10),
  /** Agent feedback (MCP submit_feedback and POST /api/agent-feedback) per address per hour. */
  RATE_LIMIT_AGENT_FEEDBACK_PER_IP_HOUR: positiveInt(20),
  /**
   * `1`: the site's own project takes views, votes and comments on any path, not only on the pages the build has
   * (for a site whose own pages are not all in the build).
   */
  WIDGET_ANY_PATH: optionalString.transform((v) => v === '1' || v === 'true'),
  /** Search requests per address per minute (counted in each server process's memory). */
  RATE_LIMIT_SEARCH_PER_IP_MINUTE: positiveInt(600),
  /** Outgoing webhooks: how often the delivery worker looks for due deliveries (it is also woken on enqueue). */
  WEBHOOK_POLL_MS: positiveInt(5_000),
  /** Delay before the first retry of a failed delivery; each next one is 3× longer, up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: positiveInt(10_000),
  WEBHOOK_RETRY_MAX_MS: positiveInt(3_600_000),
  /** How long a receiver may take to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  /** A delivery not acknowledged this long after it was queued is marked failed (24 h). */
  WEBHOOK_MAX_AGE_MS: positiveInt(86_400_000),
  /** Public address of the site, for the page links in webhook payloads. @defaultValue siteConfig.url */
  WEBHOOK_SITE_URL: optionalUrl,
  /**
   * 1: webhooks may deliver to loopback, private and link-local addresses (a chat server inside your network).
   * Off by default: a webhook URL is refused when its host resolves to such an address.
   */
  WEBHOOK_ALLOW_PRIVATE: optionalString.transform((v) => v === '1' || v === 'true'),
  /**
   * Where a deployment without .next/search and without the prerendered pages fetches the pages to index.
   * @defaultValue siteConfig.url
   */
  SEARCH_SITE_URL: optionalUrl,
  /**
   * `owner/name` of the GitHub repository with this site's source: the inbox then offers "Open an issue" and
   * "Edit this page" links for each comment (no token; the server sends nothing to GitHub).
   */
  GITHUB_REPOSITORY: optionalString.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/,
        'must be a GitHub repository written owner/name',
      )
      .optional(),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  return result.data;
}

let serverEnvCache: ServerEnv | undefined;
/** The server's validated settings, read from process.env once per process copy. */
export function serverEnv(): ServerEnv {
  serverEnvCache ??= parseServerEnv(process.env);
  return serverEnvCache;
}

/** The widget project this site's own pages use. */
export function widgetPublicId(): string {
  return serverEnv().WIDGET_PUBLIC_ID;
}
