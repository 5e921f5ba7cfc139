/**
 * Trimming in time linear in the text. A regular expression anchored at the end (`/\/+$/`, `/[\s.!?]+$/`) is
 * tried from every position of a long run that does not reach the end, which is quadratic in the run: 10,000
 * slashes then a letter are 50 million steps. The ESLint rules regexp/no-super-linear-move and
 * regexp/no-super-linear-backtracking (eslint.config.mjs) refuse such expressions in code that reads requests.
 */

/** `text` without the characters at its end for which `strip` is true. */
export function trimTrailing(text: string, strip: (character: string) => boolean): string {
  let end = text.length;
  while (end > 0 && strip(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** `text` without the slashes at its end. */
export const withoutTrailingSlashes = (text: string) => trimTrailing(text, (character) => character === '/');
