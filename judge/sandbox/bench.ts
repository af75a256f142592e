/**
 * Per-run overhead of the sandbox: `bun judge/sandbox/bench.ts [runs]` runs /bin/true bare
 * (Bun.spawn) and through sandbox.run(), interleaved, and prints both medians, the difference and
 * the median of each phase of the sandboxed runs (phases.ts).
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from './index.ts';
import { type Phase, phaseTable, tracePhases } from './phases.ts';

const runs = Number(process.argv[2] ?? 200);
const sandbox = await createSandbox({ slots: 1 });
const workDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
chmodSync(workDir, 0o777);
const limits = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryBytes: 64 << 20,
  stackBytes: 8 << 20,
  processes: 16,
  outputBytes: 1 << 20,
  openFiles: 64,
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const bare: number[] = [];
const boxed: number[] = [];
const wall: number[] = [];
const phases: Map<Phase, number>[] = [];
tracePhases((spans) => phases.push(spans));
for (let i = 0; i < runs; i++) {
  let t = performance.now();
  await Bun.spawn(['/bin/true'], { stdio: ['ignore', 'ignore', 'ignore'] }).exited;
  bare.push(performance.now() - t);
  t = performance.now();
  const r = await sandbox.run({ argv: ['/bin/true'], workDir, limits });
  boxed.push(performance.now() - t);
  wall.push(r.wallMs);
  if (r.status !== 'exited' || r.exitCode !== 0) throw new Error(`sandbox run failed: ${JSON.stringify(r)}`);
}
tracePhases(null);
await sandbox.close();
rmSync(workDir, { recursive: true, force: true });
console.log(
  `runs ${runs}: bare Bun.spawn /bin/true median ${median(bare).toFixed(2)} ms, sandbox.run median ${median(boxed).toFixed(2)} ms`,
);
console.log(
  `overhead median ${(median(boxed) - median(bare)).toFixed(2)} ms (program wall inside the sandbox median ${median(wall).toFixed(2)} ms)`,
);
for (const line of phaseTable(phases)) console.log(`  ${line}`);
