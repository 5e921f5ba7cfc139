/**
 * The MiniSearch index compiled for querying. MiniSearch builds and serialises the index (its JSON is what
 * `npm run build` writes); at load time each term's postings are turned into flat typed arrays holding, for
 * every record, the term's score contribution: MiniSearch's own BM25+ per field, times the field's boost,
 * summed over the fields. These numbers depend only on the index, never on the query, so a query only adds
 * them up, which is what makes 50,000 records fast (MiniSearch recomputes them and allocates an object per
 * matching record and term on every query).
 *
 * The term dictionary stays MiniSearch's radix tree (SearchableMap), for its prefix and typo expansion.
 */
import SearchableMap from 'minisearch/SearchableMap';

/**
 * MiniSearch's BM25+ parameters (its defaults) and the fields' boosts, as MiniSearch applied them: a record's own
 * heading counts three times; a word of the title of the page it is on counts as a word of its text ("remix
 * template" finds the Remix Template page's sections before other pages' mentions of Remix), and so do a word of
 * the page's address ("faq api key") and, for a text, a word of the heading of its section ("slippage minShares"
 * finds the block under "Protecting against slippage"); the headings between count a little.
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
export const FIELD_BOOSTS: Record<string, number> = {
  heading: 3,
  content: 1,
  page: 1,
  address: 1,
  section: 1,
  context: 0.4,
};

/** The parts of MiniSearch's serialised index (serializationVersion 2) that scoring needs. */
interface MiniSearchJson {
  documentCount: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: [term: string, fields: Record<string, Record<string, number>>][];
  serializationVersion: number;
}

export interface Postings {
  /** Number of records (record ids are 0 … size − 1: the position in the records array). */
  size: number;
  /** Term → term number. */
  dictionary: SearchableMap<number>;
  terms: string[];
  /** The postings of term t are at offsets[t] … offsets[t + 1] − 1, sorted by record id. */
  offsets: Uint32Array;
  recordIds: Int32Array;
  impacts: Float64Array;
}

function bm25(termFreq: number, matching: number, total: number, length: number, average: number) {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return (
    idf *
    (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
  );
}

export function compilePostings(serialized: unknown): Postings {
  const json = serialized as MiniSearchJson;
  if (json?.serializationVersion !== 2 || !Array.isArray(json.index)) {
    throw new Error('The search index is not a MiniSearch index (serialization version 2): rebuild it.');
  }
  const fieldBoost: number[] = [];
  for (const [field, id] of Object.entries(json.fieldIds)) fieldBoost[id] = FIELD_BOOSTS[field] ?? 1;
  const recordOf = new Map<string, number>(Object.entries(json.documentIds));
  const total = json.documentCount;

  const terms: string[] = [];
  const offsets = new Uint32Array(json.index.length + 1);
  let capacity = 1 << 16;
  let recordIds = new Int32Array(capacity);
  let impacts = new Float64Array(capacity);
  let used = 0;
  const summed = new Map<number, number>();
  for (const [term, fields] of json.index) {
    summed.clear();
    for (const [fieldKey, frequencies] of Object.entries(fields)) {
      const field = Number(fieldKey);
      const shortIds = Object.keys(frequencies);
      for (const shortId of shortIds) {
        const record = recordOf.get(shortId)!;
        const length = json.fieldLength[shortId]![field]!;
        const score =
          fieldBoost[field]! *
          bm25(frequencies[shortId]!, shortIds.length, total, length, json.averageFieldLength[field]!);
        summed.set(record, (summed.get(record) ?? 0) + score);
      }
    }
    if (used + summed.size > capacity) {
      while (used + summed.size > capacity) capacity *= 2;
      const grownIds = new Int32Array(capacity);
      grownIds.set(recordIds.subarray(0, used));
      recordIds = grownIds;
      const grownImpacts = new Float64Array(capacity);
      grownImpacts.set(impacts.subarray(0, used));
      impacts = grownImpacts;
    }
    for (const record of [...summed.keys()].sort((a, b) => a - b)) {
      recordIds[used] = record;
      impacts[used] = summed.get(record)!;
      used++;
    }
    offsets[terms.length + 1] = used;
    terms.push(term);
  }
  return {
    size: Object.keys(json.documentIds).length,
    dictionary: SearchableMap.from(terms.map((term, i) => [term, i])),
    terms,
    offsets,
    recordIds: recordIds.slice(0, used),
    impacts: impacts.slice(0, used),
  };
}

/** Whether record `id` is in term t's postings (binary search). */
export function postingsInclude(postings: Postings, term: number, id: number): boolean {
  let low = postings.offsets[term]!;
  let high = postings.offsets[term + 1]! - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = postings.recordIds[middle]!;
    if (at === id) return true;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
