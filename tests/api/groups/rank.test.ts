import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { groupMembers, problems } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { addProblem, insertSubmission } from '../submissions/helpers.ts';
import { send, setup as groupSetup } from './helpers.ts';

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

/**
 * Class 7A (the teacher owns it) with Alice (member) and Carol (group admin); Bob applies and
 * stays outside; Dave has no relation. An ACM and an OI problem of the group, and the bank's P1000.
 */
async function setup() {
  const s = await groupSetup();
  const db = s.t.deps.db;
  const gid = await s.createGroup(s.teacher.headers);
  const now = new Date();
  db.insert(groupMembers)
    .values([
      { gid, uid: s.alice.uid, auth: 3, createdAt: now, updatedAt: now },
      { gid, uid: s.carol.uid, auth: 4, createdAt: now, updatedAt: now },
      { gid, uid: s.bob.uid, auth: 1, reason: 'let me in', createdAt: now, updatedAt: now },
    ])
    .run();
  const inGroup = async (problemId: string, type = 0) => {
    const p = await addProblem(s.t, s.root, { problemId, title: problemId });
    db.update(problems).set({ gid, type }).where(eq(problems.id, p.id)).run();
    return p.id;
  };
  const acm1 = await inGroup('class7a-1');
  const acm2 = await inGroup('class7a-2');
  const oi = await inGroup('class7a-3', 1);
  const sub = (
    who: { uid: string; username: string },
    pid: number,
    status: number,
    extra: Record<string, unknown> = {},
  ) => insertSubmission(s.t, { uid: who.uid, username: who.username, pid, gid, status, ...extra });
  return { ...s, gid, acm1, acm2, oi, sub };
}

const rank = (s: Awaited<ReturnType<typeof setup>>, headers: Record<string, string> | undefined, q: string) =>
  call(s.t.app, `/api/get-group-rank-list?gid=${s.gid}&${q}`, { headers });

describe('group rank: who may read it', () => {
  test("a visitor, a non-member, an applicant and another group's owner are refused; members and the super admin read it", async () => {
    await using s = await setup();
    const other = await s.createGroup(s.dave.headers, { name: 'Other group', shortName: 'othergrp' });
    expect((await rank(s, undefined, 'type=0')).status).toBe(401);
    for (const who of [s.bob, s.dave, s.admin]) {
      const { env } = await rank(s, who.headers, 'type=0');
      expect({ who: who.username, status: env.status, msg: env.msg }).toEqual({
        who: who.username,
        status: 403,
        msg: 'Only members of this group may see this',
      });
    }
    expect((await send(s.t, 'GET', `/api/get-group-rank-list?gid=${other}&type=0`, s.alice.headers)).status).toBe(403);
    for (const who of [s.alice, s.carol, s.teacher, s.root])
      expect((await rank(s, who.headers, 'type=1')).env.status).toBe(200);
  });

  test('bad requests get a clear refusal, never a 500', async () => {
    await using s = await setup();
    const cases: [string, string][] = [
      ['type=0', 'gid'],
      ['gid=abc&type=0', 'gid'],
      [`gid=${s.gid}`, 'type'],
      [`gid=${s.gid}&type=7`, 'type'],
    ];
    for (const [q, field] of cases) {
      const { res, env } = await call(s.t.app, `/api/get-group-rank-list?${q}`, { headers: s.alice.headers });
      expect({ q, http: res.status, status: env.status, names: env.msg.includes(field) }).toEqual({
        q,
        http: 200,
        status: 400,
        names: true,
      });
    }
    expect((await send(s.t, 'GET', '/api/get-group-rank-list?gid=999999&type=0', s.alice.headers)).msg).toBe(
      'The group does not exist',
    );
  });
});

describe('group rank: the order', () => {
  test('ACM: distinct accepted problems in the group (contests too), then fewer submissions; only members, the bank left out', async () => {
    await using s = await setup();
    s.sub(s.alice, s.acm1, 0);
    s.sub(s.alice, s.acm1, 0);
    s.sub(s.alice, s.acm2, -1);
    s.sub(s.carol, s.acm1, 0);
    s.sub(s.carol, s.acm2, 0, { cid: 9001 });
    s.sub(s.carol, s.acm2, -1);
    s.sub(s.carol, s.oi, -1);
    s.sub(s.bob, s.acm1, 0); // an applicant: not ranked
    insertSubmission(s.t, { uid: s.teacher.uid, username: s.teacher.username, pid: s.problem.id, status: 0 }); // the bank: not counted
    const { env } = await rank(s, s.alice.headers, 'type=0');
    expect(
      env.data.records.map((r: { username: string; ac: number; total: number }) => [r.username, r.ac, r.total]),
    ).toEqual([
      [s.carol.username, 2, 4],
      [s.alice.username, 1, 3],
      [s.teacher.username, 0, 0],
    ]);
    expect(env.data.total).toBe(3);
    expect(Object.keys(env.data.records[0]).sort()).toEqual([
      'ac',
      'avatar',
      'nickname',
      'score',
      'signature',
      'titleColor',
      'titleName',
      'total',
      'uid',
      'username',
    ]);
  });

  test("OI: the sum of each OI problem's best rank score in the group's practice (contests left out), then accepted problems", async () => {
    await using s = await setup();
    s.sub(s.alice, s.oi, -1, { oiRankScore: 40 });
    s.sub(s.alice, s.oi, -1, { oiRankScore: 70 });
    s.sub(s.alice, s.oi, 0, { oiRankScore: 100, cid: 9002 });
    s.sub(s.carol, s.oi, -1, { oiRankScore: 70 });
    s.sub(s.carol, s.acm1, -1);
    s.sub(s.dave, s.oi, 0, { oiRankScore: 100 }); // not a member
    const { env } = await rank(s, s.teacher.headers, 'type=1');
    expect(
      env.data.records.map((r: { username: string; score: number; ac: number }) => [r.username, r.score, r.ac]),
    ).toEqual([
      [s.alice.username, 70, 1],
      [s.carol.username, 70, 0],
      [s.teacher.username, 0, 0],
    ]);
  });

  test('search and pages of the rank', async () => {
    await using s = await setup();
    s.sub(s.alice, s.acm1, 0);
    const found = (await rank(s, s.carol.headers, `type=0&searchUser=${s.alice.username}`)).env.data;
    expect({ total: found.total, names: found.records.map((r: { username: string }) => r.username) }).toEqual({
      total: 1,
      names: [s.alice.username],
    });
    expect((await rank(s, s.carol.headers, 'type=0&searchUser=%25')).env.data.total).toBe(0);
    const second = (await rank(s, s.carol.headers, 'type=0&limit=1&currentPage=2')).env.data;
    expect({ total: second.total, size: second.size, n: second.records.length }).toEqual({ total: 3, size: 1, n: 1 });
    expect((await rank(s, s.carol.headers, 'type=0')).env.data.size).toBe(30);
  });
});
