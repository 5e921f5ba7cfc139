/**
 * The CSV writer of the dashboard's exports, on csv-stringify: RFC 4180 (comma-separated, CRLF line ends, a
 * field quoted when it holds a comma, a double quote, CR or LF, and quotes inside doubled) and its formula
 * escaping (`escape_formulas`: a text cell that begins with `=`, `+`, `-`, `@`, a tab, a carriage return or their
 * full-width forms gets a leading `'`, so a spreadsheet shows it as text instead of running it).
 *
 * A spreadsheet set to another separator splits a line elsewhere: read with `;`, the cell `Nice page;=1+1`
 * becomes `Nice page` and the formula `=1+1`, and a quoted line break starts a new row. So inside a text cell,
 * every `,`, `;` or line break followed (after spaces or quotes) by a formula character is followed by a `'`
 * too: whichever of `,` and `;` splits the file, no piece of a cell starts a formula. Numbers, booleans and
 * dates are our own values and are written as they are (a negative number stays a number).
 */
import { stringify, type Options } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  /** The header cell. */
  header: string;
  value: (row: Row) => CsvValue;
}

/** The characters that make a spreadsheet read a cell as a formula (csv-stringify's list). */
const FORMULA = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/**
 * Where a piece of a cell begins when a spreadsheet splits on `,` or `;` or at a line break, and that piece
 * would start a formula (spaces and quotes before it are skipped by some spreadsheets): the start of the cell
 * after spaces or quotes (csv-stringify escapes the first character itself), or right after a separator.
 */
const PIECE_STARTS_FORMULA = new RegExp(`^(?=[ "]+[${FORMULA}])|[,;\\r\\n](?=[ "]*[${FORMULA}])`, 'g');

/** A text cell with a `'` wherever a piece of it, split on either separator, would start a formula. */
export function defuseSeparatedFormulas(text: string): string {
  return text.replace(PIECE_STARTS_FORMULA, "$&'");
}

const OPTIONS: Options = {
  escape_formulas: true,
  record_delimiter: '\r\n',
  // A lone CR or LF is a line break to a spreadsheet: quoted like CRLF.
  quoted_match: /[\r\n]/,
  cast: {
    string: defuseSeparatedFormulas,
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    boolean: (value) => (value ? 'true' : 'false'),
    date: (value) => value.toISOString(),
  },
};

/** One cell, defused and quoted as needed. */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], { ...OPTIONS, eof: false });
}

/** A header line and one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: CsvValue[][] = [columns.map((column) => column.header)];
  for (const row of rows) records.push(columns.map((column) => column.value(row)));
  return stringify(records, OPTIONS);
}
