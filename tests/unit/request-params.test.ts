/**
 * The one validator of days, ids and page numbers that requests name (lib/analytics/range.ts `isDay`,
 * lib/server/params.ts), over generated values: everything it accepts is something the database can hold
 * (a day whose next day is still a day, an id within `integer`), everything else is refused.
 */
import fc from 'fast-check';
import { addDays, FIRST_DAY, isDay, LAST_DAY, parseRange, rangeInstants } from '@/lib/analytics/range';
import { MAX_PAGE_NUMBER, MAX_ROW_ID, parsePageNumber, parseRowId, rowId } from '@/lib/server/params';

const dayText = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 99_999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '+010000-01-01',
    '1969-12-31',
    '3000-01-01',
    '2026-02-29',
    ' 2026-01-01',
  ),
  fc.string({ maxLength: 12 }),
);

describe('days', () => {
  it('accepts only days between FIRST_DAY and LAST_DAY whose neighbours are days too', () => {
    fc.assert(
      fc.property(dayText, (text) => {
        if (!isDay(text)) return;
        expect(text >= FIRST_DAY && text <= LAST_DAY).toBe(true);
        expect(addDays(text, 1)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(addDays(text, -30)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const { start, end } = rangeInstants({ from: text, to: text });
        expect(end.getTime() - start.getTime()).toBe(86_400_000);
      }),
      { numRuns: 5000, seed: 26 },
    );
  });

  it.each(['0000-01-01', '9999-12-31', '2026-13-45', '2026-02-30'])('refuses %s with a message', (day) => {
    expect(isDay(day)).toBe(false);
    expect(parseRange({ from: day }).error).toMatch(/between 1970-01-01 and 2999-12-31/);
    expect(parseRange({ to: day }).error).toMatch(/end date/);
  });
});

describe('ids and page numbers', () => {
  const idText = fc.oneof(
    fc.bigInt({ min: -10n, max: 10n ** 21n }).map(String),
    fc.constantFrom('0', '2147483647', '2147483648', '1e3', '0x10', '١٢', ' 7', '7 ', '+7', '7.0', ''),
    fc.string({ maxLength: 12 }),
  );

  it('an id is a whole number from 1 to MAX_ROW_ID written in digits, or nothing', () => {
    fc.assert(
      fc.property(idText, (text) => {
        const id = parseRowId(text);
        const schema = rowId('bad').safeParse(text);
        expect(schema.success ? schema.data : undefined).toBe(id);
        if (id === undefined) return;
        expect(/^\d+$/.test(text)).toBe(true);
        expect(Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID).toBe(true);
      }),
      { numRuns: 5000, seed: 26 },
    );
    expect(parseRowId('2147483647')).toBe(MAX_ROW_ID);
    expect(parseRowId('2147483648')).toBeUndefined();
    expect(rowId('bad').safeParse(3_000_000_000).success).toBe(false);
    expect(rowId('bad').safeParse(12).success).toBe(true);
  });

  it('a page number is 0 to MAX_PAGE_NUMBER', () => {
    fc.assert(
      fc.property(idText, (text) => {
        const page = parsePageNumber(text);
        if (page !== undefined) expect(page >= 0 && page <= MAX_PAGE_NUMBER).toBe(true);
      }),
      { numRuns: 2000, seed: 26 },
    );
    expect(parsePageNumber(undefined)).toBe(0);
    expect(parsePageNumber('99999999999999999999')).toBeUndefined();
  });
});
