import 'server-only';
/**
 * Page-feedback analytics of one widget project, per page and site-wide, over a range of days:
 * - views: the sum of `page_views` (one count per page load, from the widget's /measure endpoint): browsers;
 * - agent and crawler reads: the sums of `page_reads` by class (./page-reads.ts);
 * - helpful / not helpful: the readers' current votes (`feedback`; a second vote replaces the first), counted
 *   on the day of the last vote;
 * - comments: what readers wrote, root comments and replies in every state (visible, resolved and hidden);
 *   team members' own comments and replies are left out, they are not feedback.
 * Pages under /team (the dashboard itself, where the widget also counts views) are left out.
 * Each source is aggregated in SQL and the three are merged here; sorting is ours, with a fixed tie-break.
 */
import { and, eq, gte, inArray, lt, lte, ne, notLike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { comments, feedback, pageReads, pageViews } from '../db/schema';
import type { DailyPoint } from './chart';
import { daysOf, rangeInstants, type DateRange } from './range';

export interface PageStats {
  pathname: string;
  /** Browser views (the widget's /measure). */
  views: number;
  /** Reads by AI agents and assistants (HTML, .md, llms*.txt, MCP get_page). */
  agentViews: number;
  /** Reads by search-engine and AI-training crawlers. */
  crawlerViews: number;
  helpful: number;
  unhelpful: number;
  /** helpful / (helpful + not helpful), or null without votes. */
  ratio: number | null;
  /** Reader comments and replies: visible + resolved + hidden. */
  comments: number;
  commentsVisible: number;
  commentsResolved: number;
  commentsHidden: number;
}

export interface FeedbackTotals extends Omit<PageStats, 'pathname'> {
  /** Pages with at least one view, vote or comment in the range. */
  pages: number;
}

export const SORT_KEYS = [
  'page',
  'views',
  'agentViews',
  'crawlerViews',
  'helpful',
  'unhelpful',
  'ratio',
  'comments',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** The direction a column sorts in when first chosen: pages A→Z, numbers largest first. */
export const firstDirection = (key: SortKey): SortDirection => (key === 'page' ? 'asc' : 'desc');

/** A page with nothing counted yet. */
export function emptyPageStats(pathname: string): PageStats {
  return {
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
  };
}

export function parseSort(
  sort: string | undefined,
  dir: string | undefined,
): { key: SortKey; direction: SortDirection } {
  const key = (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'views';
  const direction = dir === 'asc' || dir === 'desc' ? dir : firstDirection(key);
  return { key, direction };
}

const ratioOf = (helpful: number, unhelpful: number) =>
  helpful + unhelpful === 0 ? null : helpful / (helpful + unhelpful);

/** Sorted copy of the rows: pages without votes come last by ratio in either direction; ties by path. */
export function sortPageStats(
  rows: readonly PageStats[],
  key: SortKey,
  direction: SortDirection,
): PageStats[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (row: PageStats) => (key === 'page' ? row.pathname : row[key]);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0;
  });
}

export function totalsOf(rows: readonly PageStats[]): FeedbackTotals {
  const sum = (
    key: 'views' | 'agentViews' | 'crawlerViews' | 'helpful' | 'unhelpful' | 'comments' | `comments${string}`,
  ) => rows.reduce((total, row) => total + (row[key as keyof PageStats] as number), 0);
  const helpful = sum('helpful');
  const unhelpful = sum('unhelpful');
  return {
    pages: rows.length,
    views: sum('views'),
    agentViews: sum('agentViews'),
    crawlerViews: sum('crawlerViews'),
    helpful,
    unhelpful,
    ratio: ratioOf(helpful, unhelpful),
    comments: sum('comments'),
    commentsVisible: sum('commentsVisible'),
    commentsResolved: sum('commentsResolved'),
    commentsHidden: sum('commentsHidden'),
  };
}

const int = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number);
const notDashboard = (column: AnyPgColumn) => and(ne(column, '/team'), notLike(column, '/team/%'));

/** The key of the site-wide series in `dailySeries`' answer. */
export const SITE_WIDE = '';

export interface StatsQuery {
  projectId: string;
  range: DateRange;
  /** Only these pages (all pages when absent). */
  pathnames?: readonly string[];
}

/** One row per page with a view, vote or comment in the range, unsorted. */
export async function listPageStats(db: Db, query: StatsQuery): Promise<PageStats[]> {
  const { projectId, range, pathnames } = query;
  const { start, end } = rangeInstants(range);
  const only = (column: AnyPgColumn) => (pathnames ? inArray(column, [...pathnames]) : undefined);
  if (pathnames?.length === 0) return [];
  // The daily counters (views by browsers, reads by agents and crawlers) of the project, pages and days asked.
  const inDays = (table: typeof pageViews | typeof pageReads) =>
    and(
      eq(table.projectId, projectId),
      gte(table.day, range.from),
      lte(table.day, range.to),
      notDashboard(table.pathname),
      only(table.pathname),
    );

  const [viewRows, readRows, voteRows, commentRows] = await Promise.all([
    db
      .select({ pathname: pageViews.pathname, views: int(sql`sum(${pageViews.views})`) })
      .from(pageViews)
      .where(inDays(pageViews))
      .groupBy(pageViews.pathname),
    db
      .select({
        pathname: pageReads.pathname,
        agent: int(
          sql`coalesce(sum(${pageReads.views}) filter (where ${pageReads.readerClass} = 'agent'), 0)`,
        ),
        crawler: int(
          sql`coalesce(sum(${pageReads.views}) filter (where ${pageReads.readerClass} = 'crawler'), 0)`,
        ),
      })
      .from(pageReads)
      .where(inDays(pageReads))
      .groupBy(pageReads.pathname),
    db
      .select({
        pathname: feedback.pathname,
        helpful: int(sql`count(*) filter (where ${feedback.helpful})`),
        unhelpful: int(sql`count(*) filter (where not ${feedback.helpful})`),
      })
      .from(feedback)
      .where(
        and(
          eq(feedback.projectId, projectId),
          gte(feedback.updatedAt, start),
          lt(feedback.updatedAt, end),
          notDashboard(feedback.pathname),
          only(feedback.pathname),
        ),
      )
      .groupBy(feedback.pathname),
    db
      .select({
        pathname: comments.pathname,
        visible: int(sql`count(*) filter (where ${comments.visibility} = 'visible')`),
        resolved: int(sql`count(*) filter (where ${comments.visibility} = 'resolved')`),
        hidden: int(sql`count(*) filter (where ${comments.visibility} = 'hidden')`),
      })
      .from(comments)
      .where(
        and(
          eq(comments.projectId, projectId),
          // Readers' comments only: not the team's, nor feedback sent by agents.
          inArray(comments.authorKind, ['anonymous', 'host']),
          gte(comments.createdAt, start),
          lt(comments.createdAt, end),
          notDashboard(comments.pathname),
          only(comments.pathname),
        ),
      )
      .groupBy(comments.pathname),
  ]);

  const rows = new Map<string, PageStats>();
  const rowOf = (pathname: string) => {
    let row = rows.get(pathname);
    if (!row) {
      row = emptyPageStats(pathname);
      rows.set(pathname, row);
    }
    return row;
  };
  for (const { pathname, views } of viewRows) rowOf(pathname).views = views;
  for (const { pathname, agent, crawler } of readRows) {
    const row = rowOf(pathname);
    row.agentViews = agent;
    row.crawlerViews = crawler;
  }
  for (const { pathname, helpful, unhelpful } of voteRows) {
    const row = rowOf(pathname);
    row.helpful = helpful;
    row.unhelpful = unhelpful;
    row.ratio = ratioOf(helpful, unhelpful);
  }
  for (const { pathname, visible, resolved, hidden } of commentRows) {
    const row = rowOf(pathname);
    row.commentsVisible = visible;
    row.commentsResolved = resolved;
    row.commentsHidden = hidden;
    row.comments = visible + resolved + hidden;
  }
  return [...rows.values()];
}

/**
 * Views and votes per day of the range, zero-filled. With `pathnames`, one series per page (keyed by path);
 * without, one site-wide series under the key `SITE_WIDE`.
 */
export async function dailySeries(db: Db, query: StatsQuery): Promise<Map<string, DailyPoint[]>> {
  const { projectId, range, pathnames } = query;
  const { start, end } = rangeInstants(range);
  const days = daysOf(range);
  const keys = pathnames ? [...new Set(pathnames)] : [SITE_WIDE];
  const series = new Map(
    keys.map((key) => [key, days.map((day): DailyPoint => ({ day, views: 0, helpful: 0, unhelpful: 0 }))]),
  );
  if (pathnames?.length === 0) return series;
  const index = new Map(days.map((day, i) => [day, i]));
  const pointOf = (pathname: string, day: string) =>
    series.get(pathnames ? pathname : SITE_WIDE)?.[index.get(day) ?? -1];
  const scope = (column: AnyPgColumn) => (pathnames ? inArray(column, [...pathnames]) : notDashboard(column));
  // Site-wide, the rows are grouped by day alone; per page, by page and day.
  const pageKey = (column: AnyPgColumn) => (pathnames ? sql<string>`${column}` : sql<string>`''`);
  const viewDay = sql<string>`to_char(${pageViews.day}, 'YYYY-MM-DD')`;
  const voteDay = sql<string>`to_char(${feedback.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [viewRows, voteRows] = await Promise.all([
    db
      .select({
        pathname: pageKey(pageViews.pathname),
        day: viewDay,
        views: int(sql`sum(${pageViews.views})`),
      })
      .from(pageViews)
      .where(
        and(
          eq(pageViews.projectId, projectId),
          gte(pageViews.day, range.from),
          lte(pageViews.day, range.to),
          scope(pageViews.pathname),
        ),
      )
      .groupBy(...(pathnames ? [pageViews.pathname, viewDay] : [viewDay])),
    db
      .select({
        pathname: pageKey(feedback.pathname),
        day: voteDay,
        helpful: int(sql`count(*) filter (where ${feedback.helpful})`),
        unhelpful: int(sql`count(*) filter (where not ${feedback.helpful})`),
      })
      .from(feedback)
      .where(
        and(
          eq(feedback.projectId, projectId),
          gte(feedback.updatedAt, start),
          lt(feedback.updatedAt, end),
          scope(feedback.pathname),
        ),
      )
      .groupBy(...(pathnames ? [feedback.pathname, voteDay] : [voteDay])),
  ]);
  for (const row of viewRows) {
    const point = pointOf(row.pathname, row.day);
    if (point) point.views += row.views;
  }
  for (const row of voteRows) {
    const point = pointOf(row.pathname, row.day);
    if (!point) continue;
    point.helpful += row.helpful;
    point.unhelpful += row.unhelpful;
  }
  return series;
}
