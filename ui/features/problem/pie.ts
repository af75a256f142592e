/** A slice of the verdict pie chart: its arc as an SVG path and its share in percent. */
export interface PieSlice {
  key: string;
  value: number;
  percent: number;
  path: string;
}

function point(cx: number, cy: number, r: number, angle: number): string {
  return `${(cx + r * Math.sin(angle)).toFixed(3)} ${(cy - r * Math.cos(angle)).toFixed(3)}`;
}

/**
 * Slices clockwise from twelve o'clock for the non-zero values. A single non-zero value is a full
 * circle (drawn as two half arcs, since one arc cannot start and end at the same point).
 */
export function pieSlices(values: { key: string; value: number }[], cx: number, cy: number, r: number): PieSlice[] {
  const shown = values.filter((v) => v.value > 0);
  const total = shown.reduce((s, v) => s + v.value, 0);
  if (total === 0) return [];
  let angle = 0;
  return shown.map(({ key, value }) => {
    const sweep = (value / total) * 2 * Math.PI;
    const start = angle;
    angle += sweep;
    const percent = Math.round((value / total) * 10000) / 100;
    if (shown.length === 1) {
      return { key, value, percent, path: `M ${point(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, Math.PI)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0)} Z` };
    }
    const large = sweep > Math.PI ? 1 : 0;
    return { key, value, percent, path: `M ${cx} ${cy} L ${point(cx, cy, r, start)} A ${r} ${r} 0 ${large} 1 ${point(cx, cy, r, angle)} Z` };
  });
}
