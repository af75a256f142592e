// bun run bench:similarity — the similarity check on 500 submissions of one problem in C++ and
// Python (independent solutions and disguised copies, scripts/bench/similarity-corpus.ts), run in
// worker threads on 2 cores. Prints its time, a naive baseline measured in the same run (all-pairs
// longest common token subsequence on a sample, scaled to every pair), and the precision and recall
// of the flagged pairs against the known copies.
import { loadavg } from 'node:os';
import { processCpu } from './bench/process-cpu.ts';
import { makeCorpus } from './bench/similarity-corpus.ts';
import { DEFAULT_ENGINE } from '../src/similarity/engine-types.ts';
import { runInWorkers } from '../src/similarity/run-in-workers.ts';
import { tokenize } from '../src/similarity/tokenize.ts';

const TARGET_MS = 10_000;
const docs = makeCorpus();
const origin = new Map(docs.map((d) => [d.id, d.origin]));
const family = new Map(docs.map((d) => [d.id, d.family]));

const load = loadavg()[0]!;
const cpuBefore = processCpu();
const started = performance.now();
const result = await runInWorkers(docs, [], { threads: 2 });
const engineMs = performance.now() - started;
const engineCpu = processCpu() - cpuBefore;

const flagged = result.pairs.filter((p) => p.similarity >= DEFAULT_ENGINE.threshold);
const truePositives = flagged.filter((p) => origin.get(p.a) === origin.get(p.b)).length;
let copies = 0;
for (let i = 0; i < docs.length; i++)
  for (let j = i + 1; j < docs.length; j++) if (docs[i]!.origin === docs[j]!.origin) copies++;

/** The naive way: every pair's longest common subsequence of tokens, O(n·m) a pair. */
function lcs(a: string[], b: string[]): number {
  let prev = new Uint16Array(b.length + 1);
  let row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++)
      row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    [prev, row] = [row, prev];
  }
  return prev[b.length]!;
}
const sampleSize = 60;
const sample = docs.filter((_, i) => i % Math.floor(docs.length / sampleSize) === 0).slice(0, sampleSize);
const baselineStart = performance.now();
const tokens = await Promise.all(sample.map(async (d) => (await tokenize(d.source, d.family)).kinds));
let samplePairs = 0;
for (let i = 0; i < sample.length; i++)
  for (let j = i + 1; j < sample.length; j++)
    if (sample[i]!.family === sample[j]!.family) {
      lcs(tokens[i]!, tokens[j]!);
      samplePairs++;
    }
const baselineMs = performance.now() - baselineStart;
let allPairs = 0;
for (const f of new Set(family.values())) {
  const n = docs.filter((d) => d.family === f).length;
  allPairs += (n * (n - 1)) / 2;
}
const baselineAllMs = (baselineMs / samplePairs) * allPairs;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
console.log(
  `similarity check: ${docs.length} submissions (C++ ${docs.length / 2}, Python ${docs.length / 2}), 2 worker threads`,
);
console.log(
  `  engine: ${(engineMs / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s) ${engineMs <= TARGET_MS ? 'ok' : 'OVER TARGET'}; CPU ${engineCpu.toFixed(2)} s; load average at start ${load.toFixed(1)} on 2 cores`,
);
console.log(
  `  baseline (naive all-pairs token LCS, one thread): ${samplePairs} sample pairs in ${(baselineMs / 1000).toFixed(2)} s → ${allPairs} pairs ≈ ${(baselineAllMs / 1000).toFixed(1)} s (×${(baselineAllMs / engineMs).toFixed(1)})`,
);
console.log(
  `  pairs reported: ${result.pairs.length}, flagged (similarity ≥ ${DEFAULT_ENGINE.threshold}): ${flagged.length}, clusters: ${result.clusters.length}`,
);
console.log(`  known copy pairs: ${copies}; flagged copy pairs: ${truePositives}`);
console.log(
  `  precision: ${pct(flagged.length ? truePositives / flagged.length : 1)}  recall: ${pct(truePositives / copies)}`,
);
