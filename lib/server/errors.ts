/**
 * Errors that carry their HTTP answer. Anything the pipeline (./route.ts) catches that is not one of these is a
 * server fault: logged, and answered with a generic 500 that says nothing was saved.
 */

/** An error that becomes the answer `{error: message}` with its status (and optional headers). */
export class ApiError extends Error {
  /** Marks errors whose message is meant for the client (see {@link httpErrorOf}). */
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpError {
  status: number;
  message: string;
  headers: Record<string, string>;
}

/**
 * The HTTP answer an error carries: an ApiError, or any error marked `expose` with a 4xx/5xx `status` (lower
 * layers such as lib/db declare theirs so without importing this module).
 */
export function httpErrorOf(error: unknown): HttpError | null {
  if (!(error instanceof Error)) return null;
  const candidate = error as Error & { expose?: unknown; status?: unknown; headers?: unknown };
  if (candidate.expose !== true || typeof candidate.status !== 'number') return null;
  if (candidate.status < 400 || candidate.status > 599) return null;
  const headers = (candidate.headers ?? {}) as Record<string, string>;
  return { status: candidate.status, message: error.message, headers };
}

/** The SQLSTATE of a database error, or of the driver error a query builder wrapped it around. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A data exception from the database (SQLSTATE class 22: a number out of its column's range, text the column
 * type cannot hold) is the request's fault, not the server's: a 400 rather than a 500.
 */
export function dataExceptionOf(error: unknown): HttpError | null {
  if (!sqlStateOf(error)?.startsWith('22')) return null;
  return { status: 400, message: 'A value in the request is out of range or not valid', headers: {} };
}

/**
 * What the error log shows of a server fault: the error's message and stack, and its cause's, without the SQL
 * text and parameters of a failed query (which can hold what a visitor typed).
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frames = (e: Error) => (e.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const describe = (e: Error) => {
    const code = (e as Error & { code?: unknown }).code;
    const message = e.message.startsWith('Failed query:') ? 'A database query failed' : e.message;
    return `${e.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`;
  };
  const lines = [describe(error), ...frames(error)];
  if (error.cause instanceof Error) lines.push(`caused by ${describe(error.cause)}`);
  return lines.join('\n');
}
