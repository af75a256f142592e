import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { createContest, insertSubmission, send, setup } from './helpers.ts';

/**
 * Boards send real names, schools and genders only to those who may see them: the contest's
 * admins always; participants (registered) only when the contest ranks by real name; never
 * visitors or signed-in users who did not take part. A keyword cannot probe them either.
 */

const MIN = 60_000;

async function world(rankShowName: string) {
  const s = await setup();
  const outsider = await createUserAndLogin(s.t.deps, s.t.app);
  s.t.deps.db
    .update(users)
    .set({ realname: '王小明', school: 'No. 2 High', gender: 'male' })
    .where(eq(users.uid, s.alice.uid))
    .run();
  s.t.deps.db
    .update(users)
    .set({ realname: '李华', school: 'No. 2 High', gender: 'female' })
    .where(eq(users.uid, s.bob.uid))
    .run();
  const start = Date.now() - 180 * MIN;
  const cid = await createContest(
    s.t,
    s.root.headers,
    {
      startTime: start,
      endTime: start + 120 * MIN,
      openRank: true,
      rankShowName,
      sealRank: true,
      sealRankTime: start + 60 * MIN,
      autoRealRank: true,
    },
    [s.problem.id],
  );
  for (const who of [s.alice, s.bob]) {
    expect((await send(s.t, 'POST', '/api/register-contest', who.headers, { cid, password: '' })).status).toBe(200);
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid: s.problem.id,
      cid,
      status: 0,
      submitTime: new Date(start + 30 * MIN),
    });
  }
  const board = async (headers: Record<string, string> | undefined, keyword = '') => {
    const path = headers ? '/api/get-contest-rank' : '/api/get-contest-outside-scoreboard';
    const env = await send(s.t, 'POST', path, headers, { cid, limit: 30, keyword });
    expect(env.status).toBe(200);
    return env.data.records as { username: string; realname: string; school: string; gender: string }[];
  };
  const scroll = async (headers: Record<string, string> | undefined) =>
    (await send(s.t, 'GET', `/api/get-contest-scroll-board-submission?cid=${cid}&removeStar=false`, headers)).data as {
      realname: string;
      school: string;
      gender: string;
    }[];
  return { ...s, outsider, cid, board, scroll };
}

const personal = (rows: { realname: string; school: string; gender: string }[]) =>
  rows.map((r) => [r.realname, r.school, r.gender]);
const HIDDEN = [
  ['', '', ''],
  ['', '', ''],
];

test('a board by username: real names, schools and genders go to the contest admins only', async () => {
  using s = await world('username');
  expect(personal(await s.board(s.root.headers)).sort()).toEqual([
    ['李华', 'No. 2 High', 'female'],
    ['王小明', 'No. 2 High', 'male'],
  ]);
  expect(personal(await s.board(undefined))).toEqual(HIDDEN);
  expect(personal(await s.board(s.outsider.headers))).toEqual(HIDDEN);
  expect(personal((await s.board(s.alice.headers)).slice(1))).toEqual(HIDDEN);
  // The keyword cannot probe them.
  expect(await s.board(s.outsider.headers, '王')).toEqual([]);
  expect(await s.board(undefined, 'No. 2')).toEqual([]);
  expect(personal(await s.scroll(undefined))).toEqual(HIDDEN);
  expect(personal(await s.scroll(s.root.headers)).sort()).toEqual([
    ['李华', 'No. 2 High', 'female'],
    ['王小明', 'No. 2 High', 'male'],
  ]);
});

test('a board by real name: participants see them, outsiders still do not', async () => {
  using s = await world('realname');
  expect(personal((await s.board(s.bob.headers)).slice(1)).sort()).toEqual([
    ['李华', 'No. 2 High', 'female'],
    ['王小明', 'No. 2 High', 'male'],
  ]);
  expect(personal(await s.board(undefined))).toEqual(HIDDEN);
  expect(personal(await s.board(s.outsider.headers))).toEqual(HIDDEN);
  // Outsiders see usernames where the board would show real names.
  expect((await s.board(s.outsider.headers, s.alice.username)).map((r) => r.username)).toEqual([s.alice.username]);
  expect(await s.board(undefined, '王')).toEqual([]);
  expect(personal(await s.scroll(s.outsider.headers))).toEqual(HIDDEN);
  expect(personal(await s.scroll(s.alice.headers)).sort()).toEqual([
    ['李华', 'No. 2 High', 'female'],
    ['王小明', 'No. 2 High', 'male'],
  ]);
});

test("the board's download holds real names and schools only for those who may see them", async () => {
  using s = await world('username');
  const csv = async (headers: Record<string, string>) => {
    const res = await s.t.app.request(
      `/api/file/download-contest-rank?cid=${s.cid}&forceRefresh=false&removeStar=false&containEnd=false`,
      { headers },
    );
    expect(res.status).toBe(200);
    return res.text();
  };
  const outside = await csv(s.outsider.headers);
  expect(outside).toContain(s.alice.username);
  expect(outside).not.toContain('No. 2 High');
  expect(await csv(s.root.headers)).toContain('No. 2 High');
});

test('in a public contest, one who took part by submitting without registering is a participant', async () => {
  using s = await world('realname');
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  expect(personal(await s.board(carol.headers))).toEqual(HIDDEN);
  insertSubmission(s.t, {
    uid: carol.uid,
    username: carol.username,
    pid: s.problem.id,
    cid: s.cid,
    status: -1,
    submitTime: new Date(Date.now() - 100 * MIN),
  });
  expect(
    personal(await s.board(carol.headers))
      .filter((p) => p[0] !== '')
      .sort(),
  ).toEqual([
    ['李华', 'No. 2 High', 'female'],
    ['王小明', 'No. 2 High', 'male'],
  ]);
});
