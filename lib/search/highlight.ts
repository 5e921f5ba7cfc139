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

function matcher(words: string[]) {
  const lowered = [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))];
  return (word: string) => {
    const lower = word.toLowerCase();
    return lowered.find((w) => lower === w || lower.startsWith(w));
  };
}

interface Span {
  start: number;
  end: number;
  word: string;
}

function matchesIn(text: string, words: string[]): Span[] {
  const find = matcher(words);
  const spans: Span[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = find(m[0]);
    if (word) spans.push({ start: m.index, end: m.index + m[0].length, word });
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
