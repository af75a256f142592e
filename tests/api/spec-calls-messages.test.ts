import { describe, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { createContest, type Headers, send, setup, type TestApp } from './contests/helpers.ts';

/** The spec's words where it uses them: a sealed computational-thinking answer, handing in, Chinese validation messages. */

const choiceForm = (problemId: string, answer: string) => ({
  problemId,
  title: `Question ${problemId}`,
  description: 'How much is 1 + 2?',
  answer,
  analysis: 'Count: one, two, three.',
  auth: 1,
  options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
});

async function choiceContest(t: TestApp, root: Headers) {
  const pids: number[] = [];
  for (const [id, answer] of [
    ['CT1', 'B'],
    ['CT2', 'D'],
  ] as const)
    pids.push((await send(t, 'POST', '/api/admin/choice-problem', root, choiceForm(id, answer))).data.id);
  return createContest(t, root, { type: 2 }, pids);
}

describe('the words of the spec', () => {
  test('a sealed computational-thinking answer is saved, right or wrong, and the reply says so; handing in says "Submit contest successfully"', async () => {
    using s = await setup();
    const cid = await choiceContest(s.t, s.root.headers);
    const answer = (pid: string, selection: string) =>
      send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, { cid, pid, selection });
    const right = await answer('A', 'B');
    const wrong = await answer('B', 'A');
    expect([right.msg, right.data.isCorrect, wrong.msg, wrong.data.isCorrect]).toEqual([
      'Your answer has been saved',
      null,
      'Your answer has been saved',
      null,
    ]);
    // The contest's admin sees the verdict.
    expect(
      (await send(s.t, 'POST', '/api/submit-c-problem-judge', s.root.headers, { cid, pid: 'A', selection: 'C' })).msg,
    ).toBe('Wrong Answer');
    expect((await send(s.t, 'POST', '/api/submit-contest', s.alice.headers, { cid })).msg).toBe(
      'Submit contest successfully',
    );
  });

  test('a Chinese validation message names the field in Chinese, never by its raw name', async () => {
    using s = await setup();
    const zh = (path: string, json: unknown, headers: Headers = {}) =>
      call(s.t.app, path, { method: 'POST', headers: { ...headers, 'Accept-Language': 'zh-CN' }, json });
    const login = await zh('/api/login', { password: 'secret1' });
    expect(login.env.msg).toBe('用户名不能为空');
    const generate = await zh(
      '/api/admin/user/generate-user',
      { prefix: 'lab', suffix: '', number_from: 1, number_to: 2, password_length: 26 },
      s.root.headers,
    );
    expect(generate.env.msg).toBe('密码长度不能超过 25');
    expect(generate.env.msg).not.toMatch(/[a-z_]/);
  });
});
