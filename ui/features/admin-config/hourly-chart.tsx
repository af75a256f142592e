import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { plotInBox } from '../../lib/plot-in-box.ts';
import type { HourCount } from '../../../src/contract/dashboard.ts';
import { hourLabel } from './dashboard-format.ts';

const HEIGHT = 220;
const COLORS = { total: '#38bdf8', accepted: '#16a34a', grid: '#e5e7eb', axis: '#6b7280' } as const;

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
      y: { range: (_u, _min, max) => [0, Math.ceil(Math.max(4, max ?? 0) * 1.15)] },
    },
    axes: [
      // A label every three hours, every six on a phone.
      {
        stroke: COLORS.axis,
        grid: { show: false },
        ticks: { show: false },
        incrs: [3, 6, 12],
        space: 44,
        size: 28,
        font,
        values: (_u, splits) => splits.map((i) => (hours[i] ? hourLabel(hours[i].hour) : '')),
      },
      {
        stroke: COLORS.axis,
        grid: { stroke: COLORS.grid, width: 1 },
        ticks: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
        size: 40,
        font,
        values: (_u, splits) => splits.map(String),
      },
    ],
    series: [
      { label: text.hour, value: (_u, i) => (i === null || !hours[i] ? '' : hourLabel(hours[i].hour)) },
      {
        label: text.total,
        stroke: COLORS.total,
        fill: COLORS.total,
        width: 0,
        paths: bars(-1),
        points: { show: false },
      },
      {
        label: text.accepted,
        stroke: COLORS.accepted,
        fill: COLORS.accepted,
        width: 0,
        paths: bars(1),
        points: { show: false },
      },
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
