/**
 * Verdict families of the chart with their status-name keys and colours: hues far apart (no two
 * families in neighbouring shades), green for accepted and red for wrong answer as in the lists.
 */
export const PIE_PARTS = [
  { key: 'ac', color: '#16a34a', label: 'judgeStatus.name.ACCEPTED' },
  { key: 'pa', color: '#06b6d4', label: 'judgeStatus.name.PARTIAL_ACCEPTED' },
  { key: 'wa', color: '#dc2626', label: 'judgeStatus.name.WRONG_ANSWER' },
  { key: 'tle', color: '#2563eb', label: 'judgeStatus.name.TIME_LIMIT_EXCEEDED' },
  { key: 'mle', color: '#7c3aed', label: 'judgeStatus.name.MEMORY_LIMIT_EXCEEDED' },
  { key: 're', color: '#f97316', label: 'judgeStatus.name.RUNTIME_ERROR' },
  { key: 'pe', color: '#ec4899', label: 'judgeStatus.name.PRESENTATION_ERROR' },
  { key: 'ce', color: '#eab308', label: 'judgeStatus.name.COMPILE_ERROR' },
  { key: 'se', color: '#71717a', label: 'judgeStatus.name.SYSTEM_ERROR' },
] as const;

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
      return {
        key,
        value,
        percent,
        path: `M ${point(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, Math.PI)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0)} Z`,
      };
    }
    const large = sweep > Math.PI ? 1 : 0;
    return {
      key,
      value,
      percent,
      path: `M ${cx} ${cy} L ${point(cx, cy, r, start)} A ${r} ${r} 0 ${large} 1 ${point(cx, cy, r, angle)} Z`,
    };
  });
}
