import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { createTraining, send, setup as trainingSetup, submit } from './helpers.ts';

// Each setup hashes passwords for four accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

/** A public training of P1000 and P2; the super admin then makes P2 contest-only (auth 3) or private (auth 2). */
async function setup(auth: number) {
  const s = await trainingSetup();
  const tid = await createTraining(s.t, s.root.headers, s.categoryId, {}, [s.problem.id, s.second.id]);
  const changed = await send(s.t, 'PUT', '/api/admin/problem/change-problem-auth', s.root.headers, {
    id: s.second.id,
    auth,
  });
  if (changed.status !== 200) throw new Error(changed.msg);
  const listed = async (h: Record<string, string>) =>
    (await send(s.t, 'GET', `/api/get-training-problem-list?tid=${tid}`, h)).data.map(
      (r: { problemId: string }) => r.problemId,
    );
  const page = async (h: Record<string, string>) =>
    (await send(s.t, 'GET', `/api/get-training-problem-detail?tid=${tid}&problemId=P2`, h)).msg;
  return { ...s, tid, listed, page };
}

describe('a training shows students only the public problems it holds', () => {
  for (const [name, auth] of [
    ['contest-only', 3],
    ['private', 2],
  ] as const) {
    test(`a problem made ${name} leaves the list, the problem page and submitting for students; the training's admin still sees it`, async () => {
      await using s = await setup(auth);
      expect(await s.listed(s.alice.headers)).toEqual(['P1000']);
      expect(await s.page(s.alice.headers)).toBe('The problem is not part of this training');
      const sent = (await submit(s.t, s.alice.headers, { pid: 'P2', tid: s.tid })).env;
      expect(['The problem is not part of this training', 'You have no permission to view this problem']).toContain(
        sent.msg,
      );
      expect(await s.listed(s.root.headers)).toEqual(['P1000', 'P2']);
      expect(await s.page(s.root.headers)).toBe('success');
    });
  }
});
