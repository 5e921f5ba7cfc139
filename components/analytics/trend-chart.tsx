/**
 * The 30-day trend of a page (or of the whole site) as inline SVG, drawn on the server from the geometry in
 * lib/analytics/chart.ts: views on top, helpful votes up and not-helpful votes down below. The SVG is one
 * image for assistive technology (role="img", named by its title, described by the summary), the summary is
 * also shown as text, and the numbers per day are in a table behind a disclosure.
 */
import type { DailyPoint, TrendChartModel } from '@/lib/analytics/chart';
import { formatFullDay } from '@/lib/analytics/chart';

export interface TrendChartProps {
  model: TrendChartModel;
  series: readonly DailyPoint[];
  /** Unique on the page: ids of the title and description derive from it. */
  id: string;
}

const HELPFUL = 'fill-green-700 dark:fill-green-500';
const UNHELPFUL = 'fill-red-700 dark:fill-red-400';
const VIEWS = 'fill-[var(--accent)]';

function Swatch({ className }: { className: string }) {
  return (
    <svg width="12" height="12" aria-hidden="true" className="mr-1 inline-block align-[-1px]">
      <rect width="12" height="12" rx="2" className={className} />
    </svg>
  );
}

export function TrendChart({ model, series, id }: TrendChartProps) {
  const { plot, views, votes } = model;
  const axisLabel = { fontSize: 10, className: 'fill-[var(--fg-muted)]' };
  return (
    <figure className="mt-3">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${model.width} ${model.height}`}
        className="h-auto w-full max-w-2xl"
        data-chart="trend"
      >
        <title id={`${id}-title`}>{model.title}</title>
        <desc id={`${id}-desc`}>{model.summary}</desc>
        <text x={plot.left} y={views.labelY} {...axisLabel}>
          Views per day
        </text>
        <text x={plot.left} y={votes.labelY} {...axisLabel}>
          Votes per day: helpful up, not helpful down
        </text>
        {[...views.ticks, ...votes.ticks].map((tick, i) => (
          <g key={i}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-[var(--border)]"
              strokeWidth={tick.label === '0' ? 1 : 0.5}
            />
            <text x={plot.left - 4} y={tick.y + 3} textAnchor="end" {...axisLabel}>
              {tick.label}
            </text>
          </g>
        ))}
        {views.bars.map((bar) => (
          <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={VIEWS}>
            <title>{`${formatFullDay(bar.day)}: ${bar.value} views`}</title>
          </rect>
        ))}
        {votes.helpful.map((bar) => (
          <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={HELPFUL}>
            <title>{`${formatFullDay(bar.day)}: ${bar.value} helpful`}</title>
          </rect>
        ))}
        {votes.unhelpful.map((bar) => (
          <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={UNHELPFUL}>
            <title>{`${formatFullDay(bar.day)}: ${bar.value} not helpful`}</title>
          </rect>
        ))}
        {model.dayLabels.map((label) => (
          <text key={label.x} x={label.x} y={model.height - 4} textAnchor={label.anchor} {...axisLabel}>
            {label.label}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 max-w-2xl text-sm">
        <span className="mr-4 whitespace-nowrap">
          <Swatch className={VIEWS} />
          Views
        </span>
        <span className="mr-4 whitespace-nowrap">
          <Swatch className={HELPFUL} />
          Helpful (up)
        </span>
        <span className="whitespace-nowrap">
          <Swatch className={UNHELPFUL} />
          Not helpful (down)
        </span>
        <p className="mt-1 text-[var(--fg-muted)]">{model.summary}</p>
      </figcaption>
      <details className="mt-2 max-w-2xl text-sm">
        <summary className="cursor-pointer">Numbers per day</summary>
        <table className="team-table mt-2">
          <caption className="sr-only">{`Views and votes per day: ${model.title}`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Helpful</th>
              <th scope="col">Not helpful</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <th scope="row" className="font-normal">
                  {formatFullDay(point.day)}
                </th>
                <td>{point.views}</td>
                <td>{point.helpful}</td>
                <td>{point.unhelpful}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The small views line of a table row. */
export function Sparkline({
  points,
  label,
  width,
  height,
}: {
  points: string;
  label: string;
  width: number;
  height: number;
}) {
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <polyline
        points={points}
        fill="none"
        className="stroke-[var(--accent)]"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
