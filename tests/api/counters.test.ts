import { expect, setDefaultTimeout, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { compareCounters } from '../../src/domain/submissions/counters-rebuild.ts';
import { dayKey } from '../../src/domain/home/week-window.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { get, insertSubmission, submitOk, type Headers } from './submissions/helpers.ts';
import {
  A_PLUS_B,
  createZipProblem,
  makeJudgingApp,
  OI_CASES,
  PROGRAMS,
  waitFinal,
} from './submissions/judge-helpers.ts';

// Real programs judged in the real sandbox, accounts hashed with argon2: allow for a busy machine.
setDefaultTimeout(300_000);

const PY_HALF = 'a, b = map(int, input().split())\nprint(a + b if a < 5 else 0)\n';

test('every maintained counter equals a recount from the submissions through judging, rejudges, manual judging, cancels and deletes; doctor repairs them', async () => {
  const t = await makeJudgingApp();
  try {
    const db = t.deps.db;
    setWebsiteConfig(db, { submissionFrequency: 0 });
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const alice = await createUserAndLogin(t.deps, t.app);
    const bob = await createUserAndLogin(t.deps, t.app);
    const acm = await createZipProblem(t, root.headers, { problemId: 'ACM1', cases: A_PLUS_B });
    const oi = await createZipProblem(t, root.headers, {
      problemId: 'OI1',
      type: 1,
      cases: OI_CASES,
      scores: [10, 20, 30, 40],
    });
    const agree = () => expect(compareCounters(db)).toEqual([]);
    const admin = async (path: string) => {
      const { env } = await get(t, `/api/admin/judge/${path}`, root.headers);
      expect([path, env.status]).toEqual([path, 200]);
    };
    const submitted: number[] = [];
    const judge = async (headers: Headers, pid: string, language: string, code: string) =>
      submitted.push((await submitOk(t, headers, { pid, language, code })).submitId);
    const allFinal = () => waitFinal(t, submitted);

    // Judgements: accepted, wrong, compile error, partly right, from two users on two problems.
    await judge(alice.headers, 'ACM1', 'Python3', PROGRAMS.pyAc);
    await judge(alice.headers, 'ACM1', 'Python3', PROGRAMS.pyWa);
    await judge(bob.headers, 'ACM1', 'C++17', PROGRAMS.cppCe);
    await judge(bob.headers, 'OI1', 'Python3', PY_HALF);
    await judge(alice.headers, 'OI1', 'Python3', PROGRAMS.pyAc);
    // Only unfinished submissions are counted together; the check holds while the judge works too.
    agree();
    let states = await allFinal();
    expect(submitted.map((id) => states[id]!.status)).toEqual([0, -1, -2, 8, 0]);
    agree();
    const [aliceAc, aliceWa, bobCe, bobHalf, aliceOi] = submitted as [number, number, number, number, number];

    // Contest and group submissions, and a history on other days.
    const base = { uid: bob.uid, username: bob.username, pid: acm, displayPid: 'ACM1' };
    const inserted = [
      insertSubmission(t, { ...base, cid: 4, status: 0 }),
      insertSubmission(t, { ...base, gid: 9, status: -1 }),
      insertSubmission(t, { ...base, status: 0, submitTime: new Date(Date.now() - 3 * 86_400_000) }),
    ];
    insertSubmission(t, {
      ...base,
      pid: oi,
      displayPid: 'OI1',
      status: 8,
      score: 40,
      submitTime: new Date(Date.now() - 9 * 86_400_000),
    });
    agree();

    // Manual judgements: wrong → accepted, a partial score changed, accepted → wrong.
    await admin(`manual-judge?submitId=${aliceWa}&status=0`);
    await admin(`manual-judge?submitId=${bobHalf}&status=8&score=60`);
    await admin(`manual-judge?submitId=${aliceAc}&status=-1`);
    agree();

    // Cancels of finished submissions, then a rejudge of one and of a whole problem.
    await admin(`cancel-judge?submitId=${bobCe}`);
    await admin(`cancel-judge?submitId=${aliceOi}`);
    agree();
    await admin(`rejudge?submitId=${aliceOi}`);
    agree();
    await admin(`rejudge-problem?pid=${acm}`);
    agree();
    submitted.push(...inserted.map((r) => r.submitId));
    states = await allFinal();
    expect(states[aliceWa]!.status).toBe(-1);
    agree();

    // The public ranks' lines: both users have one; the OI problem's best rank scores count until it is deleted.
    const lines = () => db.all<{ uid: string; score: number }>(sql`select uid, score from user_ranks order by uid`);
    expect(
      lines()
        .map((l) => l.uid)
        .sort(),
    ).toEqual([alice.uid, bob.uid].sort());
    expect(lines().some((l) => l.score > 0)).toBe(true);

    // A problem deleted with its submissions.
    const { env } = await call(t.app, `/api/admin/problem?pid=${oi}`, { method: 'DELETE', headers: root.headers });
    expect(env.status).toBe(200);
    agree();
    expect(lines().map((l) => l.score)).toEqual([0, 0]);

    // Counters changed behind the app's back are found and rebuilt by `verdict doctor`.
    db.run(sql`update problem_counts set n = n + 1 where pid = ${acm} and status = -1`);
    db.run(sql`delete from day_counts where day = ${dayKey(new Date())}`);
    db.run(sql`delete from user_problems where uid = ${alice.uid}`);
    db.run(sql`update user_ranks set ac = ac + 5 where uid = ${bob.uid}`);
    expect(
      compareCounters(db)
        .map((d) => d.table)
        .sort(),
    ).toEqual(['day_counts', 'problem_counts', 'user_problems', 'user_ranks']);
    const doctor = Bun.spawnSync(['bun', 'src/main.ts', 'doctor', '--data', t.dataDir, '--log-level', 'error']);
    const out = doctor.stdout.toString();
    expect(doctor.exitCode).toBe(0);
    expect(out).toContain('problem_counts: 0 missing, 0 extra, 1 wrong row(s) — rebuilt');
    expect(out).toContain('day_counts: 1 missing, 0 extra, 0 wrong row(s) — rebuilt');
    expect(out).toContain('user_problems: 1 missing, 0 extra, 0 wrong row(s) — rebuilt');
    expect(out).toContain('user_ranks: 0 missing, 0 extra, 1 wrong row(s) — rebuilt');
    agree();
    const again = Bun.spawnSync(['bun', 'src/main.ts', 'doctor', '--data', t.dataDir, '--log-level', 'error']);
    expect(again.stdout.toString().split('\n')).toContain('every counter agrees with the submissions');
    expect(again.stdout.toString()).not.toContain('rebuilt');
  } finally {
    await t.judge.stop();
    t[Symbol.dispose]();
  }
});
