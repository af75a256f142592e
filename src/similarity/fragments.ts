import type { PreparedDoc, SharedFragment } from './engine-types.ts';

const MAX_POSITIONS = 8;
const MAX_FRAGMENTS = 40;

function positionsOf(doc: PreparedDoc, keep: ReadonlySet<number>): Map<number, number[]> {
  const map = new Map<number, number[]>();
  doc.hashes.forEach((h, i) => {
    if (!keep.has(h)) return;
    const list = map.get(h) ?? [];
    if (list.length < MAX_POSITIONS) list.push(doc.positions[i]!);
    map.set(h, list);
  });
  return map;
}

/**
 * The fragments two programs share: matching fingerprints on the same diagonal (the same offset
 * between the two programs) that follow each other within a k-gram are joined into one fragment.
 * Longest first.
 */
export function sharedFragments(a: PreparedDoc, b: PreparedDoc, shared: ReadonlySet<number>, k: number) {
  const inA = positionsOf(a, shared);
  const inB = positionsOf(b, shared);
  const matches: [number, number][] = [];
  for (const [h, as] of inA) for (const pa of as) for (const pb of inB.get(h) ?? []) matches.push([pa, pb]);
  matches.sort((x, y) => x[1] - x[0] - (y[1] - y[0]) || x[0] - y[0]);
  const runs: { a0: number; a1: number; b0: number }[] = [];
  for (const [pa, pb] of matches) {
    const run = runs.at(-1);
    if (run && pb - pa === run.b0 - run.a0 && pa <= run.a1) run.a1 = Math.max(run.a1, pa + k);
    else runs.push({ a0: pa, a1: pa + k, b0: pb });
  }
  runs.sort((x, y) => y.a1 - y.a0 - (x.a1 - x.a0));
  const fragments: SharedFragment[] = runs.slice(0, MAX_FRAGMENTS).map((r) => ({
    aFrom: a.lines[r.a0] ?? 1,
    aTo: a.lines[r.a1 - 1] ?? a.lines.at(-1) ?? 1,
    bFrom: b.lines[r.b0] ?? 1,
    bTo: b.lines[r.b0 + (r.a1 - r.a0) - 1] ?? b.lines.at(-1) ?? 1,
    tokens: r.a1 - r.a0,
  }));
  return { fragments, longest: fragments[0]?.tokens ?? 0 };
}
