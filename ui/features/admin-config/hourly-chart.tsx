import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { CHART_COLORS, countBarSeries, yRange } from '../../lib/count-bars.ts';
import { plotInBox } from '../../lib/plot-in-box.ts';
import type { HourCount } from '../../../src/contract/dashboard.ts';
import { hourLabel } from './dashboard-format.ts';

const HEIGHT = 220;

function options(
  hours: HourCount[],
  text: { total: string; accepted: string; hour: string },
  width: number,
): uPlot.Options {
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.4, 24], align });
  const font = '11px system-ui, sans-serif';
  return {
    width,
    height: HEIGHT,
    legend: { show: true, live: true },
    cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, hours.length - 0.5] },
      y: { range: (_u, _min, max) => yRange(max) },
    },
    axes: [
      // A label every three hours, every six on a phone.
      {
        stroke: CHART_COLORS.axis,
        grid: { show: false },
        ticks: { show: false },
        incrs: [3, 6, 12],
        space: 44,
        size: 28,
        font,
        values: (_u, splits) => splits.map((i) => (hours[i] ? hourLabel(hours[i].hour) : '')),
      },
      {
        stroke: CHART_COLORS.axis,
        grid: { stroke: CHART_COLORS.grid, width: 1 },
        ticks: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
        size: 40,
        font,
        values: (_u, splits) => splits.map(String),
      },
    ],
    series: [
      { label: text.hour, value: (_u, i) => (i === null || !hours[i] ? '' : hourLabel(hours[i].hour)) },
      ...countBarSeries(text, bars),
    ],
  };
}

/** Submissions and accepted ones per hour of the last day, drawn by uPlot; follows its box's width. */
export function HourlyChart({
  hours,
  text,
  hourName,
  label,
}: {
  hours: HourCount[];
  text: { total: string; accepted: string };
  hourName: string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is drawn again when its texts change, not for each new text object
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [hours.map((_, i) => i), hours.map((h) => h.total), hours.map((h) => h.accepted)];
    return plotInBox(
      el,
      200,
      HEIGHT,
      (width) => new uPlot(options(hours, { ...text, hour: hourName }, width), data, el),
    );
  }, [hours, text.total, text.accepted, hourName]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className="w-full min-w-0 overflow-hidden"
      data-testid="dashboard-hourly-chart"
    />
  );
}
