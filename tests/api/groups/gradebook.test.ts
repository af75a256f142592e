import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import {
  contestProblems,
  contestRegistrations,
  contests,
  groupMembers,
  trainings,
} from '../../../src/db/schema/index.ts';
import { ensureContest } from '../../helpers/contests.ts';
import { call } from '../../helpers/app.ts';
import { addProblem, insertSubmission } from '../submissions/helpers.ts';
import { createCategory, createTraining } from '../trainings/helpers.ts';
import { setup as groupSetup } from './helpers.ts';

const HOUR = 3_600_000;

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

/**
 * Class 7A (the teacher owns it) with Alice and Dave (members) and Carol (group admin); Bob outside. Two
 * trainings of the group (one with a due time an hour ago), an ACM and an OI contest of the
 * group, and a site training that is not the group's.
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
      { gid, uid: s.dave.uid, auth: 3, createdAt: now, updatedAt: now },
    ])
    .run();
  const second = await addProblem(s.t, s.root, { problemId: 'P2', title: 'Second' });
  const categoryId = await createCategory(s.t, s.root.headers);
  const pids = [s.problem.id, second.id];
  const loops = await createTraining(s.t, s.root.headers, categoryId, { title: '=Loops' }, pids);
  const arrays = await createTraining(s.t, s.root.headers, categoryId, { title: 'Arrays', rank: 2000 }, pids);
  await createTraining(s.t, s.root.headers, categoryId, { title: 'Site training' }, pids);
  db.update(trainings).set({ gid }).where(eq(trainings.id, loops)).run();
  db.update(trainings)
    .set({ gid, dueAt: new Date(Date.now() - HOUR) })
    .where(eq(trainings.id, arrays))
    .run();
  const contest = (cid: number, type: number) => {
    ensureContest(db.$client, cid);
    db.update(contests)
      .set({ gid, type, title: `Contest ${cid}` })
      .where(eq(contests.id, cid))
      .run();
    db.insert(contestProblems)
      .values(pids.map((pid, i) => ({ cid, pid, displayId: String.fromCharCode(65 + i), displayTitle: `T${i}` })))
      .run();
    return cid;
  };
  const acm = contest(501, 0);
  const oi = contest(502, 1);
  const start = db.select().from(contests).where(eq(contests.id, acm)).get()!.startTime.getTime();
  const sub = (
    who: { uid: string; username: string },
    pid: number,
    status: number,
    extra: Record<string, unknown> = {},
  ) => insertSubmission(s.t, { uid: who.uid, username: who.username, pid, status, ...extra });
  return { ...s, gid, second, loops, arrays, acm, oi, start, sub };
}
type S = Awaited<ReturnType<typeof setup>>;

const book = (s: S, headers?: Record<string, string>, path = '/api/group/gradebook') =>
  call(s.t.app, `${path}?gid=${s.gid}`, { headers });

describe('gradebook: who may read it', () => {
  test('a visitor, a non-member and a plain member are refused, on screen and as CSV; group admins and the super admin read it', async () => {
    await using s = await setup();
    for (const path of ['/api/group/gradebook', '/api/group/gradebook.csv']) {
      expect((await book(s, undefined, path)).status).toBe(401);
      for (const who of [s.bob, s.alice, s.dave]) {
        const { env } = await book(s, who.headers, path);
        expect({ path, who: who.username, status: env.status }).toEqual({ path, who: who.username, status: 403 });
      }
      for (const who of [s.teacher, s.carol, s.root]) expect((await book(s, who.headers, path)).res.status).toBe(200);
    }
    expect((await call(s.t.app, '/api/group/gradebook?gid=x', { headers: s.teacher.headers })).env.status).toBe(400);
    expect((await call(s.t.app, '/api/group/gradebook?gid=999999', { headers: s.teacher.headers })).env.msg).toBe(
      'The group does not exist',
    );
  });
});

describe('gradebook: what it reads', () => {
  test('trainings: solved of the problems, late after the due time; contests: rank with solved and penalty (ACM) or score (OI)', async () => {
    await using s = await setup();
    s.sub(s.alice, s.problem.id, 0, { tid: s.loops });
    s.sub(s.alice, s.problem.id, 0, { tid: s.arrays, submitTime: new Date(Date.now() - 2 * HOUR) });
    s.sub(s.alice, s.second.id, 0, { tid: s.arrays });
    s.sub(s.carol, s.second.id, -1, { tid: s.arrays });
    s.sub(s.alice, s.problem.id, -1, { cid: s.acm, gid: s.gid, submitTime: new Date(s.start + 5 * 60_000) });
    s.sub(s.alice, s.problem.id, 0, { cid: s.acm, gid: s.gid, submitTime: new Date(s.start + 10 * 60_000) });
    s.sub(s.dave, s.problem.id, -1, { cid: s.acm, gid: s.gid, submitTime: new Date(s.start + 10 * 60_000) });
    s.sub(s.carol, s.second.id, -1, {
      cid: s.oi,
      gid: s.gid,
      score: 60,
      oiRankScore: 60,
      submitTime: new Date(s.start + 60_000),
    });
    // Dave registered for the OI contest and submitted nothing there: registered, not absent.
    s.t.deps.db.insert(contestRegistrations).values({ cid: s.oi, uid: s.dave.uid, createdAt: new Date() }).run();
    const { env } = await book(s, s.teacher.headers);
    expect(
      env.data.trainings.map((t: { title: string; problems: number; dueAt: string | null }) => [
        t.title,
        t.problems,
        t.dueAt !== null,
      ]),
    ).toEqual([
      ['=Loops', 2, false],
      ['Arrays', 2, true],
    ]);
    expect(
      env.data.contests.map((c: { title: string; type: number; problems: number }) => [c.title, c.type, c.problems]),
    ).toEqual([
      ['Contest 501', 0, 2],
      ['Contest 502', 1, 2],
    ]);
    const rows = Object.fromEntries(env.data.rows.map((r: { username: string }) => [r.username, r]));
    // The teachers (the group's admins and roots, its owner) are no student rows, whatever they submitted.
    expect(env.data.rows.map((r: { username: string; level: number }) => `${r.username}:${r.level}`).sort()).toEqual(
      [`${s.alice.username}:3`, `${s.dave.username}:3`].sort(),
    );
    expect(rows[s.alice.username]).toMatchObject({
      trainings: [
        { solved: 1, late: 0 },
        { solved: 2, late: 1 },
      ],
      contests: [{ state: 'submitted', rank: 1, solved: 1, penalty: 10 * 60 + 20 * 60 }, { state: 'absent' }],
    });
    expect(rows[s.dave.username]).toMatchObject({
      trainings: [
        { solved: 0, late: 0 },
        { solved: 0, late: 0 },
      ],
      contests: [
        { state: 'submitted', rank: 2, solved: 0, penalty: 0 },
        { state: 'registered', rank: null },
      ],
    });
  });

  test("the CSV: a byte order mark, headers in the reader's language, formula-like text made harmless, one line per member", async () => {
    await using s = await setup();
    s.sub(s.alice, s.second.id, 0, { tid: s.arrays });
    s.sub(s.alice, s.problem.id, 0, { cid: s.acm, gid: s.gid, submitTime: new Date(s.start + 30 * 60_000) });
    const { res } = await book(s, s.teacher.headers, '/api/group/gradebook.csv');
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    expect(res.headers.get('Content-Disposition')).toContain(`gradebook_${s.gid}_`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      "\uFEFFusername,real name,nickname,'=Loops · solved /2,Arrays · solved /2,Arrays · late,Contest 501 · rank,Contest 501 · solved,Contest 501 · penalty (min),Contest 502 · rank,Contest 502 · score",
    );
    // Absent (not registered, nothing submitted) and registered without a submission read apart.
    s.t.deps.db.insert(contestRegistrations).values({ cid: s.oi, uid: s.dave.uid, createdAt: new Date() }).run();
    expect(lines).toContain(`${s.alice.username},,,0,1,1,1,1,30,absent,`);
    expect(lines.length).toBe(4);
    const again = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await book(s, s.teacher.headers, '/api/group/gradebook.csv')).res.arrayBuffer(),
    );
    expect(again.split('\r\n')).toContain(`${s.dave.username},,,0,0,0,absent,,,registered,`);
    const zh = await call(s.t.app, `/api/group/gradebook.csv?gid=${s.gid}`, {
      headers: { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
    });
    expect((await zh.res.text()).split('\r\n')[0]).toStartWith('用户名,真实姓名,昵称,');
  });
});
