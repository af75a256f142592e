import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { problemCases, problems } from '../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { submitOk, type Headers } from './submissions/helpers.ts';
import { makeJudgingApp, waitFinal } from './submissions/judge-helpers.ts';

// Installing writes every problem's test data, and one submission runs through the real judge: allow for a busy machine.
setDefaultTimeout(240_000);

const INSTALL = '/api/admin/problem/install-starter-set';
const HAN = /\p{Script=Han}/u;

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Headers;
let student: Headers;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  student = (await createUserAndLogin(t.deps, t.app)).headers;
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

const starterRows = () =>
  t.deps.db.select().from(problems).where(like(problems.problemId, 'S%')).orderBy(problems.problemId).all();

describe('the starter set', () => {
  test('a student cannot install it, and nothing is added', async () => {
    const { res, env } = await call(t.app, INSTALL, { method: 'POST', headers: student, json: {} });
    expect(res.status).toBe(403);
    expect(env.status).not.toBe(200);
    const anonymous = await call(t.app, INSTALL, { method: 'POST', json: {} });
    expect(anonymous.env.status).not.toBe(200);
    expect(starterRows()).toHaveLength(0);
  });

  test('root installs 30 or more problems, each in both languages with its test cases', async () => {
    const { env } = await call(t.app, INSTALL, { method: 'POST', headers: root, json: {} });
    expect(env.status).toBe(200);
    expect(env.data.failed).toEqual([]);
    expect(env.data.skipped).toEqual([]);
    expect(env.data.installed.length).toBeGreaterThanOrEqual(30);
    const rows = starterRows();
    expect(rows.map((p) => p.problemId)).toEqual(env.data.installed);
    for (const p of rows) {
      for (const text of [p.title, p.description, p.input, p.output, p.hint]) {
        expect(text).toMatch(/[A-Za-z]{3}/);
        expect(text).toMatch(HAN);
      }
      expect(p.examples).toContain('<input>');
      const cases = t.deps.db.select().from(problemCases).where(eq(problemCases.pid, p.id)).all();
      expect(cases.length).toBeGreaterThanOrEqual(5);
      expect(cases.length).toBeLessThanOrEqual(10);
      expect(cases.every((c) => c.inputSize! > 0 && c.outputSize! > 0)).toBe(true);
    }
    // The bank's list shows them to a student (public problems).
    const list = await call(t.app, '/api/get-problem-list?limit=50&currentPage=1', { headers: student });
    expect(list.env.data.total).toBeGreaterThanOrEqual(30);
  });

  test('installing again adds nothing and reports every problem as already there', async () => {
    const before = starterRows().length;
    const { env } = await call(t.app, INSTALL, { method: 'POST', headers: root, json: {} });
    expect(env.status).toBe(200);
    expect(env.data.installed).toEqual([]);
    expect(env.data.skipped).toHaveLength(before);
    expect(starterRows()).toHaveLength(before);
  });

  test('a reference solution submitted to its installed problem is Accepted by the real judge', async () => {
    const code = readFileSync(join(import.meta.dir, '../../starter/S023/main.cpp'), 'utf8');
    const sub = await submitOk(t, student, { pid: 'S023', language: 'C++17', code });
    const states = await waitFinal(t, [sub.submitId]);
    expect(states[sub.submitId]!.status).toBe(0);
  });
});
