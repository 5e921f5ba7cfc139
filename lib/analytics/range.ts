/**
 * Date ranges of the analytics: whole UTC days, both ends included, written YYYY-MM-DD (the form of
 * `page_views.day`, which the /measure endpoint fills with the UTC day of each view). Parsing is strict:
 * a malformed or impossible day, or a start after the end, is refused with a message instead of guessed at.
 */

export interface DateRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
}

/** The dashboard's default range and the length of the trend charts. */
export const DEFAULT_RANGE_DAYS = 30;
export const TREND_DAYS = 30;

const DAY_MS = 86_400_000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The days a request may name: from the Unix epoch to the end of 2999. Outside them, the database cannot hold
 * the day or the day after it (year 0, 9999-12-31 + 1), so they are refused here, not by a failed query.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2999-12-31';

/** The message for a day that `isDay` refuses. */
export const dayMessage = (name: string) =>
  `The ${name} date must be a day between ${FIRST_DAY} and ${LAST_DAY}, written YYYY-MM-DD`;

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD, between FIRST_DAY and LAST_DAY: the one validator
 * of the dates in the dashboard's addresses and its CSV exports.
 */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && utcDay(new Date(time)) === value;
}

/** The last `days` days, today (UTC) included. */
export function defaultRange(now = new Date(), days = DEFAULT_RANGE_DAYS): DateRange {
  const to = utcDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The `days` days that end with the range's last day: the window of its trend charts. */
export function trendWindow(range: DateRange, days = TREND_DAYS): DateRange {
  return { from: addDays(range.to, -(days - 1)), to: range.to };
}

/** Start (included) and end (excluded) instants of the range, for timestamp columns. */
export function rangeInstants(range: DateRange): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00Z`), end: new Date(`${addDays(range.to, 1)}T00:00:00Z`) };
}

export interface ParsedRange {
  range: DateRange;
  /** Why the requested range was not used (the default range is used instead). */
  error?: string;
}

/**
 * The range asked for in `?from=&to=`: either end may be left out (the default range's end, or 29 days before
 * the end). Invalid input falls back to the default range, with an error to show.
 */
export function parseRange(
  input: { from?: string | null; to?: string | null },
  now = new Date(),
): ParsedRange {
  const fallback = defaultRange(now);
  const from = input.from?.trim() || undefined;
  const to = input.to?.trim() || undefined;
  for (const [name, value] of [
    ['start', from],
    ['end', to],
  ] as const) {
    if (value !== undefined && !isDay(value)) return { range: fallback, error: dayMessage(name) };
  }
  const end = to ?? fallback.to;
  const start = from ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
  if (start > end) return { range: fallback, error: 'The start date must not be after the end date' };
  return { range: { from: start, to: end } };
}
