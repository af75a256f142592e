import uPlot from 'uplot';
import type { SubmissionStatistics } from '../../../src/contract/home.ts';

export const CHART_HEIGHT = 260;
/** Total submissions in sky blue, accepted ones in the site's success green. */
export const CHART_COLORS = { total: '#38bdf8', accepted: '#16a34a', grid: '#e5e7eb', axis: '#6b7280' } as const;

export interface ChartText {
  total: string;
  accepted: string;
}

/** uPlot's columns: x is the day's position (0 … 6), then totals, then accepted counts. */
export function chartData(stats: SubmissionStatistics): uPlot.AlignedData {
  return [stats.dateStr.map((_, i) => i), stats.totalCountList, stats.acCountList];
}

/** A y range from 0 that leaves room above the tallest bar and never collapses on an empty week. */
export function yRange(max: number | null): [number, number] {
  const top = Math.max(4, max ?? 0);
  return [0, Math.ceil(top * 1.15)];
}

/** Whole-number ticks only: counts have no fractions. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000,
];

/**
 * Grouped bars per day (total left of the day's tick, accepted right of it), day labels as MM-DD,
 * no built-in legend (the card shows its own legend and the tooltip plugin the values).
 */
export function chartOptions(labels: string[], text: ChartText, width: number, plugins: uPlot.Plugin[]): uPlot.Options {
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.34, 40], align, radius: 0.15 });
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, labels.length - 0.5] },
      y: { range: (_u, _min, max) => yRange(max) },
    },
    axes: [
      {
        stroke: CHART_COLORS.axis,
        grid: { show: false },
        ticks: { show: false },
        // Every day gets its label, down to a phone's width (about 40 px a day).
        incrs: [1],
        space: 24,
        size: 30,
        font: '11px system-ui, sans-serif',
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: CHART_COLORS.axis,
        grid: { stroke: CHART_COLORS.grid, width: 1 },
        ticks: { show: false },
        incrs: COUNT_STEPS,
        values: (_u, splits) => splits.map((v) => String(v)),
        size: 40,
        font: '11px system-ui, sans-serif',
      },
    ],
    series: [
      {},
      {
        label: text.total,
        stroke: CHART_COLORS.total,
        fill: CHART_COLORS.total,
        width: 0,
        paths: bars(-1),
        points: { show: false },
      },
      {
        label: text.accepted,
        stroke: CHART_COLORS.accepted,
        fill: CHART_COLORS.accepted,
        width: 0,
        paths: bars(1),
        points: { show: false },
      },
    ],
    plugins,
  };
}
