/**
 * Issue 16, item 13, on the production server: every page answers with the security headers (a CSP that
 * forbids framing, plugins, <base> changes and foreign form targets), HSTS only behind TLS, and /team/members
 * (which loaded inside a same-site iframe with the session) may not be framed by anyone.
 */
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers });

function directives(csp: string | null): Map<string, string[]> {
  expect(csp).not.toBeNull();
  return new Map(csp!.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));
}

it.each([
  '/',
  '/guides',
  '/guides/primitives/triples',
  '/team/login',
  '/team/members',
  '/llms.txt',
  '/no-such-page',
])('%s answers with the security headers', async (path) => {
  const response = await get(path);
  expect(response.status).toBeLessThan(500);
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('strict-transport-security')).toBeNull();
});

it('behind TLS (X-Forwarded-Proto: https from the proxy) HSTS is added and requests are upgraded', async () => {
  const response = await get('/guides', { 'x-forwarded-proto': 'https' });
  expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
    true,
  );
});
