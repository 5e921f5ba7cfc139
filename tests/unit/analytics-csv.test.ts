/** The CSV writer of the dashboard's exports: RFC 4180 quoting and the defusing of formula cells. */
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
  ['a leading CR defused and quoted', '\r=1+1', '"\'\r=1+1"'],
  ['a formula character later in the text left alone', 'a=b, c-d', '"a=b, c-d"'],
  ['an e-mail address left alone', 'ada@example.com', 'ada@example.com'],
  ['a leading space is not a formula', ' =1', ' =1'],
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
      // What a spreadsheet shows: the text, with a ' in front when it would have been a formula.
      expect(text).toBe(/^[=+\-@\t\r]/.test(row.text) ? `'${row.text}` : row.text);
      expect(n).toBe(String(row.n));
    });
  });
});
