import uPlot from 'uplot';
import type { SubmissionStatistics } from '../../../src/contract/home.ts';
import { CHART_COLORS, type ChartText, countBarSeries, yRange } from '../../lib/count-bars.ts';

export { CHART_COLORS, type ChartText, yRange };

export const CHART_HEIGHT = 260;

/** uPlot's columns: x is the day's position (0 … 6), then totals, then accepted counts. */
export function chartData(stats: SubmissionStatistics): uPlot.AlignedData {
  return [stats.dateStr.map((_, i) => i), stats.totalCountList, stats.acCountList];
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
    series: [{}, ...countBarSeries(text, bars)],
    plugins,
  };
}
