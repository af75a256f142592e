// The OI board's time follows the record that is scored (API-NEXT 9.2), with real submissions judged.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { compareCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { submitOk } from '../submissions/helpers.ts';
import { createZipProblem, makeJudgingApp, OI_CASES, PROGRAMS, waitFinal } from '../submissions/judge-helpers.ts';
import { createContest, send, type Headers } from './helpers.ts';

// Accounts (argon2) and real compiles: allow for a busy machine.
setDefaultTimeout(120_000);

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Headers;
let alice: Awaited<ReturnType<typeof createUserAndLogin>>;
let bob: Awaited<ReturnType<typeof createUserAndLogin>>;
let carol: Awaited<ReturnType<typeof createUserAndLogin>>;
let oi: number;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  alice = await createUserAndLogin(t.deps, t.app);
  bob = await createUserAndLogin(t.deps, t.app);
  carol = await createUserAndLogin(t.deps, t.app);
  // Four cases worth 10, 20, 30, 40: the half-right program scores 30 (partial), the right one 100 (accepted).
  oi = await createZipProblem(t, root, { problemId: 'OI1', type: 1, cases: OI_CASES, scores: [10, 20, 30, 40] });
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

/** Submits problem A of the contest as `who` and waits for the verdict; returns its final state. */
async function judged(cid: number, who: { headers: Headers }, code: string) {
  const sub = await submitOk(t, who.headers, { cid, pid: 'A', language: 'C++17', code });
  return (await waitFinal(t, [sub.submitId]))[sub.submitId]!;
}

type OiBoardRow = {
  username: string;
  rank: number;
  totalScore: number;
  totalTime: number;
  submissionInfo: Record<string, number>;
  timeInfo: Record<string, number>;
};
const board = async (cid: number) =>
  (await send(t, 'POST', '/api/get-contest-rank', root, { cid, limit: 30, forceRefresh: true })).data
    .records as OiBoardRow[];
const rowOf = (rows: OiBoardRow[], who: { username: string }) => rows.find((r) => r.username === who.username)!;

describe('the OI board: the time of a problem is the time of the record that is scored', () => {
  test('Recent: an accepted run followed by a lower score adds no time; the latest accepted run gives its own time', async () => {
    const cid = await createContest(t, root, { type: 1, oiRankScoreType: 'Recent' }, [oi]);
    const first = await judged(cid, alice, PROGRAMS.cppAc);
    expect(first).toMatchObject({ status: 0, score: 100 });
    expect(await judged(cid, alice, PROGRAMS.cppHalf)).toMatchObject({ status: 8, score: 30 });
    expect((await judged(cid, bob, PROGRAMS.cppHalf)).score).toBe(30);
    expect((await judged(cid, carol, PROGRAMS.cppHalf)).score).toBe(30);
    // Alice's scored record is the 30-point one: her earlier accepted run no longer counts, so
    // she ties with Bob and Carol instead of trailing them on time.
    let rows = await board(cid);
    expect(rowOf(rows, alice)).toMatchObject({ totalScore: 30, totalTime: 0, submissionInfo: { A: 30 } });
    expect(rowOf(rows, alice).timeInfo).toEqual({});
    expect(rows.map((r) => `${r.rank} ${r.totalScore} ${r.totalTime}`)).toEqual(['1 30 0', '1 30 0', '1 30 0']);
    // Accepted again: the time shown is this latest run's, whatever the earlier one took.
    const last = await judged(cid, alice, PROGRAMS.cppAc);
    expect(last.status).toBe(0);
    rows = await board(cid);
    expect(rows[0]).toMatchObject({
      username: alice.username,
      rank: 1,
      totalScore: 100,
      timeInfo: { A: last.time! },
      totalTime: last.time!,
    });
    expect(compareCounters(t.deps.db)).toEqual([]);
  });

  test("Highest: the time is the best-scoring record's; of several accepted at the best score, the fastest (as the established judge)", async () => {
    const cid = await createContest(t, root, { type: 1, oiRankScoreType: 'Highest' }, [oi]);
    // Bob's accepted run is marked down by hand to 20 points; his later 30-point run is the best score and not accepted.
    const marked = await submitOk(t, bob.headers, { cid, pid: 'A', language: 'C++17', code: PROGRAMS.cppAc });
    expect((await waitFinal(t, [marked.submitId]))[marked.submitId]!.status).toBe(0);
    const manual = await send(
      t,
      'GET',
      `/api/admin/judge/manual-judge?submitId=${marked.submitId}&status=0&score=20`,
      root,
    );
    expect(manual.status).toBe(200);
    expect((await judged(cid, bob, PROGRAMS.cppHalf)).score).toBe(30);
    // Alice is accepted twice at 100 points: the shorter of the two run times counts.
    const one = await judged(cid, alice, PROGRAMS.cppAc);
    const two = await judged(cid, alice, PROGRAMS.cppAc);
    expect([one.status, two.status]).toEqual([0, 0]);
    const rows = await board(cid);
    const fastest = Math.min(one.time!, two.time!);
    expect(rowOf(rows, alice)).toMatchObject({
      rank: 1,
      totalScore: 100,
      timeInfo: { A: fastest },
      totalTime: fastest,
    });
    expect(rowOf(rows, bob)).toMatchObject({ rank: 2, totalScore: 30, totalTime: 0, submissionInfo: { A: 30 } });
    expect(rowOf(rows, bob).timeInfo).toEqual({});
    expect(compareCounters(t.deps.db)).toEqual([]);
  });
});
