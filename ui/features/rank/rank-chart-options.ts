import uPlot from 'uplot';
import { RankType, type RankRow, type RankTypeCode } from '../../../src/contract/ranks.ts';

export const RANK_CHART_HEIGHT = 280;
/** AC in the site's success green, Total in sky blue, Score in amber. */
const COLORS = { ac: '#16a34a', total: '#38bdf8', score: '#f59e0b', grid: '#e5e7eb', axis: '#6b7280' } as const;

export interface RankChartSeries {
  key: 'ac' | 'total' | 'score';
  label: string;
  color: string;
}

/** ACM shows AC and Total side by side; OI shows the score. */
export function chartSeries(type: RankTypeCode, text: Record<'ac' | 'total' | 'score', string>): RankChartSeries[] {
  return type === RankType.ACM
    ? [
        { key: 'ac', label: text.ac, color: COLORS.ac },
        { key: 'total', label: text.total, color: COLORS.total },
      ]
    : [{ key: 'score', label: text.score, color: COLORS.score }];
}

/** uPlot's columns: x is the user's place (0 … 9), then one column per series. */
export function chartData(rows: RankRow[], series: RankChartSeries[]): uPlot.AlignedData {
  return [rows.map((_, i) => i), ...series.map((s) => rows.map((r) => r[s.key]))];
}

const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000];
const short = (name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

/** Bars per user, grouped when there are two series; names slanted so ten fit a phone's width. */
export function chartOptions(names: string[], series: RankChartSeries[], width: number): uPlot.Options {
  const size = series.length === 1 ? 0.6 : 0.34;
  const bars = (i: number) =>
    uPlot.paths.bars!({ size: [size, 48], align: series.length === 1 ? 0 : i === 0 ? -1 : 1, radius: 0.15 });
  const narrow = width < 640;
  return {
    width,
    height: RANK_CHART_HEIGHT,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(names.length, 1) - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.ceil(Math.max(4, max ?? 0) * 1.15)] },
    },
    axes: [
      {
        stroke: COLORS.axis,
        grid: { show: false },
        ticks: { show: false },
        incrs: [1],
        space: 10,
        rotate: narrow ? -45 : 0,
        size: narrow ? 64 : 30,
        font: '11px system-ui, sans-serif',
        values: (_u, splits) => splits.map((i) => short(names[i] ?? '')),
      },
      {
        stroke: COLORS.axis,
        grid: { stroke: COLORS.grid, width: 1 },
        ticks: { show: false },
        incrs: STEPS,
        values: (_u, splits) => splits.map((v) => String(v)),
        size: 44,
        font: '11px system-ui, sans-serif',
      },
    ],
    series: [
      {},
      ...series.map((s, i) => ({
        label: s.label,
        stroke: s.color,
        fill: s.color,
        width: 0,
        paths: bars(i),
        points: { show: false },
      })),
    ],
  };
}
