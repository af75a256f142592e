import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createContest, insertSubmission, send, setup } from './helpers.ts';

/** What a participant or a contest's own admin might try against other contests, other accounts, or the parser. */

test("a contest admin acts only inside their own contest: not on another contest's prints, balloons, announcements or accounts", async () => {
  using s = await setup();
  const theirs = await createContest(s.t, s.root.headers, { openPrint: true }, [s.problem.id]);
  const mine = await createContest(s.t, s.admin.headers, { openPrint: true }, [s.problem.id]);
  await send(s.t, 'POST', '/api/submit-print-text', s.alice.headers, { cid: theirs, content: 'x'.repeat(60) });
  const print = (await send(s.t, 'GET', `/api/get-contest-print?cid=${theirs}`, s.root.headers)).data.records[0];
  const accepted = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    cid: theirs,
    status: 0,
  });
  const notice = (
    await send(s.t, 'POST', '/api/admin/contest/announcement', s.root.headers, {
      cid: theirs,
      announcement: { title: 'Theirs' },
    })
  ).data;
  const admin = s.admin.headers;
  expect((await send(s.t, 'PUT', `/api/check-contest-print-status?cid=${mine}&id=${print.id}`, admin)).msg).toBe(
    'The print request does not exist',
  );
  expect(
    (await send(s.t, 'PUT', '/api/check-contest-ac-info', admin, { cid: mine, id: accepted.submitId, checked: true }))
      .msg,
  ).toBe('The submission does not exist');
  expect(
    (
      await send(s.t, 'PUT', '/api/admin/contest/announcement', admin, {
        cid: mine,
        announcement: { id: notice.id, title: 'Mine now' },
      })
    ).msg,
  ).toBe('The announcement does not exist');
  expect((await send(s.t, 'DELETE', `/api/admin/contest/announcement?aid=${notice.id}`, admin)).msg).toBe(
    "Only the contest's administrators may do this",
  );
  expect(
    (
      await s.t.app.request(`/api/file/download-contest-print-text?id=${print.id}`, {
        headers: { ...admin, 'Accept-Language': 'en-US' },
      })
    ).status,
  ).toBe(403);
  // Nothing changed in the other contest.
  expect((await send(s.t, 'GET', `/api/get-contest-print?cid=${theirs}`, s.root.headers)).data.records[0].status).toBe(
    0,
  );
  expect(
    (await send(s.t, 'GET', `/api/admin/contest/announcement?cid=${theirs}`, s.root.headers)).data.records[0].title,
  ).toBe('Theirs');
  // A proctor may not end the sessions of, or give time to, an account that is not in their exam.
  expect(
    (await send(s.t, 'POST', '/api/admin/contest/proctor/end-session', admin, { cid: mine, uid: s.root.uid })).msg,
  ).toBe('The user is not registered for this contest');
  expect(
    (
      await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', admin, {
        cid: mine,
        uid: s.root.uid,
        minutes: 30,
      })
    ).msg,
  ).toBe('The user is not registered for this contest');
  expect((await send(s.t, 'GET', '/api/get-user-info', s.root.headers)).status).toBe(200);
});

test('bad input to the contest calls is a 400 naming the field, never a server error', async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const cases: [string, string, unknown, string][] = [
    ['GET', '/api/get-contest-info?cid=abc', undefined, 'cid'],
    ['GET', `/api/get-contest-list?limit=0&status=7&keyword=${'x'.repeat(200)}`, undefined, 'keyword'],
    ['GET', `/api/get-contest-problem-details?cid=${cid}&displayId=`, undefined, 'displayId'],
    ['GET', '/api/contest-submissions?contestID=-1', undefined, 'contestID'],
    ['POST', '/api/get-contest-rank', { cid, concernedList: 'everyone' }, 'concernedList'],
    ['POST', '/api/register-contest', { cid: 'one' }, 'cid'],
    ['POST', '/api/submit-print-text', { cid, content: 7 }, 'content'],
    ['POST', '/api/get-contest-not-read-announcement', { cid, readAnnouncementList: ['a'] }, 'readAnnouncementList'],
    ['PUT', '/api/check-contest-ac-info', { cid, id: 1, checked: 'yes' }, 'checked'],
    ['POST', '/api/admin/contest', { title: 'x', type: 3 }, 'type'],
    ['POST', '/api/admin/contest', { title: 'x', starAccount: 'ann' }, 'starAccount'],
    ['PUT', '/api/admin/contest/change-contest-visible?cid=1&visible=maybe', undefined, 'visible'],
    ['POST', '/api/admin/contest/add-problem-from-public', { cid, pid: 'P1000', displayId: 'B' }, 'pid'],
    ['PUT', '/api/admin/contest/proctor/extra-time', { cid, uid: s.alice.uid, minutes: 1.5 }, 'minutes'],
  ];
  for (const [method, path, json, field] of cases) {
    const { res, env } = await call(s.t.app, path, { method, headers: s.root.headers, json });
    expect(`${method} ${path}: ${res.status} ${env.status} ${env.msg}`).toMatch(new RegExp(`: 200 400 .*${field}`));
  }
  const broken = await call(s.t.app, '/api/get-contest-rank', {
    method: 'POST',
    headers: { ...s.root.headers, 'Content-Type': 'application/json' },
    body: '{"cid":',
  });
  expect(broken.env).toMatchObject({ status: 400, msg: 'The request body is not valid JSON' });
});
