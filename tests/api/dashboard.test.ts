import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { contests, users } from '../../src/db/schema/index.ts';
import { dashboardInfo } from '../../src/domain/dashboard/counts.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import pkg from '../../package.json' with { type: 'json' };
import { addProblem, insertSubmission, setup } from './submissions/helpers.ts';

// Each test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

const HOUR = 3_600_000;
const hourStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()).getTime();
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

describe('the dashboard of a seeded database', () => {
  test("counts accounts, problems, contests, today's submissions and the last day by hour", async () => {
    using s = await setup();
    const { t, root, alice, bob, problem } = s;
    const db = t.deps.db;
    await addProblem(t, root, { problemId: 'P1001' });
    await addProblem(t, root, { problemId: 'P1002', auth: 2 });
    db.update(users).set({ deletedAt: new Date() }).where(eq(users.uid, bob.uid)).run();
    const now = new Date();
    const sub = (uid: string, username: string, at: number, status: number, cid?: number) =>
      insertSubmission(t, { uid, username, pid: problem.id, status, submitTime: new Date(at), cid });
    const times = [
      [now.getTime(), 0],
      [now.getTime() - 1, -1],
      [hourStart(now) - 1, 0],
      [now.getTime() - 5 * HOUR, 1],
      [hourStart(now) - 23 * HOUR, 0],
      [hourStart(now) - 23 * HOUR - 1, 0],
      [now.getTime() - 30 * HOUR, 0],
    ] as const;
    for (const [at, status] of times) sub(alice.uid, alice.username, at, status);
    sub(bob.uid, bob.username, now.getTime(), 0, 7); // a contest submission (running contest 7) of the deleted account
    db.insert(contests)
      .values([
        {
          title: 'Later',
          type: 0,
          auth: 0,
          startTime: new Date(now.getTime() + 2 * HOUR),
          endTime: new Date(now.getTime() + 4 * HOUR),
          duration: 7200,
          createdAt: now,
          updatedAt: now,
        },
        {
          title: 'Deleted',
          type: 0,
          auth: 0,
          startTime: new Date(now.getTime() - HOUR),
          endTime: new Date(now.getTime() + HOUR),
          duration: 7200,
          createdAt: now,
          updatedAt: now,
          deletedAt: now,
        },
      ])
      .run();

    const { env } = await call(t.app, '/api/admin/dashboard/get-dashboard-info', { headers: root.headers });
    expect(env.status).toBe(200);
    const all = [...times.map(([at, status]) => ({ at: new Date(at), status })), { at: now, status: 0 }];
    const today = all.filter((x) => sameDay(x.at, now));
    expect(env.data).toMatchObject({
      userCount: 3, // root, admin, alice; bob is deleted
      problemCount: 3,
      contestCount: 2, // contest 7 and the later one
      runningContestCount: 1,
      todaySubmissions: today.length,
      todayAccepted: today.filter((x) => x.status === 0).length,
    });
    const hours = env.data.hours as { hour: number; total: number; accepted: number }[];
    expect(hours).toHaveLength(24);
    expect(hours[23]).toEqual({ hour: hourStart(now), total: 3, accepted: 2 });
    expect(hours[22]).toEqual({ hour: hourStart(now) - HOUR, total: 1, accepted: 1 });
    expect(hours[18]).toEqual({ hour: hourStart(now) - 5 * HOUR, total: 1, accepted: 0 });
    expect(hours[0]).toEqual({ hour: hourStart(now) - 23 * HOUR, total: 1, accepted: 1 });
    // The one 23 hours and a millisecond back and the one 30 hours back are outside the day.
    expect(hours.reduce((n, h) => n + h.total, 0)).toBe(6);
  });

  test('recent logins: each account once at its last login, newest first, with its latest session', async () => {
    using s = await setup();
    const { t, root, admin, alice, bob } = s;
    const db = t.deps.db;
    const base = Date.now() - 10 * 60_000;
    for (const [i, u] of [root, admin, alice, bob].entries())
      db.update(users)
        .set({ lastLoginAt: new Date(base + [3, 1, 4, 2][i]! * 1000) })
        .where(eq(users.uid, u.uid))
        .run();
    db.update(users).set({ deletedAt: new Date() }).where(eq(users.uid, admin.uid)).run();
    await call(t.app, '/api/login', {
      method: 'POST',
      headers: { 'User-Agent': 'Lab browser 1' },
      json: { username: alice.username, password: alice.password },
      ip: '10.0.0.7',
    });
    const never = await createUserAndLogin(t.deps, t.app);
    db.update(users).set({ lastLoginAt: null }).where(eq(users.uid, never.uid)).run();
    const { env } = await call(t.app, '/api/admin/dashboard/get-sessions', { method: 'POST', headers: root.headers });
    const rows = env.data as {
      username: string;
      ip: string;
      userAgent: string;
      openSessions: number;
      loginAt: number;
    }[];
    expect(rows.map((r) => r.username)).toEqual([alice.username, root.username, bob.username]);
    expect(rows[0]).toMatchObject({ ip: '10.0.0.7', userAgent: 'Lab browser 1', openSessions: 2 });
    expect(rows[1]!.loginAt).toBe(base + 3000);
  });

  test('the queue by priority and the judge when it is not running', async () => {
    using s = await setup();
    const { t, root, alice, problem } = s;
    for (const [cid, status] of [
      [7, 5],
      [undefined, 5],
      [undefined, 5],
      [undefined, 0],
      [7, 0],
    ] as const) {
      insertSubmission(t, {
        uid: alice.uid,
        username: alice.username,
        pid: problem.id,
        status,
        cid,
        priority: cid ? 1 : 0,
      });
    }
    const { env } = await call(t.app, '/api/admin/config/get-judge-service-info', { headers: root.headers });
    expect(env.data).toEqual({
      running: false,
      workers: 0,
      busy: 0,
      idle: 0,
      active: [],
      queue: { tests: 0, contest: 1, practice: 2 },
      sandbox: null,
      languages: [],
      startError: null,
      nextStartAt: null,
      storage: {
        fullSince: null,
        lastFailure: null,
        waitingForRoom: false,
        keptVerdicts: 0,
        freeBytes: expect.any(Number),
        reserveBytes: 0,
      },
      nodes: [],
    });
  });

  test('the server facts: version, the data directory, the database and the disk', async () => {
    using s = await setup();
    const { t, root } = s;
    const { env } = await call(t.app, '/api/admin/config/get-service-info', { headers: root.headers });
    const info = env.data;
    expect(info).toMatchObject({ version: pkg.version, pid: process.pid, dataDir: t.dataDir });
    const db = join(t.dataDir, 'verdict.db');
    expect(info.databaseSize).toBe(statSync(db).size + statSync(`${db}-wal`).size);
    expect(info.dataDirSize).toBeGreaterThanOrEqual(statSync(db).size);
    expect(info.diskFree).toBeGreaterThan(0);
    expect(info.diskFree).toBeLessThanOrEqual(info.diskTotal);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.memory.rss).toBeGreaterThan(0);
  });

  test('a problem admin may read the dashboard; a user is refused in both languages', async () => {
    using s = await setup();
    const { t, alice } = s;
    const pa = await createUserAndLogin(t.deps, t.app, { role: 1008 });
    expect((await call(t.app, '/api/admin/dashboard/get-dashboard-info', { headers: pa.headers })).env.status).toBe(
      200,
    );
    expect((await call(t.app, '/api/admin/switch/info', { headers: pa.headers })).status).toBe(403);
    const refused = await call(t.app, '/api/admin/dashboard/get-dashboard-info', {
      headers: { ...alice.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(refused.status).toBe(403);
    expect(refused.env.msg).toMatch(/管理员/);
  });

  test('the domain function agrees with a recount from the submissions', async () => {
    using s = await setup();
    const { t, alice, problem } = s;
    const now = new Date();
    for (let i = 0; i < 40; i++)
      insertSubmission(t, {
        uid: alice.uid,
        username: alice.username,
        pid: problem.id,
        status: i % 3 === 0 ? 0 : 1,
        submitTime: new Date(now.getTime() - i * 47 * 60_000),
      });
    const info = dashboardInfo(t.deps.db, now);
    const first = hourStart(now) - 23 * HOUR;
    const rows = t.deps.db.$client
      .query<{ t: number; s: number }, [number]>(
        'select submit_time as t, status as s from submissions where submit_time >= ?',
      )
      .all(first);
    for (const h of info.hours) {
      const inside = rows.filter((r) => r.t >= h.hour && r.t < h.hour + HOUR);
      expect([h.hour, h.total, h.accepted]).toEqual([h.hour, inside.length, inside.filter((r) => r.s === 0).length]);
    }
  });
});
