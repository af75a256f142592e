import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { POLYGON_PROBLEM_XML as PROBLEM_XML, polygonPackage } from '../../helpers/polygon-package.ts';
import { upload, zip } from './helpers.ts';
import { adminProblem, judge, judgingSetup, stopJudging, MINI_TESTLIB, sumPlus } from './package-fixtures.ts';

// Real sandbox and compilers: the package's checker is compiled at import with its own testlib.h.
setDefaultTimeout(180_000);

const s = await judgingSetup();
afterAll(() => stopJudging(s));

test('a Polygon package imports its statement, samples, limits, tests with points and groups, and a checker with its own testlib.h', async () => {
  const { env } = await upload(s.t, '/api/file/import-polygon-problem', s.admin, polygonPackage());
  expect(env.msg).toBe('success');
  const [saved] = env.data as { id: number; problemId: string }[];
  const detail = await adminProblem(s, saved!.id);
  expect(detail.problem).toMatchObject({
    title: 'Sum Within One',
    timeLimit: 2000,
    memoryLimit: 256,
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    judgeMode: 'spj',
    spjLanguage: 'C++17',
    spjCompileOk: true,
    isFileIO: false,
    input: 'Two integers $a$ and $b$ ($|a|, |b| \\le 10^9$).',
    output: 'One integer.',
    hint: '- Any of $2$, $3$, $4$ is right for the sample.',
    exampleList: [{ input: '1 2\n', output: '3\n' }],
    judgeExtraFile: { 'testlib.h': MINI_TESTLIB },
  });
  expect(detail.problem.description).toBe(
    'Given $a$ and $b$, print their **sum** — or anything *one* away from it.\n\nSecond paragraph.',
  );
  expect(detail.samples.map((c: { score: number; groupNum: number }) => [c.score, c.groupNum])).toEqual([
    [0, 1],
    [60, 2],
    [60, 2],
    [40, 3],
  ]);
  expect(detail.tags.map((t: { name: string }) => t.name).sort()).toEqual(['implementation', 'math']);

  // Judged by the package's checker: within one is right; the complete group is lost by one wrong case.
  const near = await judge(s, saved!.problemId, sumPlus(1));
  expect([near.status, near.score]).toEqual([0, 100]);
  const wrongOnLarge = await judge(
    s,
    saved!.problemId,
    '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b+(a==100?5:0));}\n',
  );
  expect([wrongOnLarge.status, wrongOnLarge.score]).toEqual([8, 40]);
  expect((await judge(s, saved!.problemId, sumPlus(3))).status).toBe(-1);
});

// A testlib interactor: it sends the input, reads the program's sum and checks it against the answer.
const INTERACTOR = `#include "testlib.h"
#include <cstdio>
int main(int argc, char **argv) {
  registerInteraction(argc, argv);
  long long a = inf.readLong(), b = inf.readLong();
  std::printf("%lld %lld\\n", a, b);
  std::fflush(stdout);
  long long u = ouf.readLong(), e = ans.readLong();
  if (u != e) quitf(_wa, "expected %lld, found %lld", e, u);
  quitf(_ok, "right");
}
`;

test('an interactive Polygon problem is judged by its interactor; a custom checker beside an interactor is refused', async () => {
  const xml = PROBLEM_XML.replace(
    '<checker name="check.cpp" type="testlib">',
    '<interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor><checker name="std::wcmp.cpp" type="testlib">',
  ).replace(/points="\d+"/g, 'points="0"');
  const { env } = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    polygonPackage({
      'sum-within-one-7$linux/problem.xml': xml,
      'sum-within-one-7$linux/files/interactor.cpp': INTERACTOR,
    }),
  );
  expect(env.msg).toBe('success');
  const [saved] = env.data as { id: number; problemId: string }[];
  expect((await adminProblem(s, saved!.id)).problem).toMatchObject({
    judgeMode: 'interactive',
    type: 0,
    spjCompileOk: true,
    judgeExtraFile: { 'testlib.h': MINI_TESTLIB },
  });
  expect((await judge(s, saved!.problemId, sumPlus(0))).status).toBe(0);
  expect((await judge(s, saved!.problemId, sumPlus(1))).status).toBe(-1);

  const custom = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    polygonPackage({
      'sum-within-one-7$linux/problem.xml': xml.replace('std::wcmp.cpp', 'check.cpp'),
      'sum-within-one-7$linux/files/interactor.cpp': INTERACTOR,
    }),
  );
  expect(custom.env.msg).toBe(
    'The problem package is invalid: Sum Within One: interactive problems are judged by their interactor alone, so the custom checker check.cpp cannot be imported',
  );
});

test('a package without its generated tests, an unknown checker language, or a lone input file is refused by name', async () => {
  const generated = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    polygonPackage({ 'sum-within-one-7$linux/tests/03': null }),
  );
  expect(generated.env.msg).toBe(
    'Sum Within One: the test file sum-within-one-7$linux/tests/03 is not in the package (a package with generated tests must be the full package)',
  );
  const java = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    polygonPackage({ 'sum-within-one-7$linux/problem.xml': PROBLEM_XML.replace('type="cpp.g++17"', 'type="java.8"') }),
  );
  expect(java.env.msg).toBe('Sum Within One: the checker files/check.cpp (java.8) is not written in C or C++');
  const io = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    polygonPackage({
      'sum-within-one-7$linux/problem.xml': PROBLEM_XML.replace('input-file=""', 'input-file="sum.in"'),
    }),
  );
  expect(io.env.msg).toContain('reading sum.in and writing stdout cannot be judged here');
  const notPolygon = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin,
    zip({ 'p/problem.yaml': 'title: x\n' }),
  );
  expect(notPolygon.env.msg).toBe(
    'The problem package is invalid: no problem.xml found: this is not a Polygon package',
  );
});
