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
