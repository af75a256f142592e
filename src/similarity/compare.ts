import { clustersOf } from './clusters.ts';
import type { EngineOptions, EngineResult, PreparedDoc, SimilarPair } from './engine-types.ts';
import { sharedFragments } from './fragments.ts';

/** Programs are compared within their group and language family only. */
const bucketOf = (d: PreparedDoc) => `${d.group ?? ''}/${d.family}`;

/** Each program's distinct fingerprints that count: not ignored, not boilerplate of its language. */
function countedSets(docs: readonly PreparedDoc[], ignored: Map<string, Set<number>>, share: number) {
  const sets = docs.map((d) => {
    const skip = ignored.get(d.family);
    return new Set(skip ? d.hashes.filter((h) => !skip.has(h)) : d.hashes);
  });
  const perBucket = new Map<string, number>();
  for (const d of docs) perBucket.set(bucketOf(d), (perBucket.get(bucketOf(d)) ?? 0) + 1);
  const seen = new Map<string, number>();
  docs.forEach((d, i) => {
    for (const h of sets[i]!) seen.set(`${bucketOf(d)}:${h}`, (seen.get(`${bucketOf(d)}:${h}`) ?? 0) + 1);
  });
  return sets.map((set, i) => {
    const bucket = bucketOf(docs[i]!);
    const limit = Math.max(10, share * perBucket.get(bucket)!);
    return new Set([...set].filter((h) => seen.get(`${bucket}:${h}`)! <= limit));
  });
}

/**
 * Compares every two programs of the same group and language family that share a fingerprint, and reports
 * the pairs at or above `reportMin` (most similar first) and the clusters of flagged pairs.
 * `onProgress` gets the share of the work done (0–1).
 */
export function compare(
  docs: readonly PreparedDoc[],
  ignored: Map<string, Set<number>>,
  options: EngineOptions,
  onProgress: (done: number) => void = () => {},
): EngineResult {
  const sets = countedSets(docs, ignored, options.commonShare);
  const index = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const h of sets[i]!) {
      const key = `${bucketOf(d)}:${h}`;
      const list = index.get(key);
      if (list) list.push(i);
      else index.set(key, [i]);
    }
  });
  const sharedCount = new Map<number, number>();
  const n = docs.length;
  for (const list of index.values())
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const key = list[x]! * n + list[y]!;
        sharedCount.set(key, (sharedCount.get(key) ?? 0) + 1);
      }
  onProgress(0.5);
  const pairs: SimilarPair[] = [];
  let done = 0;
  for (const [key, shared] of sharedCount) {
    if (++done % 2000 === 0) onProgress(0.5 + (0.5 * done) / sharedCount.size);
    const i = Math.floor(key / n);
    const j = key % n;
    const similarity = shared / (sets[i]!.size + sets[j]!.size - shared);
    if (similarity < options.reportMin) continue;
    const common = new Set([...sets[i]!].filter((h) => sets[j]!.has(h)));
    const { fragments, longest } = sharedFragments(docs[i]!, docs[j]!, common, options.k);
    pairs.push({ a: docs[i]!.id, b: docs[j]!.id, similarity, longest, fragments });
  }
  pairs.sort((x, y) => y.similarity - x.similarity || y.longest - x.longest);
  const flagged = pairs.filter((p) => p.similarity >= options.threshold);
  onProgress(1);
  return {
    documents: n,
    pairs: pairs.slice(0, Math.max(options.maxPairs, flagged.length)),
    clusters: clustersOf(flagged),
  };
}
