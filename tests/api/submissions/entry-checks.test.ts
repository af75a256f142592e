import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { get, setup, submitOk } from './helpers.ts';

// Accounts are hashed with argon2: allow for a busy machine.
setDefaultTimeout(120_000);

/**
 * The calls mounted from their entries keep the checks they had ahead of the input: a role
 * without the right is refused by name whatever it sends, the super admin's judge controls
 * refuse a teacher before reading the query, and the success messages still say which way a
 * change went.
 */
describe('checks ahead of the input', () => {
  test('a role without the submit right is refused by name, even with an empty body', async () => {
    using s = await setup();
    const noSubmit = await createUserAndLogin(s.t.deps, s.t.app, { role: 1003 });
    for (const path of [
      '/api/submit-problem-judge',
      '/api/submit-problem-test-judge',
      '/api/submit-c-problem-judge',
      '/api/submit-contest',
    ]) {
      const r = await call(s.t.app, path, { method: 'POST', headers: noSubmit.headers, json: {} });
      expect([path, r.status, r.env.msg]).toEqual([path, 403, 'Your account is not allowed to submit']);
      expect((await call(s.t.app, path, { method: 'POST', json: {} })).status).toBe(401);
    }
  });

  test('a muted role is refused by name before its comment is read; reading replies stays open to visitors', async () => {
    using s = await setup();
    const muted = await createUserAndLogin(s.t.deps, s.t.app, { role: 1005 });
    for (const path of ['/api/comment', '/api/reply']) {
      const r = await call(s.t.app, path, { method: 'POST', headers: muted.headers, json: {} });
      expect([path, r.status, r.env.msg]).toEqual([path, 403, 'Your account is muted and cannot comment']);
    }
    expect((await get(s.t, '/api/reply?commentId=999999')).status).not.toBe(401);
  });

  test("the super admin's judge controls refuse a teacher before the query is read", async () => {
    using s = await setup();
    const teacher = await createUserAndLogin(s.t.deps, s.t.app, { role: 1009 });
    for (const path of ['manual-judge', 'cancel-judge', 'rejudge-problem']) {
      const r = await get(s.t, `/api/admin/judge/${path}`, teacher.headers);
      expect([path, r.status, r.env.msg]).toEqual([path, 403, 'Please login again with the administrator account']);
    }
  });

  test('sharing and liking say which way they went', async () => {
    using s = await setup();
    const sub = await submitOk(s.t, s.alice.headers);
    const share = (on: boolean) =>
      call(s.t.app, '/api/submission', {
        method: 'PUT',
        headers: s.alice.headers,
        json: { submitId: sub.submitId, share: on },
      });
    expect((await share(true)).env).toMatchObject({
      msg: 'Shared successfully',
      data: { submitId: sub.submitId, share: true },
    });
    expect((await share(false)).env).toMatchObject({ msg: 'Cancel Sharing Successfully', data: { share: false } });
  });
});
