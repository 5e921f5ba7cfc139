import 'server-only';
/**
 * Serves an endpoint (./route.ts) as Next.js route handlers. `nextHandlers(endpoint)` has exactly the methods the
 * endpoint answers — its own, plus OPTIONS for endpoints with CORS — so a route file that exports another
 * method does not type-check:
 *
 *   export const { POST, OPTIONS } = nextHandlers(api.addComment);
 */
import { serializeCookie, type ApiAnswer } from './answer';
import { tooLarge } from './body';
import type { Endpoint, Method, RefusedMethod } from './route';
import { parseCookies, type ApiRequest } from './request';

export type NextHandler = (request: Request) => Promise<Response>;

/** Reads a web request's body, giving up (and cancelling the stream) as soon as it passes `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function fromWeb(request: Request): ApiRequest {
  const cookies = parseCookies(request.headers.get('cookie'));
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    cookie: (name) => cookies.get(name),
    body: (maxBytes) => readCapped(request, maxBytes),
  };
}

export function toWebResponse(answer: ApiAnswer): Response {
  const headers = new Headers(answer.headers);
  for (const cookie of answer.cookies) headers.append('Set-Cookie', serializeCookie(cookie));
  const body = answer.body instanceof Uint8Array ? Buffer.from(answer.body) : answer.body;
  return new Response(body, { status: answer.status, headers });
}

/** Turns a URL that cannot be parsed (bad percent-encoding in the path) into a 400 instead of a crash. */
async function safely(request: Request, run: (request: ApiRequest) => Promise<ApiAnswer>): Promise<Response> {
  let apiRequest: ApiRequest;
  try {
    apiRequest = fromWeb(request);
  } catch {
    return Response.json({ error: 'The request address is not valid' }, { status: 400 });
  }
  return toWebResponse(await run(apiRequest));
}

export function nextHandlers<M extends Method, R extends RefusedMethod>(
  endpoint: Endpoint<M, true, R>,
): Record<M | 'OPTIONS' | R, NextHandler>;
export function nextHandlers<M extends Method, R extends RefusedMethod>(
  endpoint: Endpoint<M, false, R>,
): Record<M | R, NextHandler>;
export function nextHandlers<M extends Method, R extends RefusedMethod>(
  endpoint: Endpoint<M, boolean, R>,
): Partial<Record<Method | RefusedMethod | 'OPTIONS', NextHandler>> {
  const handlers: Partial<Record<Method | RefusedMethod | 'OPTIONS', NextHandler>> = {
    [endpoint.method]: (request: Request) => safely(request, endpoint.handle),
  };
  if (endpoint.cors) handlers.OPTIONS = (request) => safely(request, endpoint.preflight);
  for (const method of endpoint.refused) {
    handlers[method] = (request) => safely(request, async () => endpoint.methodNotAllowed());
  }
  return handlers;
}
