/**
 * The one validator of the ids and page numbers that requests name (the dashboard's addresses, its forms and
 * JSON bodies): whole numbers within the range of the database's `integer` keys. A value outside it is refused
 * by the schema or left out of a page's filters with a message, never sent to the database (where it would be a
 * failed query). Days are validated by `isDay` in lib/analytics/range.ts, with their own range.
 */
import { z } from 'zod';

/** The largest `integer` (serial) key Postgres holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** The last page of a paged list a request may ask for (the inbox's `?p=`). */
export const MAX_PAGE_NUMBER = 100_000;

/** An id written as text: decimal digits only (`1e3`, `0x10`, `١٢` and ` 7` are not ids). */
const ID_TEXT = /^\d{1,10}$/;

/**
 * An id of a row (member, webhook), from a form field (text) or JSON (a number): a whole number from 1 to
 * MAX_ROW_ID.
 */
export const rowId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message),
  );

const anyRowId = rowId('not an id');

/** An id written in an address (`?assignee=12`), or undefined when it is not one. */
export function parseRowId(text: string | null | undefined): number | undefined {
  const parsed = anyRowId.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

/** A page number written in an address (`?p=3`): 0 when absent, undefined when it is not one. */
export function parsePageNumber(text: string | null | undefined): number | undefined {
  if (!text) return 0;
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const page = Number(text);
  return page <= MAX_PAGE_NUMBER ? page : undefined;
}
