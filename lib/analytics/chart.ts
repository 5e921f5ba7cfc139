/**
 * Geometry of the page-feedback trend charts, computed on the server and drawn as inline SVG (no chart
 * library reaches the browser). Pure: a daily series in, rectangles, lines, labels and a text summary out, so
 * the drawing is testable without a DOM. Two panels share the day axis: views as bars on top, and the votes
 * below as a diverging bar chart (helpful up, not helpful down from a zero line), because views outnumber
 * votes by far and one scale would flatten the votes. The summary says in words what the bars show, for
 * screen readers (role="img") and for anyone who prefers numbers.
 */

export interface DailyPoint {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
  helpful: number;
  unhelpful: number;
}

export interface ChartBar {
  day: string;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface ChartTick {
  y: number;
  label: string;
}

export interface TrendChartModel {
  width: number;
  height: number;
  /** Short name of the chart (the SVG's title). */
  title: string;
  /** Everything the chart shows, in sentences. */
  summary: string;
  plot: { left: number; right: number };
  views: { top: number; bottom: number; labelY: number; max: number; bars: ChartBar[]; ticks: ChartTick[] };
  votes: {
    top: number;
    labelY: number;
    zeroY: number;
    bottom: number;
    max: number;
    helpful: ChartBar[];
    unhelpful: ChartBar[];
    ticks: ChartTick[];
  };
  /** Day labels under the axis: the first, middle and last day. */
  dayLabels: { x: number; label: string; anchor: 'start' | 'middle' | 'end' }[];
}

export interface SparklineModel {
  width: number;
  height: number;
  /** SVG polyline points of the daily views. */
  points: string;
  label: string;
}

const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatFullDay = (day: string) => fullDayFormat.format(new Date(`${day}T00:00:00Z`));

/** The smallest of 1, 2, 5 × 10ⁿ that is at least `value` (at least 1), so axis labels are round numbers. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The day with the most of `key` (the earliest on a tie), or undefined when all are zero. */
function peak(series: readonly DailyPoint[], key: 'views' | 'helpful' | 'unhelpful'): DailyPoint | undefined {
  let best: DailyPoint | undefined;
  for (const point of series) if (point[key] > (best?.[key] ?? 0)) best = point;
  return best;
}

export function describeTrend(series: readonly DailyPoint[], subject: string): string {
  if (series.length === 0) return `No days to show for ${subject}.`;
  const first = series[0]!.day;
  const last = series[series.length - 1]!.day;
  const views = series.reduce((sum, p) => sum + p.views, 0);
  const helpful = series.reduce((sum, p) => sum + p.helpful, 0);
  const unhelpful = series.reduce((sum, p) => sum + p.unhelpful, 0);
  const busiest = peak(series, 'views');
  const range = `${formatFullDay(first)} to ${formatFullDay(last)}`;
  const viewText = busiest
    ? `${plural(views, 'view', 'views')}, most on ${formatFullDay(busiest.day)} (${busiest.views})`
    : 'no views';
  const unhelpfulPeak = peak(series, 'unhelpful');
  const voteText =
    helpful + unhelpful === 0
      ? 'no votes'
      : `${helpful} helpful and ${unhelpful} not helpful ${helpful + unhelpful === 1 ? 'vote' : 'votes'}` +
        (unhelpfulPeak
          ? `, most not helpful on ${formatFullDay(unhelpfulPeak.day)} (${unhelpfulPeak.unhelpful})`
          : '');
  return `${subject}, ${range}: ${viewText}; ${voteText}.`;
}

export interface TrendChartOptions {
  /** What the chart is about, e.g. "/guides/x" or "All pages". */
  subject: string;
  /** @defaultValue 600 */
  width?: number;
}

export function buildTrendChart(series: readonly DailyPoint[], options: TrendChartOptions): TrendChartModel {
  const width = options.width ?? 600;
  const plot = { left: 44, right: width - 8 };
  // Each panel's name sits on its own line above it, clear of the axis labels.
  const views = { top: 22, bottom: 122, labelY: 12 };
  const votes = { top: 152, zeroY: 182, bottom: 212, labelY: 142 };
  const height = 238;
  const slot = series.length > 0 ? (plot.right - plot.left) / series.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const xOf = (index: number) => plot.left + index * slot + (slot - barWidth) / 2;
  const round = (n: number) => Math.round(n * 100) / 100;

  const viewsMax = niceCeiling(Math.max(0, ...series.map((p) => p.views)));
  const viewsScale = (views.bottom - views.top) / viewsMax;
  const votesMax = niceCeiling(Math.max(0, ...series.map((p) => Math.max(p.helpful, p.unhelpful))));
  const votesScale = (votes.zeroY - votes.top) / votesMax;

  const bar = (point: DailyPoint, index: number, value: number, y: number, h: number): ChartBar => ({
    day: point.day,
    x: round(xOf(index)),
    y: round(y),
    width: round(barWidth),
    height: round(h),
    value,
  });

  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1];
  const dayLabels = series.length
    ? [...new Set(labelled)].map((index, i, all) => ({
        x: round(xOf(index) + barWidth / 2),
        label: formatDay(series[index]!.day),
        anchor: (all.length === 1
          ? 'middle'
          : i === 0
            ? 'start'
            : i === all.length - 1
              ? 'end'
              : 'middle') as 'start' | 'middle' | 'end',
      }))
    : [];

  return {
    width,
    height,
    title: `${series.length}-day trend: ${options.subject}`,
    summary: describeTrend(series, options.subject),
    plot,
    views: {
      ...views,
      max: viewsMax,
      bars: series.map((p, i) =>
        bar(p, i, p.views, views.bottom - p.views * viewsScale, p.views * viewsScale),
      ),
      // A middle line only where it is a whole number of views.
      ticks: [
        { y: views.bottom, label: '0' },
        ...(viewsMax % 2 === 0
          ? [{ y: round((views.top + views.bottom) / 2), label: String(viewsMax / 2) }]
          : []),
        { y: views.top, label: String(viewsMax) },
      ],
    },
    votes: {
      ...votes,
      max: votesMax,
      helpful: series.map((p, i) =>
        bar(p, i, p.helpful, votes.zeroY - p.helpful * votesScale, p.helpful * votesScale),
      ),
      unhelpful: series.map((p, i) => bar(p, i, p.unhelpful, votes.zeroY, p.unhelpful * votesScale)),
      ticks: [
        { y: votes.top, label: String(votesMax) },
        { y: votes.zeroY, label: '0' },
        { y: votes.bottom, label: String(votesMax) },
      ],
    },
    dayLabels,
  };
}

/** A small line of the daily views for a table row; its label says the same in words. */
export function buildSparkline(
  series: readonly DailyPoint[],
  subject: string,
  size: { width: number; height: number } = { width: 120, height: 28 },
): SparklineModel {
  const max = Math.max(1, ...series.map((p) => p.views));
  const step = series.length > 1 ? (size.width - 2) / (series.length - 1) : 0;
  const points = series
    .map((p, i) => {
      const x = 1 + i * step;
      const y = size.height - 1 - (p.views / max) * (size.height - 2);
      return `${Math.round(x * 100) / 100},${Math.round(y * 100) / 100}`;
    })
    .join(' ');
  const total = series.reduce((sum, p) => sum + p.views, 0);
  const busiest = peak(series, 'views');
  const label =
    series.length === 0
      ? `No days to show for ${subject}`
      : `Views of ${subject} over ${plural(series.length, 'day', 'days')}: ${total} in total` +
        (busiest ? `, most on ${formatDay(busiest.day)} (${busiest.views})` : '');
  return { ...size, points, label };
}
