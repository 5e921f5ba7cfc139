/**
 * Lemmas: a word's dictionary forms as a noun, a verb and an adjective (WordNet's, through `wink-lemmatizer`):
 * "epochs" → epoch, "deployed" → deploy, "sequencers" → sequencer. Two words with a lemma in common are inflections
 * of one word; two words with a stem in common (Porter2, ./forms) may be different words ("optimism", "optimize").
 */
import lemmatizer from 'wink-lemmatizer';

/** Longer words are no English words, and are not looked up. */
const MAX_LEMMATIZED = 40;

/** The word's lemmas (the word itself among them), lower case. */
export function lemmasOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.length > MAX_LEMMATIZED || !/^[a-z]+$/.test(lower)) return [lower];
  return [...new Set([lower, lemmatizer.noun(lower), lemmatizer.verb(lower), lemmatizer.adjective(lower)])];
}

/** The word's dictionary form as a noun (tools → tool), lower case; a word too long to be English is itself. */
export function nounLemma(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > MAX_LEMMATIZED || !/^[a-z]+$/.test(lower) ? lower : lemmatizer.noun(lower);
}
