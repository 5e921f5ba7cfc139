/**
 * Word forms: the indexed words that share a word's stem (Porter2, the Snowball English stemmer), so that
 * "slippage protection" finds "Protecting against slippage" and "epochs" finds "epoch". Built once from the
 * index's own words; a query word's forms count as the word itself, like its synonyms.
 */
import stem from 'wink-porter2-stemmer';

/** Words shorter than this keep their form (ids, "api", "gas"). */
const MIN_STEMMED = 4;
/**
 * Nor do words longer than this (no English word is): the stemmer's suffix rules take time that grows faster than
 * the word, and a request may send one word of thousands of letters.
 */
const MAX_STEMMED = 40;

export const stemOf = (word: string): string =>
  word.length < MIN_STEMMED || word.length > MAX_STEMMED || !/^[a-z]+$/.test(word) ? word : stem(word);

export type WordForms = (word: string) => string[];

/** The forms of a word among the given words (the word itself excluded). */
export function wordForms(words: Iterable<string>): WordForms {
  const byStem = new Map<string, string[]>();
  for (const word of words) {
    const key = stemOf(word);
    if (key === word && !byStem.has(key)) byStem.set(key, []);
    const forms = byStem.get(key) ?? [];
    forms.push(word);
    byStem.set(key, forms);
  }
  return (word) => (byStem.get(stemOf(word)) ?? []).filter((form) => form !== word);
}
