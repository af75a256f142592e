/** The tab's event stream (GET /api/events) carries only what its viewer may see, channel by channel. */
import { expect, test } from 'bun:test';
import { sendMineMessages } from '../../../src/domain/messages/inbox.ts';
import { events } from '../../helpers/sse.ts';
import { createContest, insertSubmission, send, setup } from '../contests/helpers.ts';
import { LAB, examSetup } from '../contests/exam-helpers.ts';

type Counts = { comment: number; reply: number; like: number; sys: number; mine: number };
const lab = { requestIP: () => ({ address: LAB, family: 'IPv4', port: 50000 }) };

test("a student's stream carries only their own counts: another user's new messages never reach it", async () => {
  using s = await setup();
  const res = await s.t.app.request('/api/events?messages=1', { headers: s.alice.headers });
  const seen = (await events(
    res,
    'unread',
    (e) => (e as Counts).mine === 1,
    () => {
      // Bob's counts change first, then Alice's: only hers may come.
      sendMineMessages(s.t.deps.db, [s.bob.uid], 'For Bob', 'secret');
      sendMineMessages(s.t.deps.db, [s.alice.uid], 'For Alice', 'hello');
    },
  )) as Counts[];
  expect(seen).toEqual([
    { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 },
    { comment: 0, reply: 0, like: 0, sys: 0, mine: 1 },
  ]);
  // Another user's channel cannot be named: there is no parameter for it, and a visitor has none.
  const visitor = await s.t.app.request('/api/events?messages=1');
  expect(((await visitor.json()) as { status: number }).status).toBe(401);
});

test('a contest the student may not see refuses the whole stream, whatever else it asks for', async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
  for (const path of [`/api/events?cid=${cid}`, `/api/events?cid=${cid}&messages=1`, '/api/events?cid=999999']) {
    const res = await s.t.app.request(path, { headers: { ...s.alice.headers, 'Accept-Language': 'en-US' } });
    expect(res.headers.get('content-type')).not.toContain('text/event-stream');
    expect(((await res.json()) as { status: number }).status).not.toBe(200);
  }
});

test("a participant hears the board and announcements of their contest, never the admins' queues", async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
  await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: 'pw' });
  const { publishContest } = await import('../../../src/domain/events/hub.ts');
  const res = await s.t.app.request(`/api/events?cid=${cid}`, { headers: s.alice.headers });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let published = false;
  while (!text.includes('event: announcement')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (!published && text.includes('event: board')) {
      published = true;
      publishContest(cid, 'print');
      publishContest(cid, 'ac');
      publishContest(cid, 'announcement');
    }
  }
  await reader.cancel();
  expect(text).toContain('event: announcement');
  expect(text).not.toContain('event: print');
  expect(text).not.toContain('event: ac');
});

test("another user's submission the student may not see is left out of the stream", async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
  await send(s.t, 'POST', '/api/register-contest', s.bob.headers, { cid, password: 'pw' });
  const bobs = insertSubmission(s.t, {
    uid: s.bob.uid,
    username: s.bob.username,
    pid: s.problem.id,
    cid,
    status: 0,
  }).submitId;
  const own = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    status: 0,
  }).submitId;
  const text = await (
    await s.t.app.request(`/api/events?submitIds=${bobs},${own}`, { headers: s.alice.headers })
  ).text();
  expect(text).toContain(`"submitId":${own}`);
  expect(text).not.toContain(`"submitId":${bobs}`);
});

test("an exam taker's stream holds to the exam: another contest is refused, their messages and earlier work are left out", async () => {
  using s = await examSetup();
  const other = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const earlier = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    status: 0,
  }).submitId;
  const login = await s.signIn(s.alice, LAB);
  const headers = { Authorization: login.res.headers.get('Authorization')!, 'Accept-Language': 'en-US' };
  const ask = (path: string) => s.t.app.request(path, { headers }, lab);
  for (const path of [
    `/api/events?cid=${other}`,
    `/api/events?cid=${other}&messages=1`,
    `/api/events?cid=${s.cid}&contestID=${other}`,
  ]) {
    const res = await ask(path);
    expect(((await res.json()) as { msg: string }).msg).toBe(
      "During the exam a request may name only the exam's contest",
    );
  }
  // Messages are not of the exam: the stream leaves them out (alone it has nothing to say and
  // ends), and beside the exam it carries the exam's board.
  sendMineMessages(s.t.deps.db, [s.alice.uid], 'Outside', 'not now');
  const alone = await ask('/api/events?messages=1');
  expect(alone.status).toBe(200);
  expect(await alone.text()).toBe('');
  const beside = await events(await ask(`/api/events?cid=${s.cid}&messages=1`), 'board', 1);
  expect(beside).toEqual([expect.objectContaining({ cid: s.cid })]);
  // The work from before the exam is left out: the stream has nothing to say and ends.
  expect(await (await ask(`/api/events?submitIds=${earlier}`)).text()).toBe('');
  // The exam itself: its board.
  const exam = await ask(`/api/events?cid=${s.cid}`);
  const seen = await events(exam, 'board', 1);
  expect(seen).toEqual([expect.objectContaining({ cid: s.cid })]);
});
