/**
 * `bun run bench:judge` — judge speed, each figure against a baseline measured in the same run:
 * 1. sandbox overhead per run vs a bare Bun.spawn of the same binary (median, p90, ratio);
 * 2. a C++ A+B with 10 tests from source to final verdict vs bare g++ + 10 bare runs;
 * 3. test-case runs per second through the default worker pool.
 * Prints figures only; asserts nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FinalResult, ProblemSpec, TestData } from '../judge/host.ts';
import { CheckerBuilder } from '../judge/checkers/build.ts';
import { compile } from '../judge/compile.ts';
import type { JudgeContext } from '../judge/context.ts';
import { compileArgv, LanguageRegistry } from '../judge/languages/registry.ts';
import { PCH_MOUNT } from '../judge/languages/table.ts';
import { sandboxLimits } from '../judge/limits.ts';
import { createSandbox } from '../judge/sandbox/index.ts';
import { JudgeScheduler } from '../judge/scheduler.ts';
import { FakeHost } from '../tests/judge/fake-host.ts';

const root = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
chmodSync(root, 0o755);
const cache = join(tmpdir(), 'verdict-bench-cache');
mkdirSync(cache, { recursive: true, mode: 0o755 });
const workRoot = join(root, 'work');
const sandbox = await createSandbox();
const languages = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: join(cache, 'pch') });
const cpp = languages.get('C++17');
if (!cpp?.available) throw new Error(`C++17 unavailable: ${cpp?.reason}`);
const pchDir = await languages.pch!.ensure('c++17');

const AB = '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}\n';

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p90: at(0.9) };
}
const ms = (x: number) => `${x.toFixed(2)} ms`;

// Shared: one compiled A+B and ten test cases.
const build = join(root, 'build');
mkdirSync(build, { mode: 0o777 });
chmodSync(build, 0o777);
const logs = join(root, 'logs');
mkdirSync(logs);
const compiled = await compile({ sandbox, language: cpp, source: AB, dir: build, logDir: logs, pchDir });
if (!compiled.ok) throw new Error(compiled.message);
const dataDir = join(root, 'data');
mkdirSync(dataDir, { mode: 0o755 });
const data: TestData = { dir: dataDir, cases: [] };
for (let i = 1; i <= 10; i++) {
  writeFileSync(join(dataDir, `${i}.in`), `${i} ${i * 7}\n`);
  writeFileSync(join(dataDir, `${i}.out`), `${i * 8}\n`);
  data.cases.push({ index: i, input: `${i}.in`, output: `${i}.out`, score: 10, groupNum: 1 });
}

// 1. Per-run overhead.
const RUNS = 60;
const bare: number[] = [];
const boxed: number[] = [];
const limits = sandboxLimits({ timeMs: 1000, memoryMb: 256, stackMb: 128 }, 0);
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  const p = Bun.spawn([join(build, 'main')], { cwd: build, stdin: Bun.file(join(dataDir, '1.in')), stdout: Bun.file(join(logs, 'bare.out')), stderr: 'ignore' });
  await p.exited;
  bare.push(performance.now() - t);
  t = performance.now();
  await sandbox.run({ argv: ['/w/main'], workDir: build, stdinFile: join(dataDir, '1.in'), stdoutFile: join(logs, 'box.out'), limits });
  boxed.push(performance.now() - t);
}
const b1 = stats(bare), s1 = stats(boxed);
console.log(`1. one run of a C++ A+B binary (${RUNS} runs each)`);
console.log(`   bare Bun.spawn   median ${ms(b1.median)}  p90 ${ms(b1.p90)}`);
console.log(`   sandbox.run      median ${ms(s1.median)}  p90 ${ms(s1.p90)}`);
console.log(`   overhead         median ${ms(s1.median - b1.median)}  ratio ${(s1.median / b1.median).toFixed(2)}x`);

// 2. Source to verdict.
const host = new FakeHost();
const ctx: JudgeContext = {
  host, sandbox, languages, workRoot, judger: 'bench',
  checkers: new CheckerBuilder(sandbox, languages, join(root, 'checkers'), workRoot),
};
const problem: ProblemSpec = {
  id: 1, type: 0, timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128, difficulty: 0,
  judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: true, caseVersion: 1,
};
host.setTestData(1, data);
const REPEAT = 5;
const judged: number[] = [];
const bareJudge: number[] = [];
const one = new JudgeScheduler(ctx, { workers: 1 });
one.start();
for (let i = 0; i < REPEAT; i++) {
  let t = performance.now();
  const id = host.add({ kind: 'submission', language: 'C++17', code: AB, problem });
  const r = await host.result(id) as FinalResult;
  if (r.status !== 0) throw new Error(`bench submission not accepted: ${JSON.stringify(r)}`);
  judged.push(performance.now() - t);

  t = performance.now();
  const dir = join(root, `bare-${i}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'main.cpp'), AB);
  const argv = compileArgv(cpp)!.map((a) => (a === `-I${PCH_MOUNT}` ? `-I${pchDir}` : a));
  const cc = Bun.spawn(argv, { cwd: dir, stdout: 'ignore', stderr: 'ignore' });
  if ((await cc.exited) !== 0) throw new Error('bare g++ failed');
  for (const c of data.cases) {
    const p = Bun.spawn([join(dir, 'main')], { cwd: dir, stdin: Bun.file(join(dataDir, c.input)), stdout: 'pipe' });
    const out = await new Response(p.stdout).text();
    await p.exited;
    if (out.trim() !== (await Bun.file(join(dataDir, c.output)).text()).trim()) throw new Error('bare run gave a wrong answer');
  }
  bareJudge.push(performance.now() - t);
}
await one.stop();
const b2 = stats(bareJudge), s2 = stats(judged);
console.log(`2. C++ A+B, 10 tests, source to verdict (${REPEAT} times each)`);
console.log(`   bare g++ + 10 bare runs   median ${ms(b2.median)}`);
console.log(`   judge (sandboxed)         median ${ms(s2.median)}  ratio ${(s2.median / b2.median).toFixed(2)}x`);

// 3. Throughput of the default pool.
const SUBMISSIONS = 20;
const pool = new JudgeScheduler(ctx);
const ids = Array.from({ length: SUBMISSIONS }, () => host.add({ kind: 'submission', language: 'C++17', code: AB, problem }, { silent: true }));
const t3 = performance.now();
pool.start();
await Promise.all(ids.map((id) => host.result(id)));
const elapsed = (performance.now() - t3) / 1000;
await pool.stop();
const caseRuns = SUBMISSIONS * data.cases.length;
console.log(`3. default pool (${cpus().length} workers): ${SUBMISSIONS} submissions × 10 tests in ${elapsed.toFixed(2)} s`);
console.log(`   ${(caseRuns / elapsed).toFixed(1)} test runs/s (compiles included), ${(SUBMISSIONS / elapsed).toFixed(2)} submissions/s`);

rmSync(root, { recursive: true, force: true });
