/**
 * Failed queries carry no parameters, no driver message or detail and no SQL (lib/db/query-errors.ts), on
 * every kind of query the code runs (builder, raw SQL, inside a transaction, unique violations), and keep the
 * SQLSTATE the pipeline turns into a 400 (class 22) or a 500.
 */
import { inspect } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { QueryFailedError } from '@/lib/db/query-errors';
import { teamMembers } from '@/lib/db/schema';
import { dataExceptionOf, loggableError } from '@/lib/server/errors';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';

const SECRET = 'reader-typed-7f3a';

describe('failed queries', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    await warmTestDbTemplate();
    handle = await freshTestDb();
    await handle.db
      .insert(teamMembers)
      .values({ email: `${SECRET}@example.com`, name: 'x', passwordHash: 'x' });
  }, 120_000);
  afterAll(() => handle?.close());

  it.each([
    [
      'an id past the integer range',
      () => handle.db.select().from(teamMembers).where(eq(teamMembers.id, 99_999_999_999)),
      '22003',
    ],
    ['text that is no number (raw SQL)', () => handle.db.execute(sql`select ${SECRET}::int`), '22P02'],
    [
      'a failure inside a transaction',
      () => handle.db.transaction(async (tx) => void (await tx.execute(sql`select ${SECRET}::int`))),
      '22P02',
    ],
    [
      'a unique violation (the driver names the value in its detail)',
      () =>
        handle.db
          .insert(teamMembers)
          .values({ email: `${SECRET}@example.com`, name: 'y', passwordHash: 'y' }),
      '23505',
    ],
  ])('%s: nothing of the values is in the error, its SQLSTATE is', async (_name, run, code) => {
    const error = await (run as () => Promise<unknown>)().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(QueryFailedError);
    const printed = `${inspect(error, { depth: 10 })}\n${loggableError(error)}\n${String(error)}`;
    expect(printed).not.toContain(SECRET);
    expect(printed).not.toContain('99999999999');
    expect(printed).not.toMatch(/\b(select|insert into)\b/i);
    expect((error as QueryFailedError).code).toBe(code);
    expect(dataExceptionOf(error)?.status).toBe(code.startsWith('22') ? 400 : undefined);
  });
});
