import { expect, setDefaultTimeout, test } from 'bun:test';
import { sealedContest, send } from './helpers.ts';

setDefaultTimeout(120_000);

test("extra time moves only its participant's window: their results after the common seal stay frozen on everyone's sealed board", async () => {
  // Started two hours ago, ends in an hour, sealed 90 minutes after the start (30 minutes ago).
  using s = await sealedContest();
  for (const who of [s.alice, s.bob])
    expect((await send(s.t, 'POST', '/api/register-contest', who.headers, { cid: s.cid, password: '' })).status).toBe(
      200,
    );
  expect(
    (
      await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
        cid: s.cid,
        uid: s.bob.uid,
        minutes: 60,
      })
    ).status,
  ).toBe(200);
  s.sub(s.alice, s.A, 0, 20);
  // Bob's accept comes after the common seal, within what his extra time would have moved it to.
  s.sub(s.bob, s.A, 0, 100);
  type Row = { username: string; ac: number; submissionInfo: Record<string, { isAC: boolean; tryNum: number }> };
  const rows = async (headers: Record<string, string>) =>
    (
      (await send(s.t, 'POST', '/api/get-contest-rank', headers, { cid: s.cid, limit: 30 })).data.records as Row[]
    ).slice(1);
  for (const headers of [s.alice.headers, s.carol.headers]) {
    const bob = (await rows(headers)).find((r) => r.username === s.bob.username)!;
    expect([bob.ac, bob.submissionInfo.A]).toEqual([0, expect.objectContaining({ isAC: false, tryNum: 1 })]);
  }
  // The contest's admin sees the real board.
  const real = (await send(s.t, 'POST', '/api/get-contest-rank', s.root.headers, { cid: s.cid, forceRefresh: true }))
    .data.records as Row[];
  expect(real.find((r) => r.username === s.bob.username)!.ac).toBe(1);
});
