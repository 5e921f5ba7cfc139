/**
 * Finds a quoted passage in the page text after the page changed: exact occurrences first (the one whose
 * surrounding text best matches the stored prefix and suffix wins), then an approximate match allowing edits
^ * in 30% of the quote's length (Sellers' dynamic programming, tracking where each match starts).
 */
export interface TextQuote {
  exact: string;
  prefix?: string;
  suffix?: string;
}

export interface TextSpan {
  start: number;
  end: number;
}

const FUZZY_PATTERN_LIMIT = 256;

function contextScore(text: string, span: TextSpan, quote: TextQuote): number {
  let score = 0;
  const prefix = quote.prefix ?? '';
  const suffix = quote.suffix ?? '';
  while (score < prefix.length && text[span.start - 1 - score] === prefix[prefix.length - 1 - score]) score++;
  let after = 0;
  while (after < suffix.length && text[span.end + after] === suffix[after]) after++;
  return score + after;
}

export function findQuote(text: string, quote: TextQuote): TextSpan | null {
  const exact = quote.exact;
  if (!exact.trim()) return null;
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (let at = text.indexOf(exact); at !== -1; at = text.indexOf(exact, at + 1)) {
    const span = { start: at, end: at + exact.length };
    const score = contextScore(text, span, quote);
    if (score > bestScore) [best, bestScore] = [span, score];
  }
  return best ?? findApproximate(text, quote);
}

function findApproximate(text: string, quote: TextQuote): TextSpan | null {
  const pattern = quote.exact.slice(0, FUZZY_PATTERN_LIMIT);
  const m = pattern.length;
  const maxErrors = Math.max(1, Math.floor(m * 0.3));
  // cost[i]: fewest edits to match pattern[0..i) ending at the current text position; from[i]: where it starts.
  let cost = Array.from({ length: m + 1 }, (_, i) => i);
  let from = new Array<number>(m + 1).fill(0);
  const matches: { span: TextSpan; errors: number }[] = [];
  for (let j = 0; j < text.length; j++) {
    const nextCost = [0];
    const nextFrom = [j + 1];
    for (let i = 1; i <= m; i++) {
      const substitute = cost[i - 1]! + (pattern[i - 1] === text[j] ? 0 : 1);
      const skipText = cost[i]! + 1;
      const skipPattern = nextCost[i - 1]! + 1;
      if (substitute <= skipText && substitute <= skipPattern) {
        nextCost.push(substitute);
        nextFrom.push(from[i - 1]!);
      } else if (skipText <= skipPattern) {
        nextCost.push(skipText);
        nextFrom.push(from[i]!);
      } else {
        nextCost.push(skipPattern);
        nextFrom.push(nextFrom[i - 1]!);
      }
    }
    cost = nextCost;
    from = nextFrom;
    if (cost[m]! <= maxErrors) {
      const start = from[m]!;
      const end = Math.min(text.length, j + 1 + (quote.exact.length - m));
      matches.push({ span: { start, end }, errors: cost[m]! });
    }
  }
  if (matches.length === 0) return null;
  const fewest = Math.min(...matches.map((match) => match.errors));
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (const match of matches) {
    if (match.errors !== fewest) continue;
    const score = contextScore(text, match.span, quote) * 2 - (match.span.end - match.span.start);
    if (best === null || score > bestScore) [best, bestScore] = [match.span, score];
  }
  return best;
}
