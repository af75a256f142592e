import { expect, setDefaultTimeout, test } from 'bun:test';
import { boardWith, type ScrollSubmission, scrollData } from '../../../src/contract/scoreboard/resolver.ts';
import { createContest, insertSubmission, send, setup } from './helpers.ts';

setDefaultTimeout(120_000);

const MIN = 60_000;

test("the scroll board of an ended private contest is its participants' and admins', never a visitor's or an outsider's", async () => {
  using s = await setup();
  const now = Date.now();
  const cid = await createContest(
    s.t,
    s.root.headers,
    {
      auth: 1,
      pwd: 'lab',
      startTime: now - 180 * MIN,
      endTime: now - 10 * MIN,
      sealRank: true,
      sealRankTime: now - 70 * MIN,
      autoRealRank: true,
    },
    [s.problem.id],
  );
  expect((await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: 'lab' })).status).toBe(
    200,
  );
  insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    cid,
    status: 0,
    submitTime: new Date(now - 60 * MIN),
  });
  for (const path of [
    `/api/get-contest-scroll-board-submission?cid=${cid}`,
    `/api/get-contest-scroll-board-info?cid=${cid}`,
  ]) {
    const visitor = await send(s.t, 'GET', path, undefined);
    const outsider = await send(s.t, 'GET', path, s.bob.headers);
    expect([visitor.status, visitor.data, outsider.status, outsider.data]).toEqual([401, null, 403, null]);
    expect((await send(s.t, 'GET', path, s.alice.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', path, s.root.headers)).status).toBe(200);
  }
  const replay = (await send(s.t, 'GET', `/api/get-contest-scroll-board-submission?cid=${cid}`, s.alice.headers))
    .data as { username: string }[];
  expect(replay.map((r) => r.username)).toEqual([s.alice.username]);
});

test("the scroll board replays a submission made in a participant's extra time, as the final board counts it", async () => {
  using s = await setup();
  const now = Date.now();
  const cid = await createContest(
    s.t,
    s.root.headers,
    { startTime: now - 180 * MIN, endTime: now - 10 * MIN, sealRank: true, sealRankTime: now - 70 * MIN },
    [s.problem.id],
  );
  for (const who of [s.alice, s.bob]) {
    expect((await send(s.t, 'POST', '/api/register-contest', who.headers, { cid, password: '' })).status).toBe(200);
  }
  const extra = await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
    cid,
    uid: s.alice.uid,
    minutes: 30,
  });
  expect(extra.status).toBe(200);
  // Alice's accept 5 minutes after the common end lies inside her own end; Bob's is after his.
  for (const who of [s.alice, s.bob]) {
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid: s.problem.id,
      cid,
      status: 0,
      submitTime: new Date(now - 5 * MIN),
    });
  }
  const info = (await send(s.t, 'GET', `/api/get-contest-scroll-board-info?cid=${cid}`, s.root.headers)).data;
  // The resolver's start asks first while anyone still answers: the last end is Alice's.
  expect(info.lastEnd).toBe(now - 10 * MIN + 30 * MIN);
  const replay = (await send(s.t, 'GET', `/api/get-contest-scroll-board-submission?cid=${cid}`, s.root.headers))
    .data as ScrollSubmission[];
  expect(replay.map((r) => r.username)).toEqual([s.alice.username]);
  const data = scrollData(info, replay, false);
  const solvedAtEnd = boardWith(data, new Set(data.cells.map((c) => `${c.uid}\u0000${c.displayId}`)));
  expect(solvedAtEnd.find((r) => r.username === s.alice.username)?.ac).toBe(1);
  const frozen = boardWith(data, new Set());
  expect(frozen.find((r) => r.username === s.alice.username)?.ac).toBe(0);
});
