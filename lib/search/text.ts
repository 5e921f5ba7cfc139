/** Tokenising shared by the index and the queries: lower case, words and code identifiers, stop words out. */
const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how i in is it of on or the to what when where which why with'.split(
    ' ',
  ),
);

/**
 * Splits text into words; a number written with dots also yields its figures; code identifiers also yield their
 * camelCase and snake_case parts, and the names between their underscores; a word written with hyphens also yields
 * the word written closed.
 */
export function tokenize(text: string, withParts = true): string[] {
  // A number written with dots ("2.0.2", "0.01") is one word: a version or an amount is found as written.
  const words =
    text.match(/(?<![\p{L}\p{N}_$.])\d+(?:\.\d+)+(?![\p{L}\p{N}_$]|\.\d)|[\p{L}\p{N}_$]+/gu) ?? [];
  const out: string[] = [];
  // A word written with hyphens is also the same word written closed: "real-time" is found by "realtime",
  // "on-chain" by "onchain".
  if (withParts) out.push(...hyphenatedClosed(text));
  for (const word of words) {
    out.push(word);
    if (!withParts) continue;
    if (/^\d+\./.test(word)) {
      out.push(...word.split('.'));
      continue;
    }
    const parts = word
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
      .split(/[\s_$]+/)
      .filter(Boolean);
    if (parts.length > 1) out.push(...parts);
    // An error or function after its contract's prefix is a name of its own: MultiVault_HasCounterStake is
    // also HasCounterStake, the name readers quote.
    const segments = word.split('_').filter((segment) => segment.length > 2);
    if (segments.length > 1) out.push(...segments.filter((segment) => !parts.includes(segment)));
  }
  return out;
}

/** The words queries leave out ("what", "how", "the"). */
export const stopWords = (): ReadonlySet<string> => STOP_WORDS;

export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** The words of a text written with hyphens, written closed ("real-time" → "realtime"). */
export function hyphenatedClosed(text: string): string[] {
  return (text.match(/(?<![\p{L}\p{N}_$-])\p{L}+(?:-\p{L}+){1,2}(?![\p{L}\p{N}_$-])/gu) ?? []).map(
    (compound) => compound.replaceAll('-', ''),
  );
}

/** Query tokens: lower case, no stop words, no identifier parts (the whole identifier is matched by prefix). */
export function queryTerms(query: string): string[] {
  return tokenize(query, false)
    .map(normalizeTerm)
    .filter((t): t is string => t !== null);
}

/** Between the cells of a table row's text: white space to search and to readers, a cell boundary to answers. */
export const CELL_SEPARATOR = '\t';
