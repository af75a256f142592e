import { describe, expect, setDefaultTimeout, setSystemTime, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { groupMembers, problems, sessions, submissions, users } from '../../../src/db/schema/index.ts';
import { MAX_AGE_MS } from '../../../src/db/kept-values.ts';
import { memberGroupRank } from '../../../src/domain/groups/rank.ts';
import { listRank } from '../../../src/domain/ranks/rank-list.ts';
import { describeDifferences } from '../../../src/cli/doctor.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { Db } from '../../../src/db/client.ts';
import { migrations } from '../../../src/db/migrations.gen.ts';
import { countFinished } from '../../../src/domain/submissions/counters.ts';
import { compareCounters, rebuildCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { AC as SEALED_AC, sealedGroupContest, WA as SEALED_WA } from '../contests/seal-helpers.ts';
import { insertSubmission } from '../submissions/helpers.ts';
import { classSetup, send } from './helpers.ts';

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const { ACCEPTED: AC, WRONG_ANSWER: WA, PENDING } = JudgeStatus;
type Who = { uid: string; username: string; headers: Record<string, string> };

/**
 * Class 7A (the teacher owns it) with Alice (member) and Carol (group admin); Bob outside. Two ACM
 * problems and an OI problem of the group. The group rank reads its kept lines: each step checks
 * the line the rank shows and that a fresh count from the submissions (what `verdict doctor`
 * compares) finds nothing to repair.
 */
async function setup() {
  const s = await classSetup();
  const db = s.t.deps.db;
  const acm1 = await s.inGroup(s.gid, 'class7a-1');
  const acm2 = await s.inGroup(s.gid, 'class7a-2');
  const oi = await s.inGroup(s.gid, 'class7a-3');
  db.update(problems).set({ type: 1 }).where(eq(problems.id, oi)).run();
  const sub = (who: Who, pid: number, status: number, extra: Partial<typeof submissions.$inferInsert> = {}) =>
    insertSubmission(s.t, { uid: who.uid, username: who.username, pid, gid: s.gid, status, ...extra });
  /** [ac, total, score] of the member's line in the ACM rank, undefined when they are not ranked. */
  const line = async (who: Who) => {
    const page = (await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=0&limit=50`, s.teacher.headers))
      .data;
    const row = (page.records as { uid: string; ac: number; total: number; score: number }[]).find(
      (r) => r.uid === who.uid,
    );
    return row && [row.ac, row.total, row.score];
  };
  const names = async (type: 0 | 1) =>
    (
      (await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=${type}`, s.teacher.headers)).data
        .records as { username: string }[]
    ).map((r) => r.username);
  const rankDifferences = () => compareCounters(db).filter((d) => d.table === 'group_ranks');
  return { ...s, db, acm1, acm2, oi, sub, line, names, rankDifferences };
}

/** What the judge does when a run ends: the verdict is stored and the counters hook runs. */
function finish(db: Db, submitId: number, status: number, oiRankScore: number | null = null) {
  db.transaction((tx) => {
    const row = tx
      .update(submissions)
      .set({ status, oiRankScore })
      .where(eq(submissions.submitId, submitId))
      .returning()
      .get();
    countFinished(tx as unknown as Db, row);
  });
}

describe('the group rank follows its submissions', () => {
  test('a submission counts once stored, and its accept once judged', async () => {
    await using s = await setup();
    expect(await s.line(s.alice)).toEqual([0, 0, 0]);
    const first = s.sub(s.alice, s.acm1, PENDING);
    expect(await s.line(s.alice)).toEqual([0, 1, 0]);
    finish(s.db, first.submitId, AC);
    expect(await s.line(s.alice)).toEqual([1, 1, 0]);
    const oi = s.sub(s.alice, s.oi, PENDING);
    finish(s.db, oi.submitId, WA, 35);
    expect(await s.line(s.alice)).toEqual([1, 2, 35]);
    expect((await s.names(1))[0]).toBe(s.alice.username);
    expect(s.rankDifferences()).toEqual([]);
  });

  test('wrong, then right: one problem solved, every try counted, and the order follows', async () => {
    await using s = await setup();
    s.sub(s.carol, s.acm1, AC);
    s.sub(s.alice, s.acm1, WA);
    // Nothing solved yet: fewer submissions first.
    expect(await s.names(0)).toEqual([s.carol.username, s.teacher.username, s.alice.username]);
    s.sub(s.alice, s.acm1, AC);
    s.sub(s.alice, s.acm1, AC);
    expect(await s.line(s.alice)).toEqual([1, 3, 0]);
    s.sub(s.alice, s.acm2, AC);
    expect(await s.line(s.alice)).toEqual([2, 4, 0]);
    expect(await s.names(0)).toEqual([s.alice.username, s.carol.username, s.teacher.username]);
    expect(s.rankDifferences()).toEqual([]);
  });

  test('a result changed by hand (a rejudge to another verdict) moves the line both ways', async () => {
    await using s = await setup();
    const ac = s.sub(s.alice, s.acm1, AC);
    s.sub(s.carol, s.acm1, AC);
    expect(await s.line(s.alice)).toEqual([1, 1, 0]);
    const judge = (submitId: number, status: number) =>
      send(s.t, 'GET', `/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}`, s.root.headers);
    expect((await judge(ac.submitId, WA)).status).toBe(200);
    expect(await s.line(s.alice)).toEqual([0, 1, 0]);
    expect(await s.names(0)).toEqual([s.carol.username, s.teacher.username, s.alice.username]);
    const wrong = s.sub(s.carol, s.acm2, WA);
    expect((await judge(wrong.submitId, AC)).status).toBe(200);
    expect(await s.line(s.carol)).toEqual([2, 2, 0]);
    // A rejudge first puts the submission back to waiting: its accept no longer counts until the new verdict.
    const again = s.sub(s.alice, s.acm2, AC);
    expect(await s.line(s.alice)).toEqual([1, 2, 0]);
    s.db.transaction((tx) => {
      tx.update(submissions).set({ status: PENDING }).where(eq(submissions.submitId, again.submitId)).run();
    });
    finish(s.db, again.submitId, WA);
    expect(await s.line(s.alice)).toEqual([0, 2, 0]);
    expect(s.rankDifferences()).toEqual([]);
  });
});

// Nothing in an unsealed page changes with time alone: a busy rank is not read again every second,
// nor at each write of a class to what the rank does not read (a session touched by a request).
test('an unsealed group rank page and a public rank page are kept until a write to their lines or accounts', async () => {
  await using s = await setup();
  s.sub(s.alice, s.acm1, AC);
  const { role } = s.db.select({ role: users.role }).from(users).where(eq(users.uid, s.teacher.uid)).get()!;
  const teacher = { uid: s.teacher.uid, username: s.teacher.username, role };
  const filter = { type: 0, currentPage: 1, limit: 30 } as const;
  const start = Date.now();
  try {
    setSystemTime(new Date(start));
    const group = memberGroupRank(s.db, teacher, s.gid, filter);
    const bank = listRank(s.db, filter);
    setSystemTime(new Date(start + 60 * MAX_AGE_MS));
    expect(memberGroupRank(s.db, teacher, s.gid, filter)).toBe(group);
    expect(listRank(s.db, filter)).toBe(bank);
    s.db
      .update(sessions)
      .set({ lastSeenAt: new Date(start + 60 * MAX_AGE_MS) })
      .run();
    expect(memberGroupRank(s.db, teacher, s.gid, filter)).toBe(group);
    expect(listRank(s.db, filter)).toBe(bank);
    s.sub(s.carol, s.acm1, AC);
    const after = memberGroupRank(s.db, teacher, s.gid, filter);
    expect(after).not.toBe(group);
    expect(JSON.stringify(after)).toContain(s.carol.username);
    // A group's submission is not in the public rank: its page stays kept.
    expect(listRank(s.db, filter)).toBe(bank);
    // A nickname is shown on the ranks: an account's change reads both again.
    s.db.update(users).set({ nickname: 'Alice A.' }).where(eq(users.uid, s.alice.uid)).run();
    expect(JSON.stringify(memberGroupRank(s.db, teacher, s.gid, filter))).toContain('Alice A.');
    expect(listRank(s.db, filter)).not.toBe(bank);
  } finally {
    setSystemTime();
  }
});

describe('the group rank follows its members and problems', () => {
  test('a member removed or leaving drops out; back in the group, their submissions count again', async () => {
    await using s = await setup();
    s.sub(s.alice, s.acm1, AC);
    s.sub(s.carol, s.acm2, WA);
    const remove = await send(s.t, 'DELETE', `/api/group/member?gid=${s.gid}&uid=${s.alice.uid}`, s.teacher.headers);
    expect(remove.status).toBe(200);
    expect(await s.line(s.alice)).toBeUndefined();
    expect((await send(s.t, 'DELETE', `/api/group/member/exit?gid=${s.gid}`, s.carol.headers)).status).toBe(200);
    expect(await s.names(0)).toEqual([s.teacher.username]);
    expect(s.rankDifferences()).toEqual([]);
    const now = new Date();
    s.db.insert(groupMembers).values({ gid: s.gid, uid: s.alice.uid, auth: 3, createdAt: now, updatedAt: now }).run();
    expect(await s.line(s.alice)).toEqual([1, 1, 0]);
    // An applicant is not ranked; approved, they are, with what they had.
    s.db.insert(groupMembers).values({ gid: s.gid, uid: s.carol.uid, auth: 1, createdAt: now, updatedAt: now }).run();
    expect(await s.line(s.carol)).toBeUndefined();
    const approve = await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, {
      gid: s.gid,
      uid: s.carol.uid,
      auth: 3,
    });
    expect(approve.status).toBe(200);
    expect(await s.line(s.carol)).toEqual([0, 1, 0]);
    expect(s.rankDifferences()).toEqual([]);
  });

  test('a problem deleted from the group takes its submissions out of the rank', async () => {
    await using s = await setup();
    s.sub(s.alice, s.acm1, AC);
    s.sub(s.alice, s.acm2, WA);
    s.sub(s.alice, s.oi, WA, { oiRankScore: 20 });
    expect(await s.line(s.alice)).toEqual([1, 3, 20]);
    expect((await send(s.t, 'DELETE', `/api/group/problem?pid=${s.acm1}`, s.teacher.headers)).status).toBe(200);
    expect(await s.line(s.alice)).toEqual([0, 2, 20]);
    expect((await send(s.t, 'DELETE', `/api/group/problem?pid=${s.oi}`, s.teacher.headers)).status).toBe(200);
    expect(await s.line(s.alice)).toEqual([0, 1, 0]);
    expect(s.rankDifferences()).toEqual([]);
  });
});

describe('verdict doctor keeps the group rank right', () => {
  test('damaged, missing and stray lines are found and rebuilt from the submissions', async () => {
    await using s = await setup();
    s.sub(s.alice, s.acm1, AC);
    s.sub(s.carol, s.acm1, WA);
    s.db.$client.exec(`update group_ranks set ac = 9, total = 9 where gid = ${s.gid} and uid = '${s.alice.uid}';
      delete from group_ranks where gid = ${s.gid} and uid = '${s.carol.uid}';
      insert into group_ranks (gid, uid, ac, total, score) values (${s.gid}, '${s.bob.uid}', 5, 5, 0);`);
    // The rank reads the kept lines: the damage shows until the doctor repairs it.
    expect(await s.line(s.alice)).toEqual([9, 9, 0]);
    expect(await s.line(s.bob)).toEqual([5, 5, 0]);
    const found = rebuildCounters(s.db).filter((d) => d.table === 'group_ranks');
    expect(found.map(({ missing, extra, wrong }) => ({ missing, extra, wrong }))).toEqual([
      { missing: 1, extra: 1, wrong: 1 },
    ]);
    expect(describeDifferences(found)[0]).toBe('group_ranks: 1 missing, 1 extra, 1 wrong row(s) — rebuilt');
    expect(await s.line(s.alice)).toEqual([1, 1, 0]);
    expect(await s.line(s.carol)).toEqual([0, 1, 0]);
    expect(await s.line(s.bob)).toBeUndefined();
    expect(s.rankDifferences()).toEqual([]);
  });
});

test("the migration that brings group_ranks counts the lines of the groups' members from the submissions already stored", async () => {
  await using s = await setup();
  s.sub(s.alice, s.acm1, WA);
  s.sub(s.alice, s.acm1, AC);
  s.sub(s.alice, s.oi, WA, { oiRankScore: 30 });
  s.sub(s.carol, s.acm2, AC, { cid: 9003 });
  s.sub(s.bob, s.acm2, AC);
  // The database as it was before the migration: no lines, no triggers.
  s.db.$client.exec(`drop trigger group_ranks_member_in; drop trigger group_ranks_member_level;
    drop trigger group_ranks_member_out; drop table group_ranks;`);
  const migration = migrations.find((m) => m.tag === '0028_group_ranks')!;
  for (const statement of migration.sql.split('--> statement-breakpoint')) s.db.$client.exec(statement);
  expect([await s.line(s.alice), await s.line(s.carol), await s.line(s.teacher)]).toEqual([
    [1, 3, 30],
    [1, 1, 0],
    [0, 0, 0],
  ]);
  expect(await s.line(s.bob)).toBeUndefined();
  expect(s.rankDifferences()).toEqual([]);
});

test("while a seal hides a group contest's last half hour, each viewer's rank recounts only the lines it changes: an ACM author still sees their own", async () => {
  await using s = await sealedGroupContest(0);
  s.sub(s.alice, SEALED_WA, 10);
  s.sub(s.alice, SEALED_AC, 100);
  s.sub(s.carol, SEALED_AC, 100);
  s.sub(s.carol, SEALED_AC, 10);
  const rank = async (who: { headers: Record<string, string> }) =>
    (
      (await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=0`, who.headers)).data.records as {
        username: string;
        ac: number;
        total: number;
      }[]
    ).map((r) => [r.username, r.ac, r.total]);
  // Alice sees her own accept after the seal, not Carol's: Carol's line has one submission for her.
  expect(await rank(s.alice)).toEqual([
    [s.carol.username, 1, 1],
    [s.alice.username, 1, 2],
    [s.teacher.username, 0, 0],
  ]);
  expect(await rank(s.carol)).toEqual([
    [s.carol.username, 1, 2],
    [s.teacher.username, 0, 0],
    [s.alice.username, 0, 1],
  ]);
  // The kept lines hold everything: the seal is applied as each viewer reads.
  const kept = s.t.deps.db.$client
    .query('select uid, ac, total from group_ranks where gid = ? order by uid')
    .all(s.gid) as { uid: string; ac: number; total: number }[];
  expect(kept.find((r) => r.uid === s.alice.uid)).toEqual({ uid: s.alice.uid, ac: 1, total: 2 });
});

// A kept page is found by the group, the order, the page and its size it was read for: reads of
// the other orders and pages between two reads of one never answer for it.
test('each kept group rank page answers its own order, page and size', async () => {
  await using s = await setup();
  s.sub(s.carol, s.acm1, AC);
  const oi = s.sub(s.alice, s.oi, PENDING);
  finish(s.db, oi.submitId, WA, 35);
  const page = async (q: string) =>
    (
      (await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&${q}`, s.teacher.headers)).data.records as {
        username: string;
      }[]
    ).map((r) => r.username);
  const acm = [s.carol.username, s.teacher.username, s.alice.username];
  const ordered = [s.alice.username, s.carol.username, s.teacher.username];
  for (let round = 0; round < 2; round++) {
    expect(await page('type=0')).toEqual(acm);
    expect(await page('type=1')).toEqual(ordered);
    expect(await page('type=0&limit=1&currentPage=2')).toEqual([acm[1]!]);
    expect(await page('type=0&limit=2&currentPage=2')).toEqual([acm[2]!]);
    expect(await page('type=1&limit=1&currentPage=3')).toEqual([ordered[2]!]);
  }
});
