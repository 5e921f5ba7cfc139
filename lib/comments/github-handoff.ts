/**
 * The hand-off of a reader's comment to GitHub: a prefilled "new issue" address (the page, the quoted text or
 * element, the comment, and a link back that opens it) and an "edit this page" address at the source line
 * closest to the comment's anchor. Only addresses are built: no token, nothing is sent to GitHub.
 */

/** GitHub keeps new-issue addresses working up to about 8,000 characters; the body is cut to stay well below. */
const MAX_BODY_CHARS = 4000;

export interface HandoffComment {
  id: string;
  pathname: string;
  text: string;
  /** The thread's first comment's metadata: `quote.exact` / `selectedText`, `nodeId`, `pageTitle`. */
  anchor: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The text the reader selected, if any. */
export function quotedText(anchor: Record<string, unknown>): string | undefined {
  const quote = anchor.quote as { exact?: unknown } | null | undefined;
  return str(quote?.exact) ?? str(anchor.selectedText);
}

const quoteBlock = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** `https://github.com/<repo>/issues/new?title=…&body=…` for a comment of the site at `siteUrl`. */
export function newIssueUrl(repo: string, siteUrl: string, comment: HandoffComment): string {
  const link = new URL(comment.pathname, siteUrl);
  link.searchParams.set('comment', comment.id);
  const quoted = quotedText(comment.anchor);
  const element = str(comment.anchor.nodeId);
  const title = `Docs feedback on ${str(comment.anchor.pageTitle)?.split(' | ')[0] ?? comment.pathname}`;
  const lines = [
    `**Page:** ${new URL(comment.pathname, siteUrl).href}`,
    quoted ? `**Quoted text:**\n${quoteBlock(quoted.slice(0, 1000))}` : undefined,
    !quoted && element ? `**Element:** \`${element.replace(/`/g, "'")}\`` : undefined,
    `**Comment:**\n${quoteBlock(comment.text)}`,
    `[Open the comment on the page](${link.href})`,
  ].filter(Boolean);
  let body = lines.join('\n\n');
  if (body.length > MAX_BODY_CHARS) body = `${body.slice(0, MAX_BODY_CHARS - 1)}…`;
  const url = new URL(`https://github.com/${repo}/issues/new`);
  url.searchParams.set('title', title.slice(0, 200));
  url.searchParams.set('body', body);
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
