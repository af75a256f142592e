import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { kattisPackage } from '../../helpers/kattis-package.ts';
import { upload } from './helpers.ts';
import { fpsItem, PNG } from './package-builders.ts';
import { adminProblem, judgingSetup, stopJudging } from './package-fixtures.ts';

// Real compilers: output validators (the default one too) and special judges are compiled at import.
setDefaultTimeout(180_000);

const s = await judgingSetup();
afterAll(() => stopJudging(s));

const FILE_URL = /\/api\/public\/problem-files\/[\w-]{24}\/[\w.%-]+/g;

const SUM_TEX = `\\problemname{Sum Within One}
Given two integers, print their sum.

\\illustration{0.3}{fig/sum.png}{Two numbers}
\\includegraphics{missing.png}

\\section*{Input}
Two integers.

\\section*{Output}
One integer.
`;

const AVERAGE_MD =
  '# Average\n\nPrint the average. ![scale](scale.png)\n\n## Input\n\nTwo numbers.\n\n## Output\n\nTheir average.\n\n## Sample Explanation\n\n(1 + 2) / 2 = 1.5.\n';

test('Kattis statements keep their images and sample explanations; default limits and lost images are reported; odd names only refuse where files are read', async () => {
  const { env } = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    kattisPackage({
      'sumone/problem_statement/problem.en.tex': SUM_TEX,
      'sumone/problem_statement/fig/sum.png': PNG,
      'sumone/submissions/accepted/odd\\name.cpp': 'int main() {}\n',
      'average/problem_statement/problem.en.md': AVERAGE_MD,
      'average/problem_statement/scale.png': PNG,
    }),
  );
  expect(env.data).toEqual([
    {
      title: 'Sum Within One',
      id: expect.any(Number),
      problemId: 'P1000',
      warnings: [{ code: 'imageMissing', params: { image: 'missing.png' } }],
    },
    {
      title: 'Average',
      id: expect.any(Number),
      problemId: 'P1001',
      warnings: [
        { code: 'limitDefault', params: { limit: 'time', value: 1000 } },
        { code: 'limitDefault', params: { limit: 'memory', value: 2048 } },
      ],
    },
  ]);
  const sum = (await adminProblem(s, env.data[0].id)).problem;
  const [sumPng] = sum.description.match(FILE_URL);
  expect(sum.description).toBe(`Given two integers, print their sum.\n\n![Two numbers](${sumPng})\n![](missing.png)`);
  const average = (await adminProblem(s, env.data[1].id)).problem;
  const [scale] = average.description.match(FILE_URL);
  expect([average.description, average.hint]).toEqual([
    `Print the average. ![scale](${scale})`,
    '### Sample Explanation\n\n(1 + 2) / 2 = 1.5.',
  ]);
  for (const url of [sumPng, scale])
    expect(new Uint8Array(await (await s.t.app.request(url)).arrayBuffer())).toEqual(PNG);

  // An odd name among the test data refuses that problem only.
  const odd = await upload(
    s.t,
    '/api/file/import-kattis-problem',
    s.admin,
    kattisPackage({ 'sumone/data\\secret\\c.in': '1 1\n' }),
  );
  expect(odd.env.data.map((o: { title: string; error?: string }) => o.error ?? o.title)).toEqual([
    'The archive entry sumone/data\\secret\\c.in has an unsafe path',
    'Average',
  ]);
});

test('an FPS special judge that names no language is compiled as C, and the report says so', async () => {
  const spj = '<spj><![CDATA[#include <stdio.h>\nint main(void) { return 0; }]]></spj>';
  const xml = `<fps>${fpsItem({ title: 'Any answer', tests: [['1', '1']], extra: spj })}</fps>`;
  const { env } = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin,
    new TextEncoder().encode(xml),
    {},
    'spj.xml',
  );
  expect(env.data).toEqual([
    {
      title: 'Any answer',
      id: expect.any(Number),
      problemId: expect.any(String),
      warnings: [{ code: 'checkerLanguageDefault', params: { value: 'C' } }],
    },
  ]);
  expect((await adminProblem(s, env.data[0].id)).problem).toMatchObject({
    judgeMode: 'spj',
    spjLanguage: 'C',
    spjCompileOk: true,
  });
});
