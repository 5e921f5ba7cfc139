/**
 * The reference for the engine's ranking: the same query plan run by MiniSearch's own `search` (which is what
 * lib/search/engine.ts did before it ran queries over compiled postings). Tests check that both rank alike.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { wordForms, type WordForms } from '@/lib/search/forms';
import {
  alternativesOf,
  FORM_WEIGHT,
  fieldsOf,
  headingPhrase,
  INDEX_OPTIONS,
  LEVEL_BOOST,
  queryRanking,
  rankingWeight,
  wordsWrittenAlone,
  type IndexedFields,
  type QueryRanking,
} from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
import { FIELD_BOOSTS } from '@/lib/search/postings';
import { rewritePhrases } from '@/lib/search/synonyms';
import { queryTerms, tokenize } from '@/lib/search/text';
import { mayBeTypoOf } from '@/lib/search/english';
import { MIN_TYPO_LENGTH, nearWords } from '@/lib/search/typos';

interface EngineHit {
  record: DocRecord;
  score: number;
  matchedWords: string[];
}

interface SearchEngine {
  readonly size: number;
  search(query: string, filter?: (record: DocRecord) => boolean): EngineHit[];
  /** The index as JSON, to load it without rebuilding. */
  toJSON(): unknown;
  /**
   * Whether MiniSearch's own typo tolerance (one Levenshtein edit, any letter) finds the same words as the
   * engine's (./typos: a swap is one edit, the first letter kept; an English word only by a slip of typing,
   * ./english mayBeTypoOf) for every word of the query: only then can
   * MiniSearch's search be the reference for the query's ranking.
   */
  typosAgree(query: string): boolean;
  /**
   * Whether every word of the query the index has is a word the docs write on their own: the engine does not
   * match a word that is only a part of a longer name ("java" of JavaScript), which MiniSearch would.
   */
  wordsWrittenAlone(query: string): boolean;
}

const OPTIONS = {
  ...INDEX_OPTIONS,
  searchOptions: { tokenize: (text: string) => tokenize(text, false) },
};

function termQuery(term: string, prefix: boolean, typos: boolean, formsOf: WordForms): Query {
  return {
    combineWith: 'OR',
    queries: alternativesOf(term, formsOf).map(({ word, form }) => ({
      queries: [word],
      prefix: prefix && word === term,
      fuzzy: typos && word.length >= 4 ? 1 : 0,
      maxFuzzy: 1,
      // Another form of the word counts a little less than the word as typed.
      ...(form ? { boostTerm: () => FORM_WEIGHT } : {}),
    })),
  } as Query;
}

/** MiniSearch's term dictionary (not part of its API; the reference may look inside). */
const dictionaryOf = (index: MiniSearch<IndexedFields>) =>
  (index as unknown as { _index: SearchableMap<unknown> })._index;

function termsOf(query: string): string[] {
  const terms = queryTerms(rewritePhrases(query)).flatMap((t) => (t.includes(' ') ? t.split(' ') : [t]));
  // A trailing one-letter word is a word still being typed: as a prefix it would match most of the index.
  if (terms.length > 1 && terms[terms.length - 1]!.length === 1) terms.pop();
  return terms;
}

function build(records: DocRecord[], index: MiniSearch<IndexedFields>): SearchEngine {
  const formsOf = wordForms(dictionaryOf(index).keys());
  const alternatives = (term: string) => alternativesOf(term, formsOf).map(({ word }) => word);
  /** The word as typed, its synonyms and its other forms: a hit with each of them matches exactly. */
  const asTyped = (term: string) => alternativesOf(term, formsOf).map(({ word }) => word);
  // The query being run's ranking (a heading that is the query, code blocks for a code name), as the engine's.
  let ranking: QueryRanking = queryRanking('');
  const headings = records.map(headingPhrase);
  const boostDocument = (id: unknown) => {
    const record = records[id as number]!;
    return LEVEL_BOOST[record.type] * rankingWeight(record, headings[id as number]!, ranking);
  };
  const alone = wordsWrittenAlone(records);
  const run = (
    terms: string[],
    combineWith: 'AND' | 'OR',
    typos: boolean,
    filter?: (r: DocRecord) => boolean,
  ) =>
    index.search(
      {
        combineWith,
        queries: terms.map((term, i) =>
          termQuery(term, i === terms.length - 1 && term.length > 2, typos, formsOf),
        ),
      } as Query,
      {
        boost: FIELD_BOOSTS,
        boostDocument,
        filter: filter ? (result) => filter(records[result.id as number]!) : undefined,
      },
    );
  const exactly = (result: SearchResult, terms: string[]) =>
    terms.every((term) => asTyped(term).some((word) => result.terms.includes(word)));

  return {
    size: records.length,
    search(query, filter) {
      const terms = termsOf(query);
      if (terms.length === 0) return [];
      ranking = queryRanking(query);
      // Typos are tolerated only when the words as typed find nothing (Algolia's typoTolerance "min").
      let results = run(terms, 'AND', false, filter);
      const typos = results.length === 0;
      if (typos) results = run(terms, 'AND', true, filter);
      // A word the index does not know, even with a typo, finds nothing, so the query finds nothing.
      const dictionary = dictionaryOf(index);
      const unknown = terms.some((term, i) =>
        alternatives(term).every(
          (word) =>
            !dictionary.has(word) &&
            !(
              i === terms.length - 1 &&
              term.length > 2 &&
              word === term &&
              dictionary.atPrefix(word).size > 0
            ) &&
            nearWords(dictionary, word).length === 0,
        ),
      );
      const needed = Math.ceil(terms.length / 2);
      const anyWord = (withTypos = true) =>
        run(terms, 'OR', withTypos, filter).filter(
          (result) =>
            terms.filter((term) => alternatives(term).some((w) => result.queryTerms.includes(w))).length >=
            needed,
        );
      // MiniSearch returns hits by score; exact matches move ahead of prefix matches, keeping that order.
      const ranked = (found: SearchResult[]) => {
        const exact: EngineHit[] = [];
        const rest: EngineHit[] = [];
        for (const result of found) {
          const hit = {
            record: records[result.id as number]!,
            score: result.score,
            matchedWords: result.terms,
          };
          (exactly(result, terms) ? exact : rest).push(hit);
        }
        return exact.concat(rest);
      };
      if (terms.length < 2 || unknown) return ranked(results);
      if (results.length === 0) return ranked(anyWord());
      // Every word found on fewer than three pages: the hits with half the words follow, with a typo only when the
      // words needed one.
      const pages = new Set(results.map((result) => records[result.id as number]!.url_without_anchor));
      if (pages.size >= 3) return ranked(results);
      const hasEvery = (result: SearchResult) =>
        terms.every((term) => alternatives(term).some((w) => result.queryTerms.includes(w)));
      return ranked(results).concat(ranked(anyWord(typos).filter((result) => !hasEvery(result))));
    },
    toJSON: () => index.toJSON(),
    wordsWrittenAlone(query) {
      const dictionary = dictionaryOf(index);
      return termsOf(query).every((term) =>
        alternatives(term).every((word) => !dictionary.has(word) || alone.has(word)),
      );
    },
    typosAgree(query) {
      const dictionary = dictionaryOf(index);
      return termsOf(query).every((term) =>
        alternatives(term).every((word) => {
          const engine = nearWords(dictionary, word)
            .filter((near) => mayBeTypoOf(word, near.word))
            .map((near) => near.word);
          const miniSearch =
            word.length < MIN_TYPO_LENGTH
              ? []
              : [...dictionary.fuzzyGet(word, 1).keys()].filter((near) => near !== word);
          return engine.sort().join() === miniSearch.sort().join();
        }),
      );
    },
  };
}

export function createReferenceEngine(records: DocRecord[]): SearchEngine {
  const index = new MiniSearch<IndexedFields>(OPTIONS);
  index.addAll(records.map(fieldsOf));
  return build(records, index);
}
