/**
 * Request bodies and query strings: the byte cap (read by the adapters, which stop reading past it), JSON and
 * HTML-form decoding, schema validation with a readable message, and the refusal of NUL characters, which no
 * text field of this site accepts and Postgres cannot store.
 */
import { ApiError } from './errors';

/** Anything with zod's (or zod/mini's) safeParse. */
export interface BodySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** `text`: the body as a string, whatever its type (the Algolia protocol sends JSON as text/plain). */
export type BodyFormat = 'json' | 'form-or-json' | 'text';

/**
 * The deepest nesting of arrays and objects a JSON body (or a JSON value inside one, such as search's
 * facetFilters) may have. Deeper values are refused before they are parsed: code that walks a value
 * recursively (JSON.stringify, String of an array, schema validation) would otherwise exhaust the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Query strings: at most this many parameters (each one is already bounded by the address's length). */
export const MAX_QUERY_PARAMETERS = 100;

/** Whether JSON text nests arrays and objects deeper than `max` (strings are skipped; the text is not parsed). */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON text parsed, refusing nesting past MAX_JSON_DEPTH: a 400 naming `what`. */
export function parseJson(text: string, what: string): unknown {
  if (jsonNestsDeeperThan(text))
    throw new ApiError(400, `The ${what} may nest at most ${MAX_JSON_DEPTH} levels of arrays and objects`);
  try {
    return JSON.parse(text);
  } catch {
    throw new NotJsonError(what);
  }
}

/** Refuses a query string with too many parameters or a NUL character: 400. */
export function checkQuery(url: URL): void {
  let count = 0;
  for (const [key, value] of url.searchParams) {
    if (++count > MAX_QUERY_PARAMETERS)
      throw new ApiError(400, `The query string may hold at most ${MAX_QUERY_PARAMETERS} parameters`);
    refuseNul({ [key]: value }, 'query string');
  }
}

export const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    `The body must be at most ${maxBytes >= 1024 ? `${Math.floor(maxBytes / 1024)} KB` : `${maxBytes} bytes`}`,
  );

/** Whether the request carries an HTML form (urlencoded or multipart) rather than JSON. */
export function isFormRequest(headers: Headers): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
    headers.get('content-type') ?? '',
  );
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(entry, depth + 1)) return true;
  }
  return false;
}

export function refuseNul(value: unknown, where: string): void {
  if (containsNul(value)) throw new ApiError(400, `The ${where} may not contain NUL characters`);
}

async function decodeForm(bytes: Uint8Array, contentType: string): Promise<Record<string, unknown>> {
  let data: FormData;
  try {
    data = await new Response(Buffer.from(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, 'The form could not be read');
  }
  // A Map, then own properties: a field named like a property of every object ("__proto__", "constructor") is a
  // field like any other.
  const out = new Map<string, string | string[]>();
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    const existing = out.get(key);
    out.set(key, existing === undefined ? value : [existing, value].flat());
  }
  return Object.fromEntries(out);
}

/** JSON that does not parse (for a body, MCP answers it with JSON-RPC's parse error, -32700). */
export class NotJsonError extends ApiError {
  constructor(what = 'body') {
    super(400, `The ${what} is not valid JSON`);
  }
}

/** Decodes a body that was read whole (within its cap) in the format the route accepts. */
export async function decodeBody(bytes: Uint8Array, headers: Headers, format: BodyFormat): Promise<unknown> {
  const type = headers.get('content-type') ?? '';
  if (format === 'text') return new TextDecoder().decode(bytes);
  if (format === 'form-or-json' && isFormRequest(headers)) return decodeForm(bytes, type);
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(
      415,
      format === 'json'
        ? 'Send the body as JSON with Content-Type: application/json'
        : 'Send the body as a form or as JSON',
    );
  }
  return parseJson(new TextDecoder().decode(bytes), 'body');
}

/**
 * The first issue as a sentence: `Invalid <field>: <message>` for API clients (`withPath`), or the schema's own
 * message, written for people, for the dashboard's forms.
 */
export function describeIssue(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  withPath: boolean,
): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  return withPath && path ? `Invalid ${path}: ${issue.message}` : issue.message;
}

export function validate<T>(schema: BodySchema<T>, value: unknown, withPath = true): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, describeIssue(parsed.error.issues, withPath));
  return parsed.data;
}
