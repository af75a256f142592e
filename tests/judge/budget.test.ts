/**
 * A submission's judging budget, through the real sandbox: a checker or interactor that never
 * ends stops the judgement at its first timeout with System Error; a program (or checker) that
 * spends its time on many cases stops at the budget with the rest of the cases not judged.
 * Counts, never times: every case of these programs takes at least its known wall, so a small
 * budget bounds how many cases can be judged however fast or slow the machine is.
 */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import type { CaseResult } from '../../judge/host.ts';
import { ABUSE_CHECKS } from '../../judge/selftest-abuse.ts';
import { spinningChecker } from '../../judge/selftest-spinning-checker.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData, type CaseSpec } from './judge-env.ts';

const e = await judgeEnv();
const { ACCEPTED: AC, TIME_LIMIT_EXCEEDED: TLE, SYSTEM_ERROR: SE, CANCELLED } = JudgeStatus;
const C_AB =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';
const SPIN_CPP = 'int main(){volatile unsigned long x=0;for(;;)x++;}\n';
const cases = (n: number): CaseSpec[] => Array.from({ length: n }, (_, i) => A_PLUS_B[i % A_PLUS_B.length]!);
const BUDGET_MS = 3000;
const budgetMessage = /^Not judged: the submission used its judging budget of 3 s/;

const recorded = (id: string): CaseResult[] => e.host.records.get(id)!.cases;
const skipped = (id: string) => recorded(id).filter((c) => c.status === CANCELLED);
const judged = (id: string) => recorded(id).filter((c) => c.status !== CANCELLED);

describe('a checker or interactor that never ends', () => {
  test('a spinning special judge on many cases is a System Error at its first timeout', async () => {
    const p = problem({ judgeMode: 'spj', checker: { language: 'C++17', code: SPIN_CPP } });
    testData(e, p, cases(10));
    const r = await submit(e, 'C', C_AB, p, BUDGET_MS);
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('special judge');
    expect(recorded(r.id).map((c) => c.status)).toEqual([SE]);
  });

  test('a spinning interactor on many cases is a System Error at its first timeout, not Time Limit Exceeded on each', async () => {
    const p = problem({ timeLimitMs: 200, judgeMode: 'interactive', checker: { language: 'C++17', code: SPIN_CPP } });
    testData(e, p, cases(10));
    const r = await submit(e, 'C', C_AB, p);
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('interactor');
    expect(recorded(r.id).map((c) => c.status)).toEqual([SE]);
  });

  test('a special judge that takes a second a case stops at the budget, a System Error naming it', async () => {
    // Each case takes at least the checker's second: at most 3 start within 3 s, and the first always runs.
    const slow =
      '#include <unistd.h>\n#include <cstdio>\nint main(){usleep(1000000);fputs("ok\\n",stderr);return 0;}\n';
    const p = problem({ judgeMode: 'spj', checker: { language: 'C++17', code: slow } });
    testData(e, p, cases(10));
    const r = await submit(e, 'C', C_AB, p, BUDGET_MS);
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('special judge');
    expect(judged(r.id).length).toBeLessThanOrEqual(4);
  });
});

describe('a program that spends the budget', () => {
  test('a sleeper on many cases stops at the budget: the remaining cases are not judged', async () => {
    // A 100 ms limit gives a 900 ms wall: each judged case takes at least that.
    const p = problem({ timeLimitMs: 100 });
    testData(e, p, cases(20));
    const r = await submit(e, 'C', '#include <unistd.h>\nint main(void){sleep(100);return 0;}\n', p, BUDGET_MS);
    expect(r.status).toBe(TLE);
    expect(recorded(r.id).length).toBe(20);
    expect(judged(r.id).length).toBeLessThanOrEqual(4);
    expect(judged(r.id).every((c) => c.status === TLE)).toBe(true);
    expect(skipped(r.id).length).toBeGreaterThanOrEqual(16);
    for (const c of skipped(r.id)) expect(c.message).toMatch(budgetMessage);
  });

  test('a correct but slow program whose runs use up the budget is Time Limit Exceeded, its judged cases kept', async () => {
    // Each run sleeps 300 ms (no CPU): at most 1 + 2000 / 300 cases are judged within 2 s.
    const p = problem({ type: 1, timeLimitMs: 300 });
    testData(e, p, cases(20));
    const code = `#include <unistd.h>\n${C_AB.replace('int main(void){', 'int main(void){usleep(300000);')}`;
    const r = await submit(e, 'C', code, p, 2000);
    expect(r.status).toBe(TLE);
    expect(judged(r.id).length).toBeLessThanOrEqual(7);
    expect(skipped(r.id).length).toBeGreaterThanOrEqual(13);
    expect(r.score).toBe(judged(r.id).reduce((s, c) => s + c.score, 0));
    expect(r.errorMessage).toMatch(/^Not judged: the submission used its judging budget of 2 s/);
  });
});

describe('a submission within its budget', () => {
  test('a normal submission is judged in full', async () => {
    const p = problem({
      judgeMode: 'spj',
      checker: { language: 'C++17', code: '#include <cstdio>\nint main(){fputs("ok\\n",stderr);return 0;}\n' },
    });
    testData(e, p, cases(6));
    const r = await submit(e, 'C', C_AB, p);
    expect(r.status).toBe(AC);
    expect(recorded(r.id).map((c) => c.status)).toEqual(Array(6).fill(AC));
  });
});

describe('the self-test', () => {
  test('"spinning checker" ends a judgement of many cases at its first case, a System Error naming the special judge', async () => {
    expect(ABUSE_CHECKS).toContain(spinningChecker);
    const outcome = await spinningChecker({
      sandbox: e.ctx.sandbox,
      workRoot: e.ctx.workRoot,
      pchDir: '',
      languages: e.ctx.languages,
    });
    expect(outcome.name).toBe('spinning checker');
    // Whether it also ended within the budget is the self-test's measurement; here, what it decided.
    expect(outcome.detail).toMatch(/^System Error after 1 of 20 cases in .*special judge/);
  });
});
