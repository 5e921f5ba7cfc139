/**
 * Failed queries never carry their parameters. Drizzle wraps a driver's error in a DrizzleQueryError whose
 * message, `params` and `cause` (the driver's message and `detail`, e.g. `value "99999999999" is out of range`,
 * `Key (email)=(…) already exists`) hold the values that were sent: what a visitor typed. Any log line that
 * prints such an error, the pipeline's, Next's own for a page, a background worker's, would write them out.
 * This module replaces that error, once for every query of the process, by a QueryFailedError that keeps the
 * SQLSTATE, which is what the error handling needs (class 22 is a 400), and its stack, and nothing the
 * database was sent or answered: no parameters, no driver message or detail, and no SQL text either.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/** A query that failed: its SQLSTATE, without SQL, parameters or driver detail. */
export class QueryFailedError extends Error {
  readonly code: string | undefined;
  constructor(code: unknown) {
    super(`A database query failed${typeof code === 'string' ? ` (SQLSTATE ${code})` : ''}`);
    this.name = 'QueryFailedError';
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** The SQLSTATE of the driver's error under a DrizzleQueryError, if any. */
const codeOf = (error: DrizzleQueryError): unknown => (error.cause as { code?: unknown } | undefined)?.code;

type QueryWithCache = (
  this: unknown,
  query: string,
  params: unknown[],
  run: () => Promise<unknown>,
) => Promise<unknown>;
const MARK = Symbol.for('intuition-docs.query-errors-without-params');

/** Installs the replacement on this copy of drizzle-orm (idempotent; each server bundle may hold a copy). */
export function withoutQueryParameters(): void {
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; [MARK]?: true };
  if (prototype[MARK]) return;
  const original = prototype.queryWithCache;
  prototype.queryWithCache = async function (query, params, run) {
    try {
      return await original.call(this, query, params, run);
    } catch (error) {
      if (error instanceof DrizzleQueryError) throw new QueryFailedError(codeOf(error));
      throw error;
    }
  };
  prototype[MARK] = true;
}
