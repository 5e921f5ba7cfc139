/**
 * The one check of redirect and link targets taken from requests (`sameSitePath`), over a generated table:
 * every prefix a target can start with, times every way of writing "another host" (dot segments, their
 * percent-encoded forms, encoded and doubled slashes, backslashes, tabs and newlines, schemes, unicode slashes).
 * Whatever the input, the answer is null or a path that a browser resolves on the site, and that resolves to
 * the same URL again. The example (`/..//evil.example`) is in the table.
 */
import { sitePageHref } from '@/components/team/site-link';
import { sameSitePath } from '@/lib/server/request';

const SITE = 'https://docs.example.org';

const PREFIXES = ['', '/', '/team', '/team/', '/guides/x/', '/a/b/c/'];
const ESCAPES = [
  '..//evil.example',
  '../..//evil.example',
  '/..//evil.example',
  '%2e%2e//evil.example',
  '%2E%2E/%2F/evil.example',
  '.%2e//evil.example',
  '..%2f%2fevil.example',
  '%2f%2fevil.example',
  '/evil.example',
  '//evil.example',
  '\\evil.example',
  '\\\\evil.example',
  '..\\\\evil.example',
  '/\\evil.example',
  '\t/evil.example',
  '\n/evil.example',
  '/\t/evil.example',
  '\r\n//evil.example',
  '///evil.example',
  'javascript:alert(1)',
  'https://evil.example',
  'https:evil.example',
  'data:text/html,x',
  '／／evil.example',
  '∕∕evil.example',
  '⁄⁄evil.example',
  '\u3002evil.example',
  '@evil.example',
  ' //evil.example',
];

/** Whether a browser on the site that follows `path` stays on the site. */
function staysOnSite(path: string): boolean {
  const url = new URL(path, SITE);
  return url.origin === SITE && !/^\/[/\\]/.test(url.pathname) && new URL(url.pathname, SITE).origin === SITE;
}

const table = PREFIXES.flatMap((prefix) => ESCAPES.map((escape) => `${prefix}${escape}`));

describe('sameSitePath over a generated table of escapes', () => {
  it(`holds ${table.length} generated targets, the issue's example among them`, () => {
    expect(table).toContain('/..//evil.example');
    expect(table.length).toBeGreaterThan(150);
  });

  it.each(table)('%j never resolves to another site', (target) => {
    for (const origin of [undefined, SITE]) {
      const path = sameSitePath(target, origin);
      if (path === null) continue;
      expect(path.startsWith('/')).toBe(true);
      expect(staysOnSite(path)).toBe(true);
      expect(sameSitePath(path, origin)).toBe(path);
    }
  });

  it.each([
    ['/..//evil.example', null],
    ['/team/..//evil.example', null],
    ['/%2e%2e//evil.example', null],
    ['/\t/evil.example', null],
    ['///evil.example', null],
    ['javascript:alert(1)', null],
    ['/team/../guides/x', '/guides/x'],
    ['/team/%2e%2e/guides', '/guides'],
    ['/team?next=//evil.example', '/team?next=//evil.example'],
    ['/a/%2F%2Fevil.example', '/a/%2F%2Fevil.example'],
  ])('%j → %j', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected);
  });

  it.each(table)('a dashboard link to the stored path %j stays on the site', (stored) => {
    const href = sitePageHref(stored, { comment: 'c1' });
    if (href !== null) expect(staysOnSite(href)).toBe(true);
  });
});
