import 'server-only';
/**
 * Everything the /team/feedback page shows, read from its address (`?from=&to=&sort=&dir=&page=`): the range,
 * the sorted page rows (the first MAX_TABLE_ROWS of them), the site-wide totals, the 30-day series behind the
 * row sparklines and the charts, and the one page opened in detail. Invalid parameters fall back to the
 * defaults and say why.
 */
import type { Db } from '../db/client';
import type { DailyPoint } from './chart';
import {
  dailySeries,
  emptyPageStats,
  listPageStats,
  parseSort,
  SITE_WIDE,
  sortPageStats,
  totalsOf,
  type FeedbackTotals,
  type PageStats,
  type SortDirection,
  type SortKey,
} from './page-feedback';
import { parseRange, trendWindow, type DateRange } from './range';

/** Rows shown in the table; the totals and the CSV export cover every page. */
export const MAX_TABLE_ROWS = 200;

export interface FeedbackDashboardParams {
  from?: string;
  to?: string;
  sort?: string;
  dir?: string;
  page?: string;
}

export interface FeedbackDashboard {
  range: DateRange;
  /** The 30 days the trend charts cover (ending with the range). */
  trend: DateRange;
  sort: { key: SortKey; direction: SortDirection };
  rows: PageStats[];
  /** Pages in the range, shown or not. */
  pageCount: number;
  totals: FeedbackTotals;
  /** 30-day series of each shown row. */
  rowSeries: Map<string, DailyPoint[]>;
  siteSeries: DailyPoint[];
  detail?: { stats: PageStats; series: DailyPoint[] };
  /** What was wrong with the address, if anything. */
  errors: string[];
}

export async function loadFeedbackDashboard(
  db: Db,
  projectId: string,
  params: FeedbackDashboardParams,
  now = new Date(),
): Promise<FeedbackDashboard> {
  const errors: string[] = [];
  const { range, error } = parseRange(params, now);
  if (error) errors.push(error);
  const sort = parseSort(params.sort, params.dir);
  let detailPath = params.page?.trim() || undefined;
  if (detailPath !== undefined && (!detailPath.startsWith('/') || detailPath.length > 1024)) {
    errors.push('The page must be a path starting with "/"');
    detailPath = undefined;
  }
  const trend = trendWindow(range);

  const all = sortPageStats(await listPageStats(db, { projectId, range }), sort.key, sort.direction);
  const rows = all.slice(0, MAX_TABLE_ROWS);
  const pathnames = rows.map((row) => row.pathname);
  if (detailPath && !pathnames.includes(detailPath)) pathnames.push(detailPath);
  const [rowSeries, site] = await Promise.all([
    dailySeries(db, { projectId, range: trend, pathnames }),
    dailySeries(db, { projectId, range: trend }),
  ]);
  const detail = detailPath
    ? {
        stats: all.find((row) => row.pathname === detailPath) ?? emptyPageStats(detailPath),
        series: rowSeries.get(detailPath) ?? [],
      }
    : undefined;
  return {
    range,
    trend,
    sort,
    rows,
    pageCount: all.length,
    totals: totalsOf(all),
    rowSeries,
    siteSeries: site.get(SITE_WIDE) ?? [],
    detail,
    errors,
  };
}
