import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { contestForm, createContest, sealedContest, send, submit } from './helpers.ts';

setDefaultTimeout(120_000);

const MIN = 60_000;
type Row = { username: string; ac: number };

/** The sealed ACM contest of helpers.ts (seal 30 minutes ago, at minute 90; end in an hour), Alice and Bob registered. */
async function running(form: Record<string, unknown> = {}) {
  const s = await sealedContest(form);
  for (const who of [s.alice, s.bob])
    expect((await send(s.t, 'POST', '/api/register-contest', who.headers, { cid: s.cid, password: '' })).status).toBe(
      200,
    );
  const board = async (headers: Record<string, string>) =>
    (await send(s.t, 'POST', '/api/get-contest-rank', headers, { cid: s.cid, limit: 30 })).data;
  const acOf = async (headers: Record<string, string>, username: string) =>
    ((await board(headers)).records as Row[]).find((r) => r.username === username)?.ac;
  const stored = async () => (await send(s.t, 'GET', `/api/admin/contest?cid=${s.cid}`, s.root.headers)).data;
  return { ...s, board, acOf, stored };
}

describe('a seal that has passed stays where it is', () => {
  test('editing the end (as the form does, moving the seal with it) keeps a passed seal; a seal still to come moves freely', async () => {
    using s = await running();
    s.sub(s.alice, s.A, 0, 70);
    const before = await s.stored();
    const end = Date.now() + 5 * MIN;
    const saved = await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, {
      ...contestForm(),
      ...before,
      endTime: end,
      sealRankTime: end - 60 * MIN,
    });
    expect(saved.status).toBe(200);
    expect((await s.stored()).sealRankTime).toBe(before.sealRankTime);
    // Alice's accept before the old seal stays shown to Bob.
    expect(await s.acOf(s.bob.headers, s.alice.username)).toBe(1);
    // A later seal hides nothing students have already seen.
    const later = Date.now() - 10 * MIN;
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, {
          ...contestForm(),
          ...before,
          sealRankTime: later,
        })
      ).status,
    ).toBe(200);
    expect((await s.stored()).sealRankTime).toBe(later);
  });
});

describe('ending a contest now and unsealing it now', () => {
  test('end-now ends it for everyone but those with extra time; the passed seal stays; only its admins may call it', async () => {
    using s = await running();
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
          cid: s.cid,
          uid: s.bob.uid,
          minutes: 10,
        })
      ).status,
    ).toBe(200);
    const before = await s.stored();
    const refused = await send(s.t, 'POST', '/api/admin/contest/end-now', s.alice.headers, { cid: s.cid });
    expect(refused.status).toBe(403);
    expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: 999999 })).msg).toBe(
      'The contest does not exist',
    );
    const asked = Date.now();
    const ended = await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: s.cid });
    expect(ended.status).toBe(200);
    const after = await s.stored();
    expect(after.endTime).toBeGreaterThanOrEqual(asked);
    expect(after.endTime).toBeLessThanOrEqual(Date.now());
    expect(after.sealRankTime).toBe(before.sealRankTime);
    expect((await submit(s.t, s.alice.headers, { cid: s.cid, pid: 'A' })).env.msg).toBe('The contest has ended');
    expect((await submit(s.t, s.bob.headers, { cid: s.cid, pid: 'A' })).env.status).toBe(200);
    expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: s.cid })).msg).toBe(
      'The contest has ended',
    );
  });

  test('end-now brings a seal still to come to the end; a contest not started yet cannot end now', async () => {
    using s = await running({ sealRankTime: Date.now() + 20 * MIN, autoRealRank: false });
    expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: s.cid })).status).toBe(200);
    const after = await s.stored();
    expect(after.sealRankTime).toBe(after.endTime);
    const later = await createContest(s.t, s.root.headers, {
      startTime: Date.now() + 60 * MIN,
      endTime: Date.now() + 120 * MIN,
    });
    expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: later })).msg).toBe(
      'The contest has not started: it cannot end now',
    );
  });

  test('unseal-now shows the real board and lists to everyone; the board says when and whether the seal lifts by itself', async () => {
    using s = await running({ autoRealRank: false });
    s.sub(s.alice, s.A, 0, 100);
    expect(await s.acOf(s.bob.headers, s.alice.username)).toBe(0);
    const sealed = await s.board(s.bob.headers);
    expect([sealed.sealed, sealed.unsealAt, sealed.autoRealRank]).toEqual([true, null, false]);
    expect((await send(s.t, 'POST', '/api/admin/contest/unseal-now', s.bob.headers, { cid: s.cid })).status).toBe(403);
    expect((await send(s.t, 'POST', '/api/admin/contest/unseal-now', s.root.headers, { cid: s.cid })).status).toBe(200);
    expect(await s.acOf(s.bob.headers, s.alice.username)).toBe(1);
    expect((await s.board(s.bob.headers)).sealed).toBe(false);
    const list = (await send(s.t, 'GET', `/api/contest-submissions?contestID=${s.cid}&limit=30`, s.bob.headers)).data
      .records as { username: string }[];
    expect(list.map((r) => r.username)).toContain(s.alice.username);
  });

  test("with automatic unsealing the board says the seal lifts at the end (the last participant's, with extra time)", async () => {
    using s = await running();
    const end = (await s.stored()).endTime;
    expect([(await s.board(s.bob.headers)).unsealAt, (await s.board(s.bob.headers)).autoRealRank]).toEqual([end, true]);
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
          cid: s.cid,
          uid: s.bob.uid,
          minutes: 10,
        })
      ).status,
    ).toBe(200);
    expect((await s.board(s.alice.headers)).unsealAt).toBe(end + 10 * MIN);
  });
});
