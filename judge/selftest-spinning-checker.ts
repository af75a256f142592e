/**
 * Self-test "spinning checker": a special judge that loops forever on a problem of many cases.
 * The submission (A+B, right on every case) is judged with the site's smallest judging budget:
 * the judgement must end at the checker's first timeout, within the budget (the checker's own
 * 16 s CPU limit is longer), with System Error naming the special judge and no second case run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type JudgeStatusCode } from '../src/contract/judge-status.ts';
import { CHECKER_FLOOR_MS } from './budget.ts';
import { CheckerBuilder } from './checkers/build.ts';
import type { CaseResult, FinalResult, JudgeHost, ProblemSpec, TestData } from './host.ts';
import { judgeSubmission } from './judge-submission.ts';
import type { AbuseCheck } from './selftest-abuse-check.ts';
import { makeSubDir, makeWorkDir, removeDir } from './workspace.ts';

const BUDGET_MS = 10_000;
const CASES = 20;
/** Time beside the budget for the first case's program run and the task's own work. */
const SLACK_MS = CHECKER_FLOOR_MS + 2_000;
const SPIN = 'int main(){volatile unsigned long x=0;for(;;)x++;}\n';
const A_PLUS_B =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';

/** The judge's side of one task, kept in memory. */
class OneTaskHost implements JudgeHost {
  readonly cases: CaseResult[] = [];
  constructor(private readonly data: TestData) {}
  claim = async () => null;
  testData = async () => this.data;
  status = async (_key: unknown, _status: JudgeStatusCode) => true;
  caseResult = async (_key: unknown, r: CaseResult) => {
    this.cases.push(r);
    return true;
  };
  finish = async () => true;
  finishTest = async () => false;
  subscribe = () => () => undefined;
}

export const spinningChecker: AbuseCheck = async ({ sandbox, workRoot, languages }) => {
  const name = 'spinning checker';
  const program = languages.available().find((l) => l.family === 'c' || l.family === 'cpp');
  if (!program) return { name, behaved: false, detail: 'no C or C++ compiler to build a checker with' };
  const dir = makeWorkDir(workRoot, 'selftest-spinning-checker');
  try {
    const dataDir = join(dir, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    const data: TestData = { dir: dataDir, cases: [] };
    for (let i = 1; i <= CASES; i++) {
      await writeFile(join(dataDir, `${i}.in`), `${i} ${i}\n`, { mode: 0o644 });
      await writeFile(join(dataDir, `${i}.out`), `${2 * i}\n`, { mode: 0o644 });
      data.cases.push({ index: i, input: `${i}.in`, output: `${i}.out`, score: 5, groupNum: 1 });
    }
    const problem: ProblemSpec = {
      id: 0,
      type: 0,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 64,
      difficulty: 0,
      judgeMode: 'spj',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      checker: { language: program.id, code: SPIN },
      caseVersion: 1,
    };
    const host = new OneTaskHost(data);
    const checkers = new CheckerBuilder(sandbox, languages, makeSubDir(dir, 'checkers'), dir);
    const started = performance.now();
    const verdict: FinalResult | null = await judgeSubmission(
      { host, sandbox, languages, checkers, workRoot: dir, judger: 'selftest' },
      {
        kind: 'submission',
        key: { kind: 'submission', id: 'spinning-checker', attempt: 1 },
        language: program.id,
        code: A_PLUS_B,
        problem,
        budgetMs: BUDGET_MS,
      },
      new AbortController().signal,
    );
    const tookMs = performance.now() - started;
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const said =
      `${verdict ? (JudgeStatus.SYSTEM_ERROR === verdict.status ? 'System Error' : `status ${verdict.status}`) : 'no verdict'}` +
      ` after ${host.cases.length} of ${CASES} cases in ${seconds(tookMs)} s (budget ${seconds(BUDGET_MS)} s)`;
    const behaved =
      verdict?.status === JudgeStatus.SYSTEM_ERROR &&
      (verdict.errorMessage ?? '').includes('special judge') &&
      host.cases.length === 1 &&
      tookMs <= BUDGET_MS + SLACK_MS;
    return { name, behaved, detail: verdict?.errorMessage ? `${said}: ${verdict.errorMessage.slice(0, 120)}` : said };
  } catch (e) {
    return { name, behaved: false, detail: `check failed: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    await removeDir(dir).catch(() => undefined);
  }
};
