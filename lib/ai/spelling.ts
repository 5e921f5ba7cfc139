/**
 * Spelling correction of question words against the index's own vocabulary. A word the docs do not have is read
 * as the nearest indexed word (./search/typos: one edit, a swapped pair of letters counting as one), the one most
 * records have when several are as near, unless it is a word of its own:
 * - a word of SCOWL's medium size (up to 50) is not a typo of another ("bread" is not "broad", "nonce"
 *   is not "none"), except for the slips of typing that make one: a swapped pair of letters or a doubled letter
 *   ("tripple" → triple), or a letter left out ("clam" → claim); search reads typos by the same rule;
 * - a word two edits from the docs' is read as it only when no English word list (`word-list`, ~274,000 words)
 *   has it;
 * - a number is never corrected ("2022" is not "2025").
 * A word with no indexed word that near may still be a slip of an English word the docs use in another form
 * ("wraping" → wrapping, where the docs say wrap): `englishSlipsOf` lists the candidates.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {
  commonWords,
  englishWords,
  isEverydayWord,
  isSlip,
  isTypingSlip,
  mayBeTypoOf,
} from '../search/english';
import { isAskingWord } from './question-words';

export { isEverydayWord, isSlip } from '../search/english';

/**
 * The indexed word a question word stands for, or null when it stands for none. `near` lists the nearest indexed
 * words (./search/typos nearWords), with how many records have each and how many edits away they are.
 */
export function correctedWord(
  word: string,
  near: { word: string; records: number; distance?: number }[],
): string | null {
  if (/\d/.test(word) || near.length === 0) return null;
  // Two edits away ("authentification" → authentication) only for a word that is no English word: "delegate" is
  // not a misspelt "delete".
  if (near.every((n) => (n.distance ?? 1) > 1) && englishWords().has(word)) return null;
  // A word of SCOWL's medium size ("nonce", "signer", "tripe") is taken as written unless a slip of typing makes it
  // ("tripe" → triple); a rarer one the docs do not use ("fess") is more likely a typo of a word they do
  // (../search/english mayBeTypoOf, the rule search reads typos by).
  const candidates = near.filter((n) => mayBeTypoOf(word, n.word));
  // A slip of typing ("localy": a doubled letter typed once, so locally) is likelier than another edit (local).
  const slip = (candidate: string) => (isTypingSlip(word, candidate) ? 1 : 0);
  return (
    [...candidates].sort((a, b) => slip(b.word) - slip(a.word) || b.records - a.records)[0]?.word ?? null
  );
}

let functionWords: Map<string, string[]> | undefined;

/** The common words of three letters or more, by first letter. */
function functionWordsByLetter(): Map<string, string[]> {
  if (functionWords) return functionWords;
  functionWords = new Map();
  for (const word of commonWords()) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue;
    functionWords.set(word[0]!, [...(functionWords.get(word[0]!) ?? []), word]);
  }
  return functionWords;
}

/**
 * The common word a word the docs do not have is a slip of ("hwo" → how, "waht" → what, "teh" → the, "frist" →
 * first), or null: one edit, a swap counting as one, same first letter; a slip of typing first, then the nearest
 * in length, then a word that asks. A word of three letters that is an everyday English word is taken as written
 * ("cup" is not "up"; "wat", a rare one, is what).
 */
export function functionWordOf(word: string): string | null {
  if (word.length < 3 || (word.length < 4 && isEverydayWord(word))) return null;
  // An English word is a slip of a common word only by a slip of typing ("dark" is not "dare").
  const isEnglish = englishWords().has(word);
  const near = (functionWordsByLetter().get(word[0]!) ?? []).filter(
    (common) =>
      Math.abs(common.length - word.length) <= 1 &&
      damerauLevenshtein(word, common).steps <= 1 &&
      (!isEnglish || isSlip(word, common)),
  );
  // A slip of typing first ("wich" is which with a letter left out, not wish), then the nearest in length, then a
  // word that asks ("wat" is what before want: a question is typed around one).
  const rank = (common: string) =>
    (isSlip(word, common) ? 0 : 2) + Math.abs(common.length - word.length) + (isAskingWord(common) ? 0 : 0.5);
  return near.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The English words a typed word may be a slip of (isTypingSlip: a swapped pair of neighbouring letters, a doubled
 * letter typed single or a single one doubled, a letter left out of a word of four or more), never on the first
 * letter: "kye" → key, "wraping" → wrapping, "percnt" → percent. Only English words (`word-list`) are given; the
 * caller keeps those the docs use in some form.
 */
export function englishSlipsOf(word: string): string[] {
  if (!/^[a-z]{3,40}$/.test(word)) return [];
  const english = englishWords();
  // Every word one letter added, removed or swapped away, past the first letter; isTypingSlip keeps the slips.
  const near = new Set<string>();
  for (let i = 1; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    for (const letter of LETTERS) near.add(head + letter + tail);
    if (tail) near.add(head + tail.slice(1));
    if (tail.length > 1) near.add(head + tail[1] + tail[0] + tail.slice(2));
  }
  return [...near].filter((candidate) => english.has(candidate) && isSlip(word, candidate));
}

/** Words of fewer letters are not read as another word with one letter changed ("mask" is not "task"). */
const MIN_CHANGED_LETTER_LENGTH = 5;

/**
 * The English words a typed word becomes with one letter changed, past the first ("papar" → paper, "liseen" →
 * listen), for words of five letters or more: a slip less certain than isTypingSlip's, which the caller tries
 * after them.
 */
export function englishWordsOneLetterOff(word: string): string[] {
  if (word.length < MIN_CHANGED_LETTER_LENGTH || word.length > 40 || !/^[a-z]+$/.test(word)) return [];
  const english = englishWords();
  const found: string[] = [];
  for (let i = 1; i < word.length; i++) {
    for (const letter of LETTERS) {
      if (letter === word[i]) continue;
      const candidate = word.slice(0, i) + letter + word.slice(i + 1);
      if (english.has(candidate)) found.push(candidate);
    }
  }
  return found;
}
