/**
 * The server.mjs fast path: the endpoints of the table (lib/api/table.ts) answered straight from Node's http
 * server, skipping Next's request pipeline, which on a small machine caps throughput well below what the widget
 * and search need. The same endpoints, through the same pipeline (./route.ts), as the Next route handlers.
 * Large answers are gzipped (each distinct body compressed once while it is cached). A body past its cap is not
 * read further: the 413 is sent and the connection closed.
 *
 * Measured with `npm run bench:api` on the 2-core machine (100 connections, 10 s, a page of 1,000 comments,
 * 2026-11-24, three runs each, alternating with the tree before the triage work, 84fcc60), requests per second:
 *
 *   this fast path   get-comments-public: PGlite 1,214–1,350, Postgres 707–906 (before: 1,234–1,328, 914–1,000)
 *                    add-comment: PGlite 247–281, Postgres 429–474 (before: 247–281, 431–506)
 *   through Next     get-comments-public: PGlite 234, Postgres 157; add-comment: PGlite 157, Postgres 285
 *                    (API_FAST_PATH=0, one run)
 *
 * A reader's comment is four statements (lib/comments/comments.ts): begin, one read for the hold decision, one
 * write, commit. Reads are answered from the listing cache (500 reads ran 6 transactions), so their Postgres
 * figures differ from PGlite's by what the Postgres server, on the same two cores, does after the seeding.
 *
 * `API_FAST_PATH=0` serves everything through Next instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { serializeCookie, type ApiAnswer } from './answer';
import { tooLarge } from './body';
import { ApiError } from './errors';
import { securityHeaderOptionsFromEnv, securityHeaders } from './security-headers';
import type { ApiRequest } from './request';
import { parseCookies } from './request';
import type { Router } from './router';

const GZIP_MIN_BYTES = 1024;
export const SERVED_BY_HEADER = 'X-Api-Path';
/** Compressed bodies of recent answers (listings repeat): at most 500 entries and 8 MB. */
const gzipCache = new LRUCache<string, Buffer>({
  max: 500,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (zipped, body) => zipped.length + body.length,
});

/** Reads the body up to `maxBytes`; past it, stops reading and rejects with 413 (the socket is closed after). */
function readCapped(req: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      (req as IncomingMessage & { oversized?: boolean }).oversized = true;
      req.removeAllListeners('data');
      req.pause();
      reject(tooLarge(maxBytes));
    };
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toApiRequest(req: IncomingMessage): ApiRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // a header value Headers refuses (Node accepted it): left out
    }
  }
  const cookies = parseCookies(req.headers.cookie);
  let read = false;
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
    headers,
    cookie: (name) => cookies.get(name),
    body: (maxBytes) => {
      if (read) throw new ApiError(500, 'The body was read twice');
      read = true;
      return readCapped(req, maxBytes);
    },
  };
}

function compressed(body: string): Buffer {
  const cached = gzipCache.get(body);
  if (cached) return cached;
  const zipped = gzipSync(body, { level: 6 });
  gzipCache.set(body, zipped);
  return zipped;
}

async function pipeStream(stream: ReadableStream<Uint8Array>, req: IncomingMessage, res: ServerResponse) {
  const reader = stream.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.on('close', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
    }
  } finally {
    res.off('close', stop);
    res.end();
  }
}

/** The security headers next.config.ts gives every answer that goes through Next (over HTTPS: with HSTS). */
const securityHeaderSets = ([false, true] as const).map((https) =>
  securityHeaders(securityHeaderOptionsFromEnv(process.env, https)),
);

async function send(req: IncomingMessage, res: ServerResponse, answer: ApiAnswer): Promise<void> {
  const https = String(req.headers['x-forwarded-proto'] ?? '').includes('https');
  const headers: Record<string, string | string[]> = {
    ...securityHeaderSets[https ? 1 : 0],
    ...answer.headers,
    // Which path answered (operators and the tests that run both modes read it).
    [SERVED_BY_HEADER]: 'fast-path',
  };
  if (answer.cookies.length > 0) headers['Set-Cookie'] = answer.cookies.map(serializeCookie);
  if ((req as IncomingMessage & { oversized?: boolean }).oversized) {
    // The rest of the body is never read: close the connection once the answer is out.
    headers.Connection = 'close';
    res.on('finish', () => req.socket.destroy());
  }
  if (answer.body === null || req.method === 'HEAD') {
    res.writeHead(answer.status, headers).end();
    return;
  }
  if (answer.body instanceof ReadableStream) {
    res.writeHead(answer.status, headers);
    res.flushHeaders();
    await pipeStream(answer.body, req, res);
    return;
  }
  const text = typeof answer.body === 'string' ? answer.body : null;
  const gzip =
    text !== null &&
    text.length >= GZIP_MIN_BYTES &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? compressed(text) : Buffer.from(answer.body);
  headers['Content-Length'] = String(payload.length);
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = headers.Vary ? `${String(headers.Vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(answer.status, headers).end(payload);
}

/** A request handler for server.mjs: answers the router's paths and returns false for any other. */
export function nodeHandler(router: Router) {
  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(path);
    } catch {
      pathname = path;
    }
    const endpoint = router.find(path) ?? router.find(pathname);
    if (!endpoint) return false;
    let request: ApiRequest;
    try {
      request = toApiRequest(req);
    } catch {
      await send(req, res, {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ error: 'The request address is not valid' }),
        cookies: [],
      });
      return true;
    }
    const method = request.method;
    if (method === 'OPTIONS' && endpoint.cors) await send(req, res, await endpoint.preflight(request));
    else if (method === endpoint.method || (method === 'HEAD' && endpoint.method === 'GET'))
      await send(req, res, await endpoint.handle(request));
    else await send(req, res, endpoint.methodNotAllowed());
    return true;
  };
}
