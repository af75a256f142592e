import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { RankRow } from '../../../src/contract/ranks.ts';
import { plotInBox } from '../../lib/plot-in-box.ts';
import { chartData, chartOptions, RANK_CHART_HEIGHT, type RankChartSeries } from './rank-chart-options.ts';

/** The top users' bars drawn by uPlot, with a legend; follows its box's width. */
export function RankChart({ rows, series, label }: { rows: RankRow[]; series: RankChartSeries[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const key = series.map((s) => s.label).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is drawn again when the rows or the series' labels change (key), not for each new series array
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const names = rows.map((r) => r.username);
    return plotInBox(
      el,
      240,
      RANK_CHART_HEIGHT,
      (width) => new uPlot(chartOptions(names, series, width), chartData(rows, series), el),
    );
  }, [rows, key]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap justify-center gap-4 text-xs" data-testid="rank-chart-legend">
        {series.map((s) => (
          <span key={s.key} className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </div>
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="relative w-full min-w-0 overflow-hidden"
        style={{ height: RANK_CHART_HEIGHT }}
        data-testid="rank-chart"
      />
    </div>
  );
}
