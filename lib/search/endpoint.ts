import 'server-only';
/** POST /api/search/1/indexes/*\/queries: the Algolia multi-query endpoint over the local engine. */
import { parseMultiQuery, runQuery, SearchRequestError } from './algolia-protocol';
import { getLocalEngine, SearchIndexMissingError } from './local-engine';

const MAX_BODY = 64 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function handleMultiQuery(request: Request): Promise<Response> {
  try {
    const body = await request.text();
    if (body.length > MAX_BODY) return json(413, { message: 'The body must be at most 64 KB', status: 413 });
    const requests = parseMultiQuery(body);
    const engine = getLocalEngine();
    return json(200, { results: requests.map((r) => runQuery(engine, r)) });
  } catch (error) {
    if (error instanceof SearchRequestError) return json(400, { message: error.message, status: 400 });
    if (error instanceof SearchIndexMissingError) return json(503, { message: error.message, status: 503 });
    throw error;
  }
}
