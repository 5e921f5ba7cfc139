/**
 * The search endpoint for server.mjs: answers POST /api/search/1/indexes/*\/queries straight from Node's
 * request, without Next's request pipeline (bundled into .next/search-api.mjs by `npm run build`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { answerMultiQuery, MAX_SEARCH_BODY, SEARCH_QUERIES_PATH } from './endpoint';
import { ensureLocalIndex } from './local-engine';

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_SEARCH_BODY + 1) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_SEARCH_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function handleSearchApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!SEARCH_QUERIES_PATH.test(path)) return false;
  if (req.method !== 'POST') {
    res.writeHead(405, { 'Content-Type': 'application/json', Allow: 'POST' });
    res.end(JSON.stringify({ message: 'Use POST', status: 405 }));
    return true;
  }
  const body = await readBody(req);
  await ensureLocalIndex().catch((error: unknown) =>
    console.error('search: the index could not be built', error),
  );
  const answer =
    body === null
      ? { status: 413, body: JSON.stringify({ message: 'The body must be at most 64 KB', status: 413 }) }
      : answerMultiQuery(body);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
  };
  let payload: Buffer | string = answer.body;
  if (answer.body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    payload = zlib.gzipSync(answer.body, { level: 1 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(Buffer.byteLength(payload));
  res.writeHead(answer.status, headers);
  res.end(payload);
  return true;
}
