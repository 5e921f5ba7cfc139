/**
 * The Algolia multi-query protocol (POST /1/indexes/*\/queries) over a SearchEngine: request parsing with
 * clear errors, filters, paging, attribute selection, highlighting and snippets, in Algolia's answer shape.
 */
import type { EngineHit, RecordFilter, SearchEngine } from './engine';
import { highlight, snippet, type HighlightTags } from './highlight';
import type { DocRecord } from './records';
import { rewritePhrases, synonymsOf } from './synonyms';
import { queryTerms } from './text';
import { parseJson, refuseNul } from '../server/body';

export class SearchRequestError extends Error {}

/**
 * The pipeline's checks, as this protocol's errors: JSON text of the request (the body, or a list written as
 * JSON) parsed with the pipeline's nesting bound; the refusal of NUL characters in what the request says.
 */
function asSearchError<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new SearchRequestError((error as Error).message);
  }
}

const parseJsonText = (text: string, what: string): unknown => asSearchError(() => parseJson(text, what));

/**
 * What one call to the search endpoint may ask for. Past a limit the call is refused with a 400 and a message
 * naming it, so that no request can make the server build a huge answer or spend seconds of CPU. The site's
 * own search UI asks for 20 hits with 12–24-word snippets and short tags, far inside these.
 */
export const SEARCH_LIMITS = {
  /** Queries in one multi-query call. */
  requestsPerCall: 10,
  /** hitsPerPage of one query. */
  hitsPerPage: 50,
  /** Hits returned by all the queries of one call together. */
  hitsPerCall: 100,
  /** Deepest hit a query may page to (page × hitsPerPage + hitsPerPage), as Algolia's paginationLimitedTo. */
  paginationLimit: 1000,
  /** Characters in a query. */
  queryLength: 512,
  /** Characters in highlightPreTag, highlightPostTag and snippetEllipsisText. */
  tagLength: 32,
  /** Words in one snippet (`attributesToSnippet: ["content:N"]`). */
  snippetWords: 100,
  /** Entries in attributesToRetrieve, attributesToHighlight and attributesToSnippet. */
  attributes: 32,
  /** Conditions in facetFilters and filters together (`a:1 OR b:2` is two). */
  filterTerms: 20,
  /** Characters in `filters`. */
  filtersLength: 1024,
  /** maxValuesPerFacet (Algolia's own ceiling). */
  valuesPerFacet: 1000,
} as const;

/**
 * The attributes a query may ask facet counts for (Algolia's attributesForFaceting): the section (lvl0), the
 * page (lvl1), the record's kind, its language and its DocSearch tag. `facets: ["*"]` asks for all of them;
 * other names are left out of the answer, as Algolia leaves out attributes not declared for faceting.
 */
export const ATTRIBUTES_FOR_FACETING = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'type',
  'language',
  'docusaurus_tag',
] as const;
const DEFAULT_VALUES_PER_FACET = 100;

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: (string | string[])[];
  filters: string;
  attributesToRetrieve: string[] | null;
  attributesToSnippet: string[];
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /** Attributes to count values of over every hit (not only the page's). */
  facets: string[];
  maxValuesPerFacet: number;
  /** The parameters as the client sent them, echoed in `params`. */
  raw: string;
}

export interface ParsedRequest {
  indexName: string;
  params: SearchParams;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list parameter may arrive as an array, a JSON array string or a comma-separated string. */
function list(value: unknown, name: string): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') {
    if (value.trim().startsWith('[')) {
      items = parseJsonText(value, name) as unknown[];
      if (!Array.isArray(items)) throw new SearchRequestError(`${name} is not a valid list`);
    } else {
      items = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    }
  } else throw new SearchRequestError(`${name} must be a list`);
  if (items.length > SEARCH_LIMITS.attributes) {
    throw new SearchRequestError(`${name} may list at most ${SEARCH_LIMITS.attributes} attributes`);
  }
  return items.map(String);
}

function facetFilters(value: unknown): (string | string[])[] {
  if (value === undefined || value === null || value === '') return [];
  let parsed: unknown = value;
  if (typeof value === 'string')
    parsed = value.trim().startsWith('[') ? parseJsonText(value, 'facetFilters') : [value];
  if (!Array.isArray(parsed)) throw new SearchRequestError('facetFilters must be a list');
  return parsed.map((f: unknown) => (Array.isArray(f) ? f.map(String) : String(f)));
}

/** White space runs as one space (then split on ` OR `: linear, where `/\s+OR\s+/` is quadratic in a run). */
const singleSpaced = (text: string) => text.replace(/\s+/g, ' ');

/** How many conditions facetFilters and filters hold together. */
function filterTermCount(facets: (string | string[])[], filters: string): number {
  const facetTerms = facets.reduce((n, f) => n + (Array.isArray(f) ? f.length : 1), 0);
  const filterTerms = filters.trim() ? singleSpaced(filters).split(/ (?:OR|AND) /).length : 0;
  return facetTerms + filterTerms;
}

/** The requested facets that can be counted, `*` expanded. */
function facetAttributes(requested: string[]): string[] {
  if (requested.includes('*')) return [...ATTRIBUTES_FOR_FACETING];
  const facetable = new Set<string>(ATTRIBUTES_FOR_FACETING);
  return [...new Set(requested.filter((name) => facetable.has(name)))];
}

function boundedText(value: unknown, name: string, fallback: string, max: number): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchRequestError(`${name} must be a string`);
  if (value.length > max) throw new SearchRequestError(`${name} must be at most ${max} characters`);
  return value;
}

function integer(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new SearchRequestError(`${name} must be an integer ≥ ${min}`);
  return Math.min(n, max);
}

function paramsFrom(source: Loose, raw: string): SearchParams {
  const limits = SEARCH_LIMITS;
  const query = boundedText(source.query, 'query', '', limits.queryLength);
  const hitsPerPage = integer(source.hitsPerPage, 'hitsPerPage', 20, 0, Infinity);
  if (hitsPerPage > limits.hitsPerPage) {
    throw new SearchRequestError(`hitsPerPage must be at most ${limits.hitsPerPage}`);
  }
  const filters = boundedText(source.filters, 'filters', '', limits.filtersLength);
  const facets = facetFilters(source.facetFilters);
  if (filterTermCount(facets, filters) > limits.filterTerms) {
    throw new SearchRequestError(
      `facetFilters and filters may hold at most ${limits.filterTerms} conditions`,
    );
  }
  const attributesToSnippet = list(source.attributesToSnippet, 'attributesToSnippet') ?? [];
  for (const spec of attributesToSnippet) {
    if (Number(spec.split(':')[1] ?? 0) > limits.snippetWords) {
      throw new SearchRequestError(`A snippet may hold at most ${limits.snippetWords} words`);
    }
  }
  return {
    query,
    page: integer(source.page, 'page', 0, 0, 1000),
    hitsPerPage,
    facetFilters: facets,
    filters,
    attributesToRetrieve: list(source.attributesToRetrieve, 'attributesToRetrieve'),
    attributesToSnippet,
    attributesToHighlight: list(source.attributesToHighlight, 'attributesToHighlight'),
    highlightPreTag: boundedText(source.highlightPreTag, 'highlightPreTag', '<em>', limits.tagLength),
    highlightPostTag: boundedText(source.highlightPostTag, 'highlightPostTag', '</em>', limits.tagLength),
    snippetEllipsisText: boundedText(
      source.snippetEllipsisText,
      'snippetEllipsisText',
      '…',
      limits.tagLength,
    ),
    facets: facetAttributes(list(source.facets, 'facets') ?? []),
    maxValuesPerFacet: integer(
      source.maxValuesPerFacet,
      'maxValuesPerFacet',
      DEFAULT_VALUES_PER_FACET,
      0,
      limits.valuesPerFacet,
    ),
    raw,
  };
}

/** Parses the body of a multi-query request (JSON whatever the content type). */
export function parseMultiQuery(body: string): ParsedRequest[] {
  const json = parseJsonText(body, 'body');
  if (!isObject(json) || !Array.isArray(json.requests)) {
    throw new SearchRequestError('The body must be {"requests": [...]}');
  }
  if (json.requests.length === 0) throw new SearchRequestError('requests must not be empty');
  if (json.requests.length > SEARCH_LIMITS.requestsPerCall) {
    throw new SearchRequestError(`At most ${SEARCH_LIMITS.requestsPerCall} requests per call`);
  }
  const parsed = json.requests.map((request: unknown, i: number): ParsedRequest => {
    if (!isObject(request)) throw new SearchRequestError(`requests[${i}] must be an object`);
    const { indexName, params, ...flat } = request;
    if (typeof indexName !== 'string' || !indexName) {
      throw new SearchRequestError(`requests[${i}].indexName is required`);
    }
    let source: Loose = flat;
    let raw = '';
    if (typeof params === 'string') {
      raw = params;
      source = { ...flat, ...Object.fromEntries(new URLSearchParams(params)) };
    } else if (isObject(params)) {
      source = { ...flat, ...params };
    } else if (params !== undefined) {
      throw new SearchRequestError(`requests[${i}].params must be a string or an object`);
    }
    // The body is JSON the pipeline does not read (the Algolia protocol's text/plain): its values, decoded from
    // `params` too (`%00`), are refused with NUL characters as every other body is.
    asSearchError(() => refuseNul(source, `requests[${i}]`));
    if (!raw) {
      raw = new URLSearchParams(
        Object.entries(source).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
    }
    return { indexName, params: paramsFrom(source, raw) };
  });
  const hits = parsed.reduce((n, { params }) => n + params.hitsPerPage, 0);
  if (hits > SEARCH_LIMITS.hitsPerCall) {
    throw new SearchRequestError(
      `The requests of one call may ask for at most ${SEARCH_LIMITS.hitsPerCall} hits together`,
    );
  }
  return parsed;
}

/** The value at a dotted attribute's keys: own properties only, so that "constructor" or "__proto__" names nothing. */
const valueAt = (record: DocRecord, keys: string[]): unknown =>
  keys.reduce<unknown>(
    (value, key) => (isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined),
    record,
  );

/** facetFilters (AND of entries, an inner array is an OR) and simple `filters` (attr:value, AND/OR). */
export function recordFilter(params: SearchParams): RecordFilter | undefined {
  const facet = (expr: string) => {
    const negate = expr.startsWith('-');
    const [name, ...rest] = (negate ? expr.slice(1) : expr).split(':');
    const wanted = rest.join(':').replace(/^"|"$/g, '');
    const path = name!.trim();
    const keys = path.split('.');
    return (record: DocRecord) => (String(valueAt(record, keys)) === wanted) !== negate;
  };
  const checks: ((record: DocRecord) => boolean)[] = params.facetFilters.map((f) => {
    if (Array.isArray(f)) {
      const any = f.map(facet);
      return (record) => any.some((check) => check(record));
    }
    return facet(f);
  });
  if (params.filters.trim()) {
    const alternatives = singleSpaced(params.filters.replace(/[()]/g, ' '))
      .split(' OR ')
      .map((part) => part.split(' AND ').map((expr) => facet(expr.trim())));
    checks.push((record) => alternatives.some((all) => all.every((check) => check(record))));
  }
  if (!checks.length) return undefined;
  return {
    key: JSON.stringify([params.facetFilters, params.filters]),
    test: (record) => checks.every((check) => check(record)),
  };
}

const HIGHLIGHTED_BY_DEFAULT = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

function setPath(target: Loose, keys: string[], value: unknown) {
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Loose;
  at[keys[keys.length - 1]!] = value;
}

/** What to put in each hit of a request, worked out once for all its hits. */
interface HitPlan {
  retrieveAll: boolean;
  retrieve: Set<string>;
  highlight: string[][];
  snippet: { keys: string[]; size: number }[];
  tags: HighlightTags;
}

function hitPlan(params: SearchParams): HitPlan {
  const retrieve = params.attributesToRetrieve;
  const highlight = (params.attributesToHighlight ?? HIGHLIGHTED_BY_DEFAULT).flatMap((name) =>
    name === 'hierarchy' || name === '*'
      ? HIGHLIGHTED_BY_DEFAULT.filter((n) => name === '*' || n.startsWith('hierarchy'))
      : [name],
  );
  return {
    retrieveAll: !retrieve || retrieve.includes('*'),
    retrieve: new Set(retrieve ?? []),
    highlight: [...new Set(highlight)].map((name) => name.split('.')),
    snippet: params.attributesToSnippet.map((spec) => {
      const [name, size] = spec.split(':');
      return { keys: name!.split('.'), size: Number(size) || 10 };
    }),
    tags: { pre: params.highlightPreTag, post: params.highlightPostTag },
  };
}

function shapeHit(hit: EngineHit, params: SearchParams, plan: HitPlan, words: string[]) {
  const { record } = hit;
  const shaped: Loose = { objectID: record.objectID };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'position' || key === 'objectID') continue;
    if (plan.retrieveAll || plan.retrieve.has(key)) shaped[key] = value;
    else if (key === 'hierarchy') {
      for (const level of Object.keys(value as object)) {
        if (plan.retrieve.has(`hierarchy.${level}`))
          setPath(shaped, ['hierarchy', level], (value as Loose)[level]);
      }
    }
  }
  const highlightResult: Loose = {};
  for (const keys of plan.highlight) {
    const value = valueAt(record, keys);
    if (typeof value === 'string') setPath(highlightResult, keys, highlight(value, words, plan.tags));
  }
  const snippetResult: Loose = {};
  for (const { keys, size } of plan.snippet) {
    const value = valueAt(record, keys);
    if (typeof value === 'string') {
      setPath(snippetResult, keys, snippet(value, words, size, plan.tags, params.snippetEllipsisText));
    }
  }
  shaped._highlightResult = highlightResult;
  if (plan.snippet.length) shaped._snippetResult = snippetResult;
  return shaped;
}

/** Counts the values of the requested facets over the records it is given. */
function facetCounter(attributes: string[]) {
  if (!attributes.length) return undefined;
  const paths = attributes.map((name) => ({ name, keys: name.split('.') }));
  const counts = new Map<string, Map<string, number>>(attributes.map((name) => [name, new Map()]));
  return {
    add(record: DocRecord) {
      for (const { name, keys } of paths) {
        const value = valueAt(record, keys);
        if (value === null || value === undefined || value === '') continue;
        const values = counts.get(name)!;
        const key = String(value);
        values.set(key, (values.get(key) ?? 0) + 1);
      }
    },
    /** Each facet's most frequent values (ties in name order), as Algolia's `facets` object. */
    top(max: number): Record<string, Record<string, number>> {
      return Object.fromEntries(
        [...counts].map(([name, values]) => [
          name,
          Object.fromEntries(
            [...values].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max),
          ),
        ]),
      );
    },
  };
}

export function runQuery(engine: SearchEngine, request: ParsedRequest) {
  const started = performance.now();
  const { params } = request;
  const from = params.page * params.hitsPerPage;
  // Past the pagination limit a page is empty (as in Algolia): the engine never sorts more hits than that, and
  // still counts them all (hitsPerPage 0 asks for the count alone).
  const limit = Math.min(from + params.hitsPerPage, SEARCH_LIMITS.paginationLimit);
  const counts = facetCounter(params.facets);
  const options = { filter: recordFilter(params), limit, onMatch: counts?.add };
  // An empty query answers every record (the filters still apply), as Algolia does: InstantSearch shows the
  // first page and its facets before anything is typed.
  const { hits, nbHits } = params.query.trim()
    ? engine.search(params.query, options)
    : engine.browse(options);
  const words = [...new Set(queryTerms(rewritePhrases(params.query)).flatMap((t) => synonymsOf(t)))];
  const pageHits = hits.slice(from);
  // Query words highlight the words they begin; only typo matches need adding.
  const highlightWords = [...new Set([...words, ...pageHits.flatMap((h) => h.typoWords)])];
  const plan = hitPlan(params);
  return {
    hits: pageHits.map((hit) => shapeHit(hit, params, plan, highlightWords)),
    nbHits,
    page: params.page,
    nbPages: params.hitsPerPage ? Math.ceil(nbHits / params.hitsPerPage) : 0,
    hitsPerPage: params.hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    ...(counts ? { facets: counts.top(params.maxValuesPerFacet), exhaustiveFacetsCount: true } : {}),
    query: params.query,
    params: params.raw,
    index: request.indexName,
  };
}
