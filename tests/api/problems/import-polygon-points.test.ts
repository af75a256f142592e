/**
 * A Polygon checker's quitp gives absolute points: a problem imported from a Polygon package
 * reads them so (judge/checkers/points.ts), with the checker's scale when every scored test
 * carries the same points. Real sandbox and compilers.
 */
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { POLYGON_PROBLEM_XML, polygonPackage } from '../../helpers/polygon-package.ts';
import { call } from '../../helpers/app.ts';
import { upload } from './helpers.ts';
import { adminProblem, judge, judgingSetup, stopJudging, sumPlus } from './package-fixtures.ts';

setDefaultTimeout(180_000);

const s = await judgingSetup();
afterAll(() => stopJudging(s));

// Full marks are 10 points on the checker's scale; one away from the sum earns 3 of them.
const QUITP_CHECKER = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long e = ans.readLong(), u = ouf.readLong();
  if (u == e) quitp(10.0, "exact");
  if (u == e - 1 || u == e + 1) quitp(3.0, "one away");
  quitf(_wa, "expected %lld, found %lld", e, u);
}
`;

// Every test worth 10 points, each on its own (the sample worth nothing).
const TEN_EACH = POLYGON_PROBLEM_XML.replace(/group="1" points="30"/g, 'group="1" points="10"')
  .replace('group="2" points="40"', 'group="2" points="10"')
  .replace('name="1" points="60" points-policy="complete-group"', 'name="1" points="20" points-policy="each-test"')
  .replace('name="2" points="40"', 'name="2" points="10"');

async function importPolygon(overrides: Record<string, string>) {
  const { env } = await upload(s.t, '/api/file/import-polygon-problem', s.admin, polygonPackage(overrides));
  expect(env.msg).toBe('success');
  const [saved] = env.data as { id: number; problemId: string }[];
  return saved!;
}

test("a Polygon problem reads its checker's points as absolute, on the scale every scored test shares", async () => {
  const saved = await importPolygon({
    'sum-within-one-7$linux/problem.xml': TEN_EACH,
    'sum-within-one-7$linux/files/check.cpp': QUITP_CHECKER,
  });
  const detail = await adminProblem(s, saved.id);
  expect(detail.problem).toMatchObject({
    type: 1,
    judgeMode: 'spj',
    checkerPoints: 'absolute',
    checkerPointsScale: 10,
  });
  expect(detail.samples.map((c: { score: number }) => c.score)).toEqual([0, 10, 10, 10]);

  expect(await judge(s, saved.problemId, sumPlus(0))).toMatchObject({ status: 0, score: 30 });
  // quitp(3) of 10 on three cases worth 10: 3 points each (read as a fraction it would be full marks).
  expect(await judge(s, saved.problemId, sumPlus(1))).toMatchObject({ status: 8, score: 9 });
});

test("a Polygon problem with tests of different points reads the checker's points against each case's worth; an edit keeps the convention", async () => {
  const saved = await importPolygon({});
  const detail = await adminProblem(s, saved.id);
  expect(detail.problem).toMatchObject({ checkerPoints: 'absolute', checkerPointsScale: null });

  // The admin form does not send the convention: saving the problem keeps it.
  const { problem, samples, tags, languages, codeTemplates } = detail;
  const { checkerPoints: _c, checkerPointsScale: _s, ...fields } = problem;
  const res = await call(s.t.app, '/api/admin/problem', {
    method: 'PUT',
    headers: s.admin,
    json: { problem: { ...fields, title: 'Renamed' }, samples, tags, languages, codeTemplates, isUploadTestCase: true },
  });
  expect(res.env.msg).toBe('success');
  expect((await adminProblem(s, saved.id)).problem).toMatchObject({
    title: 'Renamed',
    checkerPoints: 'absolute',
    checkerPointsScale: null,
  });
});
