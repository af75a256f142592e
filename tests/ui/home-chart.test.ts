import { expect, test } from 'bun:test';
import type uPlot from 'uplot';
import { chartData, chartOptions, yRange } from '../../ui/features/home/week-chart-options.ts';

const stats = {
  dateStr: ['11-15', '11-16', '11-17', '11-18', '11-19', '11-20', '11-21'],
  totalCountList: [3, 0, 0, 1, 0, 0, 12],
  acCountList: [1, 0, 0, 1, 0, 0, 7],
};

test('the chart has a column per day: position, totals, accepted counts', () => {
  expect(chartData(stats)).toEqual([[0, 1, 2, 3, 4, 5, 6], stats.totalCountList, stats.acCountList]);
});

test('the count axis starts at 0, leaves room above the tallest bar and survives an empty week', () => {
  expect(yRange(null)).toEqual([0, 5]);
  expect(yRange(0)).toEqual([0, 5]);
  expect(yRange(40)).toEqual([0, 46]);
});

test('days are labelled MM-DD, counts only in whole numbers, series named in the page language', () => {
  const opts = chartOptions(stats.dateStr, { total: '提交数', accepted: '通过数' }, 320, []);
  const [x, y] = opts.axes!;
  const values = x!.values as (u: uPlot, splits: number[]) => string[];
  expect(values({} as uPlot, [0, 3, 6])).toEqual(['11-15', '11-18', '11-21']);
  expect((y!.incrs as number[]).every((n) => Number.isInteger(n))).toBe(true);
  expect(opts.series.map((s) => s.label)).toEqual([undefined, '提交数', '通过数']);
  const xRange = opts.scales!.x!.range as () => [number, number];
  expect(xRange()).toEqual([-0.5, 6.5]);
  expect([opts.width, opts.legend?.show]).toEqual([320, false]);
});
