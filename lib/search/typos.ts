/**
 * The one typo rule of search and of AI answers' question reading: an indexed word within one edit of the word
 * typed, a swapped pair of neighbouring letters counting as one edit (Damerau: "veTRSUT" → vetrust, "epoc" →
 * epoch), or within two edits for a word of eight letters or more when none is within one (Algolia's default for
 * two typos: "authentification" → authentication). Only for words of four letters or more, and never on the first
 * letter, so that a short word is not read as another short word ("mask" is not "ask" nor "task"); a word of three
 * letters only with its last two letters swapped ("MPC" → mcp, the MCP server).
 */
import damerauLevenshtein from 'damerau-levenshtein';
import type SearchableMap from 'minisearch/SearchableMap';
import { stemOf } from './forms';

export const MIN_TYPO_LENGTH = 4;
/** Words of this length tolerate a swap of their last two letters only. */
const SWAP_ONLY_LENGTH = 3;
/** Words of this length or longer tolerate two edits (Algolia's minWordSizefor2Typos); shorter ones, one. */
export const MIN_TWO_TYPO_LENGTH = 8;
/** How many edits a word tolerates: two from MIN_TWO_TYPO_LENGTH letters ("authentification"), else one. */
export const maxEditsOf = (word: string): number => (word.length >= MIN_TWO_TYPO_LENGTH ? 2 : 1);

export interface NearWord<T> {
  word: string;
  value: T;
  distance: number;
}

/**
 * The dictionary's words within `maxEdits` of `word` (itself excluded): those one edit away when there are any,
 * else those two away (for a word long enough to tolerate two), in alphabetical order.
 */
export function nearWords<T>(
  dictionary: SearchableMap<T>,
  word: string,
  maxEdits: number = maxEditsOf(word),
): NearWord<T>[] {
  if (word.length === SWAP_ONLY_LENGTH) {
    // A word of three letters is read as another only with its last two letters swapped ("MPC" → mcp).
    const swapped = word[0]! + word[2]! + word[1]!;
    const value = swapped === word ? undefined : dictionary.get(swapped);
    return value === undefined ? [] : [{ word: swapped, value, distance: 1 }];
  }
  if (word.length < MIN_TYPO_LENGTH) return [];
  const near: NearWord<T>[] = [];
  // MiniSearch's fuzzy lookup counts a swap as two edits (Levenshtein): ask it for twice as many (two swaps,
  // "trsutbondnig"), then count again.
  for (const [candidate, [value, levenshtein]] of dictionary.fuzzyGet(word, maxEdits * 2)) {
    if (candidate === word || candidate[0] !== word[0]) continue;
    // Two Levenshtein edits may be one swap ("trustbondnig"): counted again as Damerau counts them.
    const distance = levenshtein <= 1 ? levenshtein : damerauLevenshtein(word, candidate).steps;
    if (distance <= maxEdits) near.push({ word: candidate, value, distance });
  }
  // Words two edits away only when none is one edit away: the nearer reading is the likelier.
  const nearest = near.some((found) => found.distance === 1)
    ? near.filter((found) => found.distance === 1)
    : near;
  return nearest.sort((a, b) => a.word.localeCompare(b.word));
}

/** The shortest word a run-together word is split into. */
export const MIN_RUN_TOGETHER_PART = 3;

/**
 * Two words typed without the space between them ("themeprovider" → theme provider), or null: of the ways to
 * split the word in two parts of three letters or more that `isPair` accepts (words the docs write side by side),
 * the one `rank` puts first (by default the one with the longer first word).
 */
export function runTogetherWords(
  word: string,
  isPair: (first: string, second: string) => boolean,
  rank: (first: string, second: string) => number = (first) => first.length,
): [string, string] | null {
  let best: { pair: [string, string]; rank: number } | null = null;
  const lower = word.toLowerCase();
  for (let at = MIN_RUN_TOGETHER_PART; at <= lower.length - MIN_RUN_TOGETHER_PART; at++) {
    const pair: [string, string] = [lower.slice(0, at), lower.slice(at)];
    if (!isPair(...pair)) continue;
    const score = rank(...pair);
    if (!best || score > best.rank) best = { pair, rank: score };
  }
  return best?.pair ?? null;
}

/** Letters a clipped word ("repo", "infra") keeps at least, and how many more its full word has at least. */
const CLIPPED = { kept: 4, dropped: 3 };

/**
 * The word a clipped word stands for ("repo" → repository, "infra" → infrastructure), given the indexed words it
 * begins with how many records have each, or null: of those at least three letters longer, the most used, counted
 * with the other forms of its stem, when no word of another stem is used half as much (a clipping two words could
 * stand for is read as neither).
 */
export function clippedWordOf(
  word: string,
  startingWith: { word: string; records: number }[],
): string | null {
  if (word.length < CLIPPED.kept || !/^[a-z]+$/.test(word)) return null;
  const byStem = new Map<string, { word: string; records: number }>();
  for (const full of startingWith) {
    if (full.word.length < word.length + CLIPPED.dropped || !/^[a-z]+$/.test(full.word)) continue;
    const stem = stemOf(full.word);
    const same = byStem.get(stem);
    if (!same) byStem.set(stem, { ...full });
    else {
      same.records += full.records;
      if (full.word.length < same.word.length) same.word = full.word;
    }
  }
  const [first, second] = [...byStem.values()].sort((a, b) => b.records - a.records);
  return first && (!second || first.records >= 2 * second.records) ? first.word : null;
}
