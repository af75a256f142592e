import { expect, test } from 'bun:test';
import { createUser } from '../../helpers/factories.ts';
import { CODE, createContest, insertSubmission, send, setup } from './helpers.ts';
import { examSetup as exam, HOME, LAB, MIN } from './exam-helpers.ts';

test('an exam is taken only from its addresses: a login from elsewhere is refused, and so is a session carried elsewhere', async () => {
  using s = await exam();
  expect((await s.signIn(s.alice, HOME)).env.msg).toBe("Your exam can only be taken from the lab's computers");
  const alice = await s.as(s.alice);
  expect((await alice(`/api/get-contest-info?cid=${s.cid}`)).status).toBe(200);
  expect((await alice(`/api/get-contest-info?cid=${s.cid}`, { from: HOME })).msg).toBe(
    "Your exam can only be taken from the lab's computers",
  );
  // Someone not taking the exam signs in from anywhere.
  const carol = await createUser(s.t.deps);
  expect((await s.signIn(carol, HOME)).env.status).toBe(200);
  const proctor = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  const row = proctor.find((r: { username: string }) => r.username === s.alice.username);
  // Two changes: the refused login from home, and the session she had before the exam, ended by the lab login.
  expect(row).toMatchObject({ state: 'registered', online: true, address: LAB, sessionChanges: 2 });
});

test('one session per participant: a second login ends the first, and the proctor sees it', async () => {
  using s = await exam();
  const first = await s.as(s.alice);
  const second = await s.as(s.alice);
  expect((await first(`/api/get-contest-info?cid=${s.cid}`)).msg).toBe('Please login first');
  expect((await second(`/api/get-contest-info?cid=${s.cid}`)).status).toBe(200);
  const rows = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  // The session from before the exam, then the first exam session.
  expect(rows.find((r: { username: string }) => r.username === s.alice.username).sessionChanges).toBe(2);
  expect(
    (
      await send(s.t, 'POST', '/api/admin/contest/proctor/end-session', s.root.headers, {
        cid: s.cid,
        uid: s.alice.uid,
      })
    ).status,
  ).toBe(200);
  expect((await second(`/api/get-contest-info?cid=${s.cid}`)).msg).toBe('Please login first');
  // Without a session the proctor still sees where and when the participant last signed in.
  const after = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  expect(after.find((r: { username: string }) => r.username === s.alice.username)).toMatchObject({
    state: 'registered',
    online: true,
    address: LAB,
    sessionChanges: 3,
  });
});

test('during the exam a participant reaches only the exam: not the bank, other contests, or their earlier work', async () => {
  using s = await exam();
  const practice = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    status: 0,
  });
  const other = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const alice = await s.as(s.alice);
  const closed = "During the exam only the exam's pages are open";
  expect((await alice('/api/get-problem-list')).msg).toBe(closed);
  expect((await alice(`/api/get-problem-detail?problemId=P1000`)).msg).toBe(closed);
  expect((await alice(`/api/get-submission-detail?submitId=${practice.submitId}`)).msg).toBe(closed);
  expect((await alice(`/api/get-last-ac-code?pid=${s.problem.id}`)).msg).toBe(closed);
  expect((await alice(`/api/get-contest-problem?cid=${other}`)).msg).toBe(
    "During the exam a request may name only the exam's contest",
  );
  expect((await alice('/api/submit-problem-judge', { json: { pid: 'P1000', language: 'C', code: CODE } })).msg).toBe(
    closed,
  );
  expect((await alice(`/api/get-contest-problem?cid=${s.cid}`)).status).toBe(200);
  const made = await alice('/api/submit-problem-judge', { json: { pid: 'A', language: 'C', code: CODE, cid: s.cid } });
  expect(made.status).toBe(200);
  expect((await alice(`/api/get-submission-detail?submitId=${made.data.submitId}`)).data.submission.code).toBe(CODE);
  expect((await alice('/api/get-user-info')).status).toBe(200);
  // The contest's admin is never held in it.
  expect((await send(s.t, 'GET', '/api/get-problem-list', s.root.headers)).status).toBe(200);
});

test('extra time: the participant may submit past the end, their submission counts on the board; others may not', async () => {
  using s = await exam({ startTime: Date.now() - 120 * MIN, endTime: Date.now() - 10 * MIN, examAddresses: '' });
  const grant = (minutes: number) =>
    send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
      cid: s.cid,
      uid: s.alice.uid,
      minutes,
    });
  expect((await grant(601)).msg).toBe('Extra time must be between 0 and 600 minutes');
  expect((await grant(30)).status).toBe(200);
  const alice = await s.as(s.alice, HOME);
  expect(
    (await alice('/api/submit-problem-judge', { json: { pid: 'A', language: 'C', code: CODE, cid: s.cid } })).status,
  ).toBe(200);
  expect(
    (
      await send(s.t, 'POST', '/api/submit-problem-judge', s.bob.headers, {
        pid: 'A',
        language: 'C',
        code: CODE,
        cid: s.cid,
      })
    ).msg,
  ).toBe('The contest has ended');
  insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    cid: s.cid,
    status: 0,
    submitTime: new Date(Date.now() - MIN),
  });
  const board = (await send(s.t, 'POST', '/api/get-contest-rank', s.root.headers, { cid: s.cid, forceRefresh: true }))
    .data;
  expect(board.records.map((r: { username: string; ac: number }) => `${r.username} ${r.ac}`)).toEqual([
    `${s.alice.username} 1`,
  ]);
  const rows = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  expect(
    rows
      .map(
        (r: { username: string; state: string; extraMinutes: number }) => `${r.username} ${r.state} ${r.extraMinutes}`,
      )
      .sort(),
  ).toEqual([`${s.alice.username} submitting 30`, `${s.bob.username} finished 0`].sort());
});

test('the exam form: addresses must be addresses or ranges', async () => {
  using s = await setup();
  const form = { examMode: true, examAddresses: '10.0.0.0/24\nlab-pc-7' };
  const { contestForm } = await import('./helpers.ts');
  expect((await send(s.t, 'POST', '/api/admin/contest', s.root.headers, contestForm(form))).msg).toBe(
    'The exam address lab-pc-7 is not an IP address or a CIDR range',
  );
});
