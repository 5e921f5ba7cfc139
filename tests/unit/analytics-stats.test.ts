/**
 * The analytics queries on a fresh in-memory PGlite per test: ranges of days, what counts as a view, a vote
 * and a comment, the merge of the three, sorting, the zero-filled daily series, the comment export, the
 * grouping of AI questions, and parsing of the dashboard's address.
 */
import { randomUUID } from 'node:crypto';
import { listUnansweredQuestionGroups, listUnhelpfulAnswerGroups } from '@/lib/ai/answers';
import { loadFeedbackDashboard } from '@/lib/analytics/dashboard';
import { listCommentsForExport } from '@/lib/analytics/exports';
import {
  dailySeries,
  listPageStats,
  parseSort,
  SITE_WIDE,
  sortPageStats,
  totalsOf,
  type PageStats,
} from '@/lib/analytics/page-feedback';
import { daysOf, defaultRange, parseRange, trendWindow } from '@/lib/analytics/range';
import type { DbHandle } from '@/lib/db/client';
import { freshTestDb, warmTestDbTemplate } from './helpers/test-db';
import { aiAnswers, comments, feedback, pageViews, projects, teamMembers } from '@/lib/db/schema';

beforeAll(warmTestDbTemplate, 120_000);

const P = 'docs';
const OTHER = 'other-project';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

let handle: DbHandle;
/** A fresh database for each test of the describe block it is called in. */
function withFreshDatabase() {
  beforeEach(async () => {
    handle = await freshTestDb();
    await handle.db.insert(projects).values([{ publicId: P }, { publicId: OTHER }]);
  });
  afterEach(async () => {
    await handle.close();
  });
}

async function views(rows: [string, string, number, string?][]) {
  await handle.db.insert(pageViews).values(
    rows.map(([pathname, day, count, projectId]) => ({
      projectId: projectId ?? P,
      pathname,
      day,
      views: count,
    })),
  );
}

let voter = 0;
async function votes(rows: [string, boolean, Date, string?][]) {
  await handle.db.insert(feedback).values(
    rows.map(([pathname, helpful, when, projectId]) => ({
      projectId: projectId ?? P,
      pathname,
      visitorKey: `visitor:${++voter}`,
      helpful,
      createdAt: when,
      updatedAt: when,
    })),
  );
}

async function comment(
  pathname: string,
  options: {
    when?: Date;
    visibility?: 'visible' | 'resolved' | 'hidden';
    kind?: 'anonymous' | 'host' | 'team';
    parentId?: string;
    text?: string;
    projectId?: string;
    selectedText?: string;
    changedBy?: number;
  } = {},
) {
  const id = randomUUID();
  await handle.db.insert(comments).values({
    id,
    projectId: options.projectId ?? P,
    pathname,
    parentId: options.parentId ?? null,
    text: options.text ?? 'a comment',
    metadata: options.selectedText ? { selectedText: options.selectedText } : {},
    authorSub: `sub-${id}`,
    authorName: options.kind === 'team' ? 'Team Tess' : null,
    authorKind: options.kind ?? 'anonymous',
    visibility: options.visibility ?? 'visible',
    visibilityChangedBy: options.changedBy ?? null,
    visibilityChangedAt: options.changedBy ? at('2025-05-20') : null,
    createdAt: options.when ?? at('2025-05-10'),
  });
  return id;
}

const range = { from: '2025-05-01', to: '2025-05-30' };
const byPath = (rows: PageStats[]) => Object.fromEntries(rows.map((row) => [row.pathname, row]));

describe('listPageStats', () => {
  withFreshDatabase();

  it('sums views, counts votes and reader comments per page within the range only', async () => {
    await views([
      ['/guides/a', '2025-05-01', 3],
      ['/guides/a', '2025-05-30', 4],
      ['/guides/a', '2025-04-30', 100], // the day before the range
      ['/guides/a', '2025-05-31', 100], // the day after
      ['/guides/b', '2025-05-15', 2],
      ['/guides/a', '2025-05-15', 50, OTHER], // another project
      ['/team/feedback', '2025-05-15', 9], // the dashboard itself
      ['/team', '2025-05-15', 9],
    ]);
    await votes([
      ['/guides/a', true, at('2025-05-01', '00:00:00')],
      ['/guides/a', true, at('2025-05-30', '23:59:59')],
      ['/guides/a', false, at('2025-05-12')],
      ['/guides/a', false, at('2025-04-30', '23:59:59')], // before
      ['/guides/a', true, at('2025-05-31', '00:00:00')], // after
      ['/guides/c', false, at('2025-05-03')],
      ['/guides/c', true, at('2025-05-03'), OTHER],
    ]);
    const root = await comment('/guides/a', { visibility: 'visible' });
    await comment('/guides/a', { visibility: 'resolved' });
    await comment('/guides/a', { visibility: 'hidden' });
    await comment('/guides/a', { parentId: root, kind: 'host' });
    await comment('/guides/a', { parentId: root, kind: 'team' }); // the team's own reply: not feedback
    await comment('/guides/a', { when: at('2025-04-20') }); // before
    await comment('/guides/d', { visibility: 'hidden' });
    await comment('/guides/d', { projectId: OTHER });

    const rows = byPath(await listPageStats(handle.db, { projectId: P, range }));
    expect(Object.keys(rows).sort()).toEqual(['/guides/a', '/guides/b', '/guides/c', '/guides/d']);
    expect(rows['/guides/a']).toEqual({
      pathname: '/guides/a',
      views: 7,
      agentViews: 0,
      crawlerViews: 0,
      helpful: 2,
      unhelpful: 1,
      ratio: 2 / 3,
      comments: 4,
      commentsVisible: 2,
      commentsResolved: 1,
      commentsHidden: 1,
    });
    expect(rows['/guides/b']).toMatchObject({ views: 2, helpful: 0, unhelpful: 0, ratio: null, comments: 0 });
    expect(rows['/guides/c']).toMatchObject({ views: 0, helpful: 0, unhelpful: 1, ratio: 0, comments: 0 });
    expect(rows['/guides/d']).toMatchObject({ views: 0, comments: 1, commentsHidden: 1 });
  });

  it('adds the reads of agents and crawlers queued in memory, per class, within the range and project', async () => {
    const { queuePageRead } = await import('@/lib/analytics/page-read-queue');
    const { flushPageReads } = await import('@/lib/analytics/page-reads');
    queuePageRead('/guides/a', 'agent', at('2025-05-02'));
    queuePageRead('/guides/a', 'agent', at('2025-05-02'));
    queuePageRead('/guides/a', 'crawler', at('2025-05-03'));
    queuePageRead('/guides/e', 'crawler', at('2025-05-03'));
    queuePageRead('/guides/a', 'agent', at('2025-03-01')); // outside the range
    expect(await flushPageReads(handle.db, P)).toBe(5);
    queuePageRead('/guides/a', 'agent', at('2025-05-02')); // a second write adds to the day's count
    expect(await flushPageReads(handle.db, P)).toBe(1);
    expect(await flushPageReads(handle.db, P)).toBe(0);
    const rows = byPath(await listPageStats(handle.db, { projectId: P, range }));
    expect(rows['/guides/a']).toMatchObject({ views: 0, agentViews: 3, crawlerViews: 1 });
    expect(rows['/guides/e']).toMatchObject({ views: 0, agentViews: 0, crawlerViews: 1 });
    expect(await listPageStats(handle.db, { projectId: OTHER, range })).toEqual([]);
  });

  it('counts a changed vote once, with its latest value, on the day it was changed', async () => {
    await handle.db.insert(feedback).values({
      projectId: P,
      pathname: '/guides/a',
      visitorKey: 'visitor:changer',
      helpful: false,
      createdAt: at('2025-04-01'),
      updatedAt: at('2025-05-05'),
    });
    const [row] = await listPageStats(handle.db, { projectId: P, range });
    expect(row).toMatchObject({ helpful: 0, unhelpful: 1 });
    expect(
      await listPageStats(handle.db, { projectId: P, range: { from: '2025-04-01', to: '2025-04-30' } }),
    ).toEqual([]);
  });

  it('keeps to the pages asked for', async () => {
    await views([
      ['/guides/a', '2025-05-02', 1],
      ['/guides/b', '2025-05-02', 1],
    ]);
    const rows = await listPageStats(handle.db, { projectId: P, range, pathnames: ['/guides/b'] });
    expect(rows.map((r) => r.pathname)).toEqual(['/guides/b']);
    expect(await listPageStats(handle.db, { projectId: P, range, pathnames: [] })).toEqual([]);
  });
});

const row = (pathname: string, values: Partial<PageStats>): PageStats => ({
  pathname,
  views: 0,
  agentViews: 0,
  crawlerViews: 0,
  helpful: 0,
  unhelpful: 0,
  ratio: null,
  comments: 0,
  commentsVisible: 0,
  commentsResolved: 0,
  commentsHidden: 0,
  ...values,
});
const table = [
  row('/b', { views: 10, helpful: 1, unhelpful: 1, ratio: 0.5, comments: 3 }),
  row('/a', { views: 10, helpful: 3, unhelpful: 0, ratio: 1, comments: 0 }),
  row('/d', { views: 2 }),
  row('/c', { views: 30, helpful: 0, unhelpful: 2, ratio: 0, comments: 1 }),
];

describe('sortPageStats', () => {
  it.each([
    ['page', 'asc', ['/a', '/b', '/c', '/d']],
    ['page', 'desc', ['/d', '/c', '/b', '/a']],
    ['views', 'desc', ['/c', '/a', '/b', '/d']], // ties (/a, /b) by path
    ['views', 'asc', ['/d', '/a', '/b', '/c']],
    ['helpful', 'desc', ['/a', '/b', '/c', '/d']],
    ['unhelpful', 'desc', ['/c', '/b', '/a', '/d']],
    ['ratio', 'desc', ['/a', '/b', '/c', '/d']], // no votes: last
    ['ratio', 'asc', ['/c', '/b', '/a', '/d']], // no votes: last in this direction too
    ['comments', 'desc', ['/b', '/c', '/a', '/d']],
  ] as const)('by %s %s', (key, direction, expected) => {
    expect(sortPageStats(table, key, direction).map((r) => r.pathname)).toEqual(expected);
  });

  it('does not change its input', () => {
    const before = table.map((r) => r.pathname);
    sortPageStats(table, 'page', 'asc');
    expect(table.map((r) => r.pathname)).toEqual(before);
  });
});

describe('parseSort', () => {
  it.each([
    [undefined, undefined, { key: 'views', direction: 'desc' }],
    ['page', undefined, { key: 'page', direction: 'asc' }],
    ['ratio', 'asc', { key: 'ratio', direction: 'asc' }],
    ['comments', 'sideways', { key: 'comments', direction: 'desc' }],
    ['password', 'asc', { key: 'views', direction: 'asc' }],
  ])('sort=%s dir=%s', (sort, dir, expected) => {
    expect(parseSort(sort, dir)).toEqual(expected);
  });
});

describe('totalsOf', () => {
  it('adds up every page, with the ratio of all votes', () => {
    expect(totalsOf(table)).toEqual({
      pages: 4,
      views: 52,
      agentViews: 0,
      crawlerViews: 0,
      helpful: 4,
      unhelpful: 3,
      ratio: 4 / 7,
      comments: 4,
      commentsVisible: 0,
      commentsResolved: 0,
      commentsHidden: 0,
    });
    expect(totalsOf([]).ratio).toBeNull();
  });
});

describe('dailySeries', () => {
  withFreshDatabase();

  it('gives every day of the window, zero-filled, per page and site-wide', async () => {
    await views([
      ['/guides/a', '2025-05-01', 3],
      ['/guides/a', '2025-05-03', 1],
      ['/guides/b', '2025-05-03', 5],
      ['/team/feedback', '2025-05-03', 7],
      ['/guides/a', '2025-04-30', 9],
    ]);
    await votes([
      ['/guides/a', true, at('2025-05-03', '23:30:00')],
      ['/guides/a', false, at('2025-05-03', '00:10:00')],
      ['/guides/b', false, at('2025-05-02')],
    ]);
    const window = { from: '2025-05-01', to: '2025-05-04' };
    const perPage = await dailySeries(handle.db, {
      projectId: P,
      range: window,
      pathnames: ['/guides/a', '/none'],
    });
    expect(perPage.get('/guides/a')).toEqual([
      { day: '2025-05-01', views: 3, helpful: 0, unhelpful: 0 },
      { day: '2025-05-02', views: 0, helpful: 0, unhelpful: 0 },
      { day: '2025-05-03', views: 1, helpful: 1, unhelpful: 1 },
      { day: '2025-05-04', views: 0, helpful: 0, unhelpful: 0 },
    ]);
    expect(perPage.get('/none')?.every((p) => p.views + p.helpful + p.unhelpful === 0)).toBe(true);
    expect(perPage.has('/guides/b')).toBe(false);

    const site = (await dailySeries(handle.db, { projectId: P, range: window })).get(SITE_WIDE);
    expect(site).toEqual([
      { day: '2025-05-01', views: 3, helpful: 0, unhelpful: 0 },
      { day: '2025-05-02', views: 0, helpful: 0, unhelpful: 1 },
      { day: '2025-05-03', views: 6, helpful: 1, unhelpful: 1 },
      { day: '2025-05-04', views: 0, helpful: 0, unhelpful: 0 },
    ]);
  });
});

describe('loadFeedbackDashboard', () => {
  withFreshDatabase();

  it('reads the address, sorts, and opens one page in detail with its 30-day series', async () => {
    await views([
      ['/guides/a', '2025-05-20', 3],
      ['/guides/b', '2025-05-21', 8],
    ]);
    await votes([['/guides/a', false, at('2025-05-20')]]);
    const dashboard = await loadFeedbackDashboard(
      handle.db,
      P,
      { from: '2025-05-01', to: '2025-05-30', sort: 'unhelpful', page: '/guides/a' },
      at('2025-06-15'),
    );
    expect(dashboard.errors).toEqual([]);
    expect(dashboard.rows.map((r) => r.pathname)).toEqual(['/guides/a', '/guides/b']);
    expect(dashboard.totals).toMatchObject({ pages: 2, views: 11, unhelpful: 1 });
    expect(dashboard.trend).toEqual({ from: '2025-05-01', to: '2025-05-30' });
    expect(dashboard.detail?.stats).toMatchObject({ pathname: '/guides/a', views: 3, unhelpful: 1 });
    expect(dashboard.detail?.series).toHaveLength(30);
    expect(dashboard.detail?.series.find((p) => p.day === '2025-05-20')).toEqual({
      day: '2025-05-20',
      views: 3,
      helpful: 0,
      unhelpful: 1,
    });
    expect(dashboard.siteSeries.reduce((sum, p) => sum + p.views, 0)).toBe(11);
    expect(dashboard.rowSeries.get('/guides/b')?.reduce((sum, p) => sum + p.views, 0)).toBe(8);
  });

  it('falls back to the last 30 days and says why when the address is wrong', async () => {
    const dashboard = await loadFeedbackDashboard(
      handle.db,
      P,
      { from: '2025-02-30', page: 'guides/no-slash' },
      at('2025-06-15'),
    );
    expect(dashboard.range).toEqual({ from: '2025-05-17', to: '2025-06-15' });
    expect(dashboard.errors).toEqual([
      'The start date must be a day between 1970-01-01 and 2999-12-31, written YYYY-MM-DD',
      'The page must be a path starting with "/"',
    ]);
    expect(dashboard.detail).toBeUndefined();
  });

  it('shows a page without any data in detail with zeros', async () => {
    const dashboard = await loadFeedbackDashboard(handle.db, P, { page: '/guides/quiet' }, at('2025-06-15'));
    expect(dashboard.detail?.stats).toMatchObject({ pathname: '/guides/quiet', views: 0, ratio: null });
    expect(dashboard.detail?.series).toHaveLength(30);
  });
});

describe('parseRange', () => {
  const now = at('2025-06-15', '23:59:00');
  it.each([
    [{}, { range: { from: '2025-05-17', to: '2025-06-15' } }],
    [{ from: '2025-06-01', to: '2025-06-03' }, { range: { from: '2025-06-01', to: '2025-06-03' } }],
    [{ from: '2025-06-03', to: '2025-06-03' }, { range: { from: '2025-06-03', to: '2025-06-03' } }],
    [{ to: '2025-03-31' }, { range: { from: '2025-03-02', to: '2025-03-31' } }],
    [{ from: '2025-06-10' }, { range: { from: '2025-06-10', to: '2025-06-15' } }],
    [{ from: ' ', to: '' }, { range: { from: '2025-05-17', to: '2025-06-15' } }],
    [
      { from: '2025-06-04', to: '2025-06-03' },
      { range: defaultRange(now), error: 'The start date must not be after the end date' },
    ],
    [
      { from: '2025-13-01' },
      {
        range: defaultRange(now),
        error: 'The start date must be a day between 1970-01-01 and 2999-12-31, written YYYY-MM-DD',
      },
    ],
    [
      { to: '2025-02-29' },
      {
        range: defaultRange(now),
        error: 'The end date must be a day between 1970-01-01 and 2999-12-31, written YYYY-MM-DD',
      },
    ],
    [
      { to: '15/06/2025' },
      {
        range: defaultRange(now),
        error: 'The end date must be a day between 1970-01-01 and 2999-12-31, written YYYY-MM-DD',
      },
    ],
  ])('%j', (input, expected) => {
    expect(parseRange(input, now)).toEqual(expected);
  });

  it('counts days across a month end and a leap day', () => {
    expect(daysOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(trendWindow({ from: '2024-01-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
  });
});

describe('listCommentsForExport', () => {
  withFreshDatabase();

  it('lists comments and replies newest first, with the moderator, and filters', async () => {
    const [member] = await handle.db
      .insert(teamMembers)
      .values({ email: 'mo@example.com', name: 'Moderator Mo', passwordHash: 'x' })
      .returning();
    const root = await comment('/guides/a', {
      when: at('2025-05-01'),
      text: '=1+1',
      selectedText: 'bonding curve',
      visibility: 'resolved',
      changedBy: member!.id,
    });
    const reply = await comment('/guides/a', { when: at('2025-05-02'), parentId: root, kind: 'team' });
    await comment('/guides/b', { when: at('2025-05-03'), visibility: 'hidden' });
    await comment('/guides/b', { projectId: OTHER });

    const all = await listCommentsForExport(handle.db, P, {});
    expect(all.map((c) => c.pathname)).toEqual(['/guides/b', '/guides/a', '/guides/a']);
    expect(all[1]).toMatchObject({ id: reply, parentId: root, authorKind: 'team', authorName: 'Team Tess' });
    expect(all[2]).toMatchObject({
      id: root,
      parentId: null,
      text: '=1+1',
      selectedText: 'bonding curve',
      visibility: 'resolved',
      moderatedBy: 'Moderator Mo',
      moderatedAt: at('2025-05-20'),
    });
    expect((await listCommentsForExport(handle.db, P, { pathname: '/guides/a' })).map((c) => c.id)).toEqual([
      reply,
      root,
    ]);
    expect(
      (await listCommentsForExport(handle.db, P, { visibility: 'hidden' })).map((c) => c.pathname),
    ).toEqual(['/guides/b']);
    expect(
      (await listCommentsForExport(handle.db, P, { range: { from: '2025-05-02', to: '2025-05-02' } })).map(
        (c) => c.id,
      ),
    ).toEqual([reply]);
  });
});

describe('AI question groups', () => {
  withFreshDatabase();

  async function asked(question: string, when: string, found: boolean, helpful: boolean | null = null) {
    await handle.db.insert(aiAnswers).values({
      id: randomUUID(),
      question,
      answer: found ? 'An answer [1]' : 'I could not find this in the docs.',
      sources: [],
      found,
      provider: 'local',
      helpful,
      createdAt: new Date(when),
    });
  }

  it('groups the same question however it is written, newest group first, with the latest wording', async () => {
    await asked('What is a vault?', '2025-05-01T10:00:00Z', false);
    await asked('  what is a   VAULT ', '2025-05-03T10:00:00Z', false);
    await asked('What is a vault?!', '2025-05-02T10:00:00Z', false);
    await asked('How do I bridge TRUST?', '2025-05-02T12:00:00Z', false);
    await asked('What is a triple?', '2025-05-04T10:00:00Z', true); // answered: not listed
    const groups = await listUnansweredQuestionGroups(handle.db);
    expect(groups).toEqual([
      { question: '  what is a   VAULT ', count: 3, lastAsked: new Date('2025-05-03T10:00:00Z') },
      { question: 'How do I bridge TRUST?', count: 1, lastAsked: new Date('2025-05-02T12:00:00Z') },
    ]);
    expect(await listUnansweredQuestionGroups(handle.db, 1)).toHaveLength(1);
  });

  it('lists the answers rated 👎, answered or not', async () => {
    await asked('What is a triple?', '2025-05-04T10:00:00Z', true, false);
    await asked('what is a triple', '2025-05-05T10:00:00Z', true, false);
    await asked('What is an atom?', '2025-05-05T11:00:00Z', true, true);
    await asked('Who are you?', '2025-05-01T11:00:00Z', false, false);
    expect(await listUnhelpfulAnswerGroups(handle.db)).toEqual([
      { question: 'what is a triple', count: 2, lastAsked: new Date('2025-05-05T10:00:00Z') },
      { question: 'Who are you?', count: 1, lastAsked: new Date('2025-05-01T11:00:00Z') },
    ]);
  });
});
