import { describe, expect, test } from 'bun:test';
import { createTraining, send, setup, trainingForm, type Headers, type TestApp } from '../trainings/helpers.ts';

/** A valid choice problem ("how much is 1 + 2?", answer B) under the given display id. */
async function createChoice(t: TestApp, headers: Headers, problemId: string): Promise<number> {
  const options = ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' }));
  const env = await send(t, 'POST', '/api/admin/choice-problem', headers, {
    problemId,
    title: `Sum ${problemId}`,
    description: 'How much is 1 + 2?',
    options,
    answer: 'B',
    analysis: 'Count.',
    auth: 1,
  });
  if (env.status !== 200) throw new Error(env.msg);
  return env.data.id;
}

const ids = (page: { records: { id: number }[] }) => page.records.map((r) => r.id);

describe('computational-thinking trainings', () => {
  test('the public list keeps to code trainings unless choice ones are asked; the back office lists both; the kind stays on edit', async () => {
    using s = await setup();
    const code = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Loops' });
    const choice = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Thinking', kind: 'choice' });
    expect(ids((await send(s.t, 'GET', '/api/get-training-list', s.alice.headers)).data)).toEqual([code]);
    const ct = (await send(s.t, 'GET', '/api/get-training-list?kind=choice', s.alice.headers)).data;
    expect([ids(ct), ct.records[0].kind]).toEqual([[choice], 'choice']);
    expect(ids((await send(s.t, 'GET', '/api/admin/training/get-training-list', s.root.headers)).data).sort()).toEqual(
      [code, choice].sort(),
    );
    expect(
      ids((await send(s.t, 'GET', '/api/admin/training/get-training-list?kind=choice', s.root.headers)).data),
    ).toEqual([choice]);
    // An edit that names another kind keeps the kind the training was created with.
    const edit = await send(
      s.t,
      'PUT',
      '/api/admin/training',
      s.root.headers,
      trainingForm(s.categoryId, { id: choice, title: 'Thinking 2', kind: 'code' }),
    );
    expect(edit.status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${choice}`, s.alice.headers)).data.kind).toBe(
      'choice',
    );
    // A kind the server does not know is refused with the field named, not a 500.
    const bad = await send(s.t, 'GET', '/api/get-training-list?kind=video', s.alice.headers);
    expect([bad.status, bad.msg]).toEqual([400, expect.stringContaining('kind')]);
  });

  test('a choice training takes only choice problems from the bank, a code training only code problems, in both languages', async () => {
    using s = await setup();
    const ct1 = await createChoice(s.t, s.root.headers, 'CT1');
    const choice = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Thinking', kind: 'choice' });
    const code = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Loops' });
    const picks = (tid: number) =>
      send(s.t, 'GET', `/api/admin/training/get-problem-list?tid=${tid}&limit=50`, s.root.headers);
    expect(((await picks(choice)).data.records as { problemId: string }[]).map((r) => r.problemId)).toEqual(['CT1']);
    expect(((await picks(code)).data.records as { problemId: string }[]).map((r) => r.problemId)).not.toContain('CT1');
    const add = (tid: number, pid: number, lang = 'en-US') =>
      send(
        s.t,
        'POST',
        '/api/admin/training/add-problem-from-public',
        { ...s.root.headers, 'Accept-Language': lang },
        { tid, pid },
      );
    expect((await add(choice, s.problem.id)).msg).toBe('A computational-thinking training takes only choice problems');
    expect((await add(choice, s.problem.id, 'zh-CN')).msg).toBe('计算思维训练只能添加选择题');
    expect((await add(code, ct1)).msg).toBe(
      'A programming training takes only programming problems, not choice problems',
    );
    expect((await add(code, ct1, 'zh-CN')).msg).toBe('编程训练只能添加编程题，不能添加选择题');
    expect((await add(choice, ct1)).status).toBe(200);
  });

  test('a student answers through the training: the detail names it, the answer carries the training, the analysis opens after it', async () => {
    using s = await setup();
    const ct1 = await createChoice(s.t, s.root.headers, 'CT1');
    const tid = await createTraining(s.t, s.root.headers, s.categoryId, { title: 'Thinking', kind: 'choice' }, [ct1]);
    const list = (await send(s.t, 'GET', `/api/get-training-problem-list?tid=${tid}`, s.alice.headers)).data;
    expect(list.map((r: { problemId: string }) => r.problemId)).toEqual(['CT1']);
    const detail = () => send(s.t, 'GET', `/api/get-c-problem-detail?problemId=CT1&tid=${tid}`, s.alice.headers);
    expect((await detail()).data.analysis).toBeNull();
    const wrong = await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
      pid: 'CT1',
      selection: 'C',
      tid,
    });
    expect(wrong.data.isCorrect).toBe('False');
    expect((await detail()).data.analysis).toBe('Count.');
    const right = await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
      pid: 'CT1',
      selection: 'B',
      tid,
    });
    expect(right.data.isCorrect).toBe('True');
    const rank = (await send(s.t, 'GET', `/api/get-training-rank?tid=${tid}`, s.alice.headers)).data;
    expect(rank.records.find((r: { username: string }) => r.username === s.alice.username)?.ac).toBe(1);
    // A training the student cannot answer through: an unknown one is refused, not a 500.
    const unknown = await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
      pid: 'CT1',
      selection: 'B',
      tid: 99999,
    });
    expect(unknown.status).toBe(404);
  });
});
