import type { Rng } from '../../starter/types.ts';

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    ints: (n, lo, hi) => Array.from({ length: n }, () => int(lo, hi)),
    word: (len, letters = 'abcdefghijklmnopqrstuvwxyz') =>
      Array.from({ length: len }, () => letters[int(0, letters.length - 1)]).join(''),
  };
}
