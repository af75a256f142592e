import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setup, upload, zip, type TestApp } from './helpers.ts';
import { fpsItem } from './package-builders.ts';

/**
 * Imports never make a wrong problem silently: an FPS item whose only data is empty samples is
 * refused, and the report warns of every default taken and every part left out.
 */

async function adminView(t: TestApp, headers: Record<string, string>, id: number) {
  return (await call(t.app, `/api/admin/problem?pid=${id}`, { headers })).env.data;
}

const testFile = (t: TestApp, id: number, name: string) => Bun.file(`${t.dataDir}/testcases/${id}/${name}`).text();

test('an FPS item without test data and with empty samples is refused, not made one empty test; samples used as tests, defaults, SQL and lost images are reported', async () => {
  using s = await setup();
  // As HUSTOJ exports problems whose test data stayed on the server: empty samples, no test_input.
  const empty = fpsItem({ title: 'Empty', samples: [['<![CDATA[]]>', '<![CDATA[]]>']] });
  const sql = fpsItem({
    title: 'Samples only',
    timeLimit: '',
    samples: [['1 2', '3']],
    description:
      '<![CDATA[<img src="/upload/broken.png"><img src="/upload/gone.png"><img src="https://example.org/a.png">]]>',
    extra:
      '<solution language="SQL(sqlite3)"><![CDATA[select 1;]]></solution><img><src>/upload/broken.png</src><base64>aGVsbG8=</base64></img>',
  });
  const full = fpsItem({ title: 'Full', tests: [['1', '1']] });
  const xml = `<?xml version="1.0" encoding="UTF-8"?><fps version="1.2">${empty}${sql}${full}</fps>`;
  const { env } = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin.headers,
    new TextEncoder().encode(xml),
    {},
    'bank.xml',
  );
  expect(env.status).toBe(200);
  expect(env.data).toEqual([
    {
      title: 'Empty',
      error:
        'Empty has no test data and its samples are empty: it would be judged on one empty test, where any program that prints nothing is accepted',
    },
    {
      title: 'Samples only',
      id: expect.any(Number),
      problemId: 'P1000',
      warnings: [
        { code: 'samplesAsTests', params: { count: 1 } },
        { code: 'solutionsUnjudgeable', params: { languages: 'SQL(sqlite3)' } },
        { code: 'imageMissing', params: { image: '/upload/broken.png' } },
        { code: 'imageMissing', params: { image: '/upload/gone.png' } },
        { code: 'limitDefault', params: { limit: 'time', value: 1000 } },
        { code: 'languageDropped', params: { language: 'SQL(sqlite3)' } },
      ],
    },
    { title: 'Full', id: expect.any(Number), problemId: 'P1001', warnings: [] },
  ]);
  expect([await testFile(s.t, env.data[1].id, '1.in'), await testFile(s.t, env.data[1].id, '1.out')]).toEqual([
    '1 2',
    '3',
  ]);
  // Only bad items: the refusal names the empty samples in the caller's language.
  const zh = await upload(
    s.t,
    '/api/file/import-fps-problem',
    { ...s.admin.headers, 'Accept-Language': 'zh-CN' },
    new TextEncoder().encode(`<fps>${empty}</fps>`),
    {},
    'empty.xml',
  );
  expect(zh.env.msg).toBe('Empty 没有测试数据，样例也是空的：导入后只有一个空测试点，任何什么都不输出的程序都会通过');
});

test('a Hydro statement keeps text under headings it does not know after the samples; missing answers, limits and subtask scores taken are reported', async () => {
  using s = await setup();
  const md = [
    '## Description',
    'Add two numbers.',
    '',
    '## Samples',
    '```input1',
    '1 2',
    '```',
    '```output1',
    '3',
    '```',
    '',
    '## 样例解释',
    '1 + 2 = 3.',
    '',
    '## Hint',
    'Small numbers.',
  ].join('\n');
  const bytes = zip({
    'add/problem.yaml': 'title: Add\n',
    'add/problem.md': md,
    'add/testdata/1.in': '1 2\n',
    'add/testdata/1.out': '3\n',
    'add/testdata/2.in': '5 5\n',
    // Subtask 1 gives no score: the default share is reported.
    'sub/problem.yaml': 'title: Sub\n',
    'sub/testdata/1.in': '1',
    'sub/testdata/1.out': '1',
    'sub/testdata/2.in': '2',
    'sub/testdata/2.out': '2',
    'sub/testdata/config.yaml':
      'time: 1s\nmemory: 128m\nsubtasks:\n  - id: 1\n    cases:\n      - { input: 1.in, output: 1.out }\n  - id: 2\n    score: 60\n    cases:\n      - { input: 2.in, output: 2.out }\n',
  });
  const { env } = await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, bytes, {}, 'add.zip');
  expect(env.data).toEqual([
    {
      title: 'Add',
      id: expect.any(Number),
      problemId: 'P1000',
      warnings: [
        { code: 'answerMissing', params: { test: 'add/testdata/2.in' } },
        { code: 'limitDefault', params: { limit: 'time', value: 1000 } },
        { code: 'limitDefault', params: { limit: 'memory', value: 256 } },
      ],
    },
    {
      title: 'Sub',
      id: expect.any(Number),
      problemId: 'P1001',
      warnings: [{ code: 'subtaskScoreDefault', params: { subtask: 1, value: 50 } }],
    },
  ]);
  const got = await adminView(s.t, s.admin.headers, env.data[0].id);
  expect([got.problem.description, got.problem.hint, got.problem.exampleList]).toEqual([
    'Add two numbers.',
    'Small numbers.\n\n## 样例解释\n\n1 + 2 = 3.',
    [{ input: '1 2\n', output: '3\n' }],
  ]);
});
