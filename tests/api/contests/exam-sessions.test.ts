import { expect, test } from 'bun:test';
import { contestForm, send } from './helpers.ts';
import { examSetup, HOME, LAB, MIN } from './exam-helpers.ts';

test('sessions opened before the exam: when its window opens only the newest from an allowed address goes on', async () => {
  const start = Date.now() + 60 * MIN;
  using s = await examSetup({ startTime: start, endTime: start + 90 * MIN });
  // Before the window: Alice signs in on two lab computers and at home; all three sessions work.
  const first = await s.as(s.alice, LAB);
  const second = await s.as(s.alice, '10.0.0.6');
  const home = await s.as(s.alice, HOME);
  for (const session of [first, second, home]) expect((await session('/api/get-problem-list')).status).toBe(200);
  // The teacher opens the exam now.
  const opened = await send(
    s.t,
    'PUT',
    '/api/admin/contest',
    s.root.headers,
    contestForm({
      id: s.cid,
      auth: 1,
      pwd: 'pw',
      examMode: true,
      examAddresses: '10.0.0.0/24\n127.0.0.1',
      startTime: Date.now() - MIN,
      endTime: start + 90 * MIN,
    }),
  );
  expect(opened.status).toBe(200);
  // The first request inside the window ends the older lab session and the home one (and the one from setting up).
  expect((await first(`/api/get-contest-info?cid=${s.cid}`)).msg).toBe('Please login first');
  expect((await second(`/api/get-contest-info?cid=${s.cid}`)).status).toBe(200);
  expect((await home(`/api/get-contest-info?cid=${s.cid}`)).msg).toBe('Please login first');
  expect((await home(`/api/get-contest-info?cid=${s.cid}`, { from: LAB })).msg).toBe('Please login first');
  expect((await s.signIn(s.alice, HOME)).env.msg).toBe("Your exam can only be taken from the lab's computers");
  const rows = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  expect(rows.find((r: { username: string }) => r.username === s.alice.username)).toMatchObject({
    state: 'registered',
    online: true,
    sessionChanges: 4,
  });
});
