import { expect, test } from 'bun:test';
import { createUser, createUserAndLogin } from '../helpers/factories.ts';
import { addProblem, get, insertSubmission, setup } from './submissions/helpers.ts';

/**
 * The public rank's search matches real names only for those who manage users: a visitor or a
 * student cannot find out a classmate's real name by searching for it.
 */
test('searching the public rank by real name finds nobody for visitors and students; the super admin finds the account', async () => {
  using s = await setup();
  const { t, root, alice } = s;
  const pid = (await addProblem(t, root, { problemId: 'R1' })).id;
  const cat = await createUser(t.deps, { username: 'rk_cat', realname: '王小明' });
  insertSubmission(t, { uid: cat.uid, username: cat.username, pid, status: 0 });
  const search = async (keyword: string, headers?: { Authorization: string }) =>
    (
      (await get(t, `/api/get-rank-list?type=0&searchUser=${encodeURIComponent(keyword)}`, headers)).env.data
        .records as { username: string }[]
    ).map((r) => r.username);
  expect(await search('小明')).toEqual([]);
  expect(await search('小明', alice.headers)).toEqual([]);
  const teacher = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  expect(await search('小明', teacher.headers)).toEqual([]);
  expect(await search('小明', root.headers)).toEqual(['rk_cat']);
  expect(await search('rk_cat')).toEqual(['rk_cat']);
});

test("a training rank's keyword matches real names only for the training's admins", async () => {
  const { setup: trainingSetup, createTraining } = await import('./trainings/helpers.ts');
  await using s = await trainingSetup();
  const tid = await createTraining(s.t, s.root.headers, s.categoryId, {}, [s.problem.id]);
  s.t.deps.db.$client.run("update users set realname = '王小明' where uid = ?", [s.alice.uid]);
  await get(s.t, `/api/get-training-problem-list?tid=${tid}`, s.alice.headers);
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, status: 0, tid });
  const search = async (headers: { Authorization: string }) =>
    (
      (await get(s.t, `/api/get-training-rank?tid=${tid}&keyword=${encodeURIComponent('小明')}`, headers)).env.data
        .records as { username: string }[]
    ).map((r) => r.username);
  expect(await search(s.root.headers)).toEqual([s.alice.username]);
  expect(await search(s.bob.headers)).toEqual([]);
});
