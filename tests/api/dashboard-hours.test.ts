import { expect, setDefaultTimeout, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import type { HourCount } from '../../src/contract/dashboard.ts';
import { compareCounters } from '../../src/domain/submissions/counters-rebuild.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { get, insertSubmission, submitOk, type Headers, type TestApp } from './submissions/helpers.ts';
import { A_PLUS_B, createZipProblem, makeJudgingApp, PROGRAMS, waitFinal } from './submissions/judge-helpers.ts';

// Real programs judged in the real sandbox, accounts hashed with argon2: allow for a busy machine.
setDefaultTimeout(300_000);

const HOUR = 3_600_000;
const AC = 0;

/** The dashboard's hours as the admin reads them. */
async function hours(t: TestApp, headers: Headers): Promise<HourCount[]> {
  const { env } = await get(t, '/api/admin/dashboard/get-dashboard-info', headers);
  expect(env.status).toBe(200);
  return (env.data as { hours: HourCount[] }).hours;
}

/** The same hours counted from the submissions themselves. */
function recount(t: TestApp, shown: HourCount[]): HourCount[] {
  const rows = t.deps.db.$client
    .query<{ t: number; s: number }, [number]>(
      'select submit_time as t, status as s from submissions where submit_time >= ?',
    )
    .all(shown[0]!.hour);
  return shown.map(({ hour }) => {
    const inside = rows.filter((r) => r.t >= hour && r.t < hour + HOUR);
    return { hour, total: inside.length, accepted: inside.filter((r) => r.s === AC).length };
  });
}

test("the dashboard's hours are kept through submits, judging, manual judging, rejudges and a problem's deletion; doctor repairs them", async () => {
  const t = await makeJudgingApp();
  try {
    const db = t.deps.db;
    setWebsiteConfig(db, { submissionFrequency: 0 });
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const alice = await createUserAndLogin(t.deps, t.app);
    const pid = await createZipProblem(t, root.headers, { problemId: 'ACM1', cases: A_PLUS_B });
    const kept = await createZipProblem(t, root.headers, { problemId: 'ACM2', cases: A_PLUS_B });
    const agree = async () => {
      expect(compareCounters(db).filter((d) => d.table === 'hour_counts')).toEqual([]);
      const shown = await hours(t, root.headers);
      expect(shown).toEqual(recount(t, shown));
      return shown;
    };
    const admin = async (path: string) => {
      const { env } = await get(t, `/api/admin/judge/${path}`, root.headers);
      expect([path, env.status]).toEqual([path, 200]);
    };

    // Two judged submissions of this hour: one accepted.
    const submitted: number[] = [];
    for (const code of [PROGRAMS.pyAc, PROGRAMS.pyWa])
      submitted.push((await submitOk(t, alice.headers, { pid: 'ACM1', language: 'Python3', code })).submitId);
    await waitFinal(t, submitted);
    let shown = await agree();
    const sum = (list: HourCount[]): [number, number] =>
      list.reduce<[number, number]>((n, h) => [n[0] + h.total, n[1] + h.accepted], [0, 0]);
    expect(sum(shown)).toEqual([2, 1]);
    // The hours of the judged submissions, wherever the chart's window has moved since.
    const times = db.$client.query<{ t: number }, []>('select submit_time as t from submissions').all();
    const theirs = (list: HourCount[]) =>
      sum(list.filter((h) => times.some(({ t }) => h.hour <= t && t < h.hour + HOUR)));

    // Earlier hours, every 47 minutes over two days (older ones fall outside the chart), of another problem.
    const now = Date.now();
    for (let i = 1; i <= 60; i++)
      insertSubmission(t, {
        uid: alice.uid,
        username: alice.username,
        pid: kept,
        displayPid: 'ACM2',
        status: i % 3 === 0 ? AC : -1,
        submitTime: new Date(now - i * 47 * 60_000),
      });
    shown = await agree();
    expect(sum(shown)[0]).toBeGreaterThan(20);
    const [total, accepted] = theirs(shown);

    // The wrong answer judged accepted by hand, then the problem judged again.
    await admin(`manual-judge?submitId=${submitted[1]}&status=${AC}`);
    expect(theirs(await agree())).toEqual([total, accepted + 1]);
    await admin(`rejudge-problem?pid=${pid}`);
    await waitFinal(t, submitted);
    expect(theirs(await agree())).toEqual([total, accepted]);

    // The problem deleted with its submissions: they leave the hours.
    const { env } = await call(t.app, `/api/admin/problem?pid=${pid}`, { method: 'DELETE', headers: root.headers });
    expect(env.status).toBe(200);
    expect(theirs(await agree())).toEqual([total - 2, accepted - 1]);

    // Hours changed behind the app's back are found and rebuilt by `verdict doctor`.
    const before = await hours(t, root.headers);
    db.run(sql`update hour_counts set total = total + 3, accepted = accepted + 1 where hour = ${before[10]!.hour}`);
    db.run(sql`delete from hour_counts where hour = ${before[20]!.hour}`);
    expect(compareCounters(db).map((d) => d.table)).toEqual(['hour_counts']);
    expect(await hours(t, root.headers)).not.toEqual(before);
    const doctor = Bun.spawnSync(['bun', 'src/main.ts', 'doctor', '--data', t.dataDir, '--log-level', 'error']);
    expect(doctor.exitCode).toBe(0);
    expect(doctor.stdout.toString()).toContain('hour_counts: 1 missing, 0 extra, 1 wrong row(s) — rebuilt');
    await agree();
  } finally {
    await t.judge.stop();
    t[Symbol.dispose]();
  }
});
