/**
 * The widget API served straight from Node's http server (server.mjs), skipping Next's request pipeline,
 * which on a small machine caps throughput well below what the widget needs. Same endpoints, same checks
 * (lib/comments/endpoints.ts); large answers are gzipped, and a cached listing is compressed only once.
 * Bundled at build time into .next/widget-api.mjs (scripts/build-api-bundles.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { API_BASE_PATH } from '@/widget/contract';
import * as endpoints from './endpoints';
import type { WidgetEndpoint, WidgetHttpAnswer, WidgetHttpRequest } from './http';

const ROUTES: Record<string, WidgetEndpoint> = {
  'get-project-settings': endpoints.getProjectSettings,
  'get-team-member': endpoints.getTeamMember,
  'get-comments-public': endpoints.getCommentsPublic,
  'get-comments': endpoints.getComments,
  measure: endpoints.measure,
  'add-comment': endpoints.addCommentEndpoint,
  'add-feedback': endpoints.addFeedback,
  'update-comment-status': endpoints.updateCommentStatus,
};

const PREFIX = `${API_BASE_PATH}/`;
const GZIP_MIN_BYTES = 1024;
const MAX_READ_BYTES = 64 * 1024;
const gzipCache = new Map<string, Buffer>();

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return cookies;
}

function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit, stop keeping bytes; the endpoint answers 413 from the size.
      if (size <= MAX_READ_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_READ_BYTES ? new Uint8Array(size) : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toRequest(req: IncomingMessage): WidgetHttpRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const cookies = parseCookies(req.headers.cookie);
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`),
    headers,
    cookie: (name) => cookies.get(name),
    body: () => readBody(req),
  };
}

function compressed(body: string): Buffer {
  const cached = gzipCache.get(body);
  if (cached) return cached;
  const zipped = gzipSync(body, { level: 6 });
  if (gzipCache.size >= 200) gzipCache.delete(gzipCache.keys().next().value!);
  gzipCache.set(body, zipped);
  return zipped;
}

function send(req: IncomingMessage, res: ServerResponse, answer: WidgetHttpAnswer): void {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (answer.cookies.length > 0) {
    headers['Set-Cookie'] = answer.cookies.map(
      (c) =>
        `${c.name}=${encodeURIComponent(c.value)}; Path=/; Max-Age=${c.maxAge}; HttpOnly; SameSite=Lax${c.secure ? '; Secure' : ''}`,
    );
  }
  if (answer.body === null) {
    res.writeHead(answer.status, headers).end();
    return;
  }
  const gzip =
    answer.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? compressed(answer.body) : Buffer.from(answer.body);
  headers['Content-Length'] = String(payload.length);
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(answer.status, headers).end(payload);
}

/** Answers a widget API request; returns false for any other path (Next.js handles those). */
export async function handleWidgetApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(PREFIX)) return false;
  const endpoint = ROUTES[path.slice(PREFIX.length).replace(/\/$/, '')];
  if (!endpoint) return false;
  const request = toRequest(req);
  if (request.method === 'OPTIONS') {
    send(req, res, await endpoint.preflight(request));
  } else if (request.method === endpoint.method || (request.method === 'HEAD' && endpoint.method === 'GET')) {
    send(req, res, await endpoint.handle(request));
  } else {
    send(req, res, {
      status: 405,
      headers: { 'Content-Type': 'application/json', Allow: `${endpoint.method}, OPTIONS` },
      body: JSON.stringify({ error: `Use ${endpoint.method}` }),
      cookies: [],
    });
  }
  return true;
}
