/**
 * The browser's checks of what endpoints answer without a schema library (lib/json-shape.ts), and the AI mode's
 * checks of the streamed events with it (lib/ai/wire.ts). The AI mode checked its events with zod/mini schemas,
 * which made its code fetched on first use 29.7 KB gzipped; `readAskEvent` must accept, drop and output exactly
 * what those schemas did. They are kept here, as they were in lib/ai/contract.ts, and every event name is read
 * over a generated set of values (each field missing, of each wrong type, extra fields, non-objects).
 */
import { z } from 'zod/mini';
import { readShape, type ShapeOf } from '@/lib/json-shape';
import { readAskEvent, type AnswerSource, type AskEventData } from '@/lib/ai/wire';

const answerSource = z.object({ title: z.string(), url: z.string() });
const zodEvents = {
  start: z.object({ id: z.string() }),
  text: z.object({ text: z.string() }),
  restart: z.object({ notice: z.string() }),
  notice: z.object({ notice: z.string() }),
  sources: z.array(answerSource),
  done: z.object({ found: z.boolean(), extract: z.optional(z.boolean()) }),
};

/** How the AI mode read an event with the zod schemas (components/search/ask-stream.ts before). */
function zodRead(name: string, data: unknown) {
  if (!(name in zodEvents)) return null;
  try {
    const parsed = zodEvents[name as keyof typeof zodEvents].safeParse(data);
    return parsed.success ? { event: name, data: parsed.data } : null;
  } catch {
    return null;
  }
}

const WRONG_TYPES: unknown[] = [null, 1, 0, '', 'x', true, false, [], {}, ['x']];
const VALID: { [K in keyof AskEventData]: AskEventData[K] } = {
  start: { id: '0b7d4c1e-7d0a-4f7e-9d1c-5f1c1e1e1e1e' },
  text: { text: 'Atoms are the nouns of the graph [1].' },
  restart: { notice: 'The model stopped; here is the answer from the docs.' },
  notice: { notice: 'The model could not be reached.' },
  sources: [
    { title: 'Atoms', url: '/guides/primitives/atoms' },
    { title: 'Triples', url: '/guides/primitives/triples#creating-triples' },
  ],
  done: { found: true, extract: true },
};

/** Every variant of one valid value: each field left out, each of a wrong type, an extra field, and whole values. */
function variants(valid: unknown): unknown[] {
  const out: unknown[] = [valid, ...WRONG_TYPES, { ...(valid as object), extra: 'dropped' }];
  if (Array.isArray(valid)) {
    out.push([], [valid[0]], [...valid, null], [...valid, {}], valid[0]);
    for (const item of variants(valid[0])) out.push([valid[0], item]);
    return out;
  }
  for (const key of Object.keys(valid as object)) {
    out.push(Object.fromEntries(Object.entries(valid as object).filter(([k]) => k !== key)));
    for (const wrong of WRONG_TYPES) out.push({ ...(valid as object), [key]: wrong });
  }
  return out;
}

const cases = [
  ...Object.entries(VALID).flatMap(([name, valid]) => variants(valid).map((data) => ({ name, data }))),
  { name: 'done', data: { found: false } },
  { name: 'done', data: JSON.parse('{"found": true, "__proto__": {"extract": "no"}}') as unknown },
  ...['', 'unknown', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'Start', 'error'].map(
    (name) => ({
      name,
      data: VALID.start,
    }),
  ),
];

describe('readAskEvent reads the AI answer stream as the zod schemas did', () => {
  it.each(cases.map((c, i) => [i, c.name, JSON.stringify(c.data), c] as const))(
    'case %i: event "%s" with %s',
    (_i, _name, _json, { name, data }) => {
      expect(readAskEvent(name, data)).toEqual(zodRead(name, data));
    },
  );

  it('keeps the valid events and drops the others (the table above is not all drops or all keeps)', () => {
    const kept = cases.filter(({ name, data }) => readAskEvent(name, data) !== null);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(cases.length / 4);
  });

  it('outputs only the contract’s fields, with an absent optional field absent', () => {
    expect(readAskEvent('done', { found: false, note: 'x' })).toStrictEqual({
      event: 'done',
      data: { found: false },
    });
    expect(
      readAskEvent('sources', [{ title: 'Atoms', url: '/guides/primitives/atoms', score: 3 }]),
    ).toStrictEqual({ event: 'sources', data: [{ title: 'Atoms', url: '/guides/primitives/atoms' }] });
  });
});

describe('readShape', () => {
  interface Created {
    webhook: { url: string };
    secret: string;
  }
  const created: ShapeOf<Created> = { webhook: { url: 'string' }, secret: 'string' };
  const table: { value: unknown; expected: Created | null }[] = [
    {
      value: { webhook: { url: 'https://hooks.example/a', id: 7 }, secret: 's3cret', extra: 1 },
      expected: { webhook: { url: 'https://hooks.example/a' }, secret: 's3cret' },
    },
    { value: { webhook: { url: 1 }, secret: 's' }, expected: null },
    { value: { webhook: null, secret: 's' }, expected: null },
    { value: { webhook: [], secret: 's' }, expected: null },
    { value: { webhook: { url: 'u' } }, expected: null },
    { value: { error: 'That address is not allowed' }, expected: null },
    { value: null, expected: null },
    { value: 'secret', expected: null },
  ];
  it.each(table.map((row) => [JSON.stringify(row.value), row] as const))(
    'reads %s as the webhook form’s created answer',
    (_json, { value, expected }) => {
      expect(readShape<Created>(value, created)).toEqual(expected);
    },
  );

  it('reads numbers and lists of lists', () => {
    expect(readShape<number[][]>([[1, 2], [3]], [['number']])).toEqual([[1, 2], [3]]);
    expect(readShape<number[][]>([[1, '2']], [['number']])).toBeNull();
  });

  it('types a shape from the type it checks, so the two cannot drift apart', () => {
    // @ts-expect-error a required field cannot be checked as optional
    const optionalRequired: ShapeOf<{ found: boolean }> = { found: 'boolean?' };
    // @ts-expect-error an optional field must be checked as optional
    const requiredOptional: ShapeOf<{ extract?: boolean }> = { extract: 'boolean' };
    // @ts-expect-error a field of the type must be in its shape
    const missing: ShapeOf<AnswerSource> = { title: 'string' };
    // @ts-expect-error a field's kind must be its type's
    const wrongKind: ShapeOf<AnswerSource> = { title: 'string', url: 'boolean' };
    expect([optionalRequired, requiredOptional, missing, wrongKind]).toHaveLength(4);
  });
});
