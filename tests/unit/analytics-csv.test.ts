/** The CSV writer of the dashboard's exports: RFC 4180 quoting and the defusing of formula cells. */
import fc from 'fast-check';
import { csvCell, toCsv, type CsvValue } from '@/lib/analytics/csv';
import { parseCsv } from '../integration/helpers/csv';

const cases: [string, CsvValue, string][] = [
  ['plain text as is', 'Typo in the second paragraph', 'Typo in the second paragraph'],
  ['an empty string as an empty cell', '', ''],
  ['null as an empty cell', null, ''],
  ['undefined as an empty cell', undefined, ''],
  ['a comma inside quotes', 'atoms, triples', '"atoms, triples"'],
  ['double quotes doubled, inside quotes', 'the "vault" page', '"the ""vault"" page"'],
  ['a lone double quote', '"', '""""'],
  ['a line feed inside quotes', 'line one\nline two', '"line one\nline two"'],
  ['a CRLF inside quotes', 'line one\r\nline two', '"line one\r\nline two"'],
  [
    'a formula with = defused',
    '=HYPERLINK("http://evil.example","x")',
    '"\'=HYPERLINK(""http://evil.example"",""x"")"',
  ],
  ['a leading + defused', '+1+2', "'+1+2"],
  ['a leading - defused', '-2+3', "'-2+3"],
  ['a leading @ defused', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
  ['a leading tab defused', '\t=1+1', "'\t=1+1"],
  ['a leading CR defused, the line after it too, and quoted', '\r=1+1', '"\'\r\'=1+1"'],
  ['a formula character later in the text left alone', 'a=b, c-d', '"a=b, c-d"'],
  ['an e-mail address left alone', 'ada@example.com', 'ada@example.com'],
  ['a formula after leading spaces defused (spreadsheets that trim would run it)', '  =1', "'  =1"],
  ['the issue’s formula after a semicolon defused', 'Nice page;=1+1', "Nice page;'=1+1"],
  ['a formula after a comma defused, inside quotes', 'Nice page, -1+1', '"Nice page,\' -1+1"'],
  ['a formula after a line break defused', 'Nice\n@SUM(A1)', '"Nice\n\'@SUM(A1)"'],
  ['a semicolon before prose left alone', 'Nice page; thanks', 'Nice page; thanks'],
  ['emoji and accents unchanged', 'Très utile 👍', 'Très utile 👍'],
  ['an integer', 42, '42'],
  ['a negative number stays a number', -3, '-3'],
  ['a fraction', 0.667, '0.667'],
  ['NaN as an empty cell', Number.NaN, ''],
  ['true', true, 'true'],
  ['false', false, 'false'],
  ['a date in ISO 8601 (UTC)', new Date('2025-05-01T10:20:30.000Z'), '2025-05-01T10:20:30.000Z'],
];

describe('csvCell', () => {
  it.each(cases)('writes %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'page', value: (r: { page: string; text: string; n: number }) => r.page },
    { header: 'text', value: (r: { page: string; text: string; n: number }) => r.text },
    { header: 'n', value: (r: { page: string; text: string; n: number }) => r.n },
  ];

  it('writes a header line and one CRLF-ended line per row', () => {
    expect(toCsv(columns, [{ page: '/guides/a', text: 'ok', n: 1 }])).toBe(
      'page,text,n\r\n/guides/a,ok,1\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('page,text,n\r\n');
  });

  it('defuses a header that looks like a formula too', () => {
    expect(toCsv([{ header: '=cmd', value: () => 'x' }], [{}])).toBe("'=cmd\r\nx\r\n");
  });

  it('reads back, field for field, with a strict RFC 4180 reader', () => {
    const rows = cases
      .filter(([, value]) => typeof value === 'string')
      .map(([name, value], i) => ({ page: name, text: value as string, n: i }));
    const records = parseCsv(toCsv(columns, rows));
    expect(records).toHaveLength(rows.length + 1);
    rows.forEach((row, i) => {
      const [page, text, n] = records[i + 1]!;
      expect(page).toBe(row.page);
      // What a spreadsheet shows: the text, with a ' wherever a formula would have started.
      expect(text).toBe(csvCell(row.text).replace(/^"|"$/g, '').replaceAll('""', '"'));
      expect(text?.replaceAll("'", '')).toBe(row.text.replaceAll("'", ''));
      expect(n).toBe(String(row.n));
    });
  });
});

/**
 * Issue 26, class 10: whichever separator a spreadsheet splits the file on (`,` or `;`), and at every line
 * break, no piece of any text cell starts a formula. Generated cells from the characters that matter.
 */
describe('no cell starts a formula, split on either separator', () => {
  const TRIGGER = /^[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
  const piecesOf = (csv: string, separator: string) =>
    csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  const cellText = fc.string({
    unit: fc.constantFrom(...'=+-@\t\r\n,;" \'a1＝＋－＠'.split('')),
    maxLength: 12,
  });

  it.each([',', ';'])('split on %j', (separator) => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 4 }), (cells) => {
        const csv = toCsv(
          cells.map((_, i) => ({ header: `c${i}`, value: (row: string[]) => row[i] })),
          [cells],
        );
        for (const piece of piecesOf(csv, separator)) expect(piece).not.toMatch(TRIGGER);
      }),
      { numRuns: 2000 },
    );
  });

  it('the issue’s example, read with a semicolon separator', () => {
    const csv = toCsv([{ header: 'text', value: (row: string) => row }], ['Nice page;=1+1']);
    expect(piecesOf(csv, ';')).toEqual(['text', 'Nice page', "'=1+1", '']);
  });
});
