import { expect, test } from 'bun:test';
import { POLYGON_PROBLEM_XML, polygonPackage } from '../../helpers/polygon-package.ts';
import { call } from '../../helpers/app.ts';
import { setup, upload, type TestApp } from './helpers.ts';
import { PNG } from './package-builders.ts';

/**
 * Polygon packages as they come: answers missing (refused by test, unless the statement gives
 * them), the statement's own images, sections beyond the usual ones, and folders never read.
 */

const ROOT = 'sum-within-one-7$linux/';
// Judged by comparison (no checker to compile), points kept.
const XML = POLYGON_PROBLEM_XML.replace(/<checker[\s\S]*<\/checker>/, '');
const FILE_URL = /\/api\/public\/problem-files\/[\w-]{24}\/[\w.%-]+/g;

async function adminView(t: TestApp, headers: Record<string, string>, id: number) {
  return (await call(t.app, `/api/admin/problem?pid=${id}`, { headers })).env.data;
}

const at = (files: Record<string, string | Uint8Array | null>) =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [`${ROOT}${k}`, v]));

test('a missing answer refuses the problem naming the test, unless the statement gives it; images are carried, defaults and the tutorial reported, odd names where nothing is read ignored', async () => {
  using s = await setup();
  const missing = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin.headers,
    polygonPackage(at({ 'problem.xml': XML, 'tests/03.a': null })),
  );
  expect(missing.env.msg).toBe(
    'Sum Within One: the answer file sum-within-one-7$linux/tests/03.a of test 3 is not in the package (a package without answers must be the full package, or have its answers generated first)',
  );

  const bytes = polygonPackage(
    at({
      'problem.xml': XML.replace('<time-limit>2000</time-limit>', ''),
      // The sample's answer is left out: the statement's example.01.a gives it.
      'tests/01.a': null,
      'statement-sections/english/legend.tex':
        'Add them. \\includegraphics[width=3cm]{pic}\n\n\\includegraphics{gone.png}\n',
      'statement-sections/english/pic.png': PNG,
      'statement-sections/english/tutorial.tex': 'Just add.\n',
      'solutions/odd\\name.cpp': 'int main() {}\n',
    }),
  );
  const { env } = await upload(s.t, '/api/file/import-polygon-problem', s.admin.headers, bytes);
  expect(env.data).toEqual([
    {
      title: 'Sum Within One',
      id: expect.any(Number),
      problemId: 'P1000',
      warnings: [
        { code: 'sectionDropped', params: { section: 'tutorial.tex' } },
        { code: 'imageMissing', params: { image: 'gone.png' } },
        { code: 'limitDefault', params: { limit: 'time', value: 1000 } },
      ],
    },
  ]);
  const got = await adminView(s.t, s.admin.headers, env.data[0].id);
  const [png] = got.problem.description.match(FILE_URL);
  expect(got.problem.description).toBe(`Add them. ![](${png})\n\n![](gone.png)`);
  const served = await s.t.app.request(png);
  expect([served.headers.get('Content-Type'), new Uint8Array(await served.arrayBuffer())]).toEqual(['image/png', PNG]);
  expect(await Bun.file(`${s.t.dataDir}/testcases/${got.problem.id}/1.out`).text()).toBe('3\n');
});

test('an olymp.sty statement keeps its Interaction and Scoring sections; an odd name among the tests refuses the problem', async () => {
  using s = await setup();
  const tex = [
    '\\begin{problem}{Sum Within One}{standard input}{standard output}{2 seconds}{256 megabytes}',
    'Add them.',
    '\\InputFile',
    'Two integers.',
    '\\OutputFile',
    'One integer.',
    '\\Interaction',
    'Flush after each line.',
    '\\Scoring',
    'Group 1 is worth 60 points.',
    '\\Examples',
    '\\exmp{1 2',
    '}{3',
    '}%',
    '\\Note',
    'A note.',
    '\\end{problem}',
    '',
  ].join('\n');
  const sections = Object.fromEntries(
    ['legend.tex', 'input.tex', 'output.tex', 'notes.tex', 'example.01', 'example.01.a'].map((f) => [
      `statement-sections/english/${f}`,
      null,
    ]),
  );
  const { env } = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin.headers,
    polygonPackage(at({ 'problem.xml': XML, 'statements/english/problem.tex': tex, ...sections })),
  );
  const got = await adminView(s.t, s.admin.headers, env.data[0].id);
  expect([got.problem.description, got.problem.output, got.problem.hint]).toEqual([
    'Add them.',
    'One integer.\n\n### Interaction\n\nFlush after each line.',
    'A note.\n\n### Scoring\n\nGroup 1 is worth 60 points.',
  ]);
  expect(env.data[0].warnings).toEqual([]);

  const odd = await upload(
    s.t,
    '/api/file/import-polygon-problem',
    s.admin.headers,
    polygonPackage(at({ 'problem.xml': XML, 'tests\\05': '1 1\n' })),
  );
  expect(odd.env.msg).toBe('The archive entry sum-within-one-7$linux/tests\\05 has an unsafe path');
});
