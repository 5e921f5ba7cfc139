/**
 * Algolia-style highlighting and snippets: the text is HTML-escaped, and only the highlight tags are added,
 * around the words that match the query (whole words or their beginning, case-insensitive).
 */
import { escapeHtml } from '../escape-html';
import { escapeRegExp } from '../escape-regexp';

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

const WORD = /[\p{L}\p{N}_$]+/gu;

interface Span {
  start: number;
  end: number;
  word: string;
}

/** The query words, lower case, longest first, without duplicates (kept per list: a page of hits shares one). */
const prepared = new WeakMap<string[], string[]>();
function prepare(words: string[]): string[] {
  let list = prepared.get(words);
  if (!list) {
    list = [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    prepared.set(words, list);
  }
  return list;
}

const WORD_CHAR = /[\p{L}\p{N}_$]/u;
function isWordChar(code: number): boolean {
  if (code < 128) {
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 36
    );
  }
  return WORD_CHAR.test(String.fromCharCode(code));
}

/** The general path, for text whose lower case has another length (a few non-ASCII letters). */
function matchesByRegExp(text: string, words: string[]): Span[] {
  const regex = new RegExp(
    `(?<![\\p{L}\\p{N}_$])(${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_$]*`,
    'giu',
  );
  return [...text.matchAll(regex)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: m[1]!.toLowerCase(),
  }));
}

/** The last answer of matchesIn: a record's content is highlighted and then snippeted with the same words. */
let last: { text: string; words: string[]; spans: Span[] } | null = null;

/** Each word of `text` that begins with one of the words: where it is, and the longest query word it begins with. */
function matchesIn(text: string, queryWords: string[]): Span[] {
  const words = prepare(queryWords);
  if (last && last.text === text && last.words === words) return last.spans;
  const spans = findMatches(text, words);
  last = { text, words, spans };
  return spans;
}

function findMatches(text: string, words: string[]): Span[] {
  if (!words.length || !text) return [];
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return matchesByRegExp(text, words);
  const byStart = new Map<number, Span>();
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      if (at > 0 && isWordChar(lower.charCodeAt(at - 1))) continue;
      // Longer words come first, so a start already taken has the longest word.
      if (byStart.has(at)) continue;
      let end = at + word.length;
      while (end < lower.length && isWordChar(lower.charCodeAt(end))) end++;
      byStart.set(at, { start: at, end, word });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
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
  const inside = spans
    .filter((span) => span.start >= start && span.end <= end)
    .map((span) => ({ ...span, start: span.start - start, end: span.end - start }));
  const value = (start > 0 ? ellipsis : '') + mark(cut, inside, tags) + (end < text.length ? ellipsis : '');
  return { value, matchLevel };
}
