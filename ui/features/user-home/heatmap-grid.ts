/** Calendar heatmap layout: weeks as columns (Sunday first), like GitHub's contribution grid. */
export interface HeatCell {
  date: string;
  count: number;
  /** 0 (none) … 4 (most). */
  level: number;
  inRange: boolean;
}

const DAY_MS = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function heatLevel(count: number): number {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 5) return 2;
  if (count <= 9) return 3;
  return 4;
}

/** 53 weeks ending with the week of `endDate`; days after `endDate` or before the year are out of range. */
export function buildHeatmap(dataList: { date: string; count: number }[], endDate: string): HeatCell[][] {
  const counts = new Map(dataList.map((d) => [d.date, d.count]));
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const first = end - 364 * DAY_MS;
  const endWeekday = new Date(end).getUTCDay();
  const gridEnd = end + (6 - endWeekday) * DAY_MS;
  const gridStart = gridEnd - (53 * 7 - 1) * DAY_MS;
  const weeks: HeatCell[][] = [];
  for (let w = 0; w < 53; w++) {
    const week: HeatCell[] = [];
    for (let d = 0; d < 7; d++) {
      const ms = gridStart + (w * 7 + d) * DAY_MS;
      const date = isoDate(ms);
      const count = counts.get(date) ?? 0;
      week.push({ date, count, level: heatLevel(count), inRange: ms >= first && ms <= end });
    }
    weeks.push(week);
  }
  return weeks;
}

/** Submissions per month for the twelve months ending with `endDate`'s month. */
export function monthTotals(
  dataList: { date: string; count: number }[],
  endDate: string,
): { month: string; count: number }[] {
  const [y, m] = endDate.split('-').map(Number) as [number, number];
  const months: { month: string; count: number }[] = [];
  for (let i = 11; i >= 0; i--) {
    const date = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push({ month: date.toISOString().slice(0, 7), count: 0 });
  }
  const index = new Map(months.map((x, i) => [x.month, i]));
  for (const d of dataList) {
    const i = index.get(d.date.slice(0, 7));
    if (i !== undefined) months[i]!.count += d.count;
  }
  return months;
}
