import { expect, test } from 'bun:test';
import { insertSubmission, createContest, send, setup } from './helpers.ts';
import { events } from '../../helpers/sse.ts';

test('an open board hears of every judgement in its contest; outsiders of a private contest get no stream', async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
  const refused = await s.t.app.request(`/api/events?cid=${cid}`, {
    headers: { ...s.alice.headers, 'Accept-Language': 'en-US' },
  });
  expect((await refused.json()).msg).toBe('Please register for the contest first');
  await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: 'pw' });
  const res = await s.t.app.request(`/api/events?cid=${cid}`, { headers: s.alice.headers });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const seen = await events(res, 'board', 2, () => {
    insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: s.problem.id, cid, status: 0 });
  });
  const [first, second] = seen as { cid: number; version: number }[];
  expect(first!.cid).toBe(cid);
  expect(second!.version).toBeGreaterThan(first!.version);
});
