/**
 * How search reads a word the docs do not have, by generated cases over the real word lists: an English word is a
 * word of its own, never read as an indexed word one letter off ("helm" is not "help"), while a word that is no
 * English word, and a slip of typing that makes one, still is ("walet", "tripple"); a word in its other spelling,
 * American or British, is the word itself ("license" finds "licence").
 */
import { readFileSync } from 'node:fs';
import { createSearchEngine } from '@/lib/search/engine';
import { stemOf } from '@/lib/search/forms';
import {
  SCOWL,
  englishWords,
  isTypingSlip,
  wordsUpToSize,
  mayBeTypoOf,
  spellingsOf,
  WORD_LIST_FILES,
  isNounOnly,
  isQualifierOnly,
} from '@/lib/search/english';
import type { DocRecord } from '@/lib/search/records';
import { synonymsOf } from '@/lib/search/synonyms';

let position = 0;
function record(path: string, title: string, content: string): DocRecord {
  return {
    objectID: `${path}#${position++}`,
    hierarchy: { lvl0: 'Guides', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    type: 'content',
    url: path,
    url_without_anchor: path,
    anchor: null,
    language: 'en',
    docusaurus_tag: 'docs-guides-current',
    position,
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Every word one letter changed past the first ("help" → helm, helo, …). */
const changedLetter = (word: string) =>
  [...word.slice(1)].flatMap((_, at) =>
    [...LETTERS]
      .filter((letter) => letter !== word[at + 1])
      .map((letter) => word.slice(0, at + 1) + letter + word.slice(at + 2)),
  );

describe('a word the docs do not have, read as one they have', () => {
  const DOCS_WORDS = [
    'help',
    'wallet',
    'triple',
    'deposit',
    'curve',
    'vault',
    'epoch',
    'redeem',
    'claim',
    'shares',
  ];
  const engine = createSearchEngine(
    DOCS_WORDS.map((word, i) => record(`/page-${i}`, `Page ${i}`, `All about the ${word} here.`)),
  );
  const indexed = new Set([...DOCS_WORDS, 'page', 'all', 'about', 'the', 'here']);
  // Generated: each docs word with one letter changed, that no indexed word begins (a last word is also a prefix)
  // and that is no other form of it ("shared" finds "shares" as a form, ./forms).
  const variants = DOCS_WORDS.flatMap((word) =>
    changedLetter(word)
      .filter(
        (typed) =>
          !indexed.has(typed) &&
          ![...indexed].some((w) => w.startsWith(typed)) &&
          stemOf(typed) !== stemOf(word),
      )
      .map((typed) => ({ typed, word })),
  );
  // A word of SCOWL's medium size (up to 50) is a word of its own; any other ("holp", "willet": only the
  // ~274,000 words of `word-list` have them; "hlep": none) may be a typo.
  const dictionary = wordsUpToSize(SCOWL.medium);
  const english = variants.filter(({ typed }) => dictionary.has(typed));
  const notEnglish = variants.filter(({ typed }) => !dictionary.has(typed));

  it('has generated cases of both kinds', () => {
    expect(english.length).toBeGreaterThan(20);
    expect(notEnglish.length).toBeGreaterThan(500);
  });

  it('an English word one letter off an indexed word is a word of its own: no hits ("helm" is not "help")', () => {
    const found = english.filter(({ typed }) => engine.search(`${typed} here`).nbHits > 0);
    expect(found).toEqual([]);
    expect(english.map((v) => v.typed)).toContain('helm');
  });

  it('a word that only the large word lists have is read as the indexed word one letter off, like a non-word', () => {
    const rare = notEnglish.filter(({ typed }) => englishWords().has(typed));
    expect(rare.length).toBeGreaterThan(10);
    expect(rare.filter(({ typed }) => engine.search(`${typed} here`).nbHits === 0)).toEqual([]);
  });

  it('a word that is in no dictionary is read as the indexed word one letter off', () => {
    const missed = notEnglish.filter(
      ({ typed, word }) =>
        engine.search(`${typed} here`).hits[0]?.record.content !== `All about the ${word} here.`,
    );
    // A typed word one letter off two docs words may be read as the other one; none is read as nothing.
    expect(missed.filter(({ typed }) => engine.search(`${typed} here`).nbHits === 0)).toEqual([]);
    expect(missed.length).toBeLessThan(notEnglish.length / 50);
  });

  it.each([
    ['tripple', 'triple', 'a doubled letter'],
    ['clam', 'claim', 'a letter left out'],
    ['wallte', 'wallet', 'two letters swapped'],
  ])(
    'an English word that is a slip of typing of an indexed one is still read as it: %s → %s (%s)',
    (typed, word) => {
      expect(englishWords().has(typed) || typed === 'wallte').toBe(true);
      expect(isTypingSlip(typed, word)).toBe(true);
      expect(mayBeTypoOf(typed, word)).toBe(true);
      expect(engine.search(`${typed} here`).hits[0]?.record.content).toBe(`All about the ${word} here.`);
    },
  );
});

describe('American and British spellings', () => {
  const table = JSON.parse(readFileSync(WORD_LIST_FILES.americanToBritish, 'utf8')) as Record<string, string>;
  // Generated: every 40th pair of the package's table, each indexed in one spelling and searched in the other.
  const pairs = Object.entries(table).filter((_, i) => i % 40 === 0);
  const records = pairs.map(([american, british], i) =>
    record(`/spelling-${i}`, `Spelling ${i}`, `A note on ${i % 2 ? american : british} only.`),
  );
  const engine = createSearchEngine(records);

  it('has a sample of the table', () => expect(pairs.length).toBeGreaterThan(40));

  it('finds a word written the other way first', () => {
    const missed = pairs.filter(([american, british], i) => {
      const other = i % 2 ? british : american;
      return engine.search(other).hits[0]?.record.url !== `/spelling-${i}`;
    });
    expect(missed).toEqual([]);
  });

  it.each([
    ['license', 'licence'],
    ['decentralized', 'decentralised'],
    ['color', 'colour'],
    ['behavior', 'behaviour'],
  ])('reads %s and %s as the same word, American first', (american, british) => {
    expect(spellingsOf(american)).toEqual([american, british]);
    expect(spellingsOf(british)).toEqual([american, british]);
    expect(synonymsOf(british)[0]).toBe(american);
  });

  it('leaves a word with one spelling alone, and keeps synonym groups', () => {
    expect(spellingsOf('atom')).toEqual(['atom']);
    expect(synonymsOf('stake')).toEqual(['stake', 'staking', 'deposit', 'deposits']);
  });
});

describe('words that only qualify (wink-lexicon parts of speech)', () => {
  it.each([
    ['regular', true],
    ['typical', true],
    ['exactly', true],
    ['basically', true],
    // A noun or a verb as well: it may name what is asked.
    ['price', false],
    ['rent', false],
    ['standard', false],
    ['simple', false],
    ['bread', false],
    // Not in the lexicon.
    ['kubernetes', false],
  ])('%s → %s', (word, only) => expect(isQualifierOnly(word)).toBe(only));
});

describe('words that only name a thing (wink-lexicon parts of speech)', () => {
  it.each([
    ['optimism', true],
    ['producer', true],
    ['bread', true],
    // A verb or an adjective as well.
    ['stake', false],
    ['optimize', false],
    ['regular', false],
    // Not in the lexicon.
    ['zksync', false],
  ])('%s → %s', (word, only) => expect(isNounOnly(word)).toBe(only));
});
