/**
 * The security headers of every page (next.config.ts `headers()`) and API answer (the request pipeline).
 *
 * The script policy: the pages are prerendered once at build time, so they cannot carry a per-request nonce,
 * and Next.js inlines each page's own payload as inline scripts (`self.__next_f.push(...)`), different on
 * every page; the theme script in <head> is inline too. Scripts are therefore limited to this origin plus
 * inline ones ('unsafe-inline'), with no `eval` (except in development, where React's tooling needs it), and
 * to the two optional third-party scripts when they are configured. Everything else is as closed as the site
 * allows: no plugins, no <base> changes, forms post only here, and no page may be framed by any site.
 */

export interface SecurityHeaderOptions {
  /** Served over HTTPS: adds Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  /** Development server: allows eval and the hot-reload socket. */
  development?: boolean;
  /** NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL, when set. */
  statusPageScriptUrl?: string | undefined;
  /** NEXT_PUBLIC_GTM_ID is set: the tag manager's script (and its frame fallback) may load. */
  tagManager?: boolean;
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  const parsed = URL.parse(url);
  return parsed && parsed.protocol === 'https:' ? [parsed.origin] : [];
}

/** The Content-Security-Policy value for these options. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    ...(options.development ? ["'unsafe-eval'"] : []),
    ...originOf(options.statusPageScriptUrl),
    ...(options.tagManager ? [TAG_MANAGER_ORIGIN] : []),
  ];
  // The GraphQL runner in the guides queries any endpoint the reader enters (local ones included), and hosted
  // Algolia, when configured, is queried from the browser: any https origin, and http only on this machine.
  const connect = [
    "'self'",
    'https:',
    'http://localhost:*',
    'http://127.0.0.1:*',
    ...(options.development ? ['ws:'] : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connect],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', ...(options.tagManager ? [TAG_MANAGER_ORIGIN] : ["'none'"])],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every security header, by name. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(options.https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
      'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The options for this process's environment (read at build time by next.config.ts). */
export function securityHeaderOptionsFromEnv(
  env: Record<string, string | undefined>,
  https: boolean,
): SecurityHeaderOptions {
  return {
    https,
    development: env.NODE_ENV === 'development',
    statusPageScriptUrl: env.NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL?.trim() || undefined,
    tagManager: Boolean(env.NEXT_PUBLIC_GTM_ID?.trim()),
  };
}
