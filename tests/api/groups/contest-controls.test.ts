import { expect, test } from 'bun:test';
import { contestForm } from '../contests/helpers.ts';
import { classSetup, send } from './helpers.ts';

const MIN = 60_000;

/**
 * A group contest's own admins run it where it is: the group's root (the teacher, a plain user
 * on the site) sees the proctor view, ends the contest now and unseals its board; a member and a
 * group admin who did not create it may not, and nor may the site's contest admin permission stand
 * in for the group (the site's own contests still need it).
 */
test("a group contest's root ends it now, unseals it and sees the proctor view; members and outsiders may not", async () => {
  await using s = await classSetup();
  const start = Date.now() - 60 * MIN;
  const made = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.teacher.headers,
    contestForm({
      gid: s.gid,
      startTime: start,
      endTime: start + 120 * MIN,
      sealRank: true,
      sealRankTime: start + 30 * MIN,
      autoRealRank: false,
    }),
  );
  expect(made.status).toBe(200);
  const cid = made.data.id as number;
  for (const who of [s.alice, s.carol, s.bob]) {
    expect((await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${cid}`, who.headers)).status).not.toBe(200);
    expect((await send(s.t, 'POST', '/api/admin/contest/end-now', who.headers, { cid })).status).not.toBe(200);
    expect((await send(s.t, 'POST', '/api/admin/contest/unseal-now', who.headers, { cid })).status).not.toBe(200);
  }
  // The contest's page offers its controls to those the server names as its admins.
  const adminOf = async (h: Record<string, string>) =>
    (await send(s.t, 'GET', `/api/get-contest-info?cid=${cid}`, h)).data.viewerIsAdmin;
  expect([await adminOf(s.teacher.headers), await adminOf(s.alice.headers), await adminOf(s.carol.headers)]).toEqual([
    true,
    false,
    false,
  ]);
  expect((await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${cid}`, s.teacher.headers)).status).toBe(200);
  const ended = await send(s.t, 'POST', '/api/admin/contest/end-now', s.teacher.headers, { cid });
  expect(ended.status).toBe(200);
  expect(ended.data.endTime).toBeLessThanOrEqual(Date.now());
  const unsealed = await send(s.t, 'POST', '/api/admin/contest/unseal-now', s.teacher.headers, { cid });
  expect(unsealed.status).toBe(200);
  // The teacher is no contest admin of the site: a site contest's controls stay closed to them.
  const site = await send(s.t, 'POST', '/api/admin/contest', s.root.headers, contestForm({ title: 'Site contest' }));
  expect(
    (await send(s.t, 'POST', '/api/admin/contest/end-now', s.teacher.headers, { cid: site.data.id })).status,
  ).not.toBe(200);
});
