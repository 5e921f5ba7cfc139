/** The security header set (issue 16, item 13): what each option adds, and what is never allowed. */
import {
  contentSecurityPolicy,
  HSTS_VALUE,
  securityHeaderOptionsFromEnv,
  securityHeaders,
} from '@/lib/server/security-headers';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('securityHeaders', () => {
  it('over plain HTTP: the closed directives, nosniff, referrer and permissions policies, no HSTS', () => {
    const headers = securityHeaders({ https: false });
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('over HTTPS: HSTS and upgrade-insecure-requests', () => {
    const headers = securityHeaders({ https: true });
    expect(headers['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(directives(headers['Content-Security-Policy']!).has('upgrade-insecure-requests')).toBe(true);
  });

  it('eval only in development; third-party script origins only when configured (and only https)', () => {
    const production = securityHeaderOptionsFromEnv({ NODE_ENV: 'production' }, false);
    expect(contentSecurityPolicy(production)).not.toContain('unsafe-eval');
    const development = securityHeaderOptionsFromEnv({ NODE_ENV: 'development' }, false);
    expect(directives(contentSecurityPolicy(development)).get('script-src')).toContain("'unsafe-eval'");
    const configured = securityHeaderOptionsFromEnv(
      {
        NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
        NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: 'https://status.example.com/embed/script.js',
      },
      false,
    );
    const scripts = directives(contentSecurityPolicy(configured)).get('script-src');
    expect(scripts).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://status.example.com',
      'https://www.googletagmanager.com',
    ]);
    const plainHttp = securityHeaderOptionsFromEnv(
      { NEXT_PUBLIC_STATUS_PAGE_SCRIPT_URL: 'http://status.example.com/s.js' },
      false,
    );
    expect(directives(contentSecurityPolicy(plainHttp)).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });
});
