/**
 * A checker written against testlib's interface that gives the points the program printed:
 * quitp(X), or quitpi for "info". The header below writes what testlib writes for those calls
 * (exit code 7 and `points X msg`, `points points_info=I msg`, FAIL with exit code 3 for negative
 * points), since the real testlib.h is not shipped here. Run in the sandbox under each convention
 * of reading points (judge/checkers/points.ts).
 */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type CheckerPoints, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { judgeEnv, problem, submit, testData, type CaseSpec } from './judge-env.ts';

const e = await judgeEnv();
const TESTLIB = `#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>
enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };
[[noreturn]] inline void quit(TResult r, const std::string &text) { std::fprintf(stderr, "%s\\n", text.c_str()); std::exit(r); }
[[noreturn]] inline void quitp(double points, const std::string &msg) {
  if (points < 0) quit(_fail, "FAIL points must be non-negative, found " + std::to_string(points));
  char buf[64]; std::snprintf(buf, sizeof buf, "%.10f", points);
  quit(_points, std::string("points ") + buf + " " + msg);
}
[[noreturn]] inline void quitpi(const std::string &info, const std::string &msg) { quit(_points, "points points_info=" + info + " " + msg); }
struct InStream {
  FILE *f = nullptr;
  std::string readToken() { char b[256]; if (!f || std::fscanf(f, "%255s", b) != 1) quit(_pe, "unexpected eof"); return b; }
};
inline InStream inf, ouf, ans;
inline void registerTestlibCmd(int argc, char **argv) {
  if (argc < 4) quit(_fail, "FAIL checker needs 3 files");
  inf.f = std::fopen(argv[1], "r"); ouf.f = std::fopen(argv[2], "r"); ans.f = std::fopen(argv[3], "r");
}
`;
const CHECKER = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  std::string t = ouf.readToken();
  if (t == "info") quitpi("seen=" + t, "for the scorer");
  quitp(atof(t.c_str()), "as printed");
}
`;
const { ACCEPTED: AC, PARTIAL_ACCEPTED: PAC, SYSTEM_ERROR: SE } = JudgeStatus;
const prints = (text: string) => `#include <stdio.h>\nint main(){puts("${text}");return 0;}\n`;

async function judge(printed: string, convention: CheckerPoints | undefined, scale: number | null, cases: CaseSpec[]) {
  const p = problem({
    type: 1,
    judgeMode: 'spj',
    checker: { language: 'C++17', code: CHECKER },
    judgeExtraFiles: { 'testlib.h': TESTLIB },
    checkerPoints: convention,
    checkerPointsScale: scale,
  });
  testData(e, p, cases);
  return submit(e, 'C', prints(printed), p);
}

const worth = (...scores: number[]): CaseSpec[] => scores.map((score) => ({ input: '0\n', output: '0\n', score }));

describe('testlib points, read as the problem says', () => {
  const rows: Array<
    [string, string, CheckerPoints | undefined, number | null, CaseSpec[], JudgeStatusCode, number | null]
  > = [
    ['Polygon: quitp(3) on a case worth 100 earns 3', '3', 'absolute', null, worth(100), PAC, 3],
    ['Polygon, checker scale 10: quitp(3) on a case worth 100 earns 30', '3', 'absolute', 10, worth(100), PAC, 30],
    ['Polygon, checker scale 10: quitp(10) is full marks', '10', 'absolute', 10, worth(100), AC, 100],
    ['Polygon, checker scale 10: a sample worth nothing earns nothing', '3', 'absolute', 10, worth(0, 100), PAC, 30],
    [
      'Polygon: quitp(2.5) on a case worth 10 earns 2 (whole points, rounded down)',
      '2.5',
      'absolute',
      null,
      worth(10),
      PAC,
      2,
    ],
    ["Polygon: quitp(130) on a case worth 100 is the checker's failure", '130', 'absolute', null, worth(100), SE, null],
    ["Polygon, checker scale 10: quitp(11) is the checker's failure", '11', 'absolute', 10, worth(100), SE, null],
    ['Verdict: quitp(0.29) on a case worth 100 earns 29', '0.29', undefined, null, worth(100), PAC, 29],
    ["Verdict: quitp(3) is the checker's failure, not full marks", '3', 'fraction', null, worth(100), SE, null],
    ["quitp of a negative number is testlib's own FAIL", '-3', 'absolute', null, worth(100), SE, null],
    ['quitpi accepts the output', 'info', 'absolute', null, worth(100), AC, 100],
    ["quitpi accepts the output (Verdict's convention)", 'info', 'fraction', null, worth(100), AC, 100],
  ];
  for (const [name, printed, convention, scale, cases, status, score] of rows) {
    test(name, async () => {
      const r = await judge(printed, convention, scale, cases);
      expect({ status: r.status, score: r.status === SE ? null : r.score }).toEqual({ status, score });
    });
  }

  test('points out of range name what the checker wrote', async () => {
    const r = await judge('130', 'absolute', null, worth(100));
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('points 130');
    expect(r.errorMessage).toContain('worth 100');
  });

  test('the points information of quitpi is kept with the case', async () => {
    const r = await judge('info', 'absolute', null, worth(100));
    expect(e.host.records.get(r.id)!.cases[0]!.message).toContain('points_info=seen=info');
  });
});
