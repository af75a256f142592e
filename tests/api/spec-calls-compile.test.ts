import { afterAll, beforeAll, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { makeJudgingApp } from './submissions/judge-helpers.ts';

// The real judge (sandbox and compilers) compiles an interactor for the back office's problem form.
let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await makeJudgingApp();
  headers = (await createUserAndLogin(t.deps, t.app, { role: 1001 })).headers;
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

const compile = async (json: unknown) =>
  (await call(t.app, '/api/admin/problem/compile-interactive', { method: 'POST', headers, json })).env;

test('admin/problem/compile-interactive compiles an interactor with its extra files, and answers a failure with the compiler output', async () => {
  const interactor = '#include "io.h"\nint main(void) { return ANSWER; }\n';
  const ok = await compile({
    code: interactor,
    language: 'C',
    pid: null,
    extraFiles: { 'io.h': '#define ANSWER 0\n' },
  });
  expect([ok.status, ok.data]).toEqual([200, null]);
  const missingHeader = await compile({ code: interactor, language: 'C', extraFiles: {} });
  expect(missingHeader.status).toBe(400);
  expect(missingHeader.msg).toStartWith('Compile Error: ');
  expect(missingHeader.msg).toContain('io.h');
});
