import { afterAll, beforeAll, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { makeJudgingApp } from '../submissions/judge-helpers.ts';
import { problemForm } from './helpers.ts';

// The real judge (sandbox and compilers) compiles special judge code when a problem is saved.
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

const CHECKER = '#include <stdio.h>\nint main(int argc, char **argv) { return 0; }\n';

test('special judge code that compiles is saved and marked compiled; code that does not is refused with the compiler output', async () => {
  const good = problemForm({ problemId: 'SPJ1', judgeMode: 'spj', spjCode: CHECKER, spjLanguage: 'C' });
  const saved = await call(t.app, '/api/admin/problem', { method: 'POST', headers, json: good });
  expect(saved.env.status).toBe(200);
  const admin = (await call(t.app, `/api/admin/problem?pid=${saved.env.data.id}`, { headers })).env.data;
  expect([admin.problem.judgeMode, admin.problem.spjCompileOk, admin.problem.spjLanguage]).toEqual(['spj', true, 'C']);

  const bad = problemForm({
    problemId: 'SPJ2',
    judgeMode: 'interactive',
    spjCode: 'int main( { syntax error',
    spjLanguage: 'C++17',
  });
  const refused = await call(t.app, '/api/admin/problem', { method: 'POST', headers, json: bad });
  expect(refused.env.status).toBe(400);
  expect(refused.env.msg).toStartWith('Compile Error: ');
  expect(refused.env.msg).toContain('error');
  expect((await call(t.app, '/api/admin/problem/get-problem-list', { headers })).env.data.total).toBe(1);

  // Unchanged checker code is not compiled again: the save works even while the judge is away.
  const judge = t.deps.judge;
  t.deps.judge = undefined;
  try {
    const update = { ...good, problem: { ...good.problem, id: saved.env.data.id, title: 'Renamed' } };
    expect((await call(t.app, '/api/admin/problem', { method: 'PUT', headers, json: update })).env.status).toBe(200);
    const changed = { ...good, problem: { ...good.problem, id: saved.env.data.id, spjCode: `${CHECKER}// changed\n` } };
    expect((await call(t.app, '/api/admin/problem', { method: 'PUT', headers, json: changed })).env.msg).toBe(
      'The judge cannot compile the special or interactive judge code now; try again later',
    );
  } finally {
    t.deps.judge = judge;
  }

  expect(
    (
      await call(t.app, '/api/admin/problem/compile-spj', {
        method: 'POST',
        headers,
        json: { code: CHECKER, language: 'C' },
      })
    ).env.status,
  ).toBe(200);
  expect(
    (
      await call(t.app, '/api/admin/problem/compile-spj', {
        method: 'POST',
        headers,
        json: { code: 'nope', language: 'C' },
      })
    ).env.msg,
  ).toStartWith('Compile Error: ');
});
