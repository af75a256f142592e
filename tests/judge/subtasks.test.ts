/** Judge case modes and OI scoring end to end: one program that fails the case whose a is 100. */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeCaseMode, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { judgeEnv, problem, submit, testData, type CaseSpec } from './judge-env.ts';

const e = await judgeEnv();
const { ACCEPTED: AC, WRONG_ANSWER: WA, CANCELLED: CA, PARTIAL_ACCEPTED: PAC } = JudgeStatus;
const failsOn100 =
  '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<(a==100?0:a+b)<<endl;}';

const cases: CaseSpec[] = [
  { input: '1 1\n', output: '2\n', score: 20, group: 1 },
  { input: '100 1\n', output: '101\n', score: 20, group: 1 },
  { input: '2 2\n', output: '4\n', score: 20, group: 1 },
  { input: '3 3\n', output: '6\n', score: 40, group: 2 },
  { input: '4 4\n', output: '8\n', score: 40, group: 2 },
];

describe('judge case modes', () => {
  const rows: Array<
    [JudgeCaseMode, 0 | 1, { status: JudgeStatusCode; score: number | null; cases: JudgeStatusCode[] }]
  > = [
    ['default', 1, { status: PAC, score: 120, cases: [AC, WA, AC, AC, AC] }],
    ['ergodic_without_error', 0, { status: WA, score: null, cases: [AC, WA] }],
    ['subtask_lowest', 1, { status: PAC, score: 40, cases: [AC, WA, CA, AC, AC] }],
    ['subtask_average', 1, { status: PAC, score: 53, cases: [AC, WA, AC, AC, AC] }],
  ];
  for (const [mode, type, expected] of rows) {
    test(mode, async () => {
      const p = problem({ type, judgeCaseMode: mode, difficulty: 1 });
      testData(e, p, cases);
      const r = await submit(e, 'C++17', failsOn100, p);
      const record = e.host.records.get(r.id)!;
      expect({ status: r.status, score: r.score, cases: record.cases.map((c) => c.status) }).toEqual(expected);
      expect(record.statuses).toEqual([JudgeStatus.COMPILING, JudgeStatus.JUDGING]);
    });
  }

  test('OI rank score is reported with the score', async () => {
    const p = problem({ type: 1, difficulty: 2 });
    testData(
      e,
      p,
      cases.slice(0, 2).map((c) => ({ ...c, score: 50 })),
    );
    const r = await submit(e, 'C++17', failsOn100, p);
    expect({ status: r.status, score: r.score, oiRankScore: r.oiRankScore }).toEqual({
      status: PAC,
      score: 50,
      oiRankScore: Math.round(5 + 2),
    });
  });

  test('each case result names its files, group and the start of the output', async () => {
    const p = problem({ type: 1 });
    testData(e, p, cases.slice(0, 2));
    const r = await submit(e, 'C++17', failsOn100, p);
    const [first, second] = e.host.records.get(r.id)!.cases;
    expect({ ...first, time: 0, memory: 0 }).toEqual({
      index: 1,
      inputData: '1.in',
      outputData: '1.out',
      groupNum: 1,
      status: AC,
      time: 0,
      memory: 0,
      score: 20,
      userOutput: '2\n',
    });
    expect({ status: second!.status, score: second!.score, userOutput: second!.userOutput }).toEqual({
      status: WA,
      score: 0,
      userOutput: '0\n',
    });
  });
});
