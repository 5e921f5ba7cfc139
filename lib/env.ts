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
  NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: process.env.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
});

/** The widget project a fresh install creates and the site's pages use, unless WIDGET_PUBLIC_ID says otherwise. */
export const DEFAULT_WIDGET_PUBLIC_ID = 'intuition-docs';

export function widgetPublicId(env: Record<string, string | undefined> = process.env): string {
  return env.WIDGET_PUBLIC_ID?.trim() || DEFAULT_WIDGET_PUBLIC_ID;
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Server-only settings of the comment API. Read with parseServerEnv(process.env) on the server. */
export const serverEnvSchema = z.object({
  DATABASE_URL: optionalString,
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
  /** Trust X-Forwarded-For / X-Real-IP (set only behind a reverse proxy that sets them). */
  TRUST_PROXY: optionalString.transform((v) => v === '1' || v === 'true'),
  RATE_LIMIT_COMMENTS_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_COMMENTS_PER_DAY: positiveInt(50),
  RATE_LIMIT_COMMENTS_PER_IP_MINUTE: positiveInt(30),
  RATE_LIMIT_LOGIN_ATTEMPTS: positiveInt(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** OpenAI-compatible server for AI answers (e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1). */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString.transform((v) => v ?? 'gpt-4o-mini'),
  /** How long the model may stay silent (before the first token or between two) before the local answer is given. */
  AI_TIMEOUT_MS: positiveInt(15_000),
  RATE_LIMIT_ASK_PER_IP_MINUTE: positiveInt(10),
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
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment variables:\n${formatIssues(result.error)}`);
  return result.data;
}
