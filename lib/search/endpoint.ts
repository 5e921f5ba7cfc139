import 'server-only';
/**
 * POST /api/search/1/indexes/*\/queries: the Algolia multi-query endpoint over the local engine, as a plain
 * function of the body (used by the Next route and by server.mjs's fast path).
 */
import { LRUCache } from 'lru-cache';
import { parseMultiQuery, runQuery, SearchRequestError } from './algolia-protocol';
import { z } from 'zod';
import { JsonText } from '../server/answer';
import { route, type CorsPolicy } from '../server/route';
import { searchRateLimit } from './rate-limit';
import { ensureLocalIndex, getLocalEngine, SearchIndexMissingError } from './local-engine';

export const MAX_SEARCH_BODY = 64 * 1024;

export interface SearchAnswer {
  status: number;
  body: string;
}

const error = (status: number, message: string): SearchAnswer => ({
  status,
  body: JSON.stringify({ message, status }),
});

/**
 * Answers to recent bodies: the index never changes while the process runs, and searches repeat a lot (the
 * same words typed letter by letter by many readers). Bounded both in entries (SEARCH_CACHE_SIZE, 0 turns it
 * off) and in bytes (SEARCH_CACHE_MB of bodies and answers, least recently used first out), so that large
 * answers cannot grow the process without limit.
 */
const CACHE_SIZE = Math.max(0, Math.floor(Number(process.env.SEARCH_CACHE_SIZE ?? 1000)) || 0);
const CACHE_BYTES = Math.max(1, Number(process.env.SEARCH_CACHE_MB ?? 32) || 32) * 1024 * 1024;

/** UTF-16 strings: two bytes per code unit is what they hold in memory. */
const stringBytes = (text: string) => text.length * 2;

export const answerCache = new LRUCache<string, string>({
  max: Math.max(1, CACHE_SIZE),
  maxSize: CACHE_BYTES,
  sizeCalculation: (answer, body) => stringBytes(answer) + stringBytes(body),
});

function remember(body: string, answer: string) {
  if (CACHE_SIZE <= 0) return;
  answerCache.set(body, answer);
}

export function answerMultiQuery(body: string): SearchAnswer {
  if (body.length > MAX_SEARCH_BODY) return error(413, 'The body must be at most 64 KB');
  const cached = answerCache.get(body);
  if (cached !== undefined) return { status: 200, body: cached };
  try {
    const requests = parseMultiQuery(body);
    const engine = getLocalEngine();
    const answer = JSON.stringify({ results: requests.map((r) => runQuery(engine, r)) });
    remember(body, answer);
    return { status: 200, body: answer };
  } catch (caught) {
    if (caught instanceof SearchRequestError) return error(400, caught.message);
    if (caught instanceof SearchIndexMissingError) return error(503, caught.message);
    throw caught;
  }
}

/** The body is the Algolia client's JSON, sent as text (text/plain spares browsers a preflight). */
const searchBody = z.string();

/** Request headers Algolia's clients may send (in the browser they pass keys in the query string instead). */
export const SEARCH_ALLOW_HEADERS =
  'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent';

/**
 * The endpoint, for the origins `cors` allows (lib/api/table.ts gives it the site's list: lib/search cannot
 * import the projects that hold it).
 */
export const searchQueriesEndpoint = (cors: CorsPolicy) =>
  route({
    method: 'POST',
    origin: cors,
    database: false,
    body: { schema: searchBody, maxBytes: MAX_SEARCH_BODY, format: 'text' },
    rateLimit: [
      {
        store: 'memory',
        rule: ({ ip, env }) => searchRateLimit(ip, env),
      },
    ],
    errorBody: (status, message) => ({ message, status }),
    handler: async (_context, body) => {
      await ensureLocalIndex().catch((error: unknown) =>
        console.error('search: the index could not be built', error),
      );
      const answer = answerMultiQuery(body);
      return new JsonText(answer.body, undefined, answer.status);
    },
  });
