import { expect, setDefaultTimeout, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import type { RankPage } from '../../src/contract/ranks.ts';
import { compareCounters } from '../../src/domain/submissions/counters-rebuild.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { createUser, createUserAndLogin } from '../helpers/factories.ts';
import { addProblem, get, insertSubmission, setup, type TestApp } from './submissions/helpers.ts';
import { A_PLUS_B, createZipProblem, makeJudgingApp, PROGRAMS, waitFinal } from './submissions/judge-helpers.ts';

// Accounts hashed with argon2 and real programs judged in the real sandbox: allow for a busy machine.
setDefaultTimeout(300_000);

async function rank(t: TestApp, query: string): Promise<RankPage> {
  const { env } = await get(t, `/api/get-rank-list?${query}`);
  expect([query, env.status, env.msg]).toEqual([query, 200, 'success']);
  return env.data as RankPage;
}
const names = (p: RankPage) => p.records.map((r) => r.username);
const lines = (p: RankPage) => p.records.map((r) => `${r.username} ${r.ac}/${r.total} ${r.score}`);

test('the ACM and OI ranks order the bank practice lines, leave out disabled users, contest and group submissions, and search by username, nickname or real name', async () => {
  using s = await setup();
  const { t, root } = s;
  const pid = async (problemId: string, type = 0) =>
    (
      await addProblem(
        t,
        root,
        { problemId, type },
        type === 1 ? { samples: [{ input: '1 2\n', output: '3\n', score: 100 }] } : {},
      )
    ).id;
  const [p0, p1, p2, o1, o2, g1] = [
    await pid('P1000X'),
    await pid('P1001'),
    await pid('P1002'),
    await pid('O1', 1),
    await pid('O2', 1),
    await pid('G1'),
  ];
  t.deps.db.run(sql`update problems set gid = 9 where id = ${g1}`);
  const amy = await createUser(t.deps, { username: 'rk_amy', nickname: 'Sparrow' });
  const ben = await createUser(t.deps, { username: 'rk_ben', signature: 'hello' });
  const cat = await createUser(t.deps, {
    username: 'rk_cat',
    realname: '王小明',
    titleName: 'Champion',
    titleColor: '#ff0000',
  });
  const dan = await createUser(t.deps, { username: 'rk_dan', realname: 'Hidden Person', status: 1 });
  const eve = await createUser(t.deps, { username: 'rk_eve' });
  const sub = (u: { uid: string; username: string }, pid: number, status: number, more: Record<string, unknown> = {}) =>
    insertSubmission(t, { uid: u.uid, username: u.username, pid, status, ...more });
  sub(ben, p0, 0);
  sub(ben, p1, 0);
  sub(ben, o1, 0, { oiRankScore: 12 });
  sub(amy, p0, 0);
  sub(amy, p1, -1);
  sub(amy, p1, 0);
  sub(amy, o1, 8, { oiRankScore: 5 });
  sub(amy, o1, 8, { oiRankScore: 9 });
  sub(amy, o2, 0, { oiRankScore: 3 });
  sub(cat, p0, 0);
  sub(cat, o2, 0, { oiRankScore: 30 });
  sub(cat, p1, 0, { cid: 4 });
  sub(cat, o1, 0, { cid: 4, oiRankScore: 50 });
  sub(cat, g1, 0, { gid: 9 });
  sub(dan, p0, 0);
  sub(dan, p1, 0);
  sub(dan, p2, 0);
  sub(dan, o1, 0, { oiRankScore: 99 });
  sub(eve, p2, -1);
  expect(compareCounters(t.deps.db)).toEqual([]);

  // ACM: accepted problems, then fewer submissions; OI: score, then accepted problems, then uid.
  const acm = await rank(t, 'type=0');
  expect(lines(acm)).toEqual(['rk_ben 3/3 12', 'rk_amy 3/6 12', 'rk_cat 2/2 30', 'rk_eve 0/1 0']);
  expect(acm.total).toBe(4);
  expect(acm.size).toBe(30);
  const tie = [amy, ben].sort((a, b) => (a.uid < b.uid ? -1 : 1)).map((u) => u.username);
  expect(names(await rank(t, 'type=1'))).toEqual(['rk_cat', ...tie, 'rk_eve']);
  const row = acm.records.find((r) => r.username === 'rk_cat')!;
  expect(row).toMatchObject({ uid: cat.uid, titleName: 'Champion', titleColor: '#ff0000', nickname: '', avatar: '' });
  expect(acm.records.find((r) => r.username === 'rk_ben')!.signature).toBe('hello');

  // Paging: 30 a page unless asked; a size out of range is the default.
  const second = await rank(t, 'type=0&limit=2&currentPage=2');
  expect([names(second), second.total, second.pages, second.current]).toEqual([['rk_cat', 'rk_eve'], 4, 2, 2]);
  expect((await rank(t, 'type=0&limit=1000')).size).toBe(30);
  expect((await rank(t, 'type=0&currentPage=5')).records).toEqual([]);

  // Search: username (with LIKE's wildcard taken literally), nickname, real name; never a disabled user.
  expect(names(await rank(t, 'type=0&searchUser=RK_'))).toEqual(['rk_ben', 'rk_amy', 'rk_cat', 'rk_eve']);
  expect(names(await rank(t, 'type=0&searchUser=rk%25'))).toEqual([]);
  expect(names(await rank(t, 'type=0&searchUser=sparrow'))).toEqual(['rk_amy']);
  // Real names are matched for those who manage users only (rank-search-privacy.test.ts).
  expect(
    (
      await get(t, `/api/get-rank-list?type=1&searchUser=${encodeURIComponent('小明')}`, root.headers)
    ).env.data.records.map((r: { username: string }) => r.username),
  ).toEqual(['rk_cat']);
  expect((await rank(t, 'type=0&searchUser=Hidden')).total).toBe(0);
  const searched = await rank(t, 'type=1&searchUser=rk_&limit=1&currentPage=4');
  expect([names(searched), searched.total]).toEqual([['rk_eve'], 4]);

  // A user disabled later leaves the rank (and its total) at once; enabled again, they are back.
  t.deps.db.run(sql`update users set status = 1 where uid = ${cat.uid}`);
  const without = await rank(t, 'type=1');
  expect([names(without), without.total]).toEqual([[...tie, 'rk_eve'], 3]);
  t.deps.db.run(sql`update users set status = 0 where uid in (${cat.uid}, ${dan.uid})`);
  expect(names(await rank(t, 'type=0'))).toEqual(['rk_dan', 'rk_ben', 'rk_amy', 'rk_cat', 'rk_eve']);
  expect(names(await rank(t, 'type=1'))).toEqual(['rk_dan', 'rk_cat', ...tie, 'rk_eve']);
});

test('a bad rank type is refused with the field named, in both languages', async () => {
  using s = await setup();
  for (const [query, en] of [
    ['', 'type is required'],
    ['type=2', 'type has a value that is not allowed'],
    ['type=acm', 'type has a value that is not allowed'],
  ]) {
    const { env } = await get(s.t, `/api/get-rank-list?${query}`);
    expect([query, env.status, env.msg]).toEqual([query, 400, en]);
  }
  const { env } = await get(s.t, '/api/get-rank-list?type=9', { 'Accept-Language': 'zh-CN' });
  expect([env.status, env.msg]).toEqual([400, '类型取值不在允许范围内']);
});

test('a rejudge or a manual judgement that changes a verdict moves the user in the rank', async () => {
  const t = await makeJudgingApp();
  try {
    setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const x = await createUser(t.deps, { username: 'rk_x' });
    const y = await createUser(t.deps, { username: 'rk_y' });
    const pid = await createZipProblem(t, root.headers, { problemId: 'ACM1', cases: A_PLUS_B });
    const sub = (u: { uid: string; username: string }, status: number, code: string) =>
      insertSubmission(t, {
        uid: u.uid,
        username: u.username,
        pid,
        displayPid: 'ACM1',
        status,
        language: 'C++17',
        code,
      });
    sub(x, 0, PROGRAMS.cppAc);
    sub(x, -1, PROGRAMS.cppWa);
    // Stored as Wrong Answer, though the program is right: a rejudge accepts it.
    const wronglyJudged = sub(y, -1, PROGRAMS.cppAc).submitId;
    expect(lines(await rank(t, 'type=0'))).toEqual(['rk_x 1/2 0', 'rk_y 0/1 0']);

    const admin = async (path: string) =>
      expect((await get(t, `/api/admin/judge/${path}`, root.headers)).env.status).toBe(200);
    await admin(`rejudge?submitId=${wronglyJudged}`);
    expect((await waitFinal(t, [wronglyJudged]))[wronglyJudged]!.status).toBe(0);
    expect(lines(await rank(t, 'type=0'))).toEqual(['rk_y 1/1 0', 'rk_x 1/2 0']);

    await admin(`manual-judge?submitId=${wronglyJudged}&status=-1`);
    expect(lines(await rank(t, 'type=0'))).toEqual(['rk_x 1/2 0', 'rk_y 0/1 0']);
    expect(compareCounters(t.deps.db)).toEqual([]);
  } finally {
    await t.judge.stop();
    t[Symbol.dispose]();
  }
});
