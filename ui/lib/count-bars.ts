// The site's charts of submission counts (the home page's week, the dashboard's last day): bars of
// all submissions beside bars of accepted ones, over a count axis from zero.
import type uPlot from 'uplot';

/** Total submissions in sky blue, accepted ones in the site's success green. */
export const CHART_COLORS = { total: '#38bdf8', accepted: '#16a34a', grid: '#e5e7eb', axis: '#6b7280' } as const;

export interface ChartText {
  total: string;
  accepted: string;
}

/** A y range from 0 that leaves room above the tallest bar and never collapses on an empty chart. */
export function yRange(max: number | null): [number, number] {
  const top = Math.max(4, max ?? 0);
  return [0, Math.ceil(top * 1.15)];
}

/** The total bars left of each tick and the accepted bars right of it, drawn by `bars(align)`. */
export function countBarSeries(text: ChartText, bars: (align: -1 | 1) => uPlot.Series.PathBuilder): uPlot.Series[] {
  const series = (label: string, color: string, align: -1 | 1): uPlot.Series => ({
    label,
    stroke: color,
    fill: color,
    width: 0,
    paths: bars(align),
    points: { show: false },
  });
  return [series(text.total, CHART_COLORS.total, -1), series(text.accepted, CHART_COLORS.accepted, 1)];
}
