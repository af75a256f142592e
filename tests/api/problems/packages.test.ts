import { expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup, upload, zip, type TestApp } from './helpers.ts';

type Setup = Awaited<ReturnType<typeof setup>>;

async function adminView(s: Setup, id: number) {
  return (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data;
}

async function caseText(t: TestApp, id: number, name: string) {
  return Bun.file(`${t.dataDir}/testcases/${id}/${name}`).text();
}

test('export then import gives back the same problem, test data included', async () => {
  using source = await setup();
  const form = problemForm(
    {
      problemId: 'RT-1',
      title: 'Round trip',
      type: 1,
      difficulty: 2,
      timeLimit: 2000,
      hint: '**h**',
      isRemoveEndBlank: false,
      judgeExtraFile: { 'a.txt': 'A' },
    },
    {
      samples: [
        { input: 'in1', output: 'out1', score: 40 },
        { input: 'in2', output: 'out2', score: 60 },
      ],
      codeTemplates: [{ language: 'C', code: '// t', status: true }],
      tags: [{ name: 'sort' }],
      languages: ['C', 'Python3'],
    },
  );
  const { id } = await createProblem(source.t, source.admin.headers, form);
  const res = await source.t.app.request(`/api/file/export-problem?pid=${id}`, { headers: source.admin.headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Object.keys(unzipSync(bytes)).sort()).toEqual([
    `problem_${id}.json`,
    `problem_${id}/1.in`,
    `problem_${id}/1.out`,
    `problem_${id}/2.in`,
    `problem_${id}/2.out`,
  ]);

  using target = await setup();
  const { env } = await upload(target.t, '/api/file/import-problem', target.admin.headers, bytes);
  expect(env.status).toBe(200);
  const [created] = env.data as { id: number; problemId: string }[];
  expect(created!.problemId).toBe('RT-1');
  const before = await adminView(source, id);
  const after = await adminView(target, created!.id);
  const comparable = (v: typeof before) => ({
    problem: {
      ...v.problem,
      id: 0,
      authorUid: null,
      author: '',
      modifiedUser: '',
      gmtCreate: '',
      gmtModified: '',
      isUploadCase: true,
      caseVersion: 0,
    },
    samples: v.samples.map((c: { score: number; groupNum: number }) => [c.score, c.groupNum]),
    tags: v.tags.map((t: { name: string }) => t.name),
    languages: v.languages.sort(),
    codeTemplates: v.codeTemplates,
  });
  expect(comparable(after)).toEqual(comparable(before));
  expect([await caseText(target.t, created!.id, '1.in'), await caseText(target.t, created!.id, '2.out')]).toEqual([
    'in1',
    'out2',
  ]);
  // The same package again: our own format keeps display ids, so the second import is refused.
  const again = await upload(target.t, '/api/file/import-problem', target.admin.headers, bytes);
  expect(again.env.msg).toBe('The problem display ID RT-1 already exists');
});

test('a QDUOJ export imports with its statement, limits, OI scores, templates and test data', async () => {
  using s = await setup();
  const problem = {
    display_id: '1001',
    title: 'QD sum',
    rule_type: 'OI',
    time_limit: 3000,
    memory_limit: 128,
    description: { format: 'html', value: '<p>Add</p>' },
    input_description: { format: 'html', value: '<p>two ints</p>' },
    output_description: { format: 'html', value: '<p>sum</p>' },
    hint: { format: 'html', value: '' },
    source: 'QD',
    samples: [{ input: '1 1', output: '2' }],
    tags: ['easy'],
    spj: null,
    template: { 'C++': { prepend: '#include <cstdio>', template: 'int main(){}', append: '' } },
    test_case_score: [
      { input_name: '1.in', output_name: '1.out', score: 30 },
      { input_name: '2.in', output_name: '2.out', score: 70 },
    ],
  };
  const bytes = zip({
    'export/1/problem.json': JSON.stringify(problem),
    'export/1/testcase/1.in': '1 1',
    'export/1/testcase/1.out': '2',
    'export/1/testcase/2.in': '2 3',
    'export/1/testcase/2.out': '5',
  });
  const { env } = await upload(s.t, '/api/file/import-qdoj-problem', s.admin.headers, bytes);
  expect(env.status).toBe(200);
  const got = await adminView(s, env.data[0].id);
  expect(got.problem).toMatchObject({
    problemId: 'P1001',
    title: 'QD sum',
    type: 1,
    timeLimit: 3000,
    memoryLimit: 128,
    description: '<p>Add</p>',
    input: '<p>two ints</p>',
    source: 'QD',
    exampleList: [{ input: '1 1', output: '2' }],
  });
  expect(got.samples.map((c: { score: number }) => c.score)).toEqual([30, 70]);
  expect(got.tags.map((t: { name: string }) => t.name)).toEqual(['easy']);
  expect(got.codeTemplates).toEqual([{ language: 'C++17', code: '#include <cstdio>\nint main(){}', status: true }]);
  expect(got.languages.sort()).toEqual(['C', 'C++17', 'Java', 'Python3']);
  expect(await caseText(s.t, env.data[0].id, '2.out')).toBe('5');
  // The same display id is taken now: a QDUOJ import gets a fresh one instead.
  const second = await upload(s.t, '/api/file/import-qdoj-problem', s.admin.headers, bytes);
  expect(second.env.data[0].problemId).toBe('P1002');
});

test('an FPS XML file imports every item with limits converted and test pairs as data', async () => {
  using s = await setup();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2"><generator name="HUSTOJ" url="https://example.org/"/>
<item>
<title><![CDATA[FPS A+B]]></title>
<time_limit unit="s"><![CDATA[2]]></time_limit>
<memory_limit unit="mb"><![CDATA[64]]></memory_limit>
<description><![CDATA[<p>Add a & b</p>]]></description>
<input><![CDATA[two ints]]></input><output><![CDATA[their sum]]></output>
<sample_input><![CDATA[1 2]]></sample_input><sample_output><![CDATA[3]]></sample_output>
<test_input><![CDATA[10 20
]]></test_input><test_output><![CDATA[30
]]></test_output>
<test_input><![CDATA[-1 1]]></test_input><test_output><![CDATA[0]]></test_output>
<hint><![CDATA[]]></hint><source><![CDATA[classic]]></source>
<solution language="C"><![CDATA[int main(){}]]></solution>
</item>
<item>
<title><![CDATA[Samples only]]></title>
<time_limit unit="ms"><![CDATA[500]]></time_limit>
<memory_limit unit="kb"><![CDATA[131072]]></memory_limit>
<description><![CDATA[d]]></description>
<sample_input><![CDATA[x]]></sample_input><sample_output><![CDATA[y]]></sample_output>
</item>
</fps>`;
  const { env } = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin.headers,
    new TextEncoder().encode(xml),
    {},
    'problems.xml',
  );
  expect(env.status).toBe(200);
  expect(env.data.map((p: { problemId: string }) => p.problemId)).toEqual(['P1000', 'P1001']);
  const a = await adminView(s, env.data[0].id);
  expect(a.problem).toMatchObject({
    title: 'FPS A+B',
    timeLimit: 2000,
    memoryLimit: 64,
    description: '<p>Add a & b</p>',
    source: 'classic',
    exampleList: [{ input: '1 2', output: '3' }],
  });
  expect(a.samples.length).toBe(2);
  expect([await caseText(s.t, a.problem.id, '1.in'), await caseText(s.t, a.problem.id, '2.out')]).toEqual([
    '10 20\n',
    '0',
  ]);
  const b = await adminView(s, env.data[1].id);
  expect([b.problem.timeLimit, b.problem.memoryLimit, b.samples.length]).toEqual([500, 128, 1]);
  const bad = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin.headers,
    new TextEncoder().encode('<html></html>'),
    {},
    'x.xml',
  );
  expect(bad.env.msg).toBe('The problem package is invalid: x.xml is not an FPS file (no <fps> element)');
  const bomb =
    '<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><fps><item><title>&b;</title></item></fps>';
  const refused = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin.headers,
    new TextEncoder().encode(bomb),
    {},
    'bomb.xml',
  );
  expect(refused.env.msg).toBe('The problem package is invalid: bomb.xml declares XML entities');
});

test('a Hydro zip imports statement sections, samples, subtasks and limits', async () => {
  using s = await setup();
  const md = [
    '## 题目描述',
    'Compute the sum.',
    '',
    '## 输入格式',
    'Two integers.',
    '',
    '## 输出格式',
    'One integer.',
    '',
    '## 样例',
    '```input1',
    '1 2',
    '```',
    '',
    '```output1',
    '3',
    '```',
    '',
    '## 提示',
    'Be careful.',
  ].join('\n');
  const config = [
    'type: default',
    'time: 1.5s',
    'memory: 512m',
    'subtasks:',
    '  - score: 40',
    '    id: 1',
    '    cases:',
    '      - input: a1.in',
    '        output: a1.out',
    '      - input: a2.in',
    '        output: a2.out',
    '  - score: 60',
    '    id: 2',
    '    cases:',
    '      - input: b1.in',
    '        output: b1.out',
  ].join('\n');
  const bytes = zip({
    'P5/problem.yaml': 'pid: H1\ntitle: Hydro sum\ntag:\n  - math\n  - easy\n',
    'P5/problem_zh.md': md,
    'P5/testdata/config.yaml': config,
    'P5/testdata/a1.in': '1',
    'P5/testdata/a1.out': '1',
    'P5/testdata/a2.in': '2',
    'P5/testdata/a2.out': '2',
    'P5/testdata/b1.in': '3',
    'P5/testdata/b1.out': '3',
    'Q/problem.yaml': 'title: Plain\n',
    'Q/problem.md': 'Just text, no headings.',
    'Q/testdata/1.in': 'x',
    'Q/testdata/1.out': 'y',
    'Q/testdata/2.in': 'z',
  });
  const { env } = await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, bytes);
  expect(env.status).toBe(200);
  const [h, q] = env.data as { id: number; problemId: string }[];
  const got = await adminView(s, h!.id);
  expect(got.problem).toMatchObject({
    problemId: 'H1',
    title: 'Hydro sum',
    description: 'Compute the sum.',
    input: 'Two integers.',
    output: 'One integer.',
    hint: 'Be careful.',
    exampleList: [{ input: '1 2\n', output: '3\n' }],
    timeLimit: 1500,
    memoryLimit: 512,
    type: 1,
    judgeCaseMode: 'subtask_lowest',
  });
  // The lowest-case rule: each case of a subtask carries the subtask's whole score (40 + 60 in all).
  expect(got.samples.map((c: { score: number; groupNum: number }) => [c.score, c.groupNum])).toEqual([
    [40, 1],
    [40, 1],
    [60, 2],
  ]);
  expect(got.tags.map((t: { name: string }) => t.name)).toEqual(['math', 'easy']);
  const plain = await adminView(s, q!.id);
  expect([plain.problem.description, plain.problem.type, plain.samples.length]).toEqual([
    'Just text, no headings.',
    0,
    2,
  ]);
  expect(await caseText(s.t, q!.id, '2.out')).toBe('');
});

test('a package imports its valid problems and reports each refused one with the reason', async () => {
  using s = await setup();
  const good = {
    problem: { problemId: 'G1', title: 'Good' },
    samples: [{ input: '1.in', output: '1.out' }],
    languages: ['C'],
  };
  const broken = { problem: { problemId: 'B1', title: 'Broken' }, samples: [{ input: 'missing.in', output: '' }] };
  const bytes = zip({
    'problem_1.json': JSON.stringify(good),
    'problem_1/1.in': 'a',
    'problem_1/1.out': 'b',
    'problem_2.json': JSON.stringify(broken),
  });
  const first = (await upload(s.t, '/api/file/import-problem', s.admin.headers, bytes)).env;
  expect(first.data).toEqual([
    {
      title: 'Good',
      id: expect.any(Number),
      problemId: 'G1',
      warnings: ['time', 'memory', 'stack'].map((limit) => ({
        code: 'limitDefault',
        params: { limit, value: { time: 1000, memory: 256, stack: 128 }[limit]! },
      })),
    },
    { title: 'problem_2.json', error: 'The problem package is invalid: problem_2/missing.in is missing' },
  ]);
  const late = {
    problem: { problemId: 'L1', title: 'Late', timeLimit: 999999 },
    samples: [{ input: '1.in', output: '1.out' }],
  };
  const bytes2 = zip({ 'problem_2.json': JSON.stringify(late), 'problem_2/1.in': 'c' });
  expect((await upload(s.t, '/api/file/import-problem', s.admin.headers, bytes2)).env.msg).toBe(
    'Time limit: 999999 ms is more than the 60000 ms you may set',
  );
  expect(
    (await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).env.data.total,
  ).toBe(1);
  expect((await upload(s.t, '/api/file/import-problem', s.admin.headers, zip({ 'readme.txt': 'x' }))).env.msg).toBe(
    'The package holds no problem',
  );
  expect(
    (await upload(s.t, '/api/file/import-problem', s.admin.headers, zip({ 'problem_1.json': '{oops' }))).env.msg,
  ).toBe('The problem package is invalid: problem_1.json is not valid JSON');
  expect(
    (await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, zip({ '../problem.yaml': 'title: x' }))).env
      .msg,
  ).toBe('The archive entry ../problem.yaml has an unsafe path');
  expect(
    (
      await upload(
        s.t,
        '/api/file/import-hydro-problem',
        s.admin.headers,
        zip({ 'p/problem.yaml': 'title: x', 'p/testdata/config.yaml': 'type: objective' }),
      )
    ).env.msg,
  ).toBe('The problem package is invalid: x: Hydro problems of type objective are not supported');
});

test('several problems export into one package', async () => {
  using s = await setup();
  const a = await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'M1' }));
  const b = await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'M2' }));
  const res = await s.t.app.request(`/api/file/export-problem?pid=${a.id},${b.id}`, { headers: s.admin.headers });
  const names = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
  expect(names.filter((n) => n.endsWith('.json')).sort()).toEqual([`problem_${a.id}.json`, `problem_${b.id}.json`]);
  expect((await call(s.t.app, '/api/file/export-problem?pid=1;2', { headers: s.admin.headers })).env.status).toBe(400);
  expect((await call(s.t.app, '/api/file/export-problem?pid=999', { headers: s.admin.headers })).env.msg).toBe(
    'The problem does not exist',
  );
});
