import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../src/db/schema/index.ts';
import { RANK_TTL_MS, recentAcCountsQuery, recentSevenAcRank } from '../../src/domain/home/recent-ac-rank.ts';
import { recentProblemsQuery } from '../../src/domain/home/recent-problems.ts';
import { dayCountQuery, STATISTICS_TTL_MS, weekStatistics } from '../../src/domain/home/week-statistics.ts';
import { call } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { addProblem, get, insertSubmission, setup, type TestApp } from './submissions/helpers.ts';
import { planOfQuery } from '../helpers/query-plan.ts';

// Each test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

const DAY = 24 * 60 * 60_000;

/** Local midnight `days` days before today, plus `ms`. */
function dayStart(now: Date, days: number, ms = 0): Date {
  return new Date(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).getTime() + ms);
}

function label(d: Date): string {
  return `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function plan(t: TestApp, query: { toSQL(): { sql: string; params: unknown[] } }): string {
  return planOfQuery(t.deps.db.$client, query);
}

describe('GET /api/get-recent-updated-problem', () => {
  test('lists the ten latest updated public problems of the bank, newest first', async () => {
    using s = await setup();
    const db = s.t.deps.db;
    const base = Date.now() - 100 * DAY;
    const ids: number[] = [s.problem.id];
    for (let i = 1; i <= 11; i++)
      ids.push((await addProblem(s.t, s.root, { problemId: `P${1000 + i}`, title: `Problem ${i}` })).id);
    // Updated in an order unlike creation: P1005 last.
    for (const [i, id] of ids.entries())
      db.update(problems)
        .set({ updatedAt: new Date(base + (i === 5 ? 50 : i) * DAY) })
        .where(eq(problems.id, id))
        .run();
    const hidden = await addProblem(s.t, s.root, { problemId: 'H1', title: 'Private', auth: 2 });
    const contest = await addProblem(s.t, s.root, { problemId: 'H2', title: 'Contest only', auth: 3 });
    const group = await addProblem(s.t, s.root, { problemId: 'H3', title: 'Group' });
    db.update(problems).set({ gid: 4 }).where(eq(problems.id, group.id)).run();

    const { env } = await get(s.t, '/api/get-recent-updated-problem');
    expect(env.status).toBe(200);
    const shown = (env.data as { problemId: string }[]).map((p) => p.problemId);
    expect(shown).toEqual(['P1005', 'P1011', 'P1010', 'P1009', 'P1008', 'P1007', 'P1006', 'P1004', 'P1003', 'P1002']);
    expect(shown).not.toContain(hidden.problemId);
    expect(shown).not.toContain(contest.problemId);
    const created = db
      .select({ createdAt: problems.createdAt })
      .from(problems)
      .where(eq(problems.id, ids[5]!))
      .get()!.createdAt;
    expect(env.data[0]).toEqual({
      id: ids[5],
      problemId: 'P1005',
      title: 'Problem 5',
      type: 0,
      gmtCreate: created.toISOString(),
      gmtModified: new Date(base + 50 * DAY).toISOString(),
    });
  });

  test('is read from the (auth, updated_at) index in order, without sorting', async () => {
    using s = await setup();
    const p = plan(s.t, recentProblemsQuery(s.t.deps.db));
    expect(p).toContain('SEARCH problems USING INDEX problems_auth_updated');
    expect(p).not.toContain('TEMP B-TREE');
  });
});

describe('GET /api/get-recent-seven-ac-rank', () => {
  test('ranks users by distinct problems accepted in practice during the last seven days', async () => {
    using s = await setup();
    const p2 = await addProblem(s.t, s.root, { problemId: 'P1001' });
    const p3 = await addProblem(s.t, s.root, { problemId: 'P1002' });
    const carol = await createUser(s.t.deps, {
      nickname: 'Carol C',
      titleName: 'Champion',
      titleColor: '#ff0000',
      avatar: '/api/public/avatar/c.png',
    });
    const gone = await createUser(s.t.deps, { status: 1 });
    const now = new Date();
    const ac = (
      u: { uid: string; username: string },
      pid: number,
      fields: Partial<Parameters<typeof insertSubmission>[1]> = {},
    ) => insertSubmission(s.t, { uid: u.uid, username: u.username, pid, ...fields });
    // Carol: three problems, one of them twice.
    for (const pid of [s.problem.id, p2.id, p3.id, p3.id]) ac(carol, pid);
    // Alice: two problems (the second one accepted on the first day of the week), a wrong answer.
    ac(s.alice, s.problem.id);
    ac(s.alice, p2.id, { submitTime: dayStart(now, 6, 1000) });
    ac(s.alice, p3.id, { status: -1 });
    // Bob: one problem this week; older, contest and partial results do not count.
    ac(s.bob, s.problem.id);
    ac(s.bob, p2.id, { submitTime: dayStart(now, 6, -1000) });
    ac(s.bob, p3.id, { cid: 5 });
    ac(s.bob, p3.id, { status: 8 });
    // A disabled account is left out; the admin accepted nothing.
    ac(gone, s.problem.id);
    ac(gone, p2.id);
    ac(s.admin, s.problem.id, { status: 5 });

    const { env } = await get(s.t, '/api/get-recent-seven-ac-rank');
    expect(env.status).toBe(200);
    expect(env.data).toEqual([
      {
        uid: carol.uid,
        username: carol.username,
        nickname: 'Carol C',
        avatar: '/api/public/avatar/c.png',
        titleName: 'Champion',
        titleColor: '#ff0000',
        ac: 3,
      },
      { uid: s.alice.uid, username: s.alice.username, nickname: '', avatar: '', titleName: '', titleColor: '', ac: 2 },
      { uid: s.bob.uid, username: s.bob.username, nickname: '', avatar: '', titleName: '', titleColor: '', ac: 1 },
    ]);
  });

  test('shows the top ten; equal counts are ordered by username', async () => {
    using s = await setup();
    const people = [];
    for (let i = 0; i < 12; i++)
      people.push(await createUser(s.t.deps, { username: `rank${String(i).padStart(2, '0')}` }));
    const p2 = await addProblem(s.t, s.root, { problemId: 'P1001' });
    for (const [i, u] of people.entries()) {
      insertSubmission(s.t, { uid: u.uid, username: u.username, pid: s.problem.id });
      if (i % 3 === 0) insertSubmission(s.t, { uid: u.uid, username: u.username, pid: p2.id });
    }
    const { env } = await get(s.t, '/api/get-recent-seven-ac-rank');
    expect((env.data as { username: string; ac: number }[]).map((r) => `${r.username}:${r.ac}`)).toEqual([
      'rank00:2',
      'rank03:2',
      'rank06:2',
      'rank09:2',
      'rank01:1',
      'rank02:1',
      'rank04:1',
      'rank05:1',
      'rank07:1',
      'rank08:1',
    ]);
  });

  test('is counted at most once a minute', async () => {
    using s = await setup();
    const db = s.t.deps.db;
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const accept = (u: { uid: string; username: string }) =>
      insertSubmission(s.t, {
        uid: u.uid,
        username: u.username,
        pid: s.problem.id,
        submitTime: new Date(noon.getTime() - 60_000),
      });
    const names = (at: number) => recentSevenAcRank(db, new Date(noon.getTime() + at)).map((r) => r.username);
    accept(s.alice);
    expect(names(0)).toEqual([s.alice.username]);
    accept(s.bob);
    expect(names(RANK_TTL_MS - 1)).toEqual([s.alice.username]);
    expect(names(RANK_TTL_MS)).toEqual([s.alice.username, s.bob.username]);
  });

  test('reads only the week of the maintained per-day accepted counters', async () => {
    using s = await setup();
    const now = new Date();
    const inner = plan(s.t, recentAcCountsQuery(s.t.deps.db, now));
    expect(inner).toContain('SEARCH day_accepted USING COVERING INDEX sqlite_autoindex_day_accepted_1 (day>?)');
    expect(inner).not.toContain('SCAN');
    expect(recentSevenAcRank(s.t.deps.db, now)).toEqual([]);
  });
});

describe('GET /api/get-last-week-submission-statistics', () => {
  test('counts total and accepted submissions of each of the last seven days, oldest first', async () => {
    using s = await setup();
    const now = new Date();
    const add = (submitTime: Date, status = 0, cid = 0) =>
      insertSubmission(s.t, {
        uid: s.alice.uid,
        username: s.alice.username,
        pid: s.problem.id,
        submitTime,
        status,
        cid,
      });
    add(now);
    add(now, -1);
    add(now, 0, 7);
    add(dayStart(now, 2, 60_000), -2);
    add(dayStart(now, 6));
    add(dayStart(now, 6, DAY - 1), 8);
    add(dayStart(now, 6, -1));
    add(dayStart(now, 10));

    const { env } = await get(s.t, '/api/get-last-week-submission-statistics');
    expect(env.status).toBe(200);
    expect(env.data).toEqual({
      dateStr: [6, 5, 4, 3, 2, 1, 0].map((d) => label(dayStart(now, d))),
      acCountList: [1, 0, 0, 0, 0, 0, 2],
      totalCountList: [2, 0, 0, 0, 1, 0, 3],
    });
  });

  test('reuses the counts for a few minutes; only the super admin may force a recount', async () => {
    using s = await setup();
    const add = () => insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: s.problem.id });
    const today = async (query = '', headers?: Record<string, string>) => {
      const { env } = await get(s.t, `/api/get-last-week-submission-statistics${query}`, headers);
      expect(env.status).toBe(200);
      return [env.data.totalCountList[6], env.data.acCountList[6]];
    };
    add();
    expect(await today()).toEqual([1, 1]);
    add();
    expect(await today()).toEqual([1, 1]);
    expect(await today('?forceRefresh=true', s.alice.headers)).toEqual([1, 1]);
    expect(await today('?forceRefresh=true', s.admin.headers)).toEqual([1, 1]);
    expect(await today('?forceRefresh=true')).toEqual([1, 1]);
    expect(await today('?forceRefresh=false', s.root.headers)).toEqual([1, 1]);
    expect(await today('?forceRefresh=true', s.root.headers)).toEqual([2, 2]);
    add();
    expect(await today()).toEqual([2, 2]);

    const bad = await call(s.t.app, '/api/get-last-week-submission-statistics?forceRefresh=yes');
    expect(bad.env).toMatchObject({ status: 400, msg: 'forceRefresh has a value that is not allowed' });
    const badZh = await call(s.t.app, '/api/get-last-week-submission-statistics?forceRefresh=yes', {
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(badZh.env).toMatchObject({ status: 400, msg: '强制刷新取值不在允许范围内' });
  });

  test('the cached counts expire after a few minutes and when a new day begins', async () => {
    using s = await setup();
    const db = s.t.deps.db;
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    insertSubmission(s.t, {
      uid: s.bob.uid,
      username: s.bob.username,
      pid: s.problem.id,
      submitTime: new Date(noon.getTime() - 60_000),
    });
    expect(weekStatistics(db, false, noon).totalCountList).toEqual([0, 0, 0, 0, 0, 0, 1]);
    insertSubmission(s.t, {
      uid: s.bob.uid,
      username: s.bob.username,
      pid: s.problem.id,
      submitTime: new Date(noon.getTime() - 30_000),
    });
    const later = (ms: number) => new Date(noon.getTime() + ms);
    expect(weekStatistics(db, false, later(STATISTICS_TTL_MS - 1)).totalCountList).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(weekStatistics(db, false, later(STATISTICS_TTL_MS)).totalCountList).toEqual([0, 0, 0, 0, 0, 0, 2]);
    // Just after midnight (within the time to live) the week moves on by a day.
    const tomorrow = dayStart(noon, -1, 1000);
    weekStatistics(db, false, new Date(tomorrow.getTime() - 2000));
    const next = weekStatistics(db, false, tomorrow);
    expect(next.totalCountList).toEqual([0, 0, 0, 0, 0, 2, 0]);
    expect(next.dateStr[6]).toBe(label(tomorrow));
  });

  test('each day is one row of the maintained per-day counters', async () => {
    using s = await setup();
    const p = plan(s.t, dayCountQuery(s.t.deps.db, ['2026-01-01', '2026-01-02']));
    expect(p).toBe('SEARCH day_counts USING INDEX sqlite_autoindex_day_counts_1 (day=?)');
  });
});
