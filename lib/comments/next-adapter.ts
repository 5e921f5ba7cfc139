import 'server-only';
/** Serves a framework-neutral widget endpoint as Next.js route handlers (GET or POST, and OPTIONS). */
import { NextResponse, type NextRequest } from 'next/server';
import type { WidgetEndpoint, WidgetHttpAnswer, WidgetHttpRequest } from './http';

function fromNext(request: NextRequest): WidgetHttpRequest {
  return {
    method: request.method,
    url: request.nextUrl,
    headers: request.headers,
    cookie: (name) => request.cookies.get(name)?.value,
    body: async () => new Uint8Array(await request.arrayBuffer()),
  };
}

function toNext(answer: WidgetHttpAnswer): NextResponse {
  const response = new NextResponse(answer.body, { status: answer.status, headers: answer.headers });
  for (const cookie of answer.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: cookie.maxAge,
      secure: cookie.secure,
    });
  }
  return response;
}

export type RouteHandler = (request: NextRequest) => Promise<NextResponse>;

export function nextRoute(
  endpoint: WidgetEndpoint,
): Partial<Record<'GET' | 'POST', RouteHandler>> & { OPTIONS: RouteHandler } {
  const handle: RouteHandler = async (request) => toNext(await endpoint.handle(fromNext(request)));
  const preflight: RouteHandler = async (request) => toNext(await endpoint.preflight(fromNext(request)));
  return { [endpoint.method]: handle, OPTIONS: preflight };
}
