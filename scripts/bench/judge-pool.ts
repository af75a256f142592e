/**
 * The in-process judge measured without the server: a real sandbox, the detected languages, a
 * C++ A+B with 10 test cases on disk and an in-memory host. `bench:judge` and `bench:lab` both
 * measure through it, so their figures are the same measurement.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FinalResult, ProblemSpec, TestData } from '../../judge/host.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import type { JudgeContext } from '../../judge/context.ts';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { TimedHost } from './timed-host.ts';

export const AB =
  '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}\n';
export const CASES = 10;

/** The i-th test case of the A+B problem (1-based): input and answer. */
export function abCase(i: number): [string, string] {
  return [`${i} ${i * 7}\n`, `${i * 8}\n`];
}

export type JudgeBench = Awaited<ReturnType<typeof openJudgeBench>>;

export async function openJudgeBench() {
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

  const dataDir = join(root, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  const data: TestData = { dir: dataDir, cases: [] };
  for (let i = 1; i <= CASES; i++) {
    const [input, output] = abCase(i);
    writeFileSync(join(dataDir, `${i}.in`), input);
    writeFileSync(join(dataDir, `${i}.out`), output);
    data.cases.push({ index: i, input: `${i}.in`, output: `${i}.out`, score: 10, groupNum: 1 });
  }
  const host = new TimedHost();
  const ctx: JudgeContext = {
    host,
    sandbox,
    languages,
    workRoot,
    judger: 'bench',
    checkers: new CheckerBuilder(sandbox, languages, join(root, 'checkers'), workRoot),
  };
  const problem: ProblemSpec = {
    id: 1,
    type: 0,
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    difficulty: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    caseVersion: 1,
  };
  host.setTestData(1, data);
  return {
    root,
    sandbox,
    languages,
    cpp,
    pchDir,
    data,
    host,
    ctx,
    problem,
    async close() {
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Judges `times` A+B submissions one after another with one worker: ms from source to verdict, each. */
export async function sourceToVerdict(b: JudgeBench, times: number, between?: () => Promise<void>): Promise<number[]> {
  const judged: number[] = [];
  const one = new JudgeScheduler(b.ctx, { workers: 1 });
  try {
    for (let i = 0; i < times; i++) {
      const t = performance.now();
      const id = b.host.add({ kind: 'submission', language: 'C++17', code: AB, problem: b.problem }, { silent: true });
      if (i === 0) one.start();
      else b.host.notify();
      const r = (await b.host.result(id)) as FinalResult;
      if (r.status !== 0) throw new Error(`bench submission not accepted: ${JSON.stringify(r)}`);
      judged.push(performance.now() - t);
      await between?.();
    }
  } finally {
    await one.stop();
  }
  return judged;
}

/**
 * Throughput of the default pool (one worker per core): `submissions` A+B queued at once, then the
 * pool started; seconds until all are final.
 */
export async function poolRate(b: JudgeBench, submissions: number) {
  const pool = new JudgeScheduler(b.ctx);
  const ids = Array.from({ length: submissions }, () =>
    b.host.add({ kind: 'submission', language: 'C++17', code: AB, problem: b.problem }, { silent: true }),
  );
  const t = performance.now();
  pool.start();
  await Promise.all(ids.map((id) => b.host.result(id)));
  const seconds = (performance.now() - t) / 1000;
  await pool.stop();
  return { seconds, perSecond: submissions / seconds, caseRunsPerSecond: (submissions * CASES) / seconds };
}
