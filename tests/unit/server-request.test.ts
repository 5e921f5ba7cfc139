import {
  clientIp,
  parseCookies,
  sameSitePath,
  siteOrigin,
  SOCKET_ADDRESS_HEADER,
} from '@/lib/server/request';
import { processSingleton } from '@/lib/server/singleton';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('clientIp', () => {
  afterEach(() => {
    processSingleton('socket-address-header', () => ({ trusted: false })).trusted = false;
  });

  it('takes the socket address only when server.mjs vouches for the header', () => {
    const request = { headers: headers({ [SOCKET_ADDRESS_HEADER]: '203.0.113.7' }) };
    expect(clientIp(request, { TRUST_PROXY: 0 })).toBe('unknown');
    processSingleton('socket-address-header', () => ({ trusted: false })).trusted = true;
    expect(clientIp(request, { TRUST_PROXY: 0 })).toBe('203.0.113.7');
  });

  it('behind N proxies takes the entry the outermost trusted proxy added, never one the client wrote', () => {
    processSingleton('socket-address-header', () => ({ trusted: false })).trusted = true;
    const spoofed = {
      headers: headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '10.66.0.1, 203.0.113.9' }),
    };
    expect(clientIp(spoofed, { TRUST_PROXY: 1 })).toBe('203.0.113.9');
    const twoHops = {
      headers: headers({
        'x-forwarded-for': 'forged, 198.51.100.4, 10.0.0.3',
        [SOCKET_ADDRESS_HEADER]: '10.0.0.2',
      }),
    };
    expect(clientIp(twoHops, { TRUST_PROXY: 2 })).toBe('198.51.100.4');
    // Without trusted proxies X-Forwarded-For is ignored.
    expect(clientIp(spoofed, { TRUST_PROXY: 0 })).toBe('10.0.0.2');
  });

  it('falls back to the socket when the header has fewer entries than trusted hops', () => {
    processSingleton('socket-address-header', () => ({ trusted: false })).trusted = true;
    const request = {
      headers: headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.4' }),
    };
    expect(clientIp(request, { TRUST_PROXY: 2 })).toBe('10.0.0.2');
  });
});

describe('siteOrigin', () => {
  const url = new URL('http://internal:3000/api/x');
  it('is the Host header without trusted proxies, whatever X-Forwarded-* say', () => {
    const request = { url, headers: headers({ host: 'docs.example', 'x-forwarded-host': 'evil.example' }) };
    expect(siteOrigin(request, { TRUST_PROXY: 0 })).toBe('http://docs.example');
  });
  it("is the trusted proxy's (right-most) forwarded host and protocol", () => {
    const request = {
      url,
      headers: headers({
        host: 'internal',
        'x-forwarded-host': 'evil.example, docs.example',
        'x-forwarded-proto': 'https',
      }),
    };
    expect(siteOrigin(request, { TRUST_PROXY: 1 })).toBe('https://docs.example');
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/team', '/team'],
    ['/team/feedback?from=2026-01-01#top', '/team/feedback?from=2026-01-01#top'],
    ['//evil.example/x', null],
    ['/\\evil.example/session-expired', null],
    ['/%5Cevil.example/x', '/%5Cevil.example/x'],
    ['https://evil.example/', null],
    ['team', null],
    ['/\u0000x', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });
});

describe('parseCookies', () => {
  it('keeps malformed percent-encoding as sent instead of throwing', () => {
    const cookies = parseCookies('x=%; docs_team_session=abc%20d; empty=');
    expect(cookies.get('x')).toBe('%');
    expect(cookies.get('docs_team_session')).toBe('abc d');
    expect(cookies.get('empty')).toBe('');
  });
});
