import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup } from './helpers.ts';

async function save(s: Awaited<ReturnType<typeof setup>>, form: unknown, lang = 'en-US') {
  const { env } = await call(s.t.app, '/api/admin/problem', {
    method: 'POST',
    headers: { ...s.admin.headers, 'Accept-Language': lang },
    json: form,
  });
  return env;
}

test('the form rules are reported one at a time in the order of the spec', async () => {
  await using s = await setup();
  // A form that breaks every rule; fixing them one by one reveals the next message.
  const form = problemForm(
    {
      problemId: '',
      title: '',
      isFileIO: true,
      ioReadFileName: '',
      ioWriteFileName: null,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      judgeMode: 'spj',
      spjCode: '',
    },
    {
      samples: [],
      contest: { cid: 3, displayId: '', displayTitle: '' },
      languages: [],
      codeTemplates: [{ language: 'C', code: '  ', status: true }],
    },
  );
  const steps: [string, () => void][] = [
    [
      'Problem Display ID is required',
      () => {
        form.problem.problemId = 'P1';
      },
    ],
    [
      'Problem title is required',
      () => {
        form.problem.title = 'T';
      },
    ],
    [
      'Contest display ID and display title are required',
      () => {
        form.contest = { cid: 3, displayId: 'A', displayTitle: 'T' };
      },
    ],
    [
      'With file IO the input and output file names are required',
      () => {
        form.problem.ioReadFileName = 'in.txt';
        form.problem.ioWriteFileName = '../out';
      },
    ],
    [
      'The file name ../out may only hold letters, digits, dot, dash and underscore',
      () => {
        form.problem.ioWriteFileName = 'out.txt';
      },
    ],
    [
      'At least one judge sample is required',
      () => {
        form.samples = [
          { input: '1', output: '1', score: 50, groupNum: 1 },
          { input: '', output: '' },
        ];
      },
    ],
    [
      'Judge sample 2: the input or the output is required',
      () => {
        form.samples![1] = { input: '2', output: '', score: '' };
      },
    ],
    [
      'Judge sample 2: the score must be an integer of at least 0',
      () => {
        form.samples![1]!.score = '-1';
      },
    ],
    [
      'Judge sample 2: the score must be an integer of at least 0',
      () => {
        form.samples![1]!.score = '50';
      },
    ],
    [
      'Judge sample 2: the subtask group number is required',
      () => {
        form.samples![1]!.groupNum = 2;
      },
    ],
    [
      'The special judge code is required',
      () => {
        form.problem.judgeMode = 'default';
      },
    ],
    [
      'Please select at least one language',
      () => {
        form.languages = ['C', 'Brainfuck'];
      },
    ],
    [
      'Unknown language: Brainfuck',
      () => {
        form.languages = ['C'];
      },
    ],
    [
      'The enabled code template of C cannot be empty',
      () => {
        form.codeTemplates = [{ language: 'C', code: '', status: false }];
        form.tags = [{ name: 'dp' }, { name: 'DP' }];
      },
    ],
    [
      'Tags cannot be duplicated: DP',
      () => {
        form.tags = [{ name: 'dp' }];
      },
    ],
  ];
  for (const [message, fix] of steps) {
    expect(await save(s, form)).toEqual({ status: 400, msg: message, data: null });
    fix();
  }
  const env = await save(s, form);
  expect(env.status).toBe(200);
  expect(env.data.problemId).toBe('P1');
});

test('messages come in the asked language', async () => {
  await using s = await setup();
  expect((await save(s, problemForm({ problemId: '' }), 'zh-CN')).msg).toBe('题目展示ID不能为空');
  expect((await save(s, problemForm({}, { languages: [] }), 'zh-CN')).msg).toBe('请至少选择一种编程语言');
});

test('uploaded-case mode needs an archive, and a special judge needs a compiler for changed code', async () => {
  await using s = await setup();
  expect((await save(s, problemForm({}, { isUploadTestCase: true, samples: [] }))).msg).toBe(
    'Please upload the test case archive',
  );
  expect((await save(s, problemForm({}, { isUploadTestCase: true, uploadTestcaseDir: '../../etc' }))).msg).toBe(
    'The uploaded test data has expired or does not exist, please upload it again',
  );
  const spj = problemForm({ judgeMode: 'spj', spjCode: 'int main(){return 0;}', spjLanguage: 'Python3' });
  expect((await save(s, spj)).msg).toBe('Special and interactive judges must be written in C or C++, not Python3');
  spj.problem.spjLanguage = 'C';
  // This app runs without a judge, so changed checker code cannot be compiled and is refused.
  expect((await save(s, spj)).msg).toBe(
    'The judge cannot compile the special or interactive judge code now; try again later',
  );
  expect((await save(s, problemForm({ judgeMode: 'interactive' }))).msg).toBe('The interactive judge code is required');
});

test('types and ranges are checked by the schema and name the field', async () => {
  await using s = await setup();
  expect(await save(s, problemForm({ timeLimit: 0 }))).toMatchObject({
    msg: 'Time limit must be a whole number from 1 to 60000 ms',
    data: { field: 'problem.timeLimit' },
  });
  expect((await save(s, problemForm({ memoryLimit: 'big' as never }))).msg).toBe(
    'Memory limit must be a whole number from 1 to 4096 MB',
  );
  expect((await save(s, { problem: 'x' })).msg).toBe('problem must be object');
});

test('display ids are unique regardless of case, and a refused save writes nothing', async () => {
  await using s = await setup();
  await createProblem(s.t, s.admin.headers);
  const before = (await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).env.data
    .total;
  const env = await save(s, problemForm({ problemId: 'p1000' }, { tags: [{ name: 'fresh-tag' }] }));
  expect(env.msg).toBe('The problem display ID p1000 already exists');
  expect(
    (await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).env.data.total,
  ).toBe(before);
  expect((await call(s.t.app, '/api/get-all-problem-tags')).env.data).toEqual([]);
});

test('a saved problem comes back whole with defaults, and an update replaces its parts', async () => {
  await using s = await setup();
  const form = problemForm(
    { type: 1, hint: 'h' },
    {
      samples: [
        { input: '1', output: '1', score: 30 },
        { input: '2', output: '2', score: 70 },
      ],
      codeTemplates: [{ language: 'C', code: 'int main(){}', status: true }],
      tags: [{ name: 'math', color: '#f00' }],
    },
  );
  const { id } = await createProblem(s.t, s.admin.headers, form);
  const got = (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data;
  expect(got.problem).toMatchObject({
    problemId: 'P1000',
    title: 'A + B',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    type: 1,
    auth: 1,
    judgeMode: 'default',
    examples: '<input>1 2</input><output>3</output>',
    exampleList: [{ input: '1 2', output: '3' }],
    isUploadCase: false,
    caseVersion: 1,
    author: s.admin.username,
    hint: 'h',
  });
  expect(got.samples.map((c: { input: string; score: number; index: number }) => [c.index, c.input, c.score])).toEqual([
    [1, '1', 30],
    [2, '2', 70],
  ]);
  expect(got.tags.map((t: { name: string }) => t.name)).toEqual(['math']);
  expect(got.languages.sort()).toEqual(['C', 'C++17']);
  expect(got.codeTemplates).toEqual([{ language: 'C', code: 'int main(){}', status: true }]);

  const update = problemForm(
    { id, problemId: 'P1000', title: 'Renamed' },
    { samples: [{ input: 'x', output: 'y' }], languages: ['Java'], tags: [] },
  );
  const { env } = await call(s.t.app, '/api/admin/problem', { method: 'PUT', headers: s.admin.headers, json: update });
  expect(env.status).toBe(200);
  const after = (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data;
  expect([after.problem.title, after.problem.caseVersion, after.samples.length, after.languages, after.tags]).toEqual([
    'Renamed',
    2,
    1,
    ['Java'],
    [],
  ]);
  expect(await Bun.file(`${s.t.dataDir}/testcases/${id}/1.in`).text()).toBe('x');
  expect(await Bun.file(`${s.t.dataDir}/testcases/${id}/2.in`).exists()).toBe(false);
});
