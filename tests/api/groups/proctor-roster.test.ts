import { expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { contestRegistrations, contests, groupMembers } from '../../../src/db/schema/index.ts';
import { createUser } from '../../helpers/factories.ts';
import { contestForm, insertSubmission } from '../contests/helpers.ts';
import { classSetup, send } from './helpers.ts';

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const MIN = 60_000;
type Row = { username: string; state: string; registered: boolean; submissions: number };

/**
 * Class 7A's exam-like contest (the teacher, the group's root, made it): Alice (member, logged in,
 * not registered), Carol (group admin), Erin (member who never logged in), Fay (member, registered,
 * nothing submitted), Gus (member, registered, submitting); Bob (outside the group) registered too.
 */
async function rosterSetup() {
  const s = await classSetup();
  const db = s.t.deps.db;
  const start = Date.now() - 30 * MIN;
  const made = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.teacher.headers,
    contestForm({ gid: s.gid, auth: 1, pwd: 'x', startTime: start, endTime: start + 120 * MIN }),
  );
  if (made.status !== 200) throw new Error(made.msg);
  const cid = made.data.id as number;
  const [erin, fay, gus] = [await createUser(s.t.deps), await createUser(s.t.deps), await createUser(s.t.deps)];
  const now = new Date();
  db.insert(groupMembers)
    .values([erin, fay, gus].map((u) => ({ gid: s.gid, uid: u.uid, auth: 3, createdAt: now, updatedAt: now })))
    .run();
  db.insert(contestRegistrations)
    .values([fay, gus, s.bob].map((u) => ({ cid, uid: u.uid, createdAt: now })))
    .run();
  insertSubmission(s.t, {
    uid: gus.uid,
    username: gus.username,
    pid: s.problem.id,
    cid,
    status: -1,
    submitTime: new Date(),
  });
  const proctor = (headers: Record<string, string>, id = cid) =>
    send(s.t, 'GET', `/api/admin/contest/proctor?cid=${id}`, headers);
  return { ...s, cid, erin, fay, gus, proctor };
}

const states = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.username, r.state]));

test("the proctor view is its contest admins': a student, a plain member and a group admin who does not run the contest are refused", async () => {
  await using s = await rosterSetup();
  for (const who of [s.bob, s.alice, s.carol, s.dave]) {
    const env = await s.proctor(who.headers);
    expect({ who: who.username, status: env.status, data: env.data ?? null }).toEqual({
      who: who.username,
      status: 403,
      data: null,
    });
  }
  expect((await s.proctor(s.teacher.headers)).status).toBe(200);
});

test('the proctor view lists every expected participant with their state; the teachers are left out', async () => {
  await using s = await rosterSetup();
  const rows = (await s.proctor(s.teacher.headers)).data as Row[];
  expect(states(rows)).toEqual({
    [s.alice.username]: 'loggedIn',
    [s.bob.username]: 'registered',
    [s.erin.username]: 'notLoggedIn',
    [s.fay.username]: 'registered',
    [s.gus.username]: 'submitting',
  });
  expect(rows.find((r) => r.username === s.gus.username)).toMatchObject({ registered: true, submissions: 1 });
  expect(rows.find((r) => r.username === s.alice.username)).toMatchObject({ registered: false, submissions: 0 });
  // A proctor's actions stay on the registered: an expected member who has not registered is not theirs to end.
  const refused = await send(s.t, 'POST', '/api/admin/contest/proctor/end-session', s.teacher.headers, {
    cid: s.cid,
    uid: s.alice.uid,
  });
  expect(refused.status).not.toBe(200);
  // Once their own end passed, those who took part are finished; who never came still shows as such.
  s.t.deps.db
    .update(contests)
    .set({ endTime: new Date(Date.now() - MIN) })
    .where(eq(contests.id, s.cid))
    .run();
  expect(states((await s.proctor(s.teacher.headers)).data)).toEqual({
    [s.alice.username]: 'loggedIn',
    [s.bob.username]: 'finished',
    [s.erin.username]: 'notLoggedIn',
    [s.fay.username]: 'finished',
    [s.gus.username]: 'finished',
  });
});

test('a site contest with the account limit expects the accounts whose usernames fit its rule', async () => {
  await using s = await rosterSetup();
  const fits = [await createUser(s.t.deps, { username: 's7a1' }), await createUser(s.t.deps, { username: 's7a2' })];
  await createUser(s.t.deps, { username: 's7a9' });
  const made = await send(
    s.t,
    'POST',
    '/api/admin/contest',
    s.root.headers,
    contestForm({
      auth: 1,
      pwd: 'x',
      openAccountLimit: true,
      accountLimitRule: '<prefix>s7a</prefix><suffix></suffix><start>1</start><end>3</end><extra></extra>',
    }),
  );
  expect(made.status).toBe(200);
  s.t.deps.db.insert(contestRegistrations).values({ cid: made.data.id, uid: s.bob.uid, createdAt: new Date() }).run();
  const rows = (await s.proctor(s.root.headers, made.data.id)).data as Row[];
  expect(states(rows)).toEqual({ s7a1: 'notLoggedIn', s7a2: 'notLoggedIn', [s.bob.username]: 'registered' });
  expect(fits.length).toBe(2);
  // The teacher runs the group's contests, not the site's.
  expect((await s.proctor(s.teacher.headers, made.data.id)).status).not.toBe(200);
});
