/**
 * The hand-off of a reader's comment to GitHub: a prefilled "new issue" address (the page, the quoted text or
 * element, the comment, and a link back that opens it) and an "edit this page" address at the source line
 * closest to the comment's anchor. Only addresses are built: no token, nothing is sent to GitHub.
 */

/**
 * GitHub stops serving new-issue addresses near 8,000 characters: the whole address stays at most this long, the
 * body cut with a marker when it would not.
 */
export const MAX_ISSUE_URL_CHARS = 7500;
const CUT_MARKER = '\n\n… (cut: the full comment is on the page, linked above)';

export interface HandoffComment {
  id: string;
  pathname: string;
  text: string;
  /** The thread's first comment's metadata: `quote.exact` / `selectedText`, `nodeId`. */
  anchor: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The text the reader selected, if any. */
export function quotedText(anchor: Record<string, unknown>): string | undefined {
  const quote = anchor.quote as { exact?: unknown } | null | undefined;
  return str(quote?.exact) ?? str(anchor.selectedText);
}

/**
 * Readers' text made safe to put in an issue: every line break (CR, CRLF, LF, vertical tab, form feed, NEL,
 * U+2028, U+2029) one LF, so none leaves the quote block, and `@name` mentions (an `@` that does not follow a
 * letter or digit, as in an e-mail address) broken with a zero-width joiner after the `@`, so that nobody on
 * GitHub is notified by a reader.
 */
export function readerText(text: string): string {
  return text
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/(?<![\p{L}\p{N}_])@(?=[\p{L}\p{N}_-])/gu, '@\u200d');
}

const quoteBlock = (text: string) =>
  readerText(text)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * `https://github.com/<repo>/issues/new?title=…&body=…` for a comment of the site at `siteUrl`. The title is
 * the server's: the page's title from the build (`pageTitle`, or the path when the page has none), never text a
 * client sent. The address is at most MAX_ISSUE_URL_CHARS long.
 */
export function newIssueUrl(
  repo: string,
  siteUrl: string,
  comment: HandoffComment,
  pageTitle: string | null,
): string {
  const link = new URL(comment.pathname, siteUrl);
  link.searchParams.set('comment', comment.id);
  const quoted = quotedText(comment.anchor);
  const element = str(comment.anchor.nodeId);
  const title = `Docs feedback on ${pageTitle ?? readerText(comment.pathname)}`.slice(0, 200);
  const lines = [
    `**Page:** ${new URL(comment.pathname, siteUrl).href}`,
    `[Open the comment on the page](${link.href})`,
    quoted ? `**Quoted text:**\n${quoteBlock(quoted.slice(0, 1000))}` : undefined,
    !quoted && element ? `**Element:** \`${readerText(element).replace(/[`\n]/g, "'")}\`` : undefined,
    `**Comment:**\n${quoteBlock(comment.text)}`,
  ].filter(Boolean);
  const body = lines.join('\n\n');
  const url = new URL(`https://github.com/${repo}/issues/new`);
  url.searchParams.set('title', title);
  url.searchParams.set('body', body);
  if (url.href.length <= MAX_ISSUE_URL_CHARS) return url.href;
  // The longest cut of the body (by code points) whose address fits: encoded lengths grow with the text.
  const chars = [...body];
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    url.searchParams.set('body', `${chars.slice(0, middle).join('')}${CUT_MARKER}`);
    if (url.href.length <= MAX_ISSUE_URL_CHARS) fits = middle;
    else tooLong = middle;
  }
  url.searchParams.set('body', `${chars.slice(0, fits).join('')}${CUT_MARKER}`);
  return url.href;
}

/** `https://github.com/<repo>/edit/<branch>/<file>` with `#L<line>` when the line is known. */
export function editPageUrl(repo: string, file: string, line: number | null, branch = 'main'): string {
  const path = file.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${repo}/edit/${encodeURIComponent(branch)}/${path}${line ? `#L${line}` : ''}`;
}

/** A line as prose: Markdown emphasis, code ticks, link targets and HTML tags left out, spacing collapsed. */
function proseOf(line: string): string {
  return line
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/<[^<>]+>/g, ' ')
    .replace(/[*_`~#>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[*_`~]/g, '')
    .split(/\s+/)
    .filter(Boolean);

const slugOf = (heading: string) =>
  proseOf(heading)
    .replace(/\{#[^}]*\}/, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

/**
 * The 1-based line of `source` closest to the anchor: the line with the quoted text (its first words, then
 * fewer), else the heading whose id the element path names; null when neither is found.
 */
export function sourceLineOf(source: string, anchor: Record<string, unknown>): number | null {
  const lines = source.split('\n');
  const prose = lines.map(proseOf);
  const quoted = quotedText(anchor);
  if (quoted) {
    const all = words(quoted);
    for (const size of [12, 8, 5, 3]) {
      if (all.length < Math.min(size, 3)) continue;
      const needle = all.slice(0, size).join(' ');
      const index = prose.findIndex((line) => line.includes(needle));
      if (index >= 0) return index + 1;
    }
  }
  const id = /#([A-Za-z0-9_-]+)/.exec(str(anchor.nodeId) ?? '')?.[1];
  if (id) {
    const index = lines.findIndex(
      (line) =>
        /^#{1,6}\s/.test(line) && (line.includes(`{#${id}}`) || slugOf(line.replace(/^#+\s*/, '')) === id),
    );
    if (index >= 0) return index + 1;
  }
  return null;
}
