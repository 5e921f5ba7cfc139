/**
 * Algolia-style highlighting and snippets: the text is HTML-escaped, and only the highlight tags are added,
 * around the words that match the query (whole words or their beginning, case-insensitive).
 */
export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const WORD = /[\p{L}\p{N}_$]+/gu;

interface Span {
  start: number;
  end: number;
  word: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One expression per word list (cached: a page of hits shares it): a word matches when it starts with one of
 * the words, longest first.
 */
const matchers = new Map<string, RegExp | null>();
function matcherFor(words: string[]): RegExp | null {
  const key = words.join('\u0000');
  let regex = matchers.get(key);
  if (regex === undefined) {
    const alternatives = [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    regex = alternatives.length
      ? new RegExp(
          `(?<![\\p{L}\\p{N}_$])(${alternatives.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_$]*`,
          'giu',
        )
      : null;
    if (matchers.size > 500) matchers.clear();
    matchers.set(key, regex);
  }
  return regex;
}

function matchesIn(text: string, words: string[]): Span[] {
  const regex = matcherFor(words);
  if (!regex) return [];
  const spans: Span[] = [];
  regex.lastIndex = 0;
  for (const m of text.matchAll(regex)) {
    spans.push({ start: m.index, end: m.index + m[0].length, word: m[1]!.toLowerCase() });
  }
  return spans;
}

function mark(text: string, spans: Span[], tags: HighlightTags): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out +=
      escapeHtml(text.slice(at, span.start)) +
      tags.pre +
      escapeHtml(text.slice(span.start, span.end)) +
      tags.post;
    at = span.end;
  }
  return out + escapeHtml(text.slice(at));
}

export function highlight(text: string, queryWords: string[], tags: HighlightTags): HighlightResult {
  const spans = matchesIn(text, queryWords);
  const matched = [...new Set(spans.map((s) => s.word))];
  const matchLevel =
    matched.length === 0 ? 'none' : matched.length >= new Set(queryWords).size ? 'full' : 'partial';
  return {
    value: mark(text, spans, tags),
    matchLevel,
    matchedWords: matched,
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: !hasWordOutside(text, spans) }),
  };
}

const HAS_WORD = /[\p{L}\p{N}_$]/u;

function hasWordOutside(text: string, spans: Span[]): boolean {
  let at = 0;
  for (const span of spans) {
    if (HAS_WORD.test(text.slice(at, span.start))) return true;
    at = span.end;
  }
  return HAS_WORD.test(text.slice(at));
}

/** Up to `count` words of `text` around `position`: their start and end offsets. */
function wordsNear(text: string, position: number, before: number, count: number): [number, number] {
  // Only a bounded stretch of text is scanned, whatever the length of the record.
  const from = Math.max(0, position - before * 40);
  const words = [...text.slice(from, position + count * 40).matchAll(WORD)].map((m) => ({
    start: from + m.index,
    end: from + m.index + m[0].length,
  }));
  const firstAfter = words.findIndex((w) => w.start >= position);
  const anchor = firstAfter < 0 ? words.length : firstAfter;
  const first = Math.max(0, Math.min(anchor - before, words.length - count));
  const last = Math.min(words.length, first + count) - 1;
  if (last < first) return [0, 0];
  return [words[first]!.start, words[last]!.end];
}

/** A window of about `size` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  queryWords: string[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const spans = matchesIn(text, queryWords);
  const matchLevel = spans.length ? 'partial' : 'none';
  const [firstWordStart, lastWordEnd] = wordsNear(
    text,
    spans[0]?.start ?? 0,
    Math.floor((size - 1) / 2),
    size,
  );
  const leading = !HAS_WORD.test(text.slice(0, firstWordStart));
  const trailing = !HAS_WORD.test(text.slice(lastWordEnd));
  if (leading && trailing) return { value: mark(text, spans, tags), matchLevel };
  const start = leading ? 0 : firstWordStart;
  const end = trailing ? text.length : lastWordEnd;
  const cut = text.slice(start, end);
  const value =
    (start > 0 ? ellipsis : '') +
    mark(cut, matchesIn(cut, queryWords), tags) +
    (end < text.length ? ellipsis : '');
  return { value, matchLevel };
}
