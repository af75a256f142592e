import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setup, upload, zip } from './helpers.ts';

/** QDUOJ exports: several problems, one of them broken, and files sent to the wrong import. */

function qduoj(title: string, cases: string[]) {
  return {
    display_id: '',
    title,
    rule_type: 'ACM',
    time_limit: 1000,
    memory_limit: 256,
    description: { format: 'html', value: `<p>${title}</p>` },
    input_description: '',
    output_description: '',
    hint: '',
    source: '',
    samples: [{ input: '1', output: '1' }],
    tags: [],
    spj: null,
    template: {},
    test_case_score: cases.map((n) => ({ input_name: `${n}.in`, output_name: `${n}.out`, score: 0 })),
  };
}

test('a QDUOJ export imports its good problems and reports the broken one; nothing of the broken one is kept', async () => {
  using s = await setup();
  const bytes = zip({
    '1/problem.json': JSON.stringify(qduoj('First', ['1'])),
    '1/testcase/1.in': '1',
    '1/testcase/1.out': '1',
    '2/problem.json': JSON.stringify(qduoj('Second', ['1', '2'])),
    '2/testcase/1.in': '2',
    '2/testcase/1.out': '2',
    '3/problem.json': JSON.stringify(qduoj('Third', ['1'])),
    '3/testcase/1.in': '3',
    '3/testcase/1.out': '3',
  });
  const { env } = await upload(s.t, '/api/file/import-qdoj-problem', s.admin.headers, bytes, {}, 'qd.zip');
  expect(env.data).toEqual([
    { title: 'First', id: expect.any(Number), problemId: 'P1000', warnings: [] },
    { title: '2/problem.json', error: 'The problem package is invalid: 2/testcase/2.in is missing' },
    { title: 'Third', id: expect.any(Number), problemId: 'P1001', warnings: [] },
  ]);
  const list = (await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).env.data;
  expect(list.records.map((r: { title: string }) => r.title).sort()).toEqual(['First', 'Third']);
  const staging = `${s.t.dataDir}/testcases/.staging`;
  expect([...new Bun.Glob('*').scanSync({ cwd: staging, onlyFiles: false })]).toEqual([]);
});

test("a Hydro or our own package sent to the QDUOJ import says what it is, in the caller's language", async () => {
  using s = await setup();
  const hydro = zip({ 'a/problem.yaml': 'title: A\n', 'a/problem.md': 'text', 'a/testdata/1.in': '1' });
  expect((await upload(s.t, '/api/file/import-qdoj-problem', s.admin.headers, hydro, {}, 'a.zip')).env.msg).toBe(
    'a.zip looks like a Hydro package (a/problem.yaml), not QDUOJ: choose “Hydro” on the import page',
  );
  const ours = zip({ 'problem_1.json': '{}', 'problem_1/1.in': '1' });
  const zh = await upload(
    s.t,
    '/api/file/import-qdoj-problem',
    { ...s.admin.headers, 'Accept-Language': 'zh-CN' },
    ours,
    {},
    'v.zip',
  );
  expect(zh.env.msg).toBe('v.zip 看起来是 Verdict 题目包（problem_1.json），不是 QDUOJ：请在导入页选择“Verdict”');
});
