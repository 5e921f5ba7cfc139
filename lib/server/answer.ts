/**
 * What an endpoint answers, framework-neutral: a status, headers, a body (text, bytes, a stream or nothing)
 * and cookies. The adapters (./next-adapter.ts, ./node-adapter.ts) turn it into their server's response.
 */

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | ReadableStream<Uint8Array> | null;
  cookies: CookieToSet[];
}

/** Marks a handler's result as a finished answer (anything else a handler returns is sent as JSON). */
const ANSWER = Symbol('api-answer');
type TaggedAnswer = ApiAnswer & { [ANSWER]: true };

export function isApiAnswer(value: unknown): value is ApiAnswer {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

function tagged(answer: ApiAnswer): TaggedAnswer {
  return Object.assign(answer, { [ANSWER]: true as const });
}

/** A JSON answer that is already text (a cached listing): sent as is, with its entity tag when it has one. */
export class JsonText {
  constructor(
    readonly text: string,
    readonly etag?: string,
    readonly status = 200,
  ) {}
}

export function jsonAnswer(
  data: unknown,
  status = data instanceof JsonText ? data.status : 200,
  headers: Record<string, string> = {},
): ApiAnswer {
  const text = data instanceof JsonText ? data.text : JSON.stringify(data);
  const etag = data instanceof JsonText && data.etag ? { ETag: data.etag } : undefined;
  return tagged({
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // With an entity tag the browser may keep a copy but must revalidate it (cheap: 304).
      'Cache-Control': etag ? 'private, no-cache' : 'no-store',
      ...etag,
      ...headers,
    },
    body: text,
    cookies: [],
  });
}

export function textAnswer(
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): ApiAnswer {
  return tagged({
    status: 200,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store', ...headers },
    body,
    cookies: [],
  });
}

export function streamAnswer(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  headers: Record<string, string> = {},
  status = 200,
): ApiAnswer {
  return tagged({ status, headers: { 'Content-Type': contentType, ...headers }, body, cookies: [] });
}

/**
 * A 303 to a path of this site, as a relative Location: the browser resolves it against the address it used,
 * whatever host name the server sees (localhost behind a proxy, another name in a preview).
 */
export function redirectAnswer(path: string): ApiAnswer {
  return tagged({
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store' },
    body: null,
    cookies: [],
  });
}

export const emptyAnswer = (status: number, headers: Record<string, string> = {}): ApiAnswer =>
  tagged({ status, headers, body: null, cookies: [] });

/** The Set-Cookie header value of a cookie: httpOnly, SameSite=Lax, path /. */
export function serializeCookie(cookie: CookieToSet): string {
  return (
    `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=/; Max-Age=${cookie.maxAge}; HttpOnly; SameSite=Lax` +
    (cookie.secure ? '; Secure' : '')
  );
}
