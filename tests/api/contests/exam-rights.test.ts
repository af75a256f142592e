import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { contestRegistrations, contestSessionEvents, contests, groupMembers } from '../../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { groupForm } from '../groups/helpers.ts';
import { contestForm, send } from './helpers.ts';
import { CLOSED, examSetup, MIN } from './exam-helpers.ts';

const HOUR = 60 * MIN;

/** The exam setup plus a group owned by Carol, a student who takes no exam, with Alice as a member. */
async function withStudentGroup() {
  const s = await examSetup();
  setWebsiteConfig(s.t.deps.db, {
    groupCreateByUsers: true,
    groupAcRequired: 0,
    dailyGroupLimit: 10,
    totalGroupLimit: 10,
  });
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const made = await send(s.t, 'POST', '/api/group', carol.headers, groupForm());
  if (made.status !== 200) throw new Error(made.msg);
  const gid = made.data.id as number;
  const now = new Date();
  s.t.deps.db.insert(groupMembers).values({ gid, uid: s.alice.uid, auth: 3, createdAt: now, updatedAt: now }).run();
  return Object.assign(s, { gid, carol });
}

test('exam mode is a permission: a student who owns a group cannot make an exam of a group contest; the back office bounds its length', async () => {
  using s = await withStudentGroup();
  const lab = { startTime: Date.now() - MIN, endTime: Date.now() + 2 * HOUR };
  const refused = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.carol.headers,
    contestForm({ gid: s.gid, auth: 1, pwd: 'x', examMode: true, examAddresses: '', ...lab }),
  );
  expect(refused.msg).toBe('Your role may not run exams: exam mode needs the exam permission');
  expect(s.t.deps.db.select().from(contests).where(eq(contests.examMode, true)).all().length).toBe(1);
  // An ordinary group contest is still his to make, and she cannot switch exam mode on later.
  const plain = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.carol.headers,
    contestForm({ gid: s.gid, auth: 1, pwd: 'x' }),
  );
  expect(plain.status).toBe(200);
  const later = await send(
    s.t,
    'PUT',
    '/api/group/contest',
    s.carol.headers,
    contestForm({ id: plain.data.id, gid: s.gid, auth: 1, pwd: 'x', examMode: true, ...lab }),
  );
  expect(later.msg).toBe('Your role may not run exams: exam mode needs the exam permission');
  // The role auth page lists the permission; admins hold it by default.
  const auth = (await send(s.t, 'GET', '/api/admin/role-auth', s.root.headers)).data;
  expect(auth.permissions.find((p: { id: string }) => p.id === 'contest_exam')).toMatchObject({
    en: expect.any(String),
    zh: expect.any(String),
  });
  expect(auth.roles.find((r: { role: number }) => r.role === 1001).permissions).toContain('contest_exam');
  expect(auth.roles.find((r: { role: number }) => r.role === 1002).permissions).not.toContain('contest_exam');
  // Thirty days is no exam: the window is bounded.
  const start = Date.now();
  const long = await send(
    s.t,
    'POST',
    '/api/admin/contest',
    s.root.headers,
    contestForm({ auth: 1, pwd: 'x', examMode: true, startTime: start, endTime: start + 30 * 24 * HOUR }),
  );
  expect(long.msg).toBe('An exam lasts at most 12 hours');
  const zh = await send(
    s.t,
    'POST',
    '/api/admin/contest',
    { ...s.root.headers, 'Accept-Language': 'zh-CN' },
    contestForm({ auth: 1, pwd: 'x', examMode: true, startTime: start, endTime: start + 13 * HOUR }),
  );
  expect(zh.msg).toBe('考试时长最多 12 小时');
});

test("a student's own exam never overrides the teacher's: the exam run by staff holds", async () => {
  using s = await withStudentGroup();
  // A group exam made before exam mode was a permission, started earlier than the teacher's.
  const start = Date.now() - 60 * MIN;
  const made = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.carol.headers,
    contestForm({ gid: s.gid, auth: 1, pwd: 'x', startTime: start, endTime: start + 2 * HOUR }),
  );
  expect(made.status).toBe(200);
  const own = made.data.id as number;
  s.t.deps.db.update(contests).set({ examMode: true }).where(eq(contests.id, own)).run();
  // Alice registered for it later than for the teacher's (she could not register once the teacher's exam held her).
  s.t.deps.db.insert(contestRegistrations).values({ cid: own, uid: s.alice.uid, createdAt: new Date() }).run();
  const alice = await s.as(s.alice);
  expect((await alice(`/api/get-contest-info?cid=${s.cid}`)).status).toBe(200);
  expect((await alice(`/api/get-contest-problem?cid=${s.cid}`)).status).toBe(200);
  expect((await alice(`/api/get-contest-info?cid=${own}`)).status).toBe(403);
});

test('a contest admin frees a student from the exam; the proctor view and the session events say so', async () => {
  using s = await examSetup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const alice = await s.as(s.alice);
  const bob = await s.as(s.bob);
  expect((await alice('/api/get-problem-list')).msg).toBe(CLOSED);
  const release = (headers: Record<string, string>, uid: string) =>
    send(s.t, 'POST', '/api/admin/contest/proctor/release', headers, { cid: s.cid, uid });
  expect((await release(carol.headers, s.alice.uid)).status).toBe(403);
  expect((await release(s.root.headers, s.alice.uid)).status).toBe(200);
  expect((await alice('/api/get-problem-list')).status).toBe(200);
  expect((await bob('/api/get-problem-list')).msg).toBe(CLOSED);
  const rows = (await send(s.t, 'GET', `/api/admin/contest/proctor?cid=${s.cid}`, s.root.headers)).data;
  expect(rows.map((r: { username: string; released: boolean }) => `${r.username} ${r.released}`).sort()).toEqual(
    [`${s.alice.username} true`, `${s.bob.username} false`].sort(),
  );
  expect(
    s.t.deps.db
      .select()
      .from(contestSessionEvents)
      .where(eq(contestSessionEvents.kind, 'released' as never))
      .all()
      .map((e) => e.uid),
  ).toEqual([s.alice.uid]);
});
