import { expect, test } from 'bun:test';
import { PIE_PARTS } from '../../ui/components/problem-workspace/pie.ts';

/** sRGB hex to CIELAB (D65). */
function lab(hex: string): [number, number, number] {
  const lin = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const [r, g, b] = lin;
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((v) => (v > 216 / 24389 ? Math.cbrt(v) : ((24389 / 27) * v + 16) / 116)) as [number, number, number];
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));

test('every two verdict families of the statistics pie have clearly different colours', () => {
  const close: string[] = [];
  for (const [i, a] of PIE_PARTS.entries()) {
    for (const b of PIE_PARTS.slice(i + 1)) {
      // ΔE*ab below 30 reads as "two shades of one colour" on a small pie.
      if (distance(a.color, b.color) < 30) close.push(`${a.key}/${b.key} ΔE ${distance(a.color, b.color).toFixed(1)}`);
    }
  }
  expect(close).toEqual([]);
  // The measure itself: the earlier CE/MLE and TLE/PE shades are caught, black and white are far apart.
  expect(distance('#eab308', '#f59e0b')).toBeLessThan(30);
  expect(distance('#ea580c', '#fb923c')).toBeLessThan(30);
  expect(distance('#000000', '#ffffff')).toBeCloseTo(100, 0);
});
