/**
 * The trend-chart builder: bar geometry on round scales, the diverging votes panel, day labels, the words of
 * the summary, the sparkline, and the server-rendered SVG (one accessible image, no script).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Sparkline, TrendChart } from '@/components/analytics/trend-chart';
import {
  buildSparkline,
  buildTrendChart,
  describeTrend,
  niceCeiling,
  type DailyPoint,
} from '@/lib/analytics/chart';
import { daysOf } from '@/lib/analytics/range';

const DAYS = daysOf({ from: '2025-05-01', to: '2025-05-30' });
function series(values: Record<string, Partial<DailyPoint>> = {}): DailyPoint[] {
  return DAYS.map((day) => ({ day, views: 0, helpful: 0, unhelpful: 0, ...values[day] }));
}

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-4, 1],
    [0.3, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [43, 50],
    [51, 100],
    [999, 1000],
    [1001, 2000],
  ])('%d → %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('buildTrendChart', () => {
  const data = series({
    '2025-05-01': { views: 4, helpful: 2 },
    '2025-05-15': { views: 10, unhelpful: 1 },
    '2025-05-30': { views: 5, helpful: 1, unhelpful: 2 },
  });
  const chart = buildTrendChart(data, { subject: '/guides/a' });

  it('has one bar per day for views, helpful and not helpful, left to right', () => {
    for (const bars of [chart.views.bars, chart.votes.helpful, chart.votes.unhelpful]) {
      expect(bars.map((b) => b.day)).toEqual(DAYS);
      for (let i = 1; i < bars.length; i++) expect(bars[i]!.x).toBeGreaterThan(bars[i - 1]!.x);
    }
    const last = chart.views.bars.at(-1)!;
    expect(chart.views.bars[0]!.x).toBeGreaterThanOrEqual(chart.plot.left);
    expect(last.x + last.width).toBeLessThanOrEqual(chart.plot.right);
  });

  it('draws views on a round scale from the panel bottom up', () => {
    const { views } = chart;
    expect(views.max).toBe(10);
    const full = views.bottom - views.top;
    const peak = views.bars[14]!;
    expect(peak).toMatchObject({ value: 10, y: views.top, height: full });
    expect(views.bars[0]).toMatchObject({ value: 4, height: full * 0.4, y: views.bottom - full * 0.4 });
    expect(views.bars[1]).toMatchObject({ value: 0, height: 0, y: views.bottom });
    expect(views.ticks.map((t) => t.label)).toEqual(['0', '5', '10']);
  });

  it('draws a middle line on the views scale only at a whole number', () => {
    const fives = buildTrendChart(series({ '2025-05-02': { views: 4 } }), { subject: 'x' });
    expect(fives.views.ticks.map((t) => t.label)).toEqual(['0', '5']);
    const ones = buildTrendChart(series(), { subject: 'x' });
    expect(ones.views.ticks.map((t) => t.label)).toEqual(['0', '1']);
  });

  it('puts each panel label above its panel, clear of the bars', () => {
    expect(chart.views.labelY).toBeLessThan(chart.views.top);
    expect(chart.votes.labelY).toBeLessThan(chart.votes.top);
    expect(chart.votes.labelY).toBeGreaterThan(chart.views.bottom);
    expect(chart.votes.bottom).toBeLessThan(chart.height - 12);
  });

  it('draws helpful votes up and not-helpful votes down from one zero line, on one scale', () => {
    const { votes } = chart;
    expect(votes.max).toBe(2);
    const half = votes.zeroY - votes.top;
    expect(votes.bottom - votes.zeroY).toBe(half);
    expect(votes.helpful[0]).toMatchObject({ value: 2, y: votes.top, height: half });
    expect(votes.unhelpful[29]).toMatchObject({ value: 2, y: votes.zeroY, height: half });
    expect(votes.unhelpful[14]).toMatchObject({ value: 1, y: votes.zeroY, height: half / 2 });
    expect(votes.helpful[29]).toMatchObject({ value: 1, y: votes.zeroY - half / 2, height: half / 2 });
    expect(votes.ticks.map((t) => t.label)).toEqual(['2', '0', '2']);
  });

  it('labels the first, middle and last day', () => {
    expect(chart.dayLabels.map((l) => [l.label, l.anchor])).toEqual([
      ['May 1', 'start'],
      ['May 15', 'middle'],
      ['May 30', 'end'],
    ]);
  });

  it('names and describes itself', () => {
    expect(chart.title).toBe('30-day trend: /guides/a');
    expect(chart.summary).toBe(
      '/guides/a, May 1, 2025 to May 30, 2025: 19 views, most on May 15, 2025 (10); ' +
        '3 helpful and 3 not helpful votes, most not helpful on May 30, 2025 (2).',
    );
  });

  it('copes with days without any data (no division by zero)', () => {
    const empty = buildTrendChart(series(), { subject: 'All pages' });
    expect(empty.views.max).toBe(1);
    expect(empty.votes.max).toBe(1);
    const numbers = [...empty.views.bars, ...empty.votes.helpful, ...empty.votes.unhelpful].flatMap((b) => [
      b.x,
      b.y,
      b.width,
      b.height,
    ]);
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(empty.views.bars.every((b) => b.height === 0)).toBe(true);
    expect(empty.summary).toBe('All pages, May 1, 2025 to May 30, 2025: no views; no votes.');
  });

  it('copes with a single day and with none', () => {
    const one = buildTrendChart([{ day: '2025-05-01', views: 1, helpful: 1, unhelpful: 0 }], {
      subject: 'x',
    });
    expect(one.dayLabels).toEqual([expect.objectContaining({ label: 'May 1', anchor: 'middle' })]);
    expect(one.summary).toBe(
      'x, May 1, 2025 to May 1, 2025: 1 view, most on May 1, 2025 (1); 1 helpful and 0 not helpful vote.',
    );
    const none = buildTrendChart([], { subject: 'x' });
    expect(none.views.bars).toEqual([]);
    expect(none.dayLabels).toEqual([]);
    expect(describeTrend([], 'x')).toBe('No days to show for x.');
  });
});

describe('buildSparkline', () => {
  it('draws the views from the bottom edge (none) to the top edge (the most)', () => {
    const line = buildSparkline(
      [
        { day: '2025-05-01', views: 0, helpful: 0, unhelpful: 0 },
        { day: '2025-05-02', views: 4, helpful: 0, unhelpful: 0 },
        { day: '2025-05-03', views: 2, helpful: 0, unhelpful: 0 },
      ],
      '/guides/a',
      { width: 102, height: 22 },
    );
    expect(line.points).toBe('1,21 51,1 101,11');
    expect(line.label).toBe('Views of /guides/a over 3 days: 6 in total, most on May 2 (4)');
  });

  it('stays flat at the bottom without views', () => {
    const line = buildSparkline(series(), '/guides/b');
    expect(new Set(line.points.split(' ').map((p) => p.split(',')[1]))).toEqual(new Set(['27']));
    expect(line.label).toBe('Views of /guides/b over 30 days: 0 in total');
  });
});

describe('<TrendChart> and <Sparkline> on the server', () => {
  const data = series({ '2025-05-02': { views: 3, helpful: 1 }, '2025-05-03': { unhelpful: 1 } });
  const html = renderToStaticMarkup(
    createElement(TrendChart, {
      id: 'page-trend',
      series: data,
      model: buildTrendChart(data, { subject: '/guides/<a>' }),
    }),
  );

  it('is one image, named by its title and described by the summary', () => {
    expect(html).toMatch(
      /<svg role="img" aria-labelledby="page-trend-title" aria-describedby="page-trend-desc"/,
    );
    expect(html).toContain('<title id="page-trend-title">30-day trend: /guides/&lt;a&gt;</title>');
    expect(html).toContain(
      '<desc id="page-trend-desc">/guides/&lt;a&gt;, May 1, 2025 to May 30, 2025: 3 views',
    );
    expect(html).not.toContain('<script');
  });

  it('has 90 bars, each with its value, and a table of the numbers per day', () => {
    expect(html.match(/<rect x=/g)).toHaveLength(90);
    expect(html).toContain('<title>May 2, 2025: 3 views</title>');
    expect(html).toContain('<title>May 3, 2025: 1 not helpful</title>');
    expect(html.match(/<tr><th scope="row"/g)).toHaveLength(30);
    expect(html).toContain(
      '<th scope="row" class="font-normal">May 2, 2025</th><td>3</td><td>1</td><td>0</td>',
    );
  });

  it('renders a sparkline as a labelled image', () => {
    const spark = renderToStaticMarkup(createElement(Sparkline, buildSparkline(data, '/guides/a')));
    expect(spark).toMatch(
      /^<svg role="img" aria-label="Views of \/guides\/a over 30 days: 3 in total, most on May 2 \(3\)"/,
    );
    expect(spark).toContain('<polyline points="1,27 ');
  });
});
