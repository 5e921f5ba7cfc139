/**
 * Content negotiation between a page's HTML and its Markdown, from the request's Accept header (RFC 9110
 * §12.5.1). Markdown is chosen only when the client names it (`text/markdown`, or the older
 * `text/x-markdown`) with a quality above zero and gives text/html no higher quality — HTML's quality being
 * that of its most specific match (`text/html`, else `text/*`, else `*\/*`). So browsers, `*\/*` and
 * `text/html,text/markdown;q=0.9` get HTML; `text/markdown`, `text/markdown, *\/*` and
 * `text/markdown,text/html;q=0.9` get Markdown.
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  // Read whole (Node caps all headers at 16 KB): cutting it could drop the range that decides.
  return header
    .split(',')
    .flatMap((part) => {
      const [range, ...params] = part.trim().split(';');
      const [type, subtype] = (range ?? '').trim().toLowerCase().split('/');
      if (!type || !subtype) return [];
      let q = 1;
      for (const param of params) {
        const [name, value] = param.trim().split('=');
        if (name?.trim().toLowerCase() === 'q') {
          const parsed = Number(value);
          q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
        }
      }
      return [{ type, subtype, q }];
    });
}

/** The quality given to type/subtype by its most specific range, or undefined when no range matches. */
function qualityOf(ranges: MediaRange[], type: string, subtype: string): number | undefined {
  const exact = ranges.filter((r) => r.type === type && r.subtype === subtype);
  if (exact.length) return Math.max(...exact.map((r) => r.q));
  const anySubtype = ranges.filter((r) => r.type === type && r.subtype === '*');
  if (anySubtype.length) return Math.max(...anySubtype.map((r) => r.q));
  const any = ranges.filter((r) => r.type === '*' && r.subtype === '*');
  if (any.length) return Math.max(...any.map((r) => r.q));
  return undefined;
}

export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const named = ranges.filter(
    (r) => r.type === 'text' && (r.subtype === 'markdown' || r.subtype === 'x-markdown'),
  );
  if (named.length === 0) return false;
  const markdown = Math.max(...named.map((r) => r.q));
  if (markdown <= 0) return false;
  return (qualityOf(ranges, 'text', 'html') ?? 0) <= markdown;
}
