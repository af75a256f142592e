/**
 * `bun run bench:judge` — judge speed, each figure against a baseline measured in the same run:
 * 1. sandbox overhead per run vs a bare Bun.spawn of the same binary (median, p90, ratio), the
 *    phases of a run, and the same runs back to back (each waiting for the last one's clean-up);
 * 2. a C++ A+B with 10 tests from source to final verdict vs bare g++ + 10 bare runs, taking turns
 *    round by round: without the compile cache, through an emptied one (cold), then kept (warm);
 * 3. test-case runs per second through the default worker pool.
 * Prints figures only; asserts nothing. `--overhead-only`: section 1 alone.
 */
import { chmodSync, closeSync, constants, mkdirSync, openSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { compile } from '../judge/compile.ts';
import { sandboxLimits } from '../judge/limits.ts';
import { type Phase, phaseTable, tracePhases } from '../judge/sandbox/phases.ts';
import { AB, openJudgeBench, poolRate } from './bench/judge-pool.ts';
import { sourceToVerdictSection } from './bench/source-to-verdict.ts';
import { summarize as stats } from './bench/stats.ts';

const bench = await openJudgeBench();
const { root, sandbox, cpp, pchDir, data } = bench;
const dataDir = data.dir;
const ms = (x: number) => `${x.toFixed(2)} ms`;

// Shared: one compiled A+B (the ten test cases come with the bench).
const build = join(root, 'build');
mkdirSync(build, { mode: 0o777 });
chmodSync(build, 0o777);
const logs = join(root, 'logs');
mkdirSync(logs);
const compiled = await compile({ sandbox, language: cpp, source: AB, dir: build, logDir: logs, pchDir });
if (!compiled.ok) throw new Error(compiled.message);

// 1. Per-run overhead, with where the sandbox's time goes (phases.ts), after a few runs that warm the slot up.
const RUNS = 200;
const OUTPUT_FLAGS = constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
const WARM_UP = 5;
const bare: number[] = [];
const boxed: number[] = [];
const phases: Map<Phase, number>[] = [];
/** Per run: its time less the sum of its phases (what no phase covers). */
const unphased: number[] = [];
/** Per run: its time less the program's own exec → exit (the judge's and the launcher's work, waits included). */
const own: number[] = [];
const limits = sandboxLimits({ timeMs: 1000, memoryMb: 256, stackMb: 128 }, 0);
/** The A+B binary run once in the sandbox on the first test's input. */
const runBoxed = (stdoutFile: string) =>
  sandbox.run({
    argv: ['/w/main'],
    workDir: build,
    stdinFile: join(dataDir, '1.in'),
    stdoutFile,
    limits,
  });
for (let i = -WARM_UP; i < RUNS; i++) {
  if (i === 0) {
    bare.length = 0;
    boxed.length = 0;
    tracePhases((spans) => phases.push(spans));
  }
  let t = performance.now();
  // Each run writes a new output file, opened the way the sandbox opens its own, as the judge's
  // runs do (a case's output goes to a new directory). Bun.file would open it without O_TRUNC; a
  // reused file would be truncated by the sandbox only, and on ext4 a truncated file's last close
  // starts its writeback, which the next truncate waits for.
  const out = openSync(join(logs, `bare-${i}.out`), OUTPUT_FLAGS, 0o644);
  const p = Bun.spawn([join(build, 'main')], {
    cwd: build,
    stdin: Bun.file(join(dataDir, '1.in')),
    stdout: out,
    stderr: 'ignore',
  });
  await p.exited;
  closeSync(out);
  bare.push(performance.now() - t);
  t = performance.now();
  await runBoxed(join(logs, `box-${i}.out`));
  const took = performance.now() - t;
  boxed.push(took);
  const spans = phases.at(-1);
  if (i >= 0 && spans) {
    unphased.push(took - [...spans.values()].reduce((a, b) => a + b, 0));
    own.push(took - (spans.get('program: exec → exit') ?? 0));
  }
}
tracePhases(null);
const b1 = stats(bare),
  s1 = stats(boxed);
const overhead = s1.median - b1.median;
const OVERHEAD_TARGET_MS = 1;
console.log(`1. one run of a C++ A+B binary (${RUNS} runs each, interleaved)`);
console.log(`   bare Bun.spawn   median ${ms(b1.median)}  p90 ${ms(b1.p90)}`);
console.log(`   sandbox.run      median ${ms(s1.median)}  p90 ${ms(s1.p90)}`);
console.log(
  `   overhead         median ${ms(overhead)}  ratio ${(s1.median / b1.median).toFixed(2)}x (target ≤ ${ms(OVERHEAD_TARGET_MS)}: ${overhead <= OVERHEAD_TARGET_MS ? 'met' : `missed by ${ms(overhead - OVERHEAD_TARGET_MS)}`})`,
);
console.log('   where sandbox.run spends it (median per phase):');
for (const line of phaseTable(phases)) console.log(`     ${line}`);
const setUps = phases.map((r) => r.get('cgroup set-up') ?? 0);
// A run that came before its prepared child had joined its groups waits for the join here.
console.log(
  `     ${'cgroup set-up, p90 (the join waited for)'.padEnd(40)} ${stats(setUps).p90.toFixed(3).padStart(7)} ms`,
);
console.log(`     ${'in no phase (median per run)'.padEnd(40)} ${stats(unphased).median.toFixed(3).padStart(7)} ms`);
console.log(`     ${'all but the program (median per run)'.padEnd(40)} ${stats(own).median.toFixed(3).padStart(7)} ms`);

// 1b. The same runs back to back: each waits for the slot, which the run before gives back once its
// clean-up after the answer (copy and cgroup removed, the next child's group made) is done, and
// for that child to have joined its groups.
const BACK_TO_BACK = 100;
const chained: number[] = [];
for (let i = 0; i < BACK_TO_BACK; i++) {
  const t = performance.now();
  await runBoxed(join(logs, `chained-${i}.out`));
  chained.push(performance.now() - t);
}
const c1 = stats(chained);
console.log(
  `   back to back     median ${ms(c1.median)}  p90 ${ms(c1.p90)} (${BACK_TO_BACK} runs, no bare run between them: each waits for the last one's clean-up)`,
);

if (process.argv.includes('--overhead-only')) {
  await bench.close();
  process.exit(0);
}

// 2. Source to verdict, against the same work done bare, with and without the compile cache.
await sourceToVerdictSection(bench);

// 3. Throughput of the default pool.
const SUBMISSIONS = 20;
const pool = await poolRate(bench, SUBMISSIONS);
console.log(
  `3. default pool (${cpus().length} workers): ${SUBMISSIONS} submissions × 10 tests in ${pool.seconds.toFixed(2)} s`,
);
console.log(
  `   ${pool.caseRunsPerSecond.toFixed(1)} test runs/s (compiles included), ${pool.perSecond.toFixed(2)} submissions/s`,
);

await bench.close();
