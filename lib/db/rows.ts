/**
 * The rows of a raw `db.execute(sql\`…\`)`: both drivers (PGlite and node-postgres) answer with an object whose
 * `rows` are the result's rows, which drizzle types as unknown.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
