/**
 * What the pipeline knows of a request, whichever server received it (Next route handlers or the server.mjs
 * fast path), and the two facts every feature derives from it the same way: the client's address and the
 * site's own origin.
 */
import ipaddr from 'ipaddr.js';
import type { ServerEnv } from '../env';
import { processSingleton } from './singleton';

/** The little of an HTTP request the endpoints need. */
export interface ApiRequest {
  method: string;
  /** Full URL as the client addressed it. */
  url: URL;
  headers: Headers;
  cookie(name: string): string | undefined;
  /**
   * The body, read up to `maxBytes`: past that the read stops (the rest is never buffered) and the promise
   * rejects with a 413 ApiError.
   */
  body(maxBytes: number): Promise<Uint8Array>;
}

/** Header in which server.mjs puts the socket's address (it overwrites whatever a client sent). */
export const SOCKET_ADDRESS_HEADER = 'x-docs-client-ip';

/** Set by server.mjs: only then is {@link SOCKET_ADDRESS_HEADER} the server's own word, not a client's. */
export const socketAddressHeaderIsTrusted = () =>
  processSingleton('socket-address-header', () => ({ trusted: false })).trusted;

/**
 * The client's address. Without a trusted proxy (TRUST_PROXY unset or 0) it is the socket's. Behind N trusted
 * proxies it is the X-Forwarded-For entry the outermost of them added, counted from the right: entries to the
 * left of it were written by the client and prove nothing.
 */
export function clientIp(request: { headers: Headers }, env: Pick<ServerEnv, 'TRUST_PROXY'>): string {
  const socket = socketAddressHeaderIsTrusted() ? request.headers.get(SOCKET_ADDRESS_HEADER) : null;
  if (env.TRUST_PROXY > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const added = entries[entries.length - env.TRUST_PROXY];
    if (added) return added.slice(0, 64);
  }
  return socket || 'unknown';
}

/**
 * The client as every per-address limit and spam hold keys it: an IPv4 address as it is (IPv4-mapped IPv6,
 * `::ffff:1.2.3.4`, is that IPv4 address), an IPv6 address by its network of `prefixLength` bits
 * (`2001:db8:1:2::/64`), since one subscriber owns a whole /64 and can rotate through it. Anything that is not an
 * address (`unknown`, a proxy's odd entry) is kept as it is.
 */
export function addressKey(address: string, prefixLength: number): string {
  // The zone of a link-local address (`fe80::1%eth0`) is not part of the client.
  const zone = address.indexOf('%');
  const bare = zone === -1 ? address : address.slice(0, zone);
  if (!ipaddr.isValid(bare)) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  if (prefixLength >= 128) return (parsed as ipaddr.IPv6).toRFC5952String();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${prefixLength}`);
  return `${network.toRFC5952String()}/${prefixLength}`;
}

/** {@link clientIp} keyed as limits and holds count clients ({@link addressKey}): the one key of a client. */
export function clientKey(
  request: { headers: Headers },
  env: Pick<ServerEnv, 'TRUST_PROXY' | 'IPV6_PREFIX_LENGTH'>,
): string {
  return addressKey(clientIp(request, env), env.IPV6_PREFIX_LENGTH);
}

/** The last value of a header a proxy may have appended to (`a, b` → `b`). */
const lastValue = (value: string | null) => value?.split(',').at(-1)?.trim() || null;

/**
 * The site's own origin as the visitor reached it, so a fresh install works on any address: the Host header
 * (the trusted proxy's X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY).
 */
export function siteOrigin(
  request: { url: URL; headers: Headers },
  env: Pick<ServerEnv, 'TRUST_PROXY'>,
): string {
  const proxied = env.TRUST_PROXY > 0;
  const proto =
    (proxied && lastValue(request.headers.get('x-forwarded-proto'))) || request.url.protocol.slice(0, -1);
  const host =
    (proxied && lastValue(request.headers.get('x-forwarded-host'))) ||
    request.headers.get('host') ||
    request.url.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The origin {@link sameSitePath} resolves against when the caller has no better one: only paths matter. */
const NO_SITE = 'http://site.invalid';

/** A resolved path a browser would read as another host: `//host`, `/\\host`. */
const leavesSite = (path: string) => /^\/[/\\]/.test(path);

/**
 * The one check of a redirect or link target that comes from a request: the path it becomes once resolved, or
 * null. The target must be a path (`/…`); it is resolved against `origin` with `new URL` (which removes tabs and
 * newlines, decodes `.`/`..` segments, `%2e%2e` included, and turns `\` into `/`), and the RESULT must keep the
 * origin and must not start with `//` or `/\`: `/..//evil.example` passes a check of the input but resolves
 * to `//evil.example`, so only the normalised form is checked and returned. The returned path resolves to the
 * same URL again (a browser that normalises it once more lands on the same page).
 */
export function sameSitePath(target: string | null | undefined, origin: string = NO_SITE): string | null {
  if (!target || !target.startsWith('/') || target.length > 2048) return null;
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(origin).origin || leavesSite(resolved.pathname)) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return new URL(path, origin).href === resolved.href ? path : null;
}

/** Cookies of a Cookie header; a value that is not valid percent-encoding is kept as sent, never an error. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const raw = part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    cookies.set(part.slice(0, index).trim(), value);
  }
  return cookies;
}
