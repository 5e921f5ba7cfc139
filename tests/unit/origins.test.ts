/**
 * Allowed origins (widget API, MCP): exact origins, and patterns for branch previews that never match
 * look-alikes, matched in time bounded by the origin's length (no backtracking), whatever the pattern.
 */
import fc from 'fast-check';
import { isOriginEntry, MAX_ORIGIN_LENGTH, OriginAllowList, type MatchMeter } from '@/lib/server/origins';

const list = new OriginAllowList([
  'https://docs.example.com/',
  'https://*-myteam.vercel.app',
  'https://*-*-*-*.vercel.app',
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
    ['another team (but four dash-separated parts)', 'https://docs-otherteam.vercel.app', false],
    ['four parts for the four stars', 'https://a-b-c-d.vercel.app', true],
    ['more parts than stars (a star takes dashes)', 'https://a-b-c-d-e-f.vercel.app', true],
    ['three parts for four stars', 'https://a-b-c.vercel.app', false],
    ['a star that takes a dash', 'https://a--c-d-e.vercel.app', true],
    ['a character no host has', 'https://a-b-c-d_e.vercel.app', false],
    ['a port the pattern does not name', 'https://a-b-c-d.vercel.app:8443', false],
    ['a path', 'https://a-b-c-d.vercel.app/x', false],
    ['the issue’s 1,010-character origin', `https://${'-'.repeat(1_000)}!`, false],
    ['a matching origin past the length cap', `https://${'a-'.repeat(200)}a.vercel.app`, false],
  ])('%s: %s → %s', (_name, origin, allowed) => {
    expect(list.has(origin)).toBe(allowed);
  });

  it.each([
    ['https://example.com', true],
    ['https://*-team.vercel.app', true],
    ['https://*-*-*-*.vercel.app', true],
    ['http://127.0.0.1:8080', true],
    ['https://example.com/path', false],
    ['ftp://example.com', false],
    ['https://exa mple.com', false],
    ['example.com', false],
    [`https://${'a'.repeat(MAX_ORIGIN_LENGTH)}.com`, false],
  ])('accepts %s as an entry: %s', (entry, valid) => {
    expect(isOriginEntry(entry)).toBe(valid);
  });

  /** The meaning patterns had as regular expressions: the reference on inputs too short to backtrack far. */
  const reference = (pattern: string, origin: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+')}$`).test(
      origin.toLowerCase(),
    );

  it('matches as the regular expressions did, on generated patterns and origins', () => {
    const label = (chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 8 }).map((c) => c.join(''));
    const patternLabel = label(['a', 'b', '-', '*']).filter((l) => /^[a-z0-9*](.*[a-z0-9*])?$/.test(l));
    const pattern = fc
      .tuple(fc.array(patternLabel, { minLength: 1, maxLength: 3 }), fc.constantFrom('', ':3000'))
      .map(([labels, port]) => `https://${labels.join('.')}${port}`)
      .filter((p) => p.includes('*'));
    const origin = fc
      .tuple(
        fc.array(label(['a', 'b', '-', 'A', '_']), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', ':3000', ':1', '/'),
        fc.constantFrom('https://', 'http://'),
      )
      .map(([labels, port, scheme]) => `${scheme}${labels.join('.')}${port}`);
    fc.assert(
      fc.property(pattern, origin, (p, o) => {
        expect(new OriginAllowList([p]).has(o)).toBe(reference(p, o));
      }),
      { numRuns: 3_000 },
    );
  });

  /** Comparisons made to match `origin` against the patterns. */
  const stepsOf = (patterns: string[], origin: string) => {
    const meter: MatchMeter = { steps: 0 };
    new OriginAllowList(patterns).has(origin, meter);
    return meter.steps;
  };

  // Adversarial origins: long runs of the characters the pieces are made of, almost matching.
  const adversarial: [string, (n: number) => string][] = [
    ['dashes (the issue’s example)', (n) => `https://${'-'.repeat(n)}.vercel.app`],
    ['dashes, then a bad character', (n) => `https://${'-'.repeat(n)}!.vercel.app`],
    ['a-', (n) => `https://${'a-'.repeat(n / 2)}.vercel.app`],
    ['a run of a, one dash at the end', (n) => `https://${'a'.repeat(n)}-.vercel.app`],
    ['abab (pieces that nearly occur)', (n) => `https://${'ab'.repeat(n / 2)}.vercel.app`],
  ];
  const patterns = [
    'https://*-*-*-*.vercel.app',
    'https://*-*-*-*-*-*-*-*.vercel.app',
    'https://*ab*ab*ab*abc*.vercel.app',
    'https://*a-*a-*a-*a-b*.vercel.app',
  ];

  it.each(adversarial)(
    'works in time linear in the origin for %s: at most |origin| × |pattern| comparisons, doubling with the origin',
    (_name, make) => {
      for (const pattern of patterns) {
        const short = stepsOf([pattern], make(120));
        const long = stepsOf([pattern], make(240));
        expect(long).toBeLessThanOrEqual(make(240).length * pattern.length);
        // Linear: twice the origin, at most a little over twice the work (a backtracking match grows as n⁴).
        expect(long).toBeLessThanOrEqual(2.2 * short + pattern.length);
      }
    },
  );

  it('stays under the bound for any generated origin up to the length cap', () => {
    const origin = fc
      .array(fc.constantFrom('a', 'b', '-', '.', 'ab', 'a-'), { maxLength: 150 })
      .map((parts) => `https://${parts.join('')}.vercel.app`);
    fc.assert(
      fc.property(origin, fc.constantFrom(...patterns), (o, p) => {
        expect(stepsOf([p], o)).toBeLessThanOrEqual((o.length + 1) * p.length);
      }),
      { numRuns: 2_000 },
    );
  });
});
