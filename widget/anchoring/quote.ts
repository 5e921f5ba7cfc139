/**
 * Finds a quoted passage in the page text after the page changed: exact occurrences first (the one whose
 * surrounding text best matches the stored prefix and suffix wins), then an approximate match allowing edits
 * in 30% of the quote's length (Myers' bit-parallel algorithm, from `approx-string-match`, the library the
 * Hypothesis annotation client uses; it measured faster than our own dynamic programming on every case).
 *
 * Bounded: the approximate search uses at most MAX_FUZZY_PATTERN characters of the quote, and all the
 * searches of one page share a time budget (`anchoringBudget`): the text is searched in chunks, and once the
 * budget is spent the remaining quotes are only looked for exactly (what is not found is detached, never lost).
 * So a page with many long, unmatched quotes cannot freeze a reader's page.
 */
import approximateSearch from 'approx-string-match';

export interface TextQuote {
  exact: string;
  prefix?: string;
  suffix?: string;
}

export interface TextSpan {
  start: number;
  end: number;
}

/** Characters of a quote the approximate search looks for (the rest extends the match). */
export const MAX_FUZZY_PATTERN = 256;
/** Time all the approximate searches of one page may take together. */
export const ANCHORING_BUDGET_MS = 100;
/** Text searched between two looks at the clock. */
const CHUNK = 16_384;

export interface AnchoringBudget {
  /** performance.now() past which no approximate search starts or continues. */
  deadline: number;
}

/** A budget for one pass over a page's comments. */
export function anchoringBudget(ms = ANCHORING_BUDGET_MS): AnchoringBudget {
  return { deadline: performance.now() + ms };
}

function contextScore(text: string, span: TextSpan, quote: TextQuote): number {
  let score = 0;
  const prefix = quote.prefix ?? '';
  const suffix = quote.suffix ?? '';
  while (score < prefix.length && text[span.start - 1 - score] === prefix[prefix.length - 1 - score]) score++;
  let after = 0;
  while (after < suffix.length && text[span.end + after] === suffix[after]) after++;
  return score + after;
}

export function findQuote(
  text: string,
  quote: TextQuote,
  budget: AnchoringBudget = anchoringBudget(),
): TextSpan | null {
  const exact = quote.exact;
  if (!exact.trim()) return null;
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (let at = text.indexOf(exact); at !== -1; at = text.indexOf(exact, at + 1)) {
    const span = { start: at, end: at + exact.length };
    const score = contextScore(text, span, quote);
    if (score > bestScore) [best, bestScore] = [span, score];
  }
  return best ?? findApproximate(text, quote, budget);
}

interface Match extends TextSpan {
  errors: number;
}

/** The lowest-cost matches of the pattern, searched chunk by chunk while the budget lasts (null: it ran out). */
function approximateMatches(
  text: string,
  pattern: string,
  maxErrors: number,
  budget: AnchoringBudget,
): Match[] | null {
  // Chunks overlap by the longest a match can be, so that no match is cut in two.
  const overlap = pattern.length + maxErrors;
  const found = new Map<number, Match>();
  for (let from = 0; from < text.length; from += CHUNK) {
    if (performance.now() > budget.deadline) return null;
    const chunk = text.slice(from, from + CHUNK + overlap);
    for (const match of approximateSearch(chunk, pattern, maxErrors)) {
      const start = from + match.start;
      const previous = found.get(start);
      if (!previous || match.errors < previous.errors) {
        found.set(start, { start, end: from + match.end, errors: match.errors });
      }
    }
    if (from + CHUNK + overlap >= text.length) break;
  }
  return [...found.values()];
}

function findApproximate(text: string, quote: TextQuote, budget: AnchoringBudget): TextSpan | null {
  const pattern = quote.exact.slice(0, MAX_FUZZY_PATTERN);
  const maxErrors = Math.max(1, Math.floor(pattern.length * 0.3));
  const matches = approximateMatches(text, pattern, maxErrors, budget);
  if (!matches || matches.length === 0) return null;
  const fewest = matches.reduce((least, match) => Math.min(least, match.errors), Infinity);
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (const match of matches) {
    if (match.errors !== fewest) continue;
    const span = {
      start: match.start,
      end: Math.min(text.length, match.end + (quote.exact.length - pattern.length)),
    };
    const score = contextScore(text, span, quote) * 2 - (span.end - span.start);
    if (best === null || score > bestScore) [best, bestScore] = [span, score];
  }
  return best;
}
