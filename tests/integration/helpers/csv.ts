/**
 * A strict RFC 4180 reader for the tests of the CSV exports: CRLF between records, quoted fields with doubled
 * quotes, and anything else (a bare LF, a quote inside an unquoted field, text after a closing quote) is an
 * error, so a writer that breaks the format fails the test instead of being read leniently.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (what: string) => {
    throw new Error(`Invalid CSV at offset ${i}: ${what}`);
  };
  while (i < input.length) {
    let field = '';
    if (input[i] === '"') {
      i++;
      for (;;) {
        if (i >= input.length) fail('unterminated quoted field');
        if (input[i] === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += input[i++];
      }
    } else {
      while (i < input.length && input[i] !== ',' && input[i] !== '\r' && input[i] !== '\n') {
        if (input[i] === '"') fail('quote inside an unquoted field');
        field += input[i++];
      }
    }
    record.push(field);
    if (input[i] === ',') {
      i++;
      continue;
    }
    if (input.startsWith('\r\n', i)) {
      i += 2;
      records.push(record);
      record = [];
      continue;
    }
    if (i < input.length) fail(`unexpected ${JSON.stringify(input[i])} after a field`);
  }
  if (record.length > 0) fail('the last record does not end with CRLF');
  return records;
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => {
    if (row.length !== header.length)
      throw new Error(`A record has ${row.length} fields, not ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]));
  });
}
