import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { contests } from '../../../src/db/schema/index.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { CODE, contestForm, send } from './helpers.ts';
import { CLOSED, examSetup, HOME, LAB } from './exam-helpers.ts';

test('the contest form refuses exam mode without registration (a public contest), in both languages', async () => {
  using s = await examSetup();
  const form = contestForm({ auth: 0, examMode: true, examAddresses: '10.0.0.0/24' });
  expect((await send(s.t, 'POST', '/api/admin/contest', s.root.headers, form)).msg).toBe(
    'An exam binds its registered participants: make it protected or private, with a password',
  );
  expect(
    (await send(s.t, 'POST', '/api/admin/contest', { ...s.root.headers, 'Accept-Language': 'zh-CN' }, form)).msg,
  ).toBe('考试只约束已报名的考生：请设为保护赛或私有赛并设置密码');
  expect(
    (await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, contestForm({ id: s.cid, auth: 0, examMode: true })))
      .status,
  ).toBe(400);
});

test('an exam stored as public (before the rule) is still entered only by registering: an unregistered student neither submits nor reads it', async () => {
  using s = await examSetup();
  s.t.deps.db.update(contests).set({ auth: 0, pwd: '' }).where(eq(contests.id, s.cid)).run();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const fromHome = s.caller(carol.headers, HOME);
  expect(
    (await fromHome('/api/submit-problem-judge', { json: { pid: 'A', language: 'C', code: CODE, cid: s.cid } })).msg,
  ).toBe('Please register for the contest first');
  expect((await fromHome(`/api/get-contest-problem-details?cid=${s.cid}&displayId=A`)).msg).toBe(
    'Please register for the contest first',
  );
  expect((await fromHome('/api/get-problem-list')).status).toBe(200);
  // Registering enters the exam: from then on she is held by it, like every participant; her
  // session from home ends at her first request inside it.
  const lab = await s.as(carol, LAB);
  expect((await lab('/api/register-contest', { json: { cid: s.cid, password: '' } })).status).toBe(200);
  expect((await lab('/api/get-problem-list')).msg).toBe(CLOSED);
  expect((await lab(`/api/get-contest-problem-details?cid=${s.cid}&displayId=A`)).status).toBe(200);
  expect((await fromHome(`/api/get-contest-problem-details?cid=${s.cid}&displayId=A`)).msg).toBe('Please login first');
  expect((await lab(`/api/get-contest-info?cid=${s.cid}`, { from: HOME })).msg).toBe(
    "Your exam can only be taken from the lab's computers",
  );
});

test('a protected exam shows its statements only to registered participants and its admins', async () => {
  using s = await examSetup({ auth: 2 });
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const detail = `/api/get-contest-problem-details?cid=${s.cid}&displayId=A`;
  expect((await send(s.t, 'GET', detail, carol.headers)).msg).toBe('Please register for the contest first');
  expect((await send(s.t, 'GET', `/api/get-contest-problem?cid=${s.cid}`, carol.headers)).msg).toBe(
    'Please register for the contest first',
  );
  expect((await send(s.t, 'GET', detail, s.root.headers)).status).toBe(200);
  expect((await (await s.as(s.alice))(detail)).status).toBe(200);
});

test('a running exam is entered only from its addresses: registering from home is refused and binds nobody', async () => {
  using s = await examSetup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const fromHome = s.caller(carol.headers, HOME);
  expect((await fromHome('/api/register-contest', { json: { cid: s.cid, password: 'pw' } })).msg).toBe(
    "Your exam can only be taken from the lab's computers",
  );
  // Nothing was written: she is not held, and the bank stays open to her at home.
  expect((await fromHome('/api/get-problem-list')).status).toBe(200);
  expect(
    (await s.caller(carol.headers, LAB)('/api/register-contest', { json: { cid: s.cid, password: 'pw' } })).status,
  ).toBe(200);
});
