import { describe, expect, test, setDefaultTimeout } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { addProblem, CODE, get, insertSubmission, setup, submitOk } from './helpers.ts';

// Each test creates accounts (argon2 hashing) and may run real programs: allow for a busy machine.
setDefaultTimeout(120_000);

const detail = (s: Awaited<ReturnType<typeof setup>>, id: number, headers?: Record<string, string>) =>
  get(s.t, `/api/get-submission-detail?submitId=${id}`, headers);
const share = (s: Awaited<ReturnType<typeof setup>>, headers: Record<string, string> | undefined, json: unknown) =>
  call(s.t.app, '/api/submission', { method: 'PUT', headers, json });

describe('GET /api/get-submission-detail', () => {
  test('shows the code to the owner and the admin roles only, until it is shared', async () => {
    using s = await setup();
    const problemAdmin = await createUserAndLogin(s.t.deps, s.t.app, { role: 1008 });
    const sub = await submitOk(s.t, s.alice.headers);
    const seen = async (headers?: Record<string, string>) => {
      const { env } = await detail(s, sub.submitId, headers);
      expect(env.status).toBe(200);
      return [env.data.submission.code, env.data.submission.codeVisible, env.data.codeShare];
    };
    for (const h of [s.alice.headers, s.root.headers, s.admin.headers, problemAdmin.headers])
      expect(await seen(h)).toEqual([CODE, true, true]);
    for (const h of [s.bob.headers, undefined]) expect(await seen(h)).toEqual(['', false, true]);
    const shared = await share(s, s.alice.headers, { submitId: sub.submitId, share: true });
    expect([shared.env.msg, shared.env.data]).toEqual(['Shared successfully', { submitId: sub.submitId, share: true }]);
    for (const h of [s.bob.headers, undefined]) expect(await seen(h)).toEqual([CODE, true, true]);
    const unshared = await share(s, s.alice.headers, { submitId: sub.submitId, share: false });
    expect(unshared.env.msg).toBe('Cancel Sharing Successfully');
    expect(await seen(s.bob.headers)).toEqual(['', false, true]);
  });

  test("hides a private contest's submissions from everyone but the author and administrators", async () => {
    using s = await setup();
    const row = insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      cid: 4,
      share: true,
    });
    s.t.deps.db.$client.run('update contests set auth = 1 where id = 4');
    expect((await detail(s, row.submitId, s.alice.headers)).env.data.submission.code).toBe(CODE);
    expect((await detail(s, row.submitId, s.root.headers)).env.data.codeShare).toBe(false);
    const other = await detail(s, row.submitId, s.bob.headers);
    expect([other.status, other.env.msg]).toEqual([403, 'You have no permission to view this submission']);
    const missing = await detail(s, 123456, s.alice.headers);
    expect(missing.env).toMatchObject({ status: 404, msg: 'The submission does not exist' });
    expect((await get(s.t, '/api/get-submission-detail?submitId=abc')).env).toMatchObject({
      status: 400,
      msg: 'submitId must be number',
    });
  });
});

describe('PUT /api/submission (share)', () => {
  test('only the owner, only when the problem allows it, never for contest submissions', async () => {
    using s = await setup();
    const sub = await submitOk(s.t, s.alice.headers);
    const notOwner = await share(s, s.bob.headers, { submitId: sub.submitId, share: true });
    expect([notOwner.status, notOwner.env.msg]).toEqual([403, 'Only the author of a submission may share it']);
    const root = await share(s, s.root.headers, { submitId: sub.submitId, share: true });
    expect(root.status).toBe(403);
    expect((await share(s, undefined, { submitId: sub.submitId, share: true })).status).toBe(401);
    expect((await share(s, s.alice.headers, { submitId: sub.submitId })).env.msg).toBe('share is required');

    const closed = await addProblem(s.t, s.root, { problemId: 'NOSHARE', codeShare: false });
    const sub2 = await submitOk(s.t, s.alice.headers, { pid: 'NOSHARE' });
    expect((await detail(s, sub2.submitId, s.alice.headers)).env.data.codeShare).toBe(false);
    expect((await share(s, s.alice.headers, { submitId: sub2.submitId, share: true })).env).toMatchObject({
      status: 400,
      msg: 'This problem does not allow sharing code',
    });

    const contest = insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, cid: 2 });
    expect((await share(s, s.alice.headers, { submitId: contest.submitId, share: true })).env).toMatchObject({
      status: 400,
      msg: 'Contest submissions can not be shared',
    });
    expect(closed.problemId).toBe('NOSHARE');
  });
});

describe('GET /api/get-last-ac-code', () => {
  test('returns the latest accepted code of the caller, or the spec message', async () => {
    using s = await setup();
    const path = `/api/get-last-ac-code?pid=${s.problem.id}`;
    expect((await get(s.t, path)).status).toBe(401);
    const none = await get(s.t, path, s.alice.headers);
    expect(none.env).toMatchObject({
      status: 400,
      msg: "You haven't passed the problem so you cannot get the code passed recently",
    });
    insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      code: 'old',
      language: 'C',
    });
    insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      code: 'new',
      language: 'Python3',
    });
    insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      code: 'wrong',
      status: -1,
    });
    insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, code: 'contest', cid: 5 });
    expect((await get(s.t, path, s.alice.headers)).env.data).toEqual({ code: 'new', language: 'Python3' });
    expect((await get(s.t, `${path}&cid=5`, s.alice.headers)).env.data).toEqual({ code: 'contest', language: 'C' });
    expect((await get(s.t, path, s.bob.headers)).env.status).toBe(400);
  });
});
