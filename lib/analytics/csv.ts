/**
 * A CSV writer for the dashboard's exports: RFC 4180 (comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, a double quote, CR or LF, and quotes inside doubled) plus the usual defence against formula
 * injection: a text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a
 * leading `'`, so a spreadsheet shows it as text instead of running it. Numbers, booleans and dates are our own
 * values and are written as they are (a negative number stays a number).
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  /** The header cell. */
  header: string;
  value: (row: Row) => CsvValue;
}

/** The characters that make a spreadsheet read a cell as a formula (or, for tab and CR, as a new cell). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, defused and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
