import { afterAll, beforeAll, describe, expect, test, setDefaultTimeout } from 'bun:test';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { listening, submissionChannel } from '../../../src/domain/events/hub.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { get, submitOk, type Headers } from './helpers.ts';
import { A_PLUS_B, createZipProblem, makeJudgingApp, OI_CASES, PROGRAMS, waitFinal } from './judge-helpers.ts';

// Each test creates accounts (argon2 hashing) and may run real programs: allow for a busy machine.
setDefaultTimeout(120_000);

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Headers;
let user: Headers;
let acm: number;
let oi: number;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  user = (await createUserAndLogin(t.deps, t.app)).headers;
  acm = await createZipProblem(t, root, { problemId: 'ACM1', cases: A_PLUS_B });
  oi = await createZipProblem(t, root, { problemId: 'OI1', type: 1, cases: OI_CASES, scores: [10, 20, 30, 40] });
  await createZipProblem(t, root, { problemId: 'HIDE1', cases: A_PLUS_B, openCaseResult: false });
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

async function judged(pid: string, language: string, code: string, headers = user) {
  const sub = await submitOk(t, headers, { pid, language, code });
  const states = await waitFinal(t, [sub.submitId]);
  return { id: sub.submitId, state: states[sub.submitId]! };
}

async function cases(id: number, headers = user) {
  const { env } = await get(t, `/api/get-all-case-result?submitId=${id}`, headers);
  return env.data;
}

describe('judging through the API', () => {
  test.each([
    ['C++17', 0, PROGRAMS.cppAc, [0, 0, 0]],
    ['C++17', -1, PROGRAMS.cppWa, [-1, -1, -1]],
    ['Python3', 0, PROGRAMS.pyAc, [0, 0, 0]],
    ['Python3', -1, PROGRAMS.pyWa, [0, -1, -1]],
    ['Java', 0, PROGRAMS.javaAc, [0, 0, 0]],
  ] as const)('ACM: a %s program judged %d, with its case results', async (language, status, code, caseStatuses) => {
    const { id, state } = await judged('ACM1', language, code);
    expect(state).toMatchObject({ status, score: null, judger: 'test-judge', isManual: false });
    expect(state.time).toBeGreaterThanOrEqual(0);
    const result = await cases(id);
    expect(result.judgeCaseMode).toBe('default');
    expect(result.judgeCaseList.map((c: { status: number }) => c.status)).toEqual(caseStatuses);
    expect(result.judgeCaseList.map((c: { inputData: string }) => c.inputData)).toEqual(['1.in', '2.in', '3.in']);
    const detail = (await get(t, `/api/get-submission-detail?submitId=${id}`, user)).env.data.submission;
    expect(detail).toMatchObject({ status, language, code, errorMessage: null });
  });

  test.each([
    ['C++17', PROGRAMS.cppCe],
    ['Java', PROGRAMS.javaCe],
  ])('%s compile error: the compiler message, no case results', async (language, code) => {
    const { id, state } = await judged('ACM1', language, code);
    expect(state.status).toBe(-2);
    const detail = (await get(t, `/api/get-submission-detail?submitId=${id}`, user)).env.data.submission;
    expect(detail.errorMessage).toMatch(/error/i);
    expect((await cases(id)).judgeCaseList).toEqual([]);
  });

  test('time limit exceeded', async () => {
    const { id, state } = await judged('ACM1', 'C++17', PROGRAMS.cppTle);
    expect(state.status).toBe(1);
    expect(state.time).toBeLessThanOrEqual(1000);
    expect((await cases(id)).judgeCaseList[0]).toMatchObject({ caseIndex: 1, status: 1 });
  });

  test('OI: partial accepted with the sum of the passed cases; accepted scores the total', async () => {
    const half = await judged('OI1', 'C++17', PROGRAMS.cppHalf);
    // round(0.1·30 + 2·0·30/100) = 3
    expect(half.state).toMatchObject({ status: 8, score: 30, oiRankScore: 3 });
    expect(
      (await cases(half.id)).judgeCaseList.map((c: { status: number; score: number }) => [c.status, c.score]),
    ).toEqual([
      [0, 10],
      [0, 20],
      [-1, 0],
      [-1, 0],
    ]);
    const full = await judged('OI1', 'Python3', PROGRAMS.pyAc);
    expect(full.state).toMatchObject({ status: 0, score: 100, oiRankScore: 10 });
    const none = await judged('OI1', 'C++17', PROGRAMS.cppWa);
    expect(none.state).toMatchObject({ status: -1, score: 0 });
  });

  test('subtasks: each group scores its lowest case, and the results come grouped', async () => {
    await createZipProblem(t, root, {
      problemId: 'SUB1',
      type: 1,
      cases: OI_CASES,
      scores: [10, 20, 30, 40],
      groups: [1, 1, 2, 2],
      judgeCaseMode: 'subtask_lowest',
    });
    const { id, state } = await judged('SUB1', 'C++17', PROGRAMS.cppHalf);
    expect(state).toMatchObject({ status: 8, score: 10, oiRankScore: 1 });
    const result = await cases(id);
    expect(result.judgeCaseMode).toBe('subtask_lowest');
    expect(
      result.subTaskJudgeCaseVoList.map(
        ({
          subtaskDetailList,
          time,
          memory,
          ...g
        }: Record<string, unknown> & { subtaskDetailList: { status: number }[] }) => ({
          ...g,
          cases: subtaskDetailList.map((c) => c.status),
        }),
      ),
    ).toEqual([
      { groupNum: 1, status: 0, score: 10, ac: 2, total: 2, cases: [0, 0] },
      { groupNum: 2, status: -1, score: 0, ac: 0, total: 2, cases: [-1, -4] },
    ]);
  });

  test("the user's problem status follows the results", async () => {
    const other = (await createUserAndLogin(t.deps, t.app)).headers;
    const status = async () =>
      (
        await call(t.app, '/api/get-user-problem-status', {
          method: 'POST',
          headers: other,
          json: { pidList: [acm, oi] },
        })
      ).env.data;
    expect(await status()).toMatchObject({ [acm]: { status: -10 }, [oi]: { status: -10 } });
    await judged('ACM1', 'C++17', PROGRAMS.cppWa, other);
    await judged('OI1', 'C++17', PROGRAMS.cppHalf, other);
    expect(await status()).toMatchObject({ [acm]: { status: -1 }, [oi]: { status: 8, score: 30 } });
    await judged('ACM1', 'C++17', PROGRAMS.cppAc, other);
    expect(await status()).toMatchObject({ [acm]: { status: 0 } });
  });

  test("case results show the user's output only where the problem opens it (administrators always)", async () => {
    const { id } = await judged('HIDE1', 'C++17', PROGRAMS.cppWa);
    expect((await cases(id)).judgeCaseList.map((c: { userOutput: string | null }) => c.userOutput)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await cases(id, root)).judgeCaseList[0].userOutput).toBe('-1\n');
    const open = await judged('ACM1', 'C++17', PROGRAMS.cppWa);
    expect((await cases(open.id)).judgeCaseList[1].userOutput).toBe('107\n');
  });
});

describe('rejudge, manual judge and cancel with the judge running', () => {
  test('rejudge judges again from scratch', async () => {
    const { id } = await judged('ACM1', 'C++17', PROGRAMS.cppAc);
    await call(t.app, `/api/admin/judge/manual-judge?submitId=${id}&status=-1`, { headers: root });
    const before = (await cases(id)).judgeCaseList;
    const res = await get(t, `/api/admin/judge/rejudge?submitId=${id}`, root);
    expect(res.env.data.status).toBe(5);
    const states = await waitFinal(t, [id]);
    expect(states[id]).toMatchObject({ status: 0, isManual: false, judger: 'test-judge' });
    const after = (await cases(id)).judgeCaseList;
    expect(after.map((c: { status: number }) => c.status)).toEqual([0, 0, 0]);
    expect(after).toHaveLength(before.length);
  });

  test('a cancelled submission stays cancelled: the running attempt is dropped', async () => {
    const sub = await submitOk(t, user, { pid: 'ACM1', language: 'C++17', code: PROGRAMS.cppTle });
    const res = await get(t, `/api/admin/judge/cancel-judge?submitId=${sub.submitId}`, root);
    expect(res.env.data).toMatchObject({ status: -4, isManual: true });
    // Judge something after it; by then the cancelled attempt has long been refused.
    const later = await judged('ACM1', 'C++17', PROGRAMS.cppTle);
    await judged('ACM1', 'C++17', PROGRAMS.cppAc);
    expect(later.state.status).toBe(1);
    const detail = (await get(t, `/api/get-submission-detail?submitId=${sub.submitId}`, user)).env.data.submission;
    expect(detail).toMatchObject({ status: -4, isManual: true });
    expect((await cases(sub.submitId)).judgeCaseList).toEqual([]);
  });
});

describe('online test runs', () => {
  async function testRun(body: Record<string, unknown>) {
    const { env } = await call(t.app, '/api/submit-problem-test-judge', {
      method: 'POST',
      headers: user,
      json: { pid: 'ACM1', language: 'C++17', code: PROGRAMS.cppAc, userInput: '2 3\n', mode: 'default', ...body },
    });
    if (env.status !== 200) return env;
    for (;;) {
      const r = await get(t, `/api/get-test-judge-result?testJudgeKey=${env.data}`, user);
      if (r.env.status !== 200 || ![5, 6, 7].includes(r.env.data.status)) return r.env;
      await Bun.sleep(50);
    }
  }

  test('runs the code on the input, compares with the expected output when given', async () => {
    expect((await testRun({})).data).toMatchObject({
      status: 0,
      userInput: '2 3\n',
      userOutput: '5\n',
      expectedOutput: null,
      problemJudgeMode: 'default',
    });
    expect((await testRun({ expectedOutput: '5' })).data).toMatchObject({ status: 0, userOutput: '5\n' });
    expect((await testRun({ expectedOutput: '6' })).data).toMatchObject({ status: -1, userOutput: '5\n' });
    const ce = (await testRun({ code: PROGRAMS.cppCe })).data;
    expect(ce.status).toBe(-2);
    expect(ce.stderr).toMatch(/error/);
  });

  test('applies the code and input rules, and keeps the result for its owner', async () => {
    expect((await testRun({ code: ' ' })).msg).toBe('Code can not be empty');
    expect((await testRun({ code: 'x'.repeat(65536) })).msg).toBe('Code Length can not exceed 65535');
    expect((await testRun({ userInput: '1'.repeat(1001) })).msg).toBe('The test input can not exceed 1000 characters');
    expect((await testRun({ language: 'Java', pid: 'OI1' })).status).toBe(200);
    const { env } = await call(t.app, '/api/submit-problem-test-judge', {
      method: 'POST',
      json: { pid: 'ACM1', language: 'C++17', code: 'x', userInput: '' },
    });
    expect(env.msg).toBe('Please login first');
    const started = await call(t.app, '/api/submit-problem-test-judge', {
      method: 'POST',
      headers: user,
      json: { pid: 'ACM1', language: 'C++17', code: PROGRAMS.cppAc, userInput: '1 1' },
    });
    const other = (await createUserAndLogin(t.deps, t.app)).headers;
    expect((await get(t, `/api/get-test-judge-result?testJudgeKey=${started.env.data}`, other)).env).toMatchObject({
      status: 404,
      msg: 'The test result has expired or does not exist',
    });
  });
});

describe('GET /api/events with submissions', () => {
  test('streams each change until the submissions are final', async () => {
    const a = await submitOk(t, user, { pid: 'ACM1', language: 'C++17', code: PROGRAMS.cppAc });
    const b = await submitOk(t, user, { pid: 'ACM1', language: 'Python3', code: PROGRAMS.pyWa });
    const res = await t.app.request(`/api/events?submitIds=${a.submitId},${b.submitId}`, { headers: user });
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/event: status\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!));
    const last = (id: number) => events.filter((e) => e.submitId === id).at(-1);
    expect(last(a.submitId)).toMatchObject({ status: 0 });
    expect(last(b.submitId)).toMatchObject({ status: -1 });
    expect([5, 6, 7]).toContain(events.find((e) => e.submitId === a.submitId).status);
    expect(Object.keys(events[0]).sort()).toEqual(['memory', 'score', 'status', 'submitId', 'time']);
    expect(listening(submissionChannel(a.submitId)) || listening(submissionChannel(b.submitId))).toBe(false);
  });

  test('watches only what the caller may see, and checks the id list', async () => {
    const bad = await get(t, '/api/events?submitIds=1,x');
    expect(bad.env).toMatchObject({ status: 400, msg: 'submitIds has an invalid format' });
    const res = await t.app.request('/api/events?submitIds=99999999');
    expect(await res.text()).toBe('');
  });
});
