import { afterAll, beforeAll, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { createZipProblem, makeJudgingApp, A_PLUS_B } from './submissions/judge-helpers.ts';
import type { LanguageInfo } from '../../src/contract/languages.ts';

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Record<string, string>;
let student: Record<string, string>;
let pid: number;

beforeAll(async () => {
  t = await makeJudgingApp();
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  student = (await createUserAndLogin(t.deps, t.app, {})).headers;
  pid = await createZipProblem(t, root, { problemId: 'L1', cases: A_PLUS_B, languages: ['C++17', 'Python3'] });
});
afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

test('everyone gets the languages this host can run, with compile command and A+B template', async () => {
  const { env } = await call(t.app, '/api/languages');
  const list = env.data as LanguageInfo[];
  expect(list.every((l) => l.available)).toBe(true);
  const cpp = list.find((l) => l.id === 'C++17')!;
  expect(cpp.compileCommand).toStartWith('g++ -DONLINE_JUDGE -O2');
  expect(cpp.compileCommand).toContain('-std=c++17');
  expect(cpp.template).toContain('main');
  expect(cpp.factor).toBe(1);
  expect(list.find((l) => l.id === 'Python3')!.factor).toBe(2);
});

test('all=true shows unavailable languages with the reason to problem managers only', async () => {
  const asRoot = (await call(t.app, '/api/languages?all=true', { headers: root })).env.data as LanguageInfo[];
  const asStudent = (await call(t.app, '/api/languages?all=true', { headers: student })).env.data as LanguageInfo[];
  const missing = asRoot.filter((l) => !l.available);
  expect(asStudent.every((l) => l.available)).toBe(true);
  expect(asRoot.length).toBe(asStudent.length + missing.length);
  for (const l of missing) expect(l.reason).toBeTruthy();
});

test('with pid only the languages the problem allows', async () => {
  const { env } = await call(t.app, `/api/languages?pid=${pid}`);
  expect((env.data as LanguageInfo[]).map((l) => l.id).sort()).toEqual(['C++17', 'Python3']);
  const bad = await call(t.app, '/api/languages?pid=abc');
  expect(bad.env.status).toBe(400);
  expect(bad.env.msg).toContain('pid');
});

test('the problem page offers the judge template for languages without an admin template', async () => {
  const { env } = await call(t.app, '/api/get-problem-detail?problemId=L1');
  expect(Object.keys(env.data.codeTemplate).sort()).toEqual(['C++17', 'Python3']);
  expect(env.data.codeTemplate.Python3).toContain('input');
});
