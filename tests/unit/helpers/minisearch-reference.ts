/**
 * The reference for the engine's ranking: the same query plan run by MiniSearch's own `search` (which is what
 * lib/search/engine.ts did before it ran queries over compiled postings). Tests check that both rank alike.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { fieldsOf, INDEX_OPTIONS, LEVEL_BOOST, type IndexedFields } from '@/lib/search/engine';
import type { DocRecord } from '@/lib/search/records';
import { rewritePhrases, synonymsOf } from '@/lib/search/synonyms';
import { queryTerms, tokenize } from '@/lib/search/text';

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
}

const OPTIONS = {
  ...INDEX_OPTIONS,
  searchOptions: { tokenize: (text: string) => tokenize(text, false) },
};

function termQuery(term: string, prefix: boolean, typos: boolean): Query {
  const alternatives = synonymsOf(term);
  return {
    combineWith: 'OR',
    queries: alternatives.map((word) => ({
      queries: [word],
      prefix: prefix && word === term,
      fuzzy: typos && word.length >= 4 ? 1 : 0,
      maxFuzzy: 1,
    })),
  } as Query;
}

function build(records: DocRecord[], index: MiniSearch<IndexedFields>): SearchEngine {
  const boostDocument = (id: unknown) => LEVEL_BOOST[records[id as number]!.type];
  const run = (
    terms: string[],
    combineWith: 'AND' | 'OR',
    typos: boolean,
    filter?: (r: DocRecord) => boolean,
  ) =>
    index.search(
      {
        combineWith,
        queries: terms.map((term, i) => termQuery(term, i === terms.length - 1 && term.length > 2, typos)),
      } as Query,
      {
        boost: { heading: 3, content: 1, context: 0.4 },
        boostDocument,
        filter: filter ? (result) => filter(records[result.id as number]!) : undefined,
      },
    );
  const exactly = (result: SearchResult, terms: string[]) =>
    terms.every((term) => synonymsOf(term).some((word) => result.terms.includes(word)));

  return {
    size: records.length,
    search(query, filter) {
      const terms = queryTerms(rewritePhrases(query)).flatMap((t) => (t.includes(' ') ? t.split(' ') : [t]));
      // A trailing one-letter word is a word still being typed: as a prefix it would match most of the index.
      if (terms.length > 1 && terms[terms.length - 1]!.length === 1) terms.pop();
      if (terms.length === 0) return [];
      // Typos are tolerated only when the words as typed find nothing (Algolia's typoTolerance "min").
      let results = run(terms, 'AND', false, filter);
      if (results.length === 0) results = run(terms, 'AND', true, filter);
      if (results.length === 0 && terms.length > 1) {
        const needed = Math.ceil(terms.length / 2);
        results = run(terms, 'OR', true, filter).filter(
          (result) =>
            terms.filter((term) => synonymsOf(term).some((w) => result.queryTerms.includes(w))).length >=
            needed,
        );
      }
      // MiniSearch returns hits by score; exact matches move ahead of prefix matches, keeping that order.
      const exact: EngineHit[] = [];
      const rest: EngineHit[] = [];
      for (const result of results) {
        const hit = {
          record: records[result.id as number]!,
          score: result.score,
          matchedWords: result.terms,
        };
        (exactly(result, terms) ? exact : rest).push(hit);
      }
      return exact.concat(rest);
    },
    toJSON: () => index.toJSON(),
  };
}

export function createReferenceEngine(records: DocRecord[]): SearchEngine {
  const index = new MiniSearch<IndexedFields>(OPTIONS);
  index.addAll(records.map(fieldsOf));
  return build(records, index);
}
