import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setup, upload, zip, type TestApp } from './helpers.ts';
import { PDF, PNG } from './package-builders.ts';

/** Hydro exports as they come: HTML samples, additional files, PDF-only statements, one broken problem. */

async function adminView(t: TestApp, headers: Record<string, string>, id: number) {
  return (await call(t.app, `/api/admin/problem?pid=${id}`, { headers })).env.data;
}

const FILE_URL = /\/api\/public\/problem-files\/[\w-]{24}\/[\w.%-]+/g;

test('a Hydro export imports HTML samples, additional files linked, a PDF statement shown, and reports the broken problem', async () => {
  using s = await setup();
  const md = [
    '## 题目描述',
    'Count the trees. ![forest](file://forest.png)',
    '',
    'Data: [big input](file://big%20input.txt)',
    '',
    '## 样例',
    '<pre><code class="language-input1">1 &lt; 2\n</code></pre>',
    '<pre><code class="language-output1">yes\n</code></pre>',
    '',
    '## 提示',
    'None.',
  ].join('\n');
  const bytes = zip({
    'trees/problem.yaml': 'pid: T1\ntitle: Trees\n',
    'trees/problem_zh.md': md,
    'trees/additional_file/forest.png': PNG,
    'trees/additional_file/big input.txt': '1 2 3',
    'trees/testdata/1.in': '1 < 2',
    'trees/testdata/1.out': 'yes',
    'paper/problem.yaml': 'title: Paper\n',
    'paper/problem.md': '\n',
    'paper/additional_file/statement.pdf': PDF,
    'paper/testdata/1.in': '1',
    'paper/testdata/1.out': '1',
    'broken/problem.yaml': 'title: Broken\n',
    'broken/testdata/config.yaml': 'cases:\n  - input: gone.in\n    output: gone.out\n',
  });
  const { env } = await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, bytes, {}, 'bank.zip');
  // No limits in the packages: the defaults taken are reported.
  const defaults = [
    { code: 'limitDefault', params: { limit: 'time', value: 1000 } },
    { code: 'limitDefault', params: { limit: 'memory', value: 256 } },
  ];
  expect(env.data).toEqual([
    { title: 'Trees', id: expect.any(Number), problemId: 'T1', warnings: defaults },
    { title: 'Paper', id: expect.any(Number), problemId: 'P1000', warnings: defaults },
    { title: 'broken/problem.yaml', error: 'The problem package is invalid: broken/testdata/gone.in is missing' },
  ]);
  const trees = await adminView(s.t, s.admin.headers, env.data[0].id);
  const [png, txt] = trees.problem.description.match(FILE_URL);
  expect(trees.problem.description).toBe(`Count the trees. ![forest](${png})\n\nData: [big input](${txt})`);
  expect(trees.problem.exampleList).toEqual([{ input: '1 < 2\n', output: 'yes\n' }]);
  expect(trees.problem.hint).toBe('None.');
  const fetched = async (url: string) => {
    const res = await s.t.app.request(url);
    return [res.headers.get('Content-Type'), new Uint8Array(await res.arrayBuffer())];
  };
  expect(await fetched(png)).toEqual(['image/png', PNG]);
  expect(await fetched(txt)).toEqual(['text/plain; charset=utf-8', new TextEncoder().encode('1 2 3')]);
  const paper = await adminView(s.t, s.admin.headers, env.data[1].id);
  const [pdf] = paper.problem.description.match(FILE_URL);
  expect(paper.problem.description).toBe(`[statement.pdf](${pdf})`);
  expect(await fetched(pdf)).toEqual(['application/pdf', PDF]);
  // A file name the package never stored is not served.
  expect((await s.t.app.request(pdf.replace('statement.pdf', '..%2Fverdict.db'))).status).toBe(404);
});

test('a Kattis package sent to the Hydro import names what it looks like and where to import it', async () => {
  using s = await setup();
  const kattis = zip({
    'passfail/problem.yaml': 'name: Pass fail\n',
    'passfail/data/secret/1.in': '1',
    'passfail/data/secret/1.ans': '1',
  });
  expect(
    (await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, kattis, {}, 'passfail.zip')).env.msg,
  ).toBe(
    'passfail.zip looks like a Kattis package (passfail/problem.yaml, passfail/data/), not Hydro: choose “Kattis” on the import page',
  );
  const zh = await upload(
    s.t,
    '/api/file/import-hydro-problem',
    { ...s.admin.headers, 'Accept-Language': 'zh-CN' },
    kattis,
    {},
    'passfail.zip',
  );
  expect(zh.env.msg).toBe(
    'passfail.zip 看起来是 Kattis 题目包（passfail/problem.yaml, passfail/data/），不是 Hydro：请在导入页选择“Kattis”',
  );
});
