import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { KATTIS_VALIDATOR_H as VALIDATOR_H, kattisPackage } from '../../helpers/kattis-package.ts';
import { upload, zip } from './helpers.ts';
import { adminProblem, judge, judgingSetup, stopJudging, sumPlus } from './package-fixtures.ts';

// Real sandbox and compilers: output validators are compiled at import.
setDefaultTimeout(180_000);

const s = await judgingSetup();
afterAll(() => stopJudging(s));

/** Average, printed a little off; wrong by one when the first number is at least 100. */
const AVERAGE =
  '#include <stdio.h>\nint main(){double a,b;scanf("%lf%lf",&a,&b);printf("%.4f\\n",(a+b)/2+0.0004+(a>=100?1:0));}\n';

test('a Kattis package imports both problems: statement, samples, limits, groups, and validators (custom with its own header, default with flags)', async () => {
  const { env } = await upload(s.t, '/api/file/import-kattis-problem', s.admin, kattisPackage());
  expect(env.msg).toBe('success');
  const [sum, average] = env.data as { id: number; problemId: string }[];
  const sumDetail = await adminProblem(s, sum!.id);
  expect(sumDetail.problem).toMatchObject({
    title: 'Sum Within One',
    timeLimit: 2000,
    memoryLimit: 512,
    type: 0,
    judgeMode: 'spj',
    spjCompileOk: true,
    description: 'Given two integers, print their sum, or a number *one* away.',
    input: 'Two integers $a$ and $b$.',
    output: 'One integer.',
    exampleList: [{ input: '1 2\n', output: '3\n' }],
    source: 'Verdict tests',
    judgeExtraFile: { 'validate.h': VALIDATOR_H },
  });
  expect(sumDetail.samples.length).toBe(3);
  expect(sumDetail.tags.map((t: { name: string }) => t.name).sort()).toEqual(['easy', 'math']);
  const averageDetail = await adminProblem(s, average!.id);
  expect(averageDetail.problem).toMatchObject({
    title: 'Average',
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    timeLimit: 1000,
    memoryLimit: 2048,
    description: 'Print the average of two numbers.',
    input: 'Two numbers.',
    output: 'Their average.',
  });
  expect(averageDetail.samples.map((c: { score: number; groupNum: number }) => [c.score, c.groupNum])).toEqual([
    [0, 1],
    [30, 2],
    [30, 2],
    [70, 3],
  ]);

  expect((await judge(s, sum!.problemId, sumPlus(-1))).status).toBe(0);
  expect((await judge(s, sum!.problemId, sumPlus(2))).status).toBe(-1);
  const partly = await judge(s, average!.problemId, AVERAGE);
  expect([partly.status, partly.score]).toEqual([8, 30]);
  const outside = await judge(s, average!.problemId, AVERAGE.replace('0.0004', '0.01'));
  expect(outside.status).toBe(-1);
});

// An interactive validator: it sends the input to the program and checks the sum it answers.
const INTERACTOR = `#include <cstdio>
#include <fstream>
#include <string>
int main(int argc, char **argv) {
  std::ifstream in(argv[1]), ans(argv[2]);
  long long a, b, e, u;
  in >> a >> b;
  ans >> e;
  std::printf("%lld %lld\\n", a, b);
  std::fflush(stdout);
  bool ok = std::scanf("%lld", &u) == 1 && u == e;
  std::ofstream(std::string(argv[3]) + "/judgemessage.txt") << (ok ? "right" : "wrong");
  return ok ? 42 : 43;
}
`;

test('an interactive Kattis problem is judged by its validator talking to the program', async () => {
  const { env } = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    zip({
      'talk/problem.yaml': 'name: Talk\nvalidation: custom interactive\n',
      'talk/output_validators/io/interactor.cpp': INTERACTOR,
      'talk/data/sample/1.in': '1 2\n',
      'talk/data/sample/1.ans': '3\n',
      'talk/data/secret/1.in': '40 2\n',
      'talk/data/secret/1.ans': '42\n',
    }),
  );
  expect(env.msg).toBe('success');
  const [talk] = env.data as { id: number; problemId: string }[];
  expect((await adminProblem(s, talk!.id)).problem).toMatchObject({ judgeMode: 'interactive', spjCompileOk: true });
  expect((await judge(s, talk!.problemId, sumPlus(0))).status).toBe(0);
  expect((await judge(s, talk!.problemId, sumPlus(1))).status).toBe(-1);
});

test('packages that cannot be judged as written are refused with what was found', async () => {
  const hydro = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    zip({ 'passfail/problem.yaml': 'title: x\n', 'passfail/testdata/1.in': '1\n' }),
  );
  expect(hydro.env.msg).toContain('looks like a Hydro package');
  const two = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    kattisPackage({ 'sumone/output_validators/sumcheck/util.cpp': 'int x;\n' }),
  );
  // The other problem of the package is still imported; the refused one is reported with the reason.
  const refused = (data: { title: string; error?: string }[]) =>
    data.filter((o) => o.error).map((o) => `${o.title} | ${o.error}`);
  expect(refused(two.env.data)).toEqual([
    'sumone/problem.yaml | The problem package is invalid: Sum Within One: a custom output validator must be one C or C++ source file (found: output_validators/sumcheck/validate.cpp, output_validators/sumcheck/validate.h, output_validators/sumcheck/util.cpp)',
  ]);
  expect(two.env.data.filter((o: { error?: string }) => !o.error).length).toBe(1);
  const flags = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    kattisPackage({ 'average/problem.yaml': 'name: Average\nvalidator_flags: magic_mode\n' }),
  );
  expect(refused(flags.env.data)).toEqual([
    'average/problem.yaml | Average: the checker type validator_flags magic_mode is not supported (supported: case_sensitive, space_change_sensitive, float_tolerance, float_absolute_tolerance, float_relative_tolerance)',
  ]);
});
