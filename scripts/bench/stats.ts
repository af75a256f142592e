/** Latency summaries for the benchmark scripts. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median: at(0.5), p90: at(0.9), p99: at(0.99) };
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** Runs `task` `total` times with `concurrency` callers at once and returns each call's latency in ms. */
export async function concurrently(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await task(i);
        samples.push(performance.now() - start);
      }
    }),
  );
  return samples;
}
