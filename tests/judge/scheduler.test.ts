/** The worker pool over the host port: queue order, test runs, cancel and rejudge. */
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import type { FinalResult, TestRunResult } from '../../judge/host.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { A_PLUS_B, judgeEnv, problem, testData, testRun } from './judge-env.ts';

const e = await judgeEnv();
const HEAD = '#include <bits/stdc++.h>\nusing namespace std;\n';
const AB = `${HEAD}int main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}`;
/** Writes a line (so the test can see the case is running), then sleeps until the wall limit. */
const SLOW = `${HEAD}#include <unistd.h>\nint main(){puts("started");fflush(stdout);sleep(120);}`;

describe('scheduler', () => {
  test('claims test runs first, then contest submissions, then practice', async () => {
    await e.scheduler.stop();
    const p = problem();
    testData(e, p, A_PLUS_B.slice(0, 1));
    const practice = e.host.add({ kind: 'submission', language: 'C++17', code: AB, problem: p }, { silent: true });
    const contest = e.host.add(
      { kind: 'submission', language: 'C++17', code: AB, problem: p, contest: true },
      { silent: true },
    );
    const run = e.host.add({ kind: 'test', language: 'C++17', code: AB, problem: p, input: '1 2' }, { silent: true });
    const before = e.host.claims.length;
    e.scheduler.start();
    await Promise.all([e.host.result(practice), e.host.result(contest), e.host.result(run)]);
    expect(e.host.claims.slice(before)).toEqual([run, contest, practice]);
  });

  test('cancel stops judging and reports Cancelled', async () => {
    const p = problem({ timeLimitMs: 500 });
    testData(e, p, A_PLUS_B);
    const id = e.host.add({ kind: 'submission', language: 'C++17', code: SLOW, problem: p });
    await waitFor(() => caseIsRunning(id));
    e.host.cancel(id);
    const r = (await e.host.result(id)) as FinalResult;
    expect(r.status).toBe(JudgeStatus.CANCELLED);
    expect(e.host.records.get(id)!.cases).toEqual([]);
  });

  test('a rejudged attempt is dropped and only the new attempt reports', async () => {
    const p = problem({ timeLimitMs: 500 });
    testData(e, p, A_PLUS_B.slice(0, 1));
    const id = e.host.add({ kind: 'submission', language: 'C++17', code: SLOW, problem: p });
    await waitFor(() => caseIsRunning(id));
    const record = e.host.records.get(id)!;
    record.task = { ...record.task, code: AB };
    e.host.rejudge(id);
    const r = (await e.host.result(id)) as FinalResult;
    expect({ status: r.status, attempt: record.attempt }).toEqual({ status: JudgeStatus.ACCEPTED, attempt: 2 });
    expect(record.cases.map((c) => c.status)).toEqual([JudgeStatus.ACCEPTED]);
  });

  test('progress events follow a task from start to finish', async () => {
    const events: Array<[string, string]> = [];
    const off = e.scheduler.onProgress((ev) => events.push([ev.type, 'key' in ev ? ev.key.id : '']));
    const p = problem();
    testData(e, p, A_PLUS_B.slice(0, 2));
    const id = e.host.add({ kind: 'submission', language: 'C++17', code: AB, problem: p });
    await e.host.result(id);
    const mine = () => events.filter(([, key]) => key === id).map(([type]) => type);
    await waitFor(() => mine().includes('finished'));
    off();
    expect(mine()).toEqual(['started', 'case', 'case', 'finished']);
  });

  test('a task queued while the workers are claiming is judged at once, not after the idle poll', async () => {
    await e.scheduler.stop();
    const p = problem();
    testData(e, p, A_PLUS_B.slice(0, 1));
    const pool = new JudgeScheduler(e.ctx, { workers: 1, idlePollMs: 600_000 });
    try {
      pool.start();
      // The worker's first claim (an empty queue) is under way: the event comes before it ends.
      const id = e.host.add({ kind: 'submission', language: 'C++17', code: AB, problem: p });
      expect(((await e.host.result(id)) as FinalResult).status).toBe(JudgeStatus.ACCEPTED);
    } finally {
      await pool.stop();
      e.scheduler.start();
    }
  });
});

describe('online test runs', () => {
  const rows: Array<[string, string, string, string | undefined, Partial<TestRunResult>]> = [
    ['runs on the custom input', AB, '20 22\n', undefined, { status: JudgeStatus.ACCEPTED, stdout: '42\n' }],
    ['matches the expected output', AB, '1 2', '3', { status: JudgeStatus.ACCEPTED, stdout: '3\n' }],
    [
      'reports a mismatch with the expected output',
      AB,
      '1 2',
      '4',
      { status: JudgeStatus.WRONG_ANSWER, stdout: '3\n' },
    ],
    [
      'shows stderr of a crash',
      `${HEAD}int main(){cerr<<"about to fail"<<endl;return 4;}`,
      '',
      undefined,
      { status: JudgeStatus.RUNTIME_ERROR, stderr: 'about to fail\n' },
    ],
  ];
  for (const [name, code, input, expected, want] of rows) {
    test(name, async () => {
      const p = problem();
      const r = await testRun(e, 'C++17', code, p, input, expected);
      expect(pick(r, Object.keys(want) as Array<keyof TestRunResult>)).toEqual(want);
    });
  }

  test('a compile error comes back with the message', async () => {
    const r = await testRun(e, 'C++17', 'int main( {', problem(), '');
    expect(r.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(r.errorMessage).toContain('main.cpp');
  });

  test('input longer than 1000 characters is refused', async () => {
    const r = await testRun(e, 'C++17', AB, problem(), '1'.repeat(1001));
    expect(r.status).toBe(JudgeStatus.SYSTEM_ERROR);
  });

  test.skipIf(!e.ctx.languages.get('Python3')?.available)('Python test run on custom input', async () => {
    const r = await testRun(e, 'Python3', 'print(sum(map(int, input().split())))\n', problem(), '5 6');
    expect({ status: r.status, stdout: r.stdout }).toEqual({ status: JudgeStatus.ACCEPTED, stdout: '11\n' });
  });
});

function pick<T extends object>(o: T, keys: Array<keyof T>): Partial<T> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Partial<T>;
}

/** True once the task's program has written to its stdout file, i.e. a case is running. */
function caseIsRunning(id: string): boolean {
  const root = e.ctx.workRoot;
  const dir = existsSync(root) ? readdirSync(root).find((d) => d.startsWith(`submission-${id}-`)) : undefined;
  if (!dir) return false;
  const out = join(root, dir, 'out', 'user.out');
  return existsSync(out) && statSync(out).size > 0;
}

/** Waits for a condition driven by the judge's own progress (bounded by the test timeout). */
async function waitFor(cond: () => boolean): Promise<void> {
  while (!cond()) await Bun.sleep(20);
}
