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
  const textWords = text.match(WORD) ?? [];
  return {
    value: mark(text, spans, tags),
    matchLevel,
    matchedWords: matched,
    ...(matchLevel === 'none'
      ? {}
      : { fullyHighlighted: spans.length > 0 && spans.length === textWords.length }),
  };
}

/** A window of about `size` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  queryWords: string[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const words = [...text.matchAll(WORD)];
  const spans = matchesIn(text, queryWords);
  if (words.length <= size) {
    return { value: mark(text, spans, tags), matchLevel: spans.length ? 'partial' : 'none' };
  }
  const firstMatch = spans.length ? words.findIndex((w) => w.index === spans[0]!.start) : 0;
  const from = Math.max(0, Math.min(firstMatch - Math.floor((size - 1) / 2), words.length - size));
  const to = Math.min(words.length, from + size);
  const start = from === 0 ? 0 : words[from]!.index;
  const end = to === words.length ? text.length : words[to - 1]!.index + words[to - 1]![0].length;
  const cut = text.slice(start, end);
  const value =
    (start > 0 ? ellipsis : '') +
    mark(cut, matchesIn(cut, queryWords), tags) +
    (end < text.length ? ellipsis : '');
  return { value, matchLevel: spans.length ? 'partial' : 'none' };
}
