import { describe, expect, test, setDefaultTimeout } from 'bun:test';
import { submissionListQuerySchema } from '../../../src/contract/submissions.ts';
import { listFilter, pageQuery, problemFilterQuery } from '../../../src/domain/submissions/list.ts';
import { conditionText } from '../../../src/domain/problems/policy-text.ts';
import { eq } from 'drizzle-orm';
import { groupMembers, groups } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { addProblem, get, insertSubmission, setup, submitOk } from './helpers.ts';
import { planOf, planOfQuery } from '../../helpers/query-plan.ts';

// Each test creates accounts (argon2 hashing) and may run real programs: allow for a busy machine.
setDefaultTimeout(120_000);

describe('GET /api/get-submission-list', () => {
  test('lists practice submissions newest first, 15 a page by default, without the code', async () => {
    using s = await setup();
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) ids.push((await submitOk(s.t, i % 2 ? s.bob.headers : s.alice.headers)).submitId);
    const page1 = await get(s.t, '/api/get-submission-list');
    expect(page1.env.data).toMatchObject({ total: 17, size: 15, current: 1, pages: 2 });
    expect(page1.env.data.records.map((r: { submitId: number }) => r.submitId)).toEqual(ids.slice(2).reverse());
    const row = page1.env.data.records[0];
    expect(row).toEqual({
      submitId: ids[16],
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      displayPid: 'P1000',
      title: 'A + B',
      cid: null,
      tid: null,
      gid: null,
      status: 5,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      length: row.length,
      language: 'C',
      judger: null,
      isManual: false,
      share: false,
      submitTime: row.submitTime,
    });
    const page2 = await get(s.t, '/api/get-submission-list?currentPage=2&limit=15');
    expect(page2.env.data.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids[1], ids[0]]);
    const bad = await get(s.t, '/api/get-submission-list?currentPage=-3&limit=abc');
    expect(bad.env.data).toMatchObject({ current: 1, size: 15 });
  });

  test('filters by author, problem, status; onlyMine needs a login and overrides the author', async () => {
    using s = await setup();
    const other = await addProblem(s.t, s.root, { problemId: 'Q2000', title: 'Other' });
    const a1 = await submitOk(s.t, s.alice.headers);
    const b1 = await submitOk(s.t, s.bob.headers);
    const a2 = await submitOk(s.t, s.alice.headers, { pid: 'Q2000' });
    const ids = async (query: string, headers?: Record<string, string>) =>
      ((await get(s.t, `/api/get-submission-list?${query}`, headers)).env.data.records as { submitId: number }[]).map(
        (r) => r.submitId,
      );
    expect(await ids(`username=${s.alice.username.toUpperCase()}`)).toEqual([a2.submitId, a1.submitId]);
    expect(await ids('username=nobody')).toEqual([]);
    expect(await ids('problemID=Q2000&completeProblemID=true')).toEqual([a2.submitId]);
    expect(await ids('problemID=Q20&completeProblemID=true')).toEqual([]);
    expect(await ids('problemID=000')).toEqual([a2.submitId, b1.submitId, a1.submitId]);
    expect(await ids('problemID=p10')).toEqual([b1.submitId, a1.submitId]);
    expect(await ids(`onlyMine=true&username=${s.alice.username}`, s.bob.headers)).toEqual([b1.submitId]);
    const visitor = await get(s.t, '/api/get-submission-list?onlyMine=true');
    expect([visitor.status, visitor.env.msg]).toEqual([401, 'Please login first']);
    // Status: the totals follow a change of status (the count is cached between changes).
    const total = async (query: string) =>
      (await get(s.t, `/api/get-submission-list?${query}`)).env.data.total as number;
    expect([await total('status=5'), await total('status=-4'), await total('')]).toEqual([3, 0, 3]);
    await call(s.t.app, `/api/admin/judge/cancel-judge?submitId=${b1.submitId}`, { headers: s.root.headers });
    expect(await ids('status=-4')).toEqual([b1.submitId]);
    expect(await ids('status=5')).toEqual([a2.submitId, a1.submitId]);
    expect([await total('status=5'), await total('status=-4'), await total('')]).toEqual([2, 1, 3]);
    await submitOk(s.t, s.bob.headers);
    expect([await total('status=5'), await total('')]).toEqual([3, 4]);
    expect(other.problemId).toBe('Q2000');
  });

  test("leaves out contest submissions; a group list is its members' and shows them everyone's", async () => {
    using s = await setup();
    const now = new Date();
    s.t.deps.db
      .insert(groups)
      .values({
        id: 9,
        name: 'Class 9',
        shortName: 'class9',
        brief: 'b',
        description: 'd',
        owner: 'x',
        auth: 1,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    s.t.deps.db
      .insert(groupMembers)
      .values([s.alice, s.bob].map((u) => ({ gid: 9, uid: u.uid, auth: 3, createdAt: now, updatedAt: now })))
      .run();
    const practice = await submitOk(s.t, s.alice.headers);
    insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, cid: 3 });
    const groupA = insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, gid: 9 });
    const groupB = insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: s.problem.id, gid: 9 });
    const ids = async (query: string, headers?: Record<string, string>) =>
      ((await get(s.t, `/api/get-submission-list?${query}`, headers)).env.data.records as { submitId: number }[]).map(
        (r) => r.submitId,
      );
    expect(await ids('')).toEqual([practice.submitId]);
    expect(await ids('gid=9', s.root.headers)).toEqual([groupB.submitId, groupA.submitId]);
    expect(await ids('gid=9', s.alice.headers)).toEqual([groupB.submitId, groupA.submitId]);
    expect((await get(s.t, '/api/get-submission-list?gid=9')).status).toBe(401);
    s.t.deps.db.delete(groupMembers).where(eq(groupMembers.uid, s.bob.uid)).run();
    expect((await get(s.t, '/api/get-submission-list?gid=9', s.bob.headers)).env.msg).toBe(
      'Only members of this group may see this',
    );
  });

  test('stays index-backed: every filter combination is planned on an index, without sorting, by number and by key', async () => {
    using s = await setup();
    await addProblem(s.t, s.root, { problemId: 'P1001', title: 'Other' });
    const db = s.t.deps.db;
    const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => planOfQuery(db.$client, query);
    const viewer = { uid: s.alice.uid, username: s.alice.username, role: 1002 };
    const queries = [
      '',
      'status=0',
      `username=${s.bob.username}`,
      'onlyMine=true&status=-1',
      'problemID=P1000&completeProblemID=true',
      'problemID=P100',
      'problemID=P1000&completeProblemID=true&status=0',
      'onlyMine=true&problemID=P100',
    ];
    for (const query of queries) {
      const q = submissionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const filter = listFilter(db, viewer, q)!;
      const pages = [
        plan(pageQuery(db, filter.where, { direction: 'older', offset: 30, limit: 15 })),
        plan(pageQuery(db, filter.where, { direction: 'older', key: 1000, offset: 0, limit: 15 })),
        plan(pageQuery(db, filter.where, { direction: 'newer', key: 1000, offset: 0, limit: 15 })),
      ];
      for (const p of pages) {
        expect(p).toMatch(/SEARCH s USING (COVERING )?INDEX submissions_/);
        expect(p).not.toContain('SCAN');
        // A list by several problems sorts their rows; every other list reads the index in order.
        if (query !== 'problemID=P100') expect(p).not.toContain('TEMP B-TREE');
      }
    }
  });
  test("reads an author's and a problem's pages off their index alone, with any status, by number and by key: no submission row is sought", async () => {
    using s = await setup();
    const db = s.t.deps.db;
    const student = { uid: s.alice.uid, username: s.alice.username, role: 1002 };
    const cases = [
      [`username=${s.bob.username}`, 'submissions_uid_scope'],
      [`username=${s.bob.username}&status=0`, 'submissions_uid_scope'],
      ['onlyMine=true&problemID=P1000&completeProblemID=true', 'submissions_uid_scope'],
      ['problemID=P1000&completeProblemID=true', 'submissions_pid_scope'],
      ['problemID=P1000&completeProblemID=true&status=-1', 'submissions_pid_scope'],
    ] as const;
    for (const [query, index] of cases) {
      const q = submissionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const filter = listFilter(db, student, q)!;
      for (const at of [
        { direction: 'older', offset: 30, limit: 15 },
        { direction: 'older', key: 1000, offset: 0, limit: 15 },
        { direction: 'newer', key: 1000, offset: 0, limit: 15 },
        { direction: 'newer', offset: 15, limit: 15 },
      ] as const) {
        // Each step that reads the table (the page's, and a numbered page's start in a subquery).
        const reads = planOfQuery(db.$client, pageQuery(db, filter.where, at))
          .split('; ')
          .filter((step) => /^(SEARCH|SCAN) /.test(step));
        expect(reads.length).toBeGreaterThan(0);
        for (const step of reads) expect(step).toStartWith(`SEARCH s USING COVERING INDEX ${index} `);
      }
    }
  });
  test('finds the problem a filter names off its index, for a visitor, a student and an admin: no problem row is read', async () => {
    using s = await setup();
    const sqlite = s.t.deps.db.$client;
    const student = { uid: s.alice.uid, username: s.alice.username, role: 1002 };
    const admin = { uid: s.root.uid, username: s.root.username, role: 1000 };
    for (const viewer of [null, student, admin]) {
      const query = problemFilterQuery('p1000', true, conditionText('viewable', viewer));
      expect(planOf(sqlite, query.sql, query.params)).toMatch(
        /^SEARCH problems USING COVERING INDEX problems_problem_id_nocase/,
      );
    }
  });
});

describe('POST /api/check-submissions-status', () => {
  test('returns the state of each visible submission by id', async () => {
    using s = await setup();
    const mine = await submitOk(s.t, s.alice.headers);
    const contest = insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: s.problem.id, cid: 3 });
    // A private contest Alice did not register for.
    s.t.deps.db.$client.run('update contests set auth = 1 where id = 3');
    const { env } = await call(s.t.app, '/api/check-submissions-status', {
      method: 'POST',
      headers: s.alice.headers,
      json: { submitIds: [mine.submitId, contest.submitId, 999] },
    });
    expect(env.data).toEqual({
      [mine.submitId]: {
        submitId: mine.submitId,
        status: 5,
        score: null,
        oiRankScore: null,
        time: null,
        memory: null,
        judger: null,
        isManual: false,
      },
    });
    const asBob = await call(s.t.app, '/api/check-submissions-status', {
      method: 'POST',
      headers: s.bob.headers,
      json: { submitIds: [contest.submitId] },
    });
    expect(Object.keys(asBob.env.data)).toEqual([String(contest.submitId)]);
    const bad = await call(s.t.app, '/api/check-submissions-status', { method: 'POST', json: { submitIds: 'x' } });
    expect(bad.env).toMatchObject({ status: 400, msg: 'submitIds must be array' });
  });
});
