import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { SubmissionStatistics } from '../../../src/contract/home.ts';
import { plotInBox } from '../../lib/plot-in-box.ts';
import { tooltipPlugin } from './chart-tooltip.ts';
import { CHART_HEIGHT, chartData, chartOptions, type ChartText } from './week-chart-options.ts';

/** The weekly bars drawn by uPlot; follows its box's width and is rebuilt when text or data change. */
export function WeekChart({ stats, text, label }: { stats: SubmissionStatistics; text: ChartText; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { total, accepted } = text;
  useEffect(() => {
    const names = { total, accepted };
    const el = box.current;
    if (!el) return;
    return plotInBox(
      el,
      200,
      CHART_HEIGHT,
      (width) =>
        new uPlot(
          chartOptions(stats.dateStr, names, width, [tooltipPlugin(stats.dateStr, names)]),
          chartData(stats),
          el,
        ),
    );
  }, [stats, total, accepted]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="relative w-full min-w-0 overflow-hidden"
      style={{ height: CHART_HEIGHT }}
      data-testid="week-chart"
    />
  );
}
