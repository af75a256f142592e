/**
 * Fingerprints by k-gram hashing and winnowing (Schleimer, Wilkerson and Aiken, as Dolos uses it):
 * every run of `k` tokens is hashed, and from each window of `w` consecutive k-gram hashes the
 * smallest is kept. Any fragment shared by two programs that is at least `w + k - 1` tokens long
 * gives both at least one common fingerprint.
 */
export interface Fingerprints {
  hashes: number[];
  /** Index of the first token of each fingerprint's k-gram. */
  positions: number[];
}

export interface WinnowOptions {
  k: number;
  w: number;
}

export const DEFAULT_WINNOW: WinnowOptions = { k: 12, w: 8 };

const tokenHashes = new Map<string, number>();

function hashToken(kind: string): number {
  let h = tokenHashes.get(kind);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < kind.length; i++) h = Math.imul(h ^ kind.charCodeAt(i), 0x01000193);
    h >>>= 0;
    tokenHashes.set(kind, h);
  }
  return h;
}

/** The hash of each k-gram of the token kinds (none when there are fewer than k tokens). */
export function kgramHashes(kinds: readonly string[], k: number): number[] {
  const out: number[] = [];
  for (let i = 0; i + k <= kinds.length; i++) {
    let h = 0;
    for (let j = i; j < i + k; j++) h = (Math.imul(h, 0x5bd1e995) + hashToken(kinds[j]!)) | 0;
    out.push(h >>> 0);
  }
  return out;
}

export function winnow(kinds: readonly string[], { k, w }: WinnowOptions): Fingerprints {
  const grams = kgramHashes(kinds, k);
  const result: Fingerprints = { hashes: [], positions: [] };
  let last = -1;
  for (let start = 0; start + Math.min(w, grams.length) <= grams.length && grams.length > 0; start++) {
    let min = start;
    const end = Math.min(start + w, grams.length);
    // The rightmost smallest hash of the window.
    for (let i = start; i < end; i++) if (grams[i]! <= grams[min]!) min = i;
    if (min !== last) {
      result.hashes.push(grams[min]!);
      result.positions.push(min);
      last = min;
    }
    if (end === grams.length) break;
  }
  return result;
}
