/**
 * `bun run bench:lab` — a lab at a contest start: a server (dist/verdict on a fresh data
 * directory, fed only through its HTTP API) with 50 students who submit a C++ A+B with 10 tests
 * at the same instant and follow their verdicts on the live-update stream, against the in-process
 * judge of bench:judge measured in the same run. The two alternate (single submissions one by
 * one; bursts between pool runs), so load from elsewhere hits both alike.
 * Targets: the server reaches 90 % of the pool's rate; one warm submission through the server
 * takes at most 1.2× the in-process source-to-verdict time. Prints figures; asserts nothing.
 * `--binary <path>` measures another build (an older commit's) instead of dist/verdict.
 */
import { cpus } from 'node:os';
import { openJudgeBench, poolRate, sourceToVerdict } from './bench/judge-pool.ts';
import { openLab } from './bench/lab.ts';
import { ensureBinary } from './bench/lab-server.ts';
import { processCpu } from './bench/process-cpu.ts';
import { summarize } from './bench/stats.ts';

const STUDENTS = 50;
const SINGLES = 5;
const ROUNDS = 2;
const ms = (x: number) => `${Math.round(x)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const pct = (x: number) => `${Math.round(x * 100)} %`;

const flag = process.argv.indexOf('--binary');
const binary = flag > 0 ? process.argv[flag + 1]! : await ensureBinary();
const bench = await openJudgeBench();
const lab = await openLab(binary, STUDENTS);

async function pool() {
  const cpu = processCpu();
  const r = await poolRate(bench, STUDENTS);
  return { rate: r.perSecond, cpu: processCpu() - cpu };
}

try {
  console.log(
    `bench:lab — ${STUDENTS} students, C++ A+B with 10 tests, ${cpus().length} judge workers, server ${binary}`,
  );
  // The first C++ submission after start may compile without the precompiled header (still building).
  const first = await lab.single();
  await sourceToVerdict(bench, 1);

  const inProcess: number[] = [];
  const served: number[] = [];
  for (let i = 0; i < SINGLES; i++) {
    inProcess.push(...(await sourceToVerdict(bench, 1)));
    served.push(await lab.single());
  }
  const single = { inProcess: summarize(inProcess).median, served: summarize(served).median };
  console.log(`one submission, source to verdict (median of ${SINGLES}, alternating)`);
  console.log(`  in-process judge (bench:judge 2)      ${ms(single.inProcess)}`);
  console.log(
    `  through the server (HTTP + stream)    ${ms(single.served)}   ${(single.served / single.inProcess).toFixed(2)}×`,
  );
  console.log(`  (the first one after the server started: ${ms(first)})`);

  console.log(
    `${STUDENTS} at the same instant, between runs of the in-process pool (bench:judge 3) with ${STUDENTS} queued`,
  );
  const pools = [await pool()];
  const ratios: number[] = [];
  let serverCpu = 0;
  for (let r = 1; r <= ROUNDS; r++) {
    const burst = await lab.burst();
    pools.push(await pool());
    const all = Math.max(...burst.finals);
    const rate = STUDENTS / (all / 1000);
    const poolMean = (pools[r - 1]!.rate + pools[r]!.rate) / 2;
    ratios.push(rate / poolMean);
    serverCpu += burst.cpu;
    console.log(
      `  round ${r}: pool ${pools[r - 1]!.rate.toFixed(2)}/s | server: first verdict ${(Math.min(...burst.finals) / 1000).toFixed(2)} s, ` +
        `all final ${(all / 1000).toFixed(2)} s = ${rate.toFixed(2)}/s | pool ${pools[r]!.rate.toFixed(2)}/s → ${pct(rate / poolMean)}`,
    );
  }
  const poolCpu = pools.reduce((a, p) => a + p.cpu, 0) / pools.length / STUDENTS;
  console.log(
    `  judge process CPU per submission (sandboxed programs not counted): in-process ${ms(poolCpu * 1000)}, server ${ms((serverCpu / ROUNDS / STUDENTS) * 1000)}`,
  );
  if (lab.fallbacks() > 0)
    console.log(`  ${lab.fallbacks()} live-update streams failed; those students polled every 2 s, as the page does`);

  const rateRatio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const singleRatio = single.served / single.inProcess;
  console.log('targets');
  console.log(
    `  server rate / pool rate          ${pct(rateRatio)} (rounds ${ratios.map(pct).join(', ')}; target ≥ 90 %)   ${met(rateRatio >= 0.9)}`,
  );
  console.log(
    `  warm submission, server / judge  ${singleRatio.toFixed(2)}× (target ≤ 1.20×)   ${met(singleRatio <= 1.2)}`,
  );
} finally {
  await lab.stop();
  await bench.close();
}
