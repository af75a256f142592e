import { expect, test } from 'bun:test';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { createContest, insertSubmission, send, setup } from './helpers.ts';

const MIN = 60_000;
const TEXT = '#include <stdio.h>\nint main() { puts("please print me, I am a long enough text"); }\n';

test('announcements: contest admins write them; participants read them and learn which they have not read', async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' });
  const post = (headers: Record<string, string>, announcement: Record<string, unknown>) =>
    send(s.t, 'POST', '/api/admin/contest/announcement', headers, { cid, announcement });
  expect((await post(s.root.headers, { title: ' ' })).msg).toBe('announcement.title is required');
  expect((await post(s.admin.headers, { title: 'Mine?' })).msg).toBe("Only the contest's administrators may do this");
  const first = (await post(s.root.headers, { title: 'Problem B clarified', content: 'n ≤ 10^5' })).data;
  const second = (await post(s.root.headers, { title: 'Half time', content: '' })).data;
  expect((await send(s.t, 'GET', `/api/get-contest-announcement?cid=${cid}`, s.alice.headers)).msg).toBe(
    'Please register for the contest first',
  );
  await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: 'pw' });
  const list = (await send(s.t, 'GET', `/api/get-contest-announcement?cid=${cid}`, s.alice.headers)).data;
  expect(list.records.map((a: { title: string }) => a.title)).toEqual(['Half time', 'Problem B clarified']);
  const unread = (
    await send(s.t, 'POST', '/api/get-contest-not-read-announcement', s.alice.headers, {
      cid,
      readAnnouncementList: [second.id],
    })
  ).data;
  expect(unread.map((a: { id: number }) => a.id)).toEqual([first.id]);
  await send(s.t, 'PUT', '/api/admin/contest/announcement', s.root.headers, {
    cid,
    announcement: { id: first.id, title: 'Problem B: n ≤ 10^5', content: '' },
  });
  expect((await send(s.t, 'DELETE', `/api/admin/contest/announcement?aid=${second.id}`, s.root.headers)).status).toBe(
    200,
  );
  const after = (await send(s.t, 'GET', `/api/get-contest-announcement?cid=${cid}`, s.alice.headers)).data;
  expect(after.records.map((a: { title: string }) => a.title)).toEqual(['Problem B: n ≤ 10^5']);
});

test("print: only with printing open, at least 50 characters, once per 30 s; the queue is the contest admins'", async () => {
  using s = await setup();
  const closed = await createContest(s.t, s.root.headers);
  const open = await createContest(s.t, s.root.headers, { openPrint: true });
  const print = (headers: Record<string, string>, cid: number, content: string) =>
    send(s.t, 'POST', '/api/submit-print-text', headers, { cid, content });
  expect((await print(s.alice.headers, closed, TEXT)).msg).toBe('Printing is not open in this contest');
  expect((await print(s.alice.headers, open, '   ')).msg).toBe('Content cannot be empty');
  expect((await print(s.alice.headers, open, 'x'.repeat(49))).msg).toBe('The number of content cannot be less than 50');
  expect((await print(s.alice.headers, open, TEXT)).status).toBe(200);
  expect((await print(s.alice.headers, open, TEXT)).msg).toMatch(/^Please wait \d+ seconds before printing again$/);
  expect((await print(s.bob.headers, open, TEXT)).status).toBe(200);
  expect((await send(s.t, 'GET', `/api/get-contest-print?cid=${open}`, s.alice.headers)).msg).toBe(
    "Only the contest's administrators may do this",
  );
  const queue = (await send(s.t, 'GET', `/api/get-contest-print?cid=${open}`, s.root.headers)).data;
  expect(queue.records.map((p: { username: string; status: number }) => `${p.username} ${p.status}`)).toEqual([
    `${s.alice.username} 0`,
    `${s.bob.username} 0`,
  ]);
  const first = queue.records[0];
  expect(
    (await send(s.t, 'PUT', `/api/check-contest-print-status?cid=${open}&id=${first.id}`, s.root.headers)).status,
  ).toBe(200);
  const again = (await send(s.t, 'GET', `/api/get-contest-print?cid=${open}`, s.root.headers)).data;
  expect(again.records.map((p: { username: string; status: number }) => `${p.username} ${p.status}`)).toEqual([
    `${s.bob.username} 0`,
    `${s.alice.username} 1`,
  ]);
  const file = await s.t.app.request(`/api/file/download-contest-print-text?id=${first.id}`, {
    headers: s.root.headers,
  });
  expect(await file.text()).toStartWith(`${s.alice.username}`);
  expect(file.headers.get('content-disposition')).toContain('attachment');
  const denied = await s.t.app.request(`/api/file/download-contest-print-text?id=${first.id}`, {
    headers: { ...s.bob.headers, 'Accept-Language': 'en-US' },
  });
  expect(denied.status).toBe(403);
});

test('AC helper: first accepts per user and problem within the contest, first blood with same-second ties, unchecked first', async () => {
  using s = await setup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const start = Date.now() - 60 * MIN;
  const cid = await createContest(s.t, s.root.headers, { startTime: start, endTime: start + 120 * MIN }, [
    s.problem.id,
  ]);
  const ac = (who: { uid: string; username: string }, minute: number) =>
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid: s.problem.id,
      cid,
      status: 0,
      submitTime: new Date(start + minute * MIN),
    });
  const a1 = ac(s.alice, 10);
  ac(s.alice, 12);
  const b1 = ac(s.bob, 10);
  const c1 = ac(carol, 30);
  ac(s.root, 1);
  const list = async () => (await send(s.t, 'GET', `/api/get-contest-ac-info?cid=${cid}`, s.root.headers)).data;
  const rows = (await list()).records;
  expect(
    rows.map((r: { id: number; firstBlood: boolean; checked: boolean; displayId: string }) => [
      r.id,
      r.firstBlood,
      r.checked,
      r.displayId,
    ]),
  ).toEqual([
    [a1.submitId, true, false, 'A'],
    [b1.submitId, true, false, 'A'],
    [c1.submitId, false, false, 'A'],
  ]);
  expect(
    (await send(s.t, 'PUT', '/api/check-contest-ac-info', s.root.headers, { cid, id: a1.submitId, checked: true }))
      .status,
  ).toBe(200);
  expect((await list()).records.map((r: { id: number }) => r.id)).toEqual([b1.submitId, c1.submitId, a1.submitId]);
  expect((await send(s.t, 'GET', `/api/get-contest-ac-info?cid=${cid}`, s.alice.headers)).msg).toBe(
    "Only the contest's administrators may do this",
  );
});

test('scroll board: an ended, sealed ACM contest; its admins any time after the end, others once the seal is lifted', async () => {
  using s = await setup();
  const start = Date.now() - 180 * MIN;
  const form = {
    startTime: start,
    endTime: start + 120 * MIN,
    sealRank: true,
    sealRankTime: start + 60 * MIN,
    autoRealRank: false,
    starAccount: [s.bob.username],
    awardType: 2,
    awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
  };
  const cid = await createContest(s.t, s.root.headers, form, [s.problem.id]);
  const at = (who: { uid: string; username: string }, minute: number, status: number) =>
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid: s.problem.id,
      cid,
      status,
      submitTime: new Date(start + minute * MIN),
    });
  at(s.alice, 30, -1);
  at(s.alice, 90, 0);
  at(s.bob, 100, 0);
  at(s.alice, 130, 0);
  at(s.root, 5, 0);
  const subs = async (headers: Record<string, string> | undefined, removeStar = false) =>
    send(s.t, 'GET', `/api/get-contest-scroll-board-submission?cid=${cid}&removeStar=${removeStar}`, headers);
  expect((await subs(s.alice.headers)).msg).toBe("Only the contest's administrators may do this");
  const all = (await subs(s.root.headers)).data;
  expect(
    all.map((r: { username: string; status: number; displayId: string }) => `${r.username} ${r.status} ${r.displayId}`),
  ).toEqual([`${s.alice.username} -1 A`, `${s.alice.username} 0 A`, `${s.bob.username} 0 A`]);
  expect((await subs(s.root.headers, true)).data.length).toBe(2);
  const info = (await send(s.t, 'GET', `/api/get-contest-scroll-board-info?cid=${cid}`, s.root.headers)).data;
  expect(info).toMatchObject({
    id: cid,
    problemCount: 1,
    sealRankTime: start + 60 * MIN,
    starUserList: [s.bob.username],
    // The contest's awards, for the configuration's medal counts.
    awardType: 2,
    awards: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
  });
  const running = await createContest(s.t, s.root.headers, { sealRank: true, sealRankTime: Date.now() }, [
    s.problem.id,
  ]);
  expect((await send(s.t, 'GET', `/api/get-contest-scroll-board-info?cid=${running}`, s.root.headers)).msg).toBe(
    'The scroll board opens once a sealed ACM contest has ended',
  );
});
