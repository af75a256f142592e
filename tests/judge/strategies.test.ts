import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeCaseMode, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { oiRankScore, spreadScores } from '../../src/contract/scoring.ts';
import type { CaseResult, TestCaseFile } from '../../judge/host.ts';
import { CasePlan } from '../../judge/strategies/case-plan.ts';
import { finalVerdict } from '../../judge/strategies/final-result.ts';

const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  TIME_LIMIT_EXCEEDED: TLE,
  RUNTIME_ERROR: RE,
  CANCELLED: CA,
  PARTIAL_ACCEPTED: PAC,
} = JudgeStatus;

function cases(groups: number[], score = 10): TestCaseFile[] {
  return groups.map((groupNum, i) => ({ index: i + 1, input: `${i + 1}.in`, output: `${i + 1}.out`, score, groupNum }));
}

/** Drives a plan the way the judge does, with the given per-case outcomes (by index). */
function drive(mode: JudgeCaseMode, list: TestCaseFile[], outcome: Record<number, [JudgeStatusCode, number?]>) {
  const plan = new CasePlan(mode, list);
  const results: CaseResult[] = [];
  for (const c of plan.order) {
    const d = plan.decide(c);
    if (d === 'stop') break;
    const [status, fraction] = d === 'cancel' ? [CA, 0] : (outcome[c.index] ?? [AC]);
    const score = Math.floor(c.score * (fraction ?? (status === AC ? 1 : 0)));
    plan.record(c, status, score);
    results.push({
      index: c.index,
      inputData: c.input,
      outputData: c.output,
      groupNum: c.groupNum,
      status,
      time: 10 * c.index,
      memory: 100 * c.index,
      score,
    });
  }
  return results;
}

describe('case plans', () => {
  test('default runs every case', () => {
    expect(drive('default', cases([1, 1, 1]), { 1: [WA] }).map((r) => r.status)).toEqual([WA, AC, AC]);
  });
  test('ergodic_without_error stops after the first failure', () => {
    expect(drive('ergodic_without_error', cases([1, 1, 1, 1]), { 2: [TLE] }).map((r) => r.status)).toEqual([AC, TLE]);
  });
  test('subtask_lowest cancels the rest of a group after a zero and goes on with the next group', () => {
    const r = drive('subtask_lowest', cases([2, 1, 1, 1, 2]), { 2: [WA] });
    expect(r.map((x) => [x.index, x.status])).toEqual([
      [2, WA],
      [3, CA],
      [4, CA],
      [1, AC],
      [5, AC],
    ]);
  });
  test('subtask_lowest keeps going after a partial score', () => {
    const r = drive('subtask_lowest', cases([1, 1]), { 1: [PAC, 0.5] });
    expect(r.map((x) => x.status)).toEqual([PAC, AC]);
  });
  test('subtask_average runs every case', () => {
    expect(drive('subtask_average', cases([1, 1, 2]), { 1: [WA] }).map((r) => r.status)).toEqual([WA, AC, AC]);
  });
});

describe('final verdicts', () => {
  const verdict = (
    type: 0 | 1,
    mode: JudgeCaseMode,
    list: TestCaseFile[],
    outcome: Record<number, [JudgeStatusCode, number?]>,
    difficulty = 0,
  ) => finalVerdict({ type, mode, difficulty, cases: list, results: drive(mode, list, outcome) });

  const rows: Array<
    [
      string,
      0 | 1,
      JudgeCaseMode,
      TestCaseFile[],
      Record<number, [JudgeStatusCode, number?]>,
      { status: JudgeStatusCode; score: number | null },
    ]
  > = [
    ['ACM all accepted', 0, 'default', cases([1, 1, 1]), {}, { status: AC, score: null }],
    [
      'ACM first failing case decides',
      0,
      'default',
      cases([1, 1, 1]),
      { 2: [TLE], 3: [WA] },
      { status: TLE, score: null },
    ],
    ['ACM partial case counts as wrong', 0, 'default', cases([1, 1]), { 1: [PAC, 0.5] }, { status: WA, score: null }],
    ['OI all accepted', 1, 'default', cases([1, 1, 1, 1]), {}, { status: AC, score: 40 }],
    [
      'OI all failing gives the first verdict',
      1,
      'default',
      cases([1, 1]),
      { 1: [RE], 2: [WA] },
      { status: RE, score: 0 },
    ],
    [
      'OI some passing is partial with the sum',
      1,
      'default',
      cases([1, 1, 1]),
      { 2: [WA] },
      { status: PAC, score: 20 },
    ],
    ['OI checker partial score adds up', 1, 'default', cases([1, 1]), { 1: [PAC, 0.5] }, { status: PAC, score: 15 }],
    [
      'OI stop on error keeps the earned score',
      1,
      'ergodic_without_error',
      cases([1, 1, 1]),
      { 2: [WA] },
      { status: PAC, score: 10 },
    ],
    [
      'subtask lowest: failed group scores zero',
      1,
      'subtask_lowest',
      cases([1, 1, 2, 2], 25),
      { 1: [WA] },
      { status: PAC, score: 25 },
    ],
    [
      'subtask lowest: partial case is the group minimum',
      1,
      'subtask_lowest',
      cases([1, 1, 2], 30),
      { 2: [PAC, 0.5] },
      { status: PAC, score: 45 },
    ],
    [
      'subtask lowest: all groups fail',
      1,
      'subtask_lowest',
      cases([1, 2]),
      { 1: [TLE], 2: [WA] },
      { status: TLE, score: 0 },
    ],
    [
      'subtask average: rounded average per group',
      1,
      'subtask_average',
      cases([1, 1, 1, 2], 30),
      { 1: [WA] },
      { status: PAC, score: 50 },
    ],
    ['subtask average: all accepted', 1, 'subtask_average', cases([1, 1, 2], 30), {}, { status: AC, score: 60 }],
  ];
  for (const [name, type, mode, list, outcome, expected] of rows) {
    test(name, () => {
      const v = verdict(type, mode, list, outcome);
      expect({ status: v.status, score: v.score }).toEqual(expected);
    });
  }

  test('time and memory are the maxima of the cases that ran', () => {
    const v = verdict(1, 'subtask_lowest', cases([1, 1, 1]), { 1: [WA] });
    expect({ time: v.time, memory: v.memory }).toEqual({ time: 10, memory: 100 });
  });

  test('OI rank score uses difficulty and the total', () => {
    const v = verdict(1, 'default', cases([1, 1, 1, 1], 25), { 4: [WA] }, 2);
    expect({ score: v.score, oiRankScore: v.oiRankScore }).toEqual({ score: 75, oiRankScore: Math.round(7.5 + 3) });
  });
});

describe('scoring helpers', () => {
  test('spreadScores gives floor(100/n) and one more to the last cases', () => {
    expect(spreadScores(3)).toEqual([33, 33, 34]);
    expect(spreadScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadScores(4)).toEqual([25, 25, 25, 25]);
    expect(spreadScores(0)).toEqual([]);
    expect(spreadScores(6).reduce((a, b) => a + b, 0)).toBe(100);
  });
  test('oiRankScore rounds 0.1·score + 2·difficulty·score/total', () => {
    expect(oiRankScore(100, 100, 0)).toBe(10);
    expect(oiRankScore(100, 100, 2)).toBe(14);
    expect(oiRankScore(55, 100, 1)).toBe(Math.round(5.5 + 1.1));
  });
});
