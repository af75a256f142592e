// Test data is checked against the size and sha256 recorded when it was saved before a submission
// is judged: a missing or changed file stops the judgement as System Error. Administrators read
// which problem and which file; the student reads that the test data is being fixed; the log says it.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { get, submitOk, type Headers } from './helpers.ts';
import { A_PLUS_B, createZipProblem, makeJudgingApp, PROGRAMS, uploadCases, waitFinal } from './judge-helpers.ts';

const BEING_FIXED = "The problem's test data is being fixed";

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Headers;
let student: Headers;
const logged: string[] = [];
const consoleError = console.error;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  student = (await createUserAndLogin(t.deps, t.app)).headers;
  // The server's log lines (warnings and errors go to stderr) are kept to be read.
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
});

afterEach(() => void (logged.length = 0));

afterAll(async () => {
  console.error = consoleError;
  await t.judge.stop();
  t[Symbol.dispose]();
});

const caseFile = (pid: number, name: string) => join(t.dataDir, 'testcases', String(pid), name);

async function judged(problemId: string, code = PROGRAMS.pyAc) {
  const sub = await submitOk(t, student, { pid: problemId, language: 'Python3', code });
  const states = await waitFinal(t, [sub.submitId]);
  return { id: sub.submitId, status: states[sub.submitId]!.status };
}

const errorFor = async (id: number, headers: Headers) =>
  (await get(t, `/api/get-submission-detail?submitId=${id}`, headers)).env.data.submission.errorMessage as
    | string
    | null;

/** The admin's text names the problem and the file; the student's and the log's are checked alongside. */
async function expectStopped(id: number, status: number, problemId: string, file: string, fault: RegExp) {
  expect(status).toBe(JudgeStatus.SYSTEM_ERROR);
  const forAdmin = await errorFor(id, root);
  expect(forAdmin).toContain(problemId);
  expect(forAdmin).toContain(file);
  expect(forAdmin).toMatch(fault);
  const forStudent = await errorFor(id, student);
  expect(forStudent).toStartWith(BEING_FIXED);
  expect(forStudent).not.toContain(t.dataDir);
  expect(forStudent).not.toContain('testcases');
  const zh = (await get(t, `/api/get-submission-detail?submitId=${id}`, { ...student, 'Accept-Language': 'zh-CN' })).env
    .data.submission.errorMessage;
  expect(zh).toContain('测试数据正在修复');
  expect(logged.some((line) => line.includes(problemId) && line.includes(file))).toBe(true);
}

describe('test data checked before judging', () => {
  test('a deleted .out: System Error naming the problem and the file, not Wrong Answer', async () => {
    const pid = await createZipProblem(t, root, { problemId: 'TD1', cases: A_PLUS_B });
    expect((await judged('TD1')).status).toBe(JudgeStatus.ACCEPTED);
    rmSync(caseFile(pid, '2.out'));
    const { id, status } = await judged('TD1');
    await expectStopped(id, status, 'TD1', '2.out', /missing/);
  });

  test('a changed file of the same size: System Error naming it', async () => {
    const pid = await createZipProblem(t, root, { problemId: 'TD2', cases: A_PLUS_B });
    writeFileSync(caseFile(pid, '1.in'), '1 3\n');
    const { id, status } = await judged('TD2');
    await expectStopped(id, status, 'TD2', '1.in', /changed/);
  });

  test('a missing folder: no server path and no blame on the sandbox for the student', async () => {
    const pid = await createZipProblem(t, root, { problemId: 'TD3', cases: A_PLUS_B });
    rmSync(join(t.dataDir, 'testcases', String(pid)), { recursive: true });
    const { id, status } = await judged('TD3');
    await expectStopped(id, status, 'TD3', '1.in', /missing/);
    expect(await errorFor(id, student)).not.toContain('sandbox');
  });

  test('once the test data is uploaded again, a rejudge judges the submission', async () => {
    const pid = await createZipProblem(t, root, { problemId: 'TD4', cases: A_PLUS_B });
    rmSync(caseFile(pid, '3.out'));
    const { id, status } = await judged('TD4');
    expect(status).toBe(JudgeStatus.SYSTEM_ERROR);
    const dir = await uploadCases(t, root, A_PLUS_B);
    const problem = (await get(t, `/api/admin/problem?pid=${pid}`, root)).env.data.problem;
    const saved = await call(t.app, '/api/admin/problem', {
      method: 'PUT',
      headers: root,
      json: {
        problem,
        samples: A_PLUS_B.map((_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out` })),
        isUploadTestCase: true,
        uploadTestcaseDir: dir,
        languages: ['Python3'],
      },
    });
    expect(saved.env.status).toBe(200);
    expect((await call(t.app, `/api/admin/judge/rejudge?submitId=${id}`, { headers: root })).env.status).toBe(200);
    expect((await waitFinal(t, [id]))[id]!.status).toBe(JudgeStatus.ACCEPTED);
  });
});
