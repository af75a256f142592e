/**
 * The real judge for tests: the real sandbox, detected languages, a checker builder and a
 * scheduler over a FakeHost. Precompiled headers and compiled checkers are kept in a cache
 * directory between files and runs (both are keyed by compiler, flags and source).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'bun:test';
import type { ProblemSpec, TestData, FinalResult, TestRunResult } from '../../judge/host.ts';
import type { JudgeContext } from '../../judge/context.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import { headerStandards } from '../../src/judging/index.ts';
import { TEST_CACHE } from '../helpers/shared-headers.ts';
import { FakeHost } from './fake-host.ts';

export interface JudgeEnv {
  ctx: JudgeContext;
  host: FakeHost;
  scheduler: JudgeScheduler;
  root: string;
}

let nextProblemId = 1;

/**
 * Starts the judge for one test file and stops it (scheduler and sandbox) after the file's tests.
 * Call at the top level of the file.
 */
export async function judgeEnv(): Promise<JudgeEnv> {
  const root = mkdtempSync(join(tmpdir(), 'verdict-judge-'));
  chmodSync(root, 0o755);
  mkdirSync(TEST_CACHE, { recursive: true, mode: 0o755 });
  const sandbox = await createSandbox();
  const workRoot = join(root, 'work');
  const languages = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: join(TEST_CACHE, 'pch') });
  // Submissions never wait for a precompiled header: have every standard's ready (built once per cache) before they come.
  await (await languages.pch?.prepare(headerStandards(languages.available())))?.building;
  const checkers = new CheckerBuilder(sandbox, languages, join(TEST_CACHE, 'checkers'), workRoot);
  const host = new FakeHost();
  const ctx: JudgeContext = { host, sandbox, languages, checkers, workRoot, judger: 'test-judge' };
  const scheduler = new JudgeScheduler(ctx, { workers: 2 });
  scheduler.start();
  afterAll(async () => {
    await scheduler.stop();
    await sandbox.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { ctx, host, scheduler, root };
}

export function problem(overrides: Partial<ProblemSpec> = {}): ProblemSpec {
  return {
    id: nextProblemId++,
    type: 0,
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    difficulty: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    caseVersion: 1,
    ...overrides,
  };
}

export interface CaseSpec {
  input: string;
  output: string;
  score?: number;
  group?: number;
}

/** Writes N.in / N.out files for a problem and registers them with the host. */
export function testData(e: JudgeEnv, p: ProblemSpec, cases: CaseSpec[]): TestData {
  const dir = join(e.root, 'data', String(p.id));
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const data: TestData = {
    dir,
    cases: cases.map((c, i) => {
      writeFileSync(join(dir, `${i + 1}.in`), c.input);
      writeFileSync(join(dir, `${i + 1}.out`), c.output);
      return {
        index: i + 1,
        input: `${i + 1}.in`,
        output: `${i + 1}.out`,
        score: c.score ?? 10,
        groupNum: c.group ?? 1,
      };
    }),
  };
  e.host.setTestData(p.id, data);
  return data;
}

/** A+B cases (with a large number so 32-bit sums fail). */
export const A_PLUS_B: CaseSpec[] = [
  { input: '1 2\n', output: '3\n' },
  { input: '100 -7\n', output: '93\n' },
  { input: '3000000000 4000000000\n', output: '7000000000\n' },
];

/** Judges a submission; `budgetMs` is its judging budget (the site's default when absent). */
export async function submit(
  e: JudgeEnv,
  language: string,
  code: string,
  p: ProblemSpec,
  budgetMs?: number,
): Promise<FinalResult & { id: string }> {
  const id = e.host.add({ kind: 'submission', language, code, problem: p, budgetMs });
  return { ...((await e.host.result(id)) as FinalResult), id };
}

export async function testRun(
  e: JudgeEnv,
  language: string,
  code: string,
  p: ProblemSpec,
  input: string,
  expectedOutput?: string,
): Promise<TestRunResult> {
  const id = e.host.add({ kind: 'test', language, code, problem: p, input, expectedOutput });
  return e.host.result(id) as Promise<TestRunResult>;
}
