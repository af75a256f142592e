import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { choiceProblems, contests, submissions } from '../../../src/db/schema/index.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { createContest, send, setup, submit, type Headers, type TestApp } from '../contests/helpers.ts';

const options = (images: string[] = []) =>
  ['Two', 'Three', 'Four', 'Five'].map((text, i) => ({ text, image: images[i] ?? '' }));

/** A valid choice form ("how much is 1 + 2?", answer B); override any field. */
export const choiceForm = (fields: Record<string, unknown> = {}) => ({
  problemId: 'CT1',
  title: 'One plus two',
  description: 'How much is 1 + 2?',
  options: options(),
  answer: 'B',
  analysis: 'Count: one, two, three.',
  auth: 1,
  ...fields,
});

async function createChoice(t: TestApp, headers: Headers, fields: Record<string, unknown> = {}): Promise<number> {
  const env = await send(t, 'POST', '/api/admin/choice-problem', headers, choiceForm(fields));
  if (env.status !== 200) throw new Error(env.msg);
  return env.data.id;
}

const answer = (t: TestApp, headers: Headers | undefined, body: Record<string, unknown>) =>
  send(t, 'POST', '/api/submit-c-problem-judge', headers, body);

describe('choice problems: the admin form', () => {
  test('a student cannot create or read the admin view; the rules come in order with their messages', async () => {
    using s = await setup();
    expect((await send(s.t, 'POST', '/api/admin/choice-problem', s.alice.headers, choiceForm())).status).toBe(403);
    const refusals = [];
    for (const fields of [
      { problemId: '' },
      { title: '' },
      { description: '' },
      { options: [...options().slice(0, 2), { text: '', image: '' }, options()[3]] },
      { answer: null },
    ]) {
      refusals.push((await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, choiceForm(fields))).msg);
    }
    expect(refusals).toEqual([
      'Problem Display ID is required',
      'Problem title is required',
      'Problem description is required',
      'Option C needs a text or an image',
      'Please choose the correct option',
    ]);
    const zh = await send(
      s.t,
      'POST',
      '/api/admin/choice-problem',
      { ...s.root.headers, 'Accept-Language': 'zh-CN' },
      choiceForm({ answer: null }),
    );
    expect(zh.msg).toBe('请选择正确选项');
    // An image must be a file of this site; a script link or another host is refused.
    for (const image of ['javascript:alert(1)', 'https://evil.example/x.png', '/api/public/file/../../etc/passwd']) {
      expect((await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, choiceForm({ image }))).status).toBe(
        400,
      );
    }
    const id = await createChoice(s.t, s.root.headers);
    expect(
      (await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, choiceForm({ problemId: 'ct1' }))).msg,
    ).toBe('The problem display ID ct1 already exists');
    expect((await send(s.t, 'GET', `/api/admin/choice-problem?pid=${id}`, s.alice.headers)).status).toBe(403);
    const admin = (await send(s.t, 'GET', `/api/admin/choice-problem?pid=${id}`, s.root.headers)).data;
    expect([admin.answer, admin.options[1].text]).toEqual(['B', 'Three']);
  });

  test('edits keep one row of options; the code form refuses a choice problem; the bank lists keep to code problems', async () => {
    using s = await setup();
    const id = await createChoice(s.t, s.root.headers);
    const env = await send(
      s.t,
      'PUT',
      '/api/admin/choice-problem',
      s.root.headers,
      choiceForm({ id, answer: 'C', title: 'Changed' }),
    );
    expect(env.status).toBe(200);
    expect(
      s.t.deps.db
        .select()
        .from(choiceProblems)
        .all()
        .map((r) => r.answer),
    ).toEqual(['C']);
    const list = (await send(s.t, 'GET', '/api/admin/choice-problem/list', s.root.headers)).data;
    expect(list.records.map((r: { title: string }) => r.title)).toEqual(['Changed']);
    const bank = (await send(s.t, 'GET', '/api/get-problem-list?limit=50', s.alice.headers)).data;
    expect(bank.records.map((r: { problemId: string }) => r.problemId)).not.toContain('CT1');
    expect(
      (await send(s.t, 'GET', `/api/admin/problem/get-problem-list?limit=50`, s.root.headers)).data.records.map(
        (r: { problemId: string }) => r.problemId,
      ),
    ).toContain('P1000');
    const put = await send(s.t, 'PUT', '/api/admin/problem', s.root.headers, {
      problem: { id, problemId: 'CT1', title: 'x' },
    });
    expect(put.msg).toBe('This is a choice problem: edit it in the computational-thinking problem list');
  });
});

describe('answering a choice problem', () => {
  test('a correct choice is Accepted, another Wrong Answer; the analysis opens after an answer; the status carries the selection', async () => {
    using s = await setup();
    const id = await createChoice(s.t, s.root.headers);
    const before = (await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=CT1', s.alice.headers)).data;
    expect([before.analysis, before.options.length, 'answer' in before]).toEqual([null, 4, false]);
    const wrong = await answer(s.t, s.alice.headers, { pid: 'CT1', selection: 'a' });
    expect(wrong.data).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, score: 0, isCorrect: 'False' });
    const right = await answer(s.t, s.alice.headers, { pid: 'CT1', selection: 'B' });
    expect(right.data).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100, isCorrect: 'True' });
    const after = (await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=CT1', s.alice.headers)).data;
    expect(after.analysis).toBe('Count: one, two, three.');
    const status = (await send(s.t, 'POST', '/api/get-c-user-problem-status', s.alice.headers, { pidList: [id, 999] }))
      .data;
    expect(status).toEqual({
      [id]: { status: 0, score: 100, selection: 'B' },
      999: { status: -10, score: null, selection: null },
    });
    // The computational-thinking pages' submission calls list and show the answers.
    const listed = (await send(s.t, 'GET', '/api/get-c-submission-list?onlyMine=true', s.alice.headers)).data
      .records as { submitId: number; language: string }[];
    expect(listed.map((r) => [r.submitId, r.language])).toEqual([
      [right.data.submitId, 'Choice'],
      [wrong.data.submitId, 'Choice'],
    ]);
    expect(
      (await send(s.t, 'GET', `/api/get-c-submission-detail?submitId=${right.data.submitId}`, s.alice.headers)).data
        .submission.code,
    ).toBe('B');
    // The bank's counters count choice answers as any judgement.
    expect((await send(s.t, 'GET', '/api/get-user-home-info', s.alice.headers)).data.total).toBe(2);
  });

  test('hostile answers: no selection, E, code to a choice problem, a choice to a code problem, a private problem, a visitor', async () => {
    using s = await setup();
    await createChoice(s.t, s.root.headers);
    await createChoice(s.t, s.root.headers, { problemId: 'CT2', auth: 2 });
    expect((await answer(s.t, s.alice.headers, { pid: 'CT1' })).msg).toBe('Please choose one of the options A to D');
    expect((await answer(s.t, s.alice.headers, { pid: 'CT1', selection: 'E' })).msg).toBe(
      'Please choose one of the options A to D',
    );
    expect((await answer(s.t, s.alice.headers, { pid: 'P1000', selection: 'A' })).msg).toBe(
      'This is not a choice problem',
    );
    expect((await submit(s.t, s.alice.headers, { pid: 'CT1', language: 'C' })).env.msg).toBe(
      'A choice problem is answered by choosing an option, not with code',
    );
    expect((await answer(s.t, s.alice.headers, { pid: 'CT2', selection: 'B' })).status).toBe(403);
    expect((await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=CT2', s.alice.headers)).status).toBe(403);
    expect((await answer(s.t, undefined, { pid: 'CT1', selection: 'B' })).status).toBe(401);
    expect(s.t.deps.db.select().from(submissions).all()).toHaveLength(0);
  });

  test('a rejudge after the correct option changed judges the answers again at once', async () => {
    using s = await setup();
    const id = await createChoice(s.t, s.root.headers);
    const { data } = await answer(s.t, s.alice.headers, { pid: 'CT1', selection: 'C' });
    await send(s.t, 'PUT', '/api/admin/choice-problem', s.root.headers, choiceForm({ id, answer: 'C' }));
    expect((await send(s.t, 'GET', `/api/admin/judge/rejudge?submitId=${data.submitId}`, s.root.headers)).status).toBe(
      200,
    );
    const row = s.t.deps.db.select().from(submissions).where(eq(submissions.submitId, data.submitId)).get()!;
    expect([row.status, row.score]).toEqual([JudgeStatus.ACCEPTED, 100]);
  });

  test('one random public choice question for practice; none is a clear error', async () => {
    using s = await setup();
    expect((await send(s.t, 'GET', '/api/question/single-choice', undefined)).msg).toBe(
      'There is no public choice question yet',
    );
    await createChoice(s.t, s.root.headers, { auth: 2 });
    expect((await send(s.t, 'GET', '/api/question/single-choice', undefined)).status).toBe(400);
    await createChoice(s.t, s.root.headers, { problemId: 'CT9', title: 'Nine' });
    expect((await send(s.t, 'GET', '/api/question/single-choice', undefined)).data).toMatchObject({
      problemId: 'CT9',
      analysis: null,
    });
  });
});

describe('a computational-thinking contest', () => {
  test('answers are saved while it runs; the hand-in closes them; the board scores the last answers; the list keeps CT apart', async () => {
    using s = await setup();
    const a = await createChoice(s.t, s.root.headers);
    const b = await createChoice(s.t, s.root.headers, { problemId: 'CT2', answer: 'D' });
    const code = await send(s.t, 'POST', '/api/admin/contest', s.root.headers, {
      ...(await import('../contests/helpers.ts')).contestForm({ type: 2 }),
    });
    expect(code.status).toBe(200);
    const cid = code.data.id;
    const refused = await send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', s.root.headers, {
      cid,
      pid: s.problem.id,
      displayId: 'Z',
    });
    expect(refused.msg).toBe('An CT contest accepts only CT problems');
    for (const [i, pid] of [a, b].entries()) {
      expect(
        (
          await send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', s.root.headers, {
            cid,
            pid,
            displayId: 'AB'[i],
          })
        ).status,
      ).toBe(200);
    }
    // Sealed from start to end: the answer is saved, its verdict kept until the end.
    expect((await answer(s.t, s.alice.headers, { pid: 'A', selection: 'B', cid })).data).toMatchObject({
      status: JudgeStatus.SUBMITTED_NO_RESULT,
      score: null,
      isCorrect: null,
    });
    await answer(s.t, s.alice.headers, { pid: 'B', selection: 'A', cid });
    await answer(s.t, s.bob.headers, { pid: 'A', selection: 'B', cid });
    await answer(s.t, s.bob.headers, { pid: 'B', selection: 'D', cid });
    // The contest's admin is told.
    expect((await answer(s.t, s.root.headers, { pid: 'A', selection: 'B', cid })).data.isCorrect).toBe('True');
    // The contest page's detail hides the analysis until the end.
    expect(
      (await send(s.t, 'GET', `/api/get-c-problem-detail?problemId=A&cid=${cid}`, s.alice.headers)).data.analysis,
    ).toBeNull();

    expect((await send(s.t, 'GET', `/api/get-c-contest-submit-record?cid=${cid}`, s.alice.headers)).data).toEqual({
      cid,
      handedIn: false,
      time: null,
    });
    expect((await send(s.t, 'POST', '/api/submit-contest', s.alice.headers, { cid })).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-c-contest-submit-record?cid=${cid}`, s.alice.headers)).data.handedIn).toBe(
      true,
    );
    expect((await answer(s.t, s.alice.headers, { pid: 'B', selection: 'D', cid })).msg).toBe(
      'You have handed in this contest: your answers can no longer change',
    );
    expect((await send(s.t, 'POST', '/api/submit-contest', s.alice.headers, { cid })).msg).toBe(
      'You have handed in this contest: your answers can no longer change',
    );

    type BoardRow = { username: string; totalScore: number };
    const board = async (headers: Headers, forceRefresh = false) =>
      (
        (await send(s.t, 'POST', '/api/get-contest-rank', headers, { cid, forceRefresh })).data.records as BoardRow[]
      ).map((r) => [r.username, r.totalScore]);
    expect(await board(s.root.headers, true)).toEqual([
      [s.bob.username, 200],
      [s.alice.username, 100],
    ]);
    expect((await board(s.bob.headers)).every(([, score]) => score === 0)).toBe(true);
    const sealed = (
      await send(s.t, 'POST', '/api/get-c-user-problem-status', s.alice.headers, { pidList: [a, b], cid })
    ).data;
    expect([sealed[a], sealed[b]]).toEqual([
      { status: JudgeStatus.SUBMITTED_NO_RESULT, score: null, selection: 'B' },
      { status: JudgeStatus.SUBMITTED_NO_RESULT, score: null, selection: 'A' },
    ]);

    // At the end the seal lifts: the board, the verdicts and the analysis.
    // It ends now: every answer so far lies before the end.
    s.t.deps.db.update(contests).set({ endTime: new Date() }).where(eq(contests.id, cid)).run();
    expect((await board(s.bob.headers)).filter(([name]) => name !== s.bob.username)).toEqual([[s.alice.username, 100]]);
    const open = (await send(s.t, 'POST', '/api/get-c-user-problem-status', s.alice.headers, { pidList: [a, b], cid }))
      .data;
    expect([open[a].status, open[b].status]).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
    expect(
      (await send(s.t, 'GET', `/api/get-c-problem-detail?problemId=A&cid=${cid}`, s.alice.headers)).data.analysis,
    ).toBe('Count: one, two, three.');

    const lists = async (q: string) =>
      (await send(s.t, 'GET', `/api/get-contest-list?${q}`, undefined)).data.records.map((r: { id: number }) => r.id);
    expect([await lists(''), await lists('type=2')]).toEqual([[], [cid]]);
    // An ordinary contest has no hand-in.
    const acm = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    expect((await send(s.t, 'POST', '/api/submit-contest', s.alice.headers, { cid: acm })).msg).toBe(
      'Only a computational-thinking contest is handed in',
    );
  });
});
