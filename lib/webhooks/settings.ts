/**
 * The webhook timings and the public site address, from the environment (lib/env.ts), read once per process.
 * No `import 'server-only'`: instrumentation.ts starts the worker that reads these.
 */
import { parseServerEnv } from '../env';
import { siteConfig } from '../site-config';

export interface WebhookSettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  maxAgeMs: number;
  /** Base of the page links in payloads. */
  siteUrl: string;
  /** Deliveries may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
}

export function webhookSettingsFrom(source: Record<string, string | undefined>): WebhookSettings {
  const env = parseServerEnv(source);
  return {
    pollMs: env.WEBHOOK_POLL_MS,
    retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: env.WEBHOOK_RETRY_MAX_MS,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    maxAgeMs: env.WEBHOOK_MAX_AGE_MS,
    siteUrl: env.WEBHOOK_SITE_URL ?? siteConfig.url,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  };
}

let cached: WebhookSettings | undefined;
export function webhookSettings(): WebhookSettings {
  cached ??= webhookSettingsFrom(process.env);
  return cached;
}
