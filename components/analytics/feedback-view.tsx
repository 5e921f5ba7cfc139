/**
 * The pieces of the /team/feedback page: the range form, the totals, the sortable page table (sorting is a
 * link per column header, done on the server; the current column carries aria-sort) and the detail of one
 * page. Server components only: the page ships no JavaScript of its own.
 */
import { sitePageHref } from '@/components/team/site-link';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buildSparkline, buildTrendChart, formatFullDay, type DailyPoint } from '@/lib/analytics/chart';
import type { FeedbackDashboard } from '@/lib/analytics/dashboard';
import {
  firstDirection,
  type FeedbackTotals,
  type PageStats,
  type SortDirection,
  type SortKey,
} from '@/lib/analytics/page-feedback';
import { Sparkline, TrendChart } from './trend-chart';

const number = new Intl.NumberFormat('en');
const formatCount = (n: number) => number.format(n);

export function Ratio({ ratio }: { ratio: number | null }) {
  if (ratio === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">no votes</span>
      </>
    );
  return <>{Math.round(ratio * 100)}%</>;
}

/** The dashboard's address with some parameters changed (undefined removes one). */
export function feedbackHref(
  dashboard: Pick<FeedbackDashboard, 'range' | 'sort'>,
  changes: Record<string, string | undefined>,
  base = '/team/feedback',
): string {
  const params = new URLSearchParams({
    from: dashboard.range.from,
    to: dashboard.range.to,
    sort: dashboard.sort.key,
    dir: dashboard.sort.direction,
  });
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  return `${base}?${params}`;
}

export function RangeForm({ dashboard }: { dashboard: FeedbackDashboard }) {
  return (
    <form method="get" action="/team/feedback" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="sort" value={dashboard.sort.key} />
      <input type="hidden" name="dir" value={dashboard.sort.direction} />
      <div className="flex flex-col text-sm">
        <label htmlFor="feedback-from" className="font-medium">
          From
        </label>
        <input
          id="feedback-from"
          name="from"
          type="date"
          defaultValue={dashboard.range.from}
          className="team-input"
        />
      </div>
      <div className="flex flex-col text-sm">
        <label htmlFor="feedback-to" className="font-medium">
          To
        </label>
        <input
          id="feedback-to"
          name="to"
          type="date"
          defaultValue={dashboard.range.to}
          className="team-input"
        />
      </div>
      <button type="submit" className="team-button-primary">
        Show
      </button>
    </form>
  );
}

export function ExportLinks({ dashboard }: { dashboard: FeedbackDashboard }) {
  const range = { from: dashboard.range.from, to: dashboard.range.to };
  const feedback = new URLSearchParams({ ...range, sort: dashboard.sort.key, dir: dashboard.sort.direction });
  return (
    <p className="mt-3 flex flex-wrap gap-3 text-sm">
      <a className="team-button" href={`/api/team/export/feedback.csv?${feedback}`} download>
        Download feedback (CSV)
      </a>
      <a
        className="team-button"
        href={`/api/team/export/comments.csv?${new URLSearchParams(range)}`}
        download
      >
        Download comments (CSV)
      </a>
    </p>
  );
}

function Figures({ stats, label }: { stats: FeedbackTotals | PageStats; label: string }) {
  const items: [string, ReactNode][] = [
    ...('pages' in stats ? [['Pages', formatCount(stats.pages)] as [string, ReactNode]] : []),
    ['Browser views', formatCount(stats.views)],
    ['Agent reads', formatCount(stats.agentViews)],
    ['Crawler reads', formatCount(stats.crawlerViews)],
    ['Helpful', formatCount(stats.helpful)],
    ['Not helpful', formatCount(stats.unhelpful)],
    ['Helpful ratio', <Ratio key="ratio" ratio={stats.ratio} />],
    [
      'Comments',
      <>
        {formatCount(stats.comments)}{' '}
        <span className="block text-xs font-normal text-[var(--fg-muted)]">
          {stats.commentsVisible} visible, {stats.commentsResolved} resolved, {stats.commentsHidden} hidden
        </span>
      </>,
    ],
  ];
  return (
    <dl aria-label={label} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([name, value]) => (
        <div key={name} className="rounded-md border border-[var(--border)] px-3 py-2">
          <dt className="text-sm text-[var(--fg-muted)]">{name}</dt>
          <dd className="text-xl font-semibold" data-figure={name}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const rangeText = (dashboard: FeedbackDashboard) =>
  `${formatFullDay(dashboard.range.from)} to ${formatFullDay(dashboard.range.to)}`;

export function Totals({ dashboard }: { dashboard: FeedbackDashboard }) {
  return (
    <section aria-labelledby="totals-heading" className="mt-6">
      <h2 id="totals-heading" className="text-lg font-semibold">
        Site-wide totals, {rangeText(dashboard)}
      </h2>
      <Figures stats={dashboard.totals} label="Site-wide totals" />
    </section>
  );
}

export function SiteTrend({ dashboard }: { dashboard: FeedbackDashboard }) {
  return (
    <section aria-labelledby="site-trend-heading" className="mt-6">
      <h2 id="site-trend-heading" className="text-lg font-semibold">
        All pages, last 30 days to {formatFullDay(dashboard.trend.to)}
      </h2>
      <TrendChart
        id="site-trend"
        series={dashboard.siteSeries}
        model={buildTrendChart(dashboard.siteSeries, { subject: 'All pages' })}
      />
    </section>
  );
}

export function PageDetail({
  dashboard,
  stats,
  series,
}: {
  dashboard: FeedbackDashboard;
  stats: PageStats;
  series: DailyPoint[];
}) {
  const comments = new URLSearchParams({
    page: stats.pathname,
    from: dashboard.range.from,
    to: dashboard.range.to,
  });
  return (
    <section aria-labelledby="detail-heading" className="mt-6">
      <h2 id="detail-heading" className="text-lg font-semibold break-all">
        {stats.pathname}
      </h2>
      <p className="mt-1 flex flex-wrap gap-4 text-sm">
        {sitePageHref(stats.pathname) && (
          <a href={sitePageHref(stats.pathname)!} className="text-[var(--link)] underline">
            Open the page
          </a>
        )}
        <a
          href={`/api/team/export/comments.csv?${comments}`}
          className="text-[var(--link)] underline"
          download
        >
          Its comments (CSV)
        </a>
        <Link href={feedbackHref(dashboard, { page: undefined })} className="text-[var(--link)] underline">
          Back to all pages
        </Link>
      </p>
      <Figures stats={stats} label={`Figures of ${stats.pathname}, ${rangeText(dashboard)}`} />
      <TrendChart
        id="page-trend"
        series={series}
        model={buildTrendChart(series, { subject: stats.pathname })}
      />
    </section>
  );
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'page', label: 'Page' },
  { key: 'views', label: 'Browser views' },
  { key: 'agentViews', label: 'Agent reads' },
  { key: 'crawlerViews', label: 'Crawler reads' },
  { key: 'helpful', label: 'Helpful' },
  { key: 'unhelpful', label: 'Not helpful' },
  { key: 'ratio', label: 'Helpful ratio' },
  { key: 'comments', label: 'Comments' },
];

const directionWords = (direction: SortDirection, key: SortKey) =>
  key === 'page'
    ? direction === 'asc'
      ? 'A to Z'
      : 'Z to A'
    : direction === 'asc'
      ? 'smallest first'
      : 'largest first';

function SortHeader({
  dashboard,
  column,
}: {
  dashboard: FeedbackDashboard;
  column: (typeof COLUMNS)[number];
}) {
  const current = dashboard.sort.key === column.key;
  const next: SortDirection = current
    ? dashboard.sort.direction === 'asc'
      ? 'desc'
      : 'asc'
    : firstDirection(column.key);
  return (
    <th
      scope="col"
      aria-sort={current ? (dashboard.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={column.key === 'page' ? undefined : 'text-right'}
    >
      <Link
        href={feedbackHref(dashboard, { sort: column.key, dir: next })}
        className="inline-flex items-center gap-1 text-[var(--link)] underline-offset-2 hover:underline"
      >
        {column.label}
        {current && <span aria-hidden="true">{dashboard.sort.direction === 'asc' ? '▲' : '▼'}</span>}
        <span className="sr-only">{`, sort ${directionWords(next, column.key)}`}</span>
      </Link>
    </th>
  );
}

export function PagesTable({ dashboard }: { dashboard: FeedbackDashboard }) {
  const sortedBy = COLUMNS.find((c) => c.key === dashboard.sort.key)!.label.toLowerCase();
  return (
    <section aria-labelledby="pages-heading" className="mt-8">
      <h2 id="pages-heading" className="text-lg font-semibold">
        Pages
      </h2>
      {dashboard.rows.length === 0 ? (
        <p className="mt-2">No views, votes or comments from {rangeText(dashboard)}.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="team-table" data-table="page-feedback">
            <caption className="mb-2 text-left text-sm text-[var(--fg-muted)]">
              {`Pages with views, votes or comments from ${rangeText(dashboard)}, sorted by ${sortedBy}, ` +
                `${directionWords(dashboard.sort.direction, dashboard.sort.key)}. Comments are readers' comments ` +
                'and replies in every state: visible, resolved and hidden.'}
              {dashboard.pageCount > dashboard.rows.length &&
                ` Showing the first ${dashboard.rows.length} of ${dashboard.pageCount} pages; the CSV has them all.`}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <SortHeader key={column.key} dashboard={dashboard} column={column} />
                ))}
                <th scope="col">Last 30 days</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.rows.map((row) => {
                const sparkline = buildSparkline(dashboard.rowSeries.get(row.pathname) ?? [], row.pathname);
                return (
                  <tr key={row.pathname}>
                    <th scope="row" className="font-normal break-all">
                      {sitePageHref(row.pathname) ? (
                        <a href={sitePageHref(row.pathname)!} className="text-[var(--link)] underline">
                          {row.pathname}
                        </a>
                      ) : (
                        row.pathname
                      )}
                    </th>
                    <td className="text-right tabular-nums">{formatCount(row.views)}</td>
                    <td className="text-right tabular-nums">{formatCount(row.agentViews)}</td>
                    <td className="text-right tabular-nums">{formatCount(row.crawlerViews)}</td>
                    <td className="text-right tabular-nums">{formatCount(row.helpful)}</td>
                    <td className="text-right tabular-nums">{formatCount(row.unhelpful)}</td>
                    <td className="text-right tabular-nums">
                      <Ratio ratio={row.ratio} />
                    </td>
                    <td className="text-right tabular-nums">{formatCount(row.comments)}</td>
                    <td>
                      <span className="flex items-center gap-2">
                        <Sparkline {...sparkline} />
                        <Link
                          href={feedbackHref(dashboard, { page: row.pathname })}
                          className="inline-flex min-h-6 items-center text-sm whitespace-nowrap text-[var(--link)] underline"
                        >
                          Trend<span className="sr-only">{` of ${row.pathname}`}</span>
                        </Link>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
