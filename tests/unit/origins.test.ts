/** Allowed widget origins: exact origins, and patterns for branch previews that never match look-alikes. */
import { isOriginEntry, OriginAllowList } from '@/lib/server/origins';

const list = new OriginAllowList([
  'https://docs.example.com/',
  'https://*-myteam.vercel.app',
  'http://localhost:3000',
]);

describe('OriginAllowList', () => {
  it.each([
    ['an exact origin (trailing slash ignored)', 'https://docs.example.com', true],
    ['an exact origin in other letter case', 'HTTPS://Docs.Example.com', true],
    ['a preview URL', 'https://docs-git-fix-typo-myteam.vercel.app', true],
    ['a port that is listed', 'http://localhost:3000', true],
    ['another port', 'http://localhost:3001', false],
    ['http instead of https', 'http://docs-git-main-myteam.vercel.app', false],
    ['a look-alike domain ending', 'https://x-myteam.vercel.app.evil.example', false],
    [
      'a subdomain of the pattern host (the star never crosses a dot)',
      'https://a.b-myteam.vercel.app',
      false,
    ],
    ['an empty label where the star is', 'https://-myteam.vercel.app', false],
    ['another team', 'https://docs-otherteam.vercel.app', false],
  ])('%s: %s → %s', (_name, origin, allowed) => {
    expect(list.has(origin)).toBe(allowed);
  });

  it.each([
    ['https://example.com', true],
    ['https://*-team.vercel.app', true],
    ['http://127.0.0.1:8080', true],
    ['https://example.com/path', false],
    ['ftp://example.com', false],
    ['https://exa mple.com', false],
    ['example.com', false],
  ])('accepts %s as an entry: %s', (entry, valid) => {
    expect(isOriginEntry(entry)).toBe(valid);
  });
});
