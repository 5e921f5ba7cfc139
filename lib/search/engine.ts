/**
 * The search engine behind the Algolia-compatible endpoint. `SearchEngine` is the small interface the endpoint
 * uses. The implementation keeps MiniSearch's index, tokenising and scoring (BM25+, prefix and typo weights,
 * the "quality" factor for matched words), and runs queries over the compiled postings (./postings):
 * - fields: the record's own heading (boosted by level: page title > h2 > h3), its content, the title of its page
 *   (as much as its content: "remix template" finds the Remix Template page), and the other headings above it (a
 *   little, so "signal deposit" finds a paragraph about deposits under a Signals heading);
 * - every query word is required (synonyms count as the word); only when that finds nothing, any word, and then
 *   a hit must match at least half of the words; when every word is found on fewer than three pages, the hits
 *   with half of them or more follow (`fillFewPages`);
 * - other forms of each word count too (./forms: "protection" finds "protecting", "nested" finds "Nesting
 *   triples"), a little less than the word as typed (AI answers' retrieval asks for hits that needed one to rank
 *   after those that match every word as typed: `formsAfterExact`);
 * - the last word is also a prefix (search as you type); when the words as typed find nothing, words of 4+
 *   letters tolerate one typo, words of 8+ letters two when none is one away (./typos: a swapped pair of letters is
 *   one edit, the first letter is kept), so exact matches come first; the any-word fallback tolerates one; an
 *   English word only a slip of typing (./english mayBeTypoOf: "helm" is not "help", "tripple" is triple);
 * - when that finds nothing too, a word the index lacks that is two indexed words written side by side somewhere in
 *   the docs, run together ("themeprovider"), is read as the two words (./typos runTogetherWords), then a
 *   word clipped from an indexed one ("repo", "infra") as that word (./typos clippedWordOf), and then a word of
 *   three letters, no everyday English one, as what it is a slip of: a stop word left out ("hwo", "teh"), an
 *   indexed word with its letter put back ("tme": time);
 * - a query with a word the index does not know at all, even with a typo, finds nothing: the any-word fallback
 *   never fills it with hits on its other words;
 * - a word the docs write only as a part of a longer name ("mask" of MetaMask, "java" of JavaScript) is not that
 *   name: only words written on their own somewhere, and the names between an identifier's underscores, match as
 *   typed; two words the docs write as one ("meta mask") are read as it when nothing else finds them;
 * - a heading that is the query as typed, small words included ("What is Intuition?"), counts three times; for a
 *   query naming a code identifier, a code block counts half (an example calling calculateAtomId six times is not
 *   what explains it);
 * - hits that match every word exactly rank above those that needed a prefix;
 * - a query for what reference docs never hold (./not-in-docs: "trust token price", "binance listing date") finds
 *   nothing, by the rule AI answers refuse such a question with;
 * - only the hits asked for are sorted (`limit`); the rest are counted.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import { wordForms, type WordForms } from './forms';
import { isEverydayWord, isSlip, mayBeTypoOf } from './english';
import { asksWhatDocsNeverHold } from './not-in-docs';
import { namesVersionUnwritten, versionsIn } from './versions';
import { compilePostings, postingsInclude, type Postings } from './postings';
import type { DocRecord } from './records';
import { rewritePhrases, synonymsOf } from './synonyms';
import { hyphenatedClosed, normalizeTerm, queryTerms, stopWords, tokenize } from './text';
import { TopHits } from './top-hits';
import { clippedWordOf, MIN_TYPO_LENGTH, nearWords, runTogetherWords } from './typos';

export interface EngineHit {
  record: DocRecord;
  score: number;
  /** Indexed words this hit matched only through typo tolerance (for highlighting). */
  typoWords: string[];
}

/** A filter on records; `key` names it, so that its answer for every record can be kept between queries. */
export interface RecordFilter {
  key: string;
  test(record: DocRecord): boolean;
}

export interface EngineSearchOptions {
  filter?: RecordFilter;
  /** How many of the best hits to return, in rank order (default: all). */
  limit?: number;
  /** false: no typo tolerance (words already corrected, as AI answers' retrieval does). @defaultValue true */
  typos?: boolean;
  /** Called with every record that matches, the ones past `limit` too (facet counts). */
  onMatch?: (record: DocRecord) => void;
  /**
   * true: a hit that needed another form of a word ranks after every hit matching the words as typed (AI answers'
   * retrieval, which re-ranks by word forms itself). @defaultValue false: forms rank with the words as typed,
   * weighed a little less ("nested triples" finds the "Nesting triples" section of the Triples page).
   */
  formsAfterExact?: boolean;
  /**
   * When every word is found on fewer than three pages, the hits that have at least half of the words follow
   * ("follow feed social app": one paragraph has every word; the social media guide has three). AI answers'
   * retrieval, which weighs every word itself, asks for the words' hits only. @defaultValue true
   */
  fillFewPages?: boolean;
  /**
   * A query asking for what reference docs never hold (./not-in-docs: the token's price, a listing date) finds
   * nothing, as AI answers refuse it. AI answers' retrieval, which decides that itself and still lists the closest
   * pages, passes false. @defaultValue true
   */
  refuseWhatDocsNeverHold?: boolean;
}

/** A result, and how many pages its hits are on (counted up to FEW_PAGES). */
interface RunResult extends EngineResult {
  pages: number;
}

export interface EngineResult {
  hits: EngineHit[];
  /** How many records matched in all. */
  nbHits: number;
}

export interface SearchEngine {
  readonly size: number;
  search(query: string, options?: EngineSearchOptions): EngineResult;
  /** Every record the filter lets through, in index order (an empty query, as Algolia answers it). */
  browse(options?: EngineSearchOptions): EngineResult;
  /** The index as JSON, to load it without rebuilding. */
  toJSON(): unknown;
  /** Whether the index has this (normalised) word. */
  has(word: string): boolean;
  /** The nearest indexed words within the typos a word tolerates (./typos), with how many records have each. */
  nearWords(word: string): { word: string; records: number; distance: number }[];
  /** Indexed words that begin with a word and are longer, with how many records have each. */
  wordsStartingWith(prefix: string): { word: string; records: number }[];
}

/** How much more a record of each level weighs (page title > h2 > h3 > text). */
export const LEVEL_BOOST: Record<DocRecord['type'], number> = {
  lvl0: 1,
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.5,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

/** MiniSearch's weights for words found by prefix and by typo tolerance. */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;
/** Another form of a query word (protecting for protection) counts this much of the word as typed. */
export const FORM_WEIGHT = 0.8;
/** A record whose own heading is the query, stop words included ("What is Intuition?"), counts this much more. */
const HEADING_PHRASE_BOOST = 3;
/** A code block's score for a query naming a code identifier: a block that uses the name rather than explains it. */
const CODE_USAGE_WEIGHT = 0.5;
/**
 * A record of a news page (the release notes, and the home page that lists the latest) counts this much unless the
 * query asks for news: its facts are dated reports of what the reference pages describe.
 */
const NEWS_WEIGHT = 0.5;
/** A query that asks for news: releases, changes, what is new. */
const ASKS_NEWS =
  /\b(?:releases?|released|changelog|changes?|changed|new|news|announce(?:d|ment|ments)?|latest)\b/i;
/** A page of news (./NEWS_WEIGHT), by its address. */
export const isNewsUrl = (url: string) => /^\/(?:release-notes)?(?:[#?]|$)/.test(url);
/** A query whose every word is found on fewer pages than this is followed by the pages with most of its words. */
const FEW_PAGES = 3;
/** Query words beyond this many are ignored (a bit each in a 32-bit mask). */
const MAX_TERMS = 32;
/** Filters whose answer per record is kept: at most this many, and at most this many bytes of answers and keys. */
const MAX_FILTER_CACHE = 64;
const MAX_FILTER_CACHE_BYTES = 4 * 1024 * 1024;

/** What ranks a query's hits besides their words' scores. */
export interface QueryRanking {
  /** The query's words, stop words kept, between spaces (' what is intuition '); '' for a single word. */
  phrase: string;
  /** Whether the query names a code identifier. */
  namesCode: boolean;
  /** Whether the query asks for news (./ASKS_NEWS). */
  asksNews: boolean;
}

/** A text's words in lower case, stop words kept, between spaces (' what is intuition '). */
const phraseOf = (text: string) => ` ${tokenize(text, false).join(' ').toLowerCase()} `;

export function queryRanking(query: string): QueryRanking {
  // The query as a phrase of two words or more, stop words kept: a heading that is it is what was typed.
  const phrase = phraseOf(query);
  return {
    phrase: phrase.trim().includes(' ') ? phrase : '',
    // A query naming a code identifier (calculateAtomId, MultiVault_HasCounterStake) is looking for what explains
    // it: a code block that calls it shows it in use.
    namesCode: /[a-z0-9][A-Z]|[A-Za-z]_[A-Za-z]/.test(query),
    asksNews: ASKS_NEWS.test(query),
  };
}

/** A record's own heading as a phrase (`QueryRanking.phrase`): its words in lower case, stop words kept. */
export function headingPhrase(record: DocRecord): string {
  return phraseOf(record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''));
}

/** How much a query's ranking multiplies a record's score (its heading phrase given, as `headingPhrase`). */
export function rankingWeight(record: DocRecord, heading: string, ranking: QueryRanking): number {
  const named = ranking.phrase !== '' && heading === ranking.phrase ? HEADING_PHRASE_BOOST : 1;
  return (
    named *
    (ranking.namesCode && record.block === 'code' ? CODE_USAGE_WEIGHT : 1) *
    (!ranking.asksNews && isNewsUrl(record.url) ? NEWS_WEIGHT : 1)
  );
}

/**
 * The words the docs write on their own, not only as a part of a longer name ("mask" is only in MetaMask, "java"
 * only in JavaScript, and neither is what a reader typing it looks for): every word of the records' text,
 * headings and addresses, a word written with hyphens also closed, and the names between an identifier's
 * underscores (MultiVault_HasCounterStake is also HasCounterStake).
 */
export function wordsWrittenAlone(records: DocRecord[]): Set<string> {
  const words = new Set<string>();
  // A page's headings and address repeat on each of its records: each text is read once.
  const read = new Set<string>();
  for (const record of records) {
    for (const text of [...Object.values(record.hierarchy), record.content, record.url_without_anchor]) {
      if (!text || read.has(text)) continue;
      read.add(text);
      for (const word of tokenize(text, false)) {
        words.add(word.toLowerCase());
        if (word.includes('_'))
          for (const name of word.split('_')) if (name.length > 2) words.add(name.toLowerCase());
      }
      for (const word of hyphenatedClosed(text)) words.add(word.toLowerCase());
    }
  }
  return words;
}

export interface IndexedFields {
  id: number;
  heading: string;
  content: string;
  /** The title of the page the record is on, when it is not the record's own heading. */
  page: string;
  /** The words of the page's address (its last path segment) that its title does not have. */
  address: string;
  /** For a text, the heading of the section it is in. */
  section: string;
  context: string;
}

/** MiniSearch's options for our index (the build and the load must use the same). */
export const INDEX_OPTIONS = {
  fields: ['heading', 'content', 'page', 'address', 'section', 'context'],
  tokenize: (text: string) => tokenize(text),
  processTerm: (term: string) => normalizeTerm(term),
};

/** The fields MiniSearch indexes for a record. */
export function fieldsOf(record: DocRecord, id: number): IndexedFields {
  const h = record.hierarchy;
  const own = record.type === 'content' ? '' : (h[record.type] ?? '');
  const page = h.lvl1 && h.lvl1 !== own ? h.lvl1 : '';
  // A page's address may name it otherwise than its title ("/faq" for "Frequently asked questions"): the words of
  // its last path segment that its title does not have ("faq api key" finds the FAQ's entry).
  const titleWords = new Set((h.lvl1 ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const address = (record.url_without_anchor.split('/').at(-1) ?? '')
    .split('-')
    .filter((word) => word && !titleWords.has(word.toLowerCase()))
    .join(' ');
  const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((v): v is string => Boolean(v));
  // A text's own section heading (the nearest above it) says what the text is about ("Protecting against
  // slippage" for the block that names minShares).
  const section = record.type === 'content' ? (headings.at(-1) ?? '') : '';
  const above = [h.lvl0, ...headings].filter((v): v is string => Boolean(v) && v !== own && v !== section);
  return {
    id,
    heading: own,
    content: record.content ?? '',
    page,
    address,
    section,
    context: above.join(' '),
  };
}

/** One indexed word a query word stands for: itself, a synonym, a longer word it begins, or a typo of it. */
interface Expansion {
  term: number;
  weight: number;
  /** The query word (a bit per query word). */
  queryBit: number;
  /** The synonym it came from (a bit per distinct synonym, for MiniSearch's quality factor). */
  wordBit: number;
  exact: boolean;
  typo: boolean;
}

/**
 * The words a query word stands for: its synonyms (./synonyms) and the indexed forms of each (./forms: "protection"
 * stands for "protecting" too). A form is not the word as typed: a hit with it ranks after those with the word.
 */
export function alternativesOf(term: string, formsOf: WordForms): { word: string; form: boolean }[] {
  const synonyms = synonymsOf(term);
  const seen = new Set(synonyms);
  const forms = synonyms.flatMap((word) => formsOf(word)).filter((word) => !seen.has(word) && seen.add(word));
  return [...synonyms.map((word) => ({ word, form: false })), ...forms.map((word) => ({ word, form: true }))];
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function build(records: DocRecord[], serialized: unknown): SearchEngine {
  // A version the query names that no page writes ("intuition v3 release", "sdk 2.1") is one the docs do not
  // describe.
  let written: Set<string> | undefined;
  const versionUnwritten = (query: string) =>
    namesVersionUnwritten(
      query,
      () =>
        (written ??= new Set(
          records.flatMap((record) => [
            ...versionsIn(
              `${Object.values(record.hierarchy).filter(Boolean).join('\n')}\n${record.content ?? ''}`,
            ),
          ]),
        )),
    );
  const postings: Postings = compilePostings(serialized);
  const size = records.length;
  const levelBoost = Float64Array.from(records, (r) => LEVEL_BOOST[r.type]);
  // Per-query scratch, reset after each query through the list of records it touched.
  const score = new Float64Array(size);
  const matched = new Uint32Array(size);
  const matchedExactly = new Uint32Array(size);
  const words = new Uint32Array(size);
  const touched = new Int32Array(size);
  const filterCache = new LRUCache<string, Uint8Array>({
    max: MAX_FILTER_CACHE,
    maxSize: MAX_FILTER_CACHE_BYTES,
    sizeCalculation: (bits, key) => bits.byteLength + key.length * 2,
  });

  const allowed = (filter: RecordFilter | undefined): Uint8Array | null => {
    if (!filter) return null;
    let bits = filterCache.get(filter.key);
    if (!bits) {
      bits = Uint8Array.from(records, (r) => (filter.test(r) ? 1 : 0));
      filterCache.set(filter.key, bits);
    }
    return bits;
  };

  const formsOf = wordForms(postings.terms);

  // Neighbouring words of every heading and text, built on the first query that needs them.
  let pairs: Set<string> | undefined;
  const pairsOfRecords = () => {
    pairs ??= new Set(
      records.flatMap((record) =>
        [...Object.values(record.hierarchy), record.content].flatMap((text) => {
          const words = text ? tokenize(text, false).map((word) => word.toLowerCase()) : [];
          return words.slice(1).map((word, i) => `${words[i]!} ${word}`);
        }),
      ),
    );
    return pairs;
  };
  let wholeWords: Set<string> | undefined;
  const isWrittenAlone = (word: string) => (wholeWords ??= wordsWrittenAlone(records)).has(word);
  const isIndexed = (...words: string[]) => words.every((word) => postings.dictionary.has(word));
  /** The query with each word the index lacks split into two it has side by side, or null when none splits. */
  const wordsApart = (terms: string[]): string[] | null => {
    let split = false;
    const read = terms.flatMap((term, i) => {
      const stillTyped = i === terms.length - 1 && postings.dictionary.atPrefix(term).size > 0;
      if (postings.dictionary.has(term) || stillTyped) return [term];
      const halves = runTogetherWords(term, (a, b) => isIndexed(a, b) && pairsOfRecords().has(`${a} ${b}`));
      split ||= halves !== null;
      return halves ?? [term];
    });
    return split ? read : null;
  };

  /** The query with each pair of neighbouring words the docs write as one word joined, or null when none is. */
  const wordsJoined = (terms: string[]): string[] | null => {
    const read: string[] = [];
    for (let i = 0; i < terms.length; i++) {
      const pair = terms[i]! + (terms[i + 1] ?? '');
      if (i + 1 < terms.length && postings.dictionary.has(pair) && isWrittenAlone(pair)) {
        read.push(pair);
        i++;
      } else read.push(terms[i]!);
    }
    return read.length < terms.length ? read : null;
  };

  const startingWith = (prefix: string) =>
    [...postings.dictionary.atPrefix(prefix)]
      .filter(([word]) => word !== prefix)
      .map(([word, id]) => ({ word, records: postings.offsets[id + 1]! - postings.offsets[id]! }));
  /** The query with each word the index lacks read as the word it is clipped from ("repo"), or null when none is. */
  const wordsUnclipped = (terms: string[]): string[] | null => {
    let read = false;
    const full = terms.map((term) => {
      if (postings.dictionary.has(term)) return term;
      const word = clippedWordOf(term, startingWith(term));
      read ||= word !== null;
      return word ?? term;
    });
    return read ? full : null;
  };

  /** The indexed word, of the most records, that `term` is with one letter left out (never the first), or null. */
  const withLetterPutBack = (term: string): string | null => {
    let best: { word: string; records: number } | null = null;
    for (let at = 1; at <= term.length; at++) {
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        const word = term.slice(0, at) + letter + term.slice(at);
        const id = postings.dictionary.get(word);
        if (id === undefined || !isWrittenAlone(word)) continue;
        const records = postings.offsets[id + 1]! - postings.offsets[id]!;
        if (!best || records > best.records) best = { word, records };
      }
    }
    return best?.word ?? null;
  };
  /**
   * The query with each word of three letters (one short of MIN_TYPO_LENGTH, so read without typos) that the index
   * lacks and no everyday English word read as what it is a slip of (./english isSlip, the rule AI answers read
   * questions by): a word queries leave out ("hwo", "teh", "wat") is left out, a word with a letter left out ("tme")
   * is the indexed word; null when none is.
   */
  const wordsUnslipped = (terms: string[]): string[] | null => {
    let read = false;
    const kept: string[] = [];
    for (const term of terms) {
      if (
        term.length !== MIN_TYPO_LENGTH - 1 ||
        !/^[a-z]+$/.test(term) ||
        postings.dictionary.has(term) ||
        isEverydayWord(term)
      ) {
        kept.push(term);
        continue;
      }
      if ([...stopWords()].some((stop) => isSlip(term, stop))) {
        read = true;
        continue;
      }
      const full = withLetterPutBack(term);
      read ||= full !== null;
      kept.push(full ?? term);
    }
    return read && kept.length > 0 ? kept : null;
  };

  /** `oneEdit`: typos of one edit only, whatever the word's length (the any-word fallback). */
  const expand = (
    terms: string[],
    typos: boolean,
    options: EngineSearchOptions,
    oneEdit: boolean,
  ): Expansion[][] => {
    const wordBits = new Map<string, number>();
    return terms.map((term, i) => {
      const prefix = i === terms.length - 1 && term.length > 2;
      const found: Expansion[] = [];
      for (const { word, form } of alternativesOf(term, formsOf)) {
        if (!wordBits.has(word)) wordBits.set(word, wordBits.size < 32 ? 1 << wordBits.size : 0);
        const base = { queryBit: 1 << i, wordBit: wordBits.get(word)! };
        const exact = postings.dictionary.get(word);
        if (exact !== undefined && isWrittenAlone(word)) {
          found.push({
            ...base,
            term: exact,
            weight: form ? FORM_WEIGHT : 1,
            exact: !form || !options.formsAfterExact,
            typo: false,
          });
        }
        const longer = new Set<string>();
        if (prefix && word === term) {
          for (const [derived, id] of postings.dictionary.atPrefix(word)) {
            if (derived.length === word.length) continue;
            longer.add(derived);
            const weight =
              (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * (derived.length - word.length));
            found.push({ ...base, term: id, weight, exact: false, typo: false });
          }
        }
        if (typos && options.typos !== false) {
          for (const { word: derived, value: id, distance } of nearWords(
            postings.dictionary,
            word,
            oneEdit ? 1 : undefined,
          )) {
            if (longer.has(derived) || !mayBeTypoOf(word, derived)) continue;
            const weight =
              ((form ? FORM_WEIGHT : 1) * TYPO_WEIGHT * derived.length) / (derived.length + distance);
            found.push({ ...base, term: id, weight, exact: false, typo: true });
          }
        }
      }
      return found;
    });
  };

  const postingCount = (expansions: Expansion[]) =>
    expansions.reduce((n, e) => n + postings.offsets[e.term + 1]! - postings.offsets[e.term]!, 0);

  /** Adds up the query's words over their postings; returns how many records were touched. */
  const accumulate = (perTerm: Expansion[][], all: boolean, bits: Uint8Array | null): number => {
    let count = 0;
    // Rarest word first: with every word required, later words only add to records that are still in.
    const order = all ? [...perTerm].sort((a, b) => postingCount(a) - postingCount(b)) : perTerm;
    let required = 0;
    for (const expansions of order) {
      for (const { term, weight, queryBit, wordBit, exact } of expansions) {
        const end = postings.offsets[term + 1]!;
        for (let at = postings.offsets[term]!; at < end; at++) {
          const id = postings.recordIds[at]!;
          if (bits && bits[id] === 0) continue;
          const has = matched[id]!;
          if ((has & required) !== required) continue;
          if (has === 0) touched[count++] = id;
          score[id]! += weight * postings.impacts[at]!;
          matched[id] = has | queryBit;
          words[id]! |= wordBit;
          if (exact) matchedExactly[id]! |= queryBit;
        }
      }
      if (all && expansions.length) required |= expansions[0]!.queryBit;
    }
    return count;
  };

  let headings: string[] | undefined;
  const headingOf = (id: number): string => (headings ??= records.map(headingPhrase))[id]!;

  const run = (
    terms: string[],
    all: boolean,
    typos: boolean,
    options: EngineSearchOptions,
    ranking: QueryRanking,
    partialOnly = false,
  ): RunResult => {
    // A word two edits from any indexed word is a word of its own to the any-word fallback: it never makes a query
    // that matches nothing ("quicksort complexity") find hits on its other words.
    const perTerm = expand(terms, typos, options, !all);
    const everyTerm = terms.length === 32 ? 0xffffffff : (1 << terms.length) - 1;
    if (perTerm.some((e) => e.length === 0)) return { hits: [], nbHits: 0, pages: 0 };
    const count = accumulate(perTerm, all, allowed(options.filter));
    // The pages of the matches, counted up to FEW_PAGES.
    const pages = new Set<string>();
    const needed = all ? terms.length : Math.ceil(terms.length / 2);
    const top = new TopHits(options.limit ?? size);
    let nbHits = 0;
    for (let i = 0; i < count; i++) {
      const id = touched[i]!;
      const has = matched[id]!;
      const hasEvery = has >>> 0 === everyTerm >>> 0;
      if (all ? hasEvery : popcount(has) >= needed && !(partialOnly && hasEvery)) {
        nbHits++;
        if (pages.size < FEW_PAGES) pages.add(records[id]!.url_without_anchor);
        options.onMatch?.(records[id]!);
        const exactly = matchedExactly[id]! >>> 0 === everyTerm >>> 0;
        const weight = rankingWeight(records[id]!, headingOf(id), ranking);
        top.offer(id, exactly, score[id]! * levelBoost[id]! * Math.max(1, popcount(words[id]!)) * weight);
      }
      score[id] = 0;
      matched[id] = 0;
      matchedExactly[id] = 0;
      words[id] = 0;
    }
    const typoExpansions = perTerm.flat().filter((e) => e.typo);
    const hits = top.sorted().map(({ id, score: total }) => ({
      record: records[id]!,
      score: total,
      typoWords: typoExpansions
        .filter((e) => postingsInclude(postings, e.term, id))
        .map((e) => postings.terms[e.term]!),
    }));
    return { hits, nbHits, pages: pages.size };
  };

  /**
   * A result of every word on fewer than FEW_PAGES pages, followed by the hits that have at least half of the words
   * but not all (the any-word fallback's).
   */
  const withFewPagesFilled = (
    result: RunResult,
    terms: string[],
    typos: boolean,
    options: EngineSearchOptions,
    ranking: QueryRanking,
  ): EngineResult => {
    if (result.pages >= FEW_PAGES) return result;
    const more = run(terms, false, typos, options, ranking, true);
    return {
      hits: [...result.hits, ...more.hits].slice(0, options.limit ?? size),
      nbHits: result.nbHits + more.nbHits,
    };
  };

  return {
    size,
    search(query, options = {}) {
      const terms = queryTerms(rewritePhrases(query))
        .flatMap((t) => (t.includes(' ') ? t.split(' ') : [t]))
        .slice(0, MAX_TERMS);
      // A trailing one-letter word is a word still being typed: as a prefix it would match most of the index.
      if (terms.length > 1 && terms[terms.length - 1]!.length === 1) terms.pop();
      if (terms.length === 0) return { hits: [], nbHits: 0 };
      if (
        options.refuseWhatDocsNeverHold !== false &&
        (asksWhatDocsNeverHold(query) || versionUnwritten(query))
      )
        return { hits: [], nbHits: 0 };
      const ranking = queryRanking(query);
      // Typos are tolerated only when the words as typed find nothing (Algolia's typoTolerance "min").
      const exact = run(terms, true, false, options, ranking);
      const typos = exact.nbHits === 0;
      const found = typos ? run(terms, true, true, options, ranking) : exact;
      let result: EngineResult = found;
      // Every word found on fewer than three pages: the pages with most of them follow, typed as the words were
      // found (a typo tolerated only when the words needed one).
      if (result.nbHits > 0 && terms.length > 1 && options.fillFewPages !== false) {
        result = withFewPagesFilled(found, terms, typos, options, ranking);
      }
      // Then two words typed without their space ("themeprovider") are read as the words the docs write side by side.
      const apart = result.nbHits === 0 ? wordsApart(terms) : null;
      if (apart) result = run(apart, true, true, options, ranking);
      // A clipped word ("farcaster frame repo") is the indexed word it begins.
      const unclipped = result.nbHits === 0 ? wordsUnclipped(terms) : null;
      if (unclipped) result = run(unclipped, true, true, options, ranking);
      // A slip in a word of three letters ("hwo to create atom", "max lock tme") is the word it slipped from.
      const unslipped = result.nbHits === 0 ? wordsUnslipped(terms) : null;
      if (unslipped) result = run(unslipped, true, true, options, ranking);
      // Two words the docs write as one name ("meta mask" for MetaMask) are that name.
      const joined = result.nbHits === 0 ? wordsJoined(terms) : null;
      if (joined) result = run(joined, true, true, options, ranking);
      if (result.nbHits === 0 && terms.length > 1) result = run(terms, false, true, options, ranking);
      return { hits: result.hits, nbHits: result.nbHits };
    },
    browse(options = {}) {
      const bits = allowed(options.filter);
      const limit = options.limit ?? size;
      const hits: EngineHit[] = [];
      let nbHits = 0;
      for (let id = 0; id < size; id++) {
        if (bits && bits[id] === 0) continue;
        nbHits++;
        options.onMatch?.(records[id]!);
        if (hits.length < limit) hits.push({ record: records[id]!, score: 0, typoWords: [] });
      }
      return { hits, nbHits };
    },
    toJSON: () => serialized,
    has: (word) => postings.dictionary.has(word),
    nearWords: (word) =>
      nearWords(postings.dictionary, word).map(({ word: near, value: id, distance }) => ({
        word: near,
        distance,
        records: postings.offsets[id + 1]! - postings.offsets[id]!,
      })),
    wordsStartingWith: startingWith,
  };
}

/** Indexes the records with MiniSearch (the build step), ready to query. */
export function createSearchEngine(records: DocRecord[]): SearchEngine {
  const index = new MiniSearch<IndexedFields>(INDEX_OPTIONS);
  index.addAll(records.map(fieldsOf));
  return build(records, index.toJSON());
}

/** Loads an index written by `createSearchEngine(...).toJSON()` for the same records. */
export function loadSearchEngine(records: DocRecord[], json: string): SearchEngine {
  return build(records, JSON.parse(json));
}
