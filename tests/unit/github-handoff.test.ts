/**
 * Issue 26, class 12: the "Open an issue" address carries readers' text filtered. Table-driven over every kind
 * of line break and of mention, and generated over comment and quote texts up to their limits: no line of the
 * reader's text leaves its quote block, no mention reaches GitHub, the title is the server's, and the address
 * stays under GitHub's limit with the link back intact.
 */
import fc from 'fast-check';
import { MAX_COMMENT_LENGTH } from '@/widget/contract';
import { MAX_QUOTE_LENGTH } from '@/widget/anchoring/limits';
import { MAX_ISSUE_URL_CHARS, newIssueUrl, readerText } from '@/lib/comments/github-handoff';

const SITE = 'https://docs.example';
const issue = (text: string, anchor: Record<string, unknown> = {}, title: string | null = 'Atoms') => {
  const href = newIssueUrl('o/n', SITE, { id: 'c1', pathname: '/guides/a', text, anchor }, title);
  const url = new URL(href);
  return { href, title: url.searchParams.get('title')!, body: url.searchParams.get('body')! };
};
/** The lines of the body's comment section (after its heading). */
const commentLines = (body: string) => body.split('**Comment:**\n')[1]!.split('\n');

describe.each([
  ['CR (the issue’s example)', '\r'],
  ['CRLF', '\r\n'],
  ['LF', '\n'],
  ['U+2028 line separator', '\u2028'],
  ['U+2029 paragraph separator', '\u2029'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['NEL', '\u0085'],
])('a line break written as %s', (_name, lineBreak) => {
  it('stays inside the quote block, in the comment and in the quoted text', () => {
    const text = `first${lineBreak}## Not a heading${lineBreak}${lineBreak}last`;
    const { body } = issue(text, { selectedText: `quoted${lineBreak}- not a list` });
    expect(commentLines(body)).toEqual(['> first', '> ## Not a heading', '> ', '> last']);
    expect(body).toContain('**Quoted text:**\n> quoted\n> - not a list');
    expect(body).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
  });
});

describe('mentions', () => {
  it.each([
    ['a user', 'ping @octocat please', 'ping @\u200doctocat please'],
    ['a team', 'cc @0xIntuition/docs-team', 'cc @\u200d0xIntuition/docs-team'],
    ['at a line start', '@maintainer fix this', '@\u200dmaintainer fix this'],
    ['in brackets', '(@someone)', '(@\u200dsomeone)'],
    ['an e-mail address, left alone', 'write to ada@example.com', 'write to ada@example.com'],
    ['a lone @, left alone', 'meet @ 5', 'meet @ 5'],
  ])('%s', (_name, text, expected) => {
    expect(readerText(text)).toBe(expected);
    expect(commentLines(issue(text).body)).toEqual([`> ${expected}`]);
  });

  it('are broken in the quoted text and the element too', () => {
    expect(issue('x', { selectedText: 'hi @octocat' }).body).toContain('> hi @\u200doctocat');
    expect(issue('x', { nodeId: 'main #@octocat' }).body).toContain('`main #@\u200doctocat`');
  });
});

describe('the title', () => {
  it('is built on the server from the page, whatever the client sent', () => {
    const { title } = issue('x', { pageTitle: 'Click here @everyone | Docs' }, 'Atoms');
    expect(title).toBe('Docs feedback on Atoms');
  });
  it('is the path for a page without a title', () => {
    expect(issue('x', { pageTitle: 'Spoofed' }, null).title).toBe('Docs feedback on /guides/a');
  });
});

describe('the address length', () => {
  const longest = fc.tuple(
    fc.string({ unit: 'binary', minLength: 1, maxLength: MAX_COMMENT_LENGTH }),
    fc.string({ unit: 'binary', maxLength: MAX_QUOTE_LENGTH }),
  );

  it('stays under GitHub’s limit, keeping the page and the link back, and marks a cut', () => {
    fc.assert(
      fc.property(longest, ([text, quote]) => {
        const { href, body } = issue(text, { selectedText: quote });
        expect(href.length).toBeLessThanOrEqual(MAX_ISSUE_URL_CHARS);
        expect(body).toContain(`**Page:** ${SITE}/guides/a`);
        expect(body).toContain(`[Open the comment on the page](${SITE}/guides/a?comment=c1)`);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts the issue’s 13,985-character case with a marker, and leaves a short one whole', () => {
    // Three UTF-8 bytes each, nine characters once percent-encoded: 13,000 or so characters uncut.
    const { href, body } = issue('€\n'.repeat(MAX_COMMENT_LENGTH / 2), {
      selectedText: '€'.repeat(MAX_QUOTE_LENGTH),
    });
    expect(href.length).toBeLessThanOrEqual(MAX_ISSUE_URL_CHARS);
    expect(href.length).toBeGreaterThan(MAX_ISSUE_URL_CHARS - 100);
    expect(body).toMatch(/… \(cut: the full comment is on the page, linked above\)$/);
    expect(issue('Typo here').body).not.toContain('cut:');
  });
});
