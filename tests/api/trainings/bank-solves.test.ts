// A registered student's solve outside a private training counts in it (API-NEXT 9.6), with real submissions judged.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { groupMembers, trainings } from '../../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { compareCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { CODE, submitOk } from '../submissions/helpers.ts';
import { makeJudgingApp, waitFinal } from '../submissions/judge-helpers.ts';
import { createContest } from '../contests/helpers.ts';
import { groupForm } from '../groups/helpers.ts';
import { addProblem, createCategory, createTraining, send, type Headers } from './helpers.ts';

// Accounts (argon2) and real compiles: allow for a busy machine.
setDefaultTimeout(120_000);

const WRONG = 'int main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a-b);return 0;}';
const MIN = 60_000;

type User = Awaited<ReturnType<typeof createUserAndLogin>>;
let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: User, teacher: User, alice: User, bob: User, carol: User;
let pids: { P1000: number; P2: number };
let categoryId: number;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0, groupAcRequired: 0, dailyGroupLimit: 10, totalGroupLimit: 10 });
  root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  teacher = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  alice = await createUserAndLogin(t.deps, t.app);
  bob = await createUserAndLogin(t.deps, t.app);
  carol = await createUserAndLogin(t.deps, t.app);
  pids = {
    P1000: (await addProblem(t, root)).id,
    P2: (await addProblem(t, root, { problemId: 'P2', title: 'Second' })).id,
  };
  categoryId = await createCategory(t, root.headers);
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

/** Submits as `who` (in the bank unless `where` says otherwise) and waits for the verdict; returns the final state. */
async function judged(who: { headers: Headers }, pid: string, code = CODE, where: Record<string, unknown> = {}) {
  const sub = await submitOk(t, who.headers, { pid, language: 'C', code, ...where });
  return (await waitFinal(t, [sub.submitId]))[sub.submitId]!;
}

const privateTraining = (title: string) =>
  createTraining(t, teacher.headers, categoryId, { title, auth: 'Private', privatePwd: 'homework' }, [
    pids.P1000,
    pids.P2,
  ]);
const register = async (who: User, tid: number) =>
  expect((await send(t, 'POST', '/api/register-training', who.headers, { tid, password: 'homework' })).status).toBe(
    200,
  );

type RankRow = {
  username: string;
  ac: number;
  totalRunTime: number;
  submissionInfo: Record<string, { isAC: boolean; runTime: number | null; tries: number; status: number }>;
};
const rank = async (tid: number) =>
  (await send(t, 'GET', `/api/get-training-rank?tid=${tid}`, teacher.headers)).data as {
    records: RankRow[];
    total: number;
  };
const grid = async (tid: number) =>
  (await send(t, 'GET', `/api/get-training-progress?tid=${tid}`, teacher.headers)).data as {
    rows: { username: string; cells: Record<string, { state: string; at: number | null; tries: number }> }[];
  };

describe("a private training counts its registered students' solves made outside it", () => {
  test("a bank solve counts in the rank, the progress grid, the list's progress and the group gradebook; not for the unregistered, nor in a public training", async () => {
    const tid = await privateTraining('Homework 1');
    const open = await createTraining(t, teacher.headers, categoryId, { title: 'Open practice' }, [pids.P1000]);
    await register(alice, tid);
    const solved = await judged(alice, 'P1000');
    expect(solved.status).toBe(0);
    // Bob solves it too but never registered.
    expect((await judged(bob, 'P1000')).status).toBe(0);

    const r = await rank(tid);
    expect(r.records.map((x) => [x.username, x.ac, x.totalRunTime])).toEqual([[alice.username, 1, solved.time ?? 0]]);
    expect(r.records[0]!.submissionInfo.P1000).toMatchObject({
      isAC: true,
      runTime: solved.time ?? 0,
      tries: 1,
      status: 0,
    });
    const rows = (await grid(tid)).rows;
    expect(rows.map((x) => [x.username, x.cells.P1000!.state, x.cells.P2!.state])).toEqual([
      [alice.username, 'onTime', 'untouched'],
    ]);
    const list = (await send(t, 'GET', '/api/get-training-list?limit=50', alice.headers)).data.records as {
      id: number;
      acCount: number;
    }[];
    expect(list.find((x) => x.id === tid)!.acCount).toBe(1);
    // The established judge copies bank solves into private trainings only.
    expect((await rank(open)).total).toBe(0);
    expect(list.find((x) => x.id === open)!.acCount).toBe(0);

    // The group's gradebook reads the same record once the training is the group's.
    const group = await send(t, 'POST', '/api/group', root.headers, groupForm());
    expect(group.status).toBe(200);
    const gid = group.data.id as number;
    const now = new Date();
    t.deps.db.insert(groupMembers).values({ gid, uid: alice.uid, auth: 3, createdAt: now, updatedAt: now }).run();
    t.deps.db.update(trainings).set({ gid }).where(eq(trainings.id, tid)).run();
    const book = (await send(t, 'GET', `/api/group/gradebook?gid=${gid}`, root.headers)).data as {
      trainings: { id: number }[];
      rows: { username: string; trainings: { solved: number }[] }[];
    };
    const column = book.trainings.findIndex((x) => x.id === tid);
    expect(book.rows.find((x) => x.username === alice.username)!.trainings[column]!.solved).toBe(1);
    expect(compareCounters(t.deps.db)).toEqual([]);
  });

  test('what does not count: a wrong bank answer, a solve inside a running sealed contest; a solve before registering counts from registering, and leaves when judged wrong', async () => {
    const tid = await privateTraining('Homework 2');
    // Carol solves P2 in the bank first, then registers: homework done is done.
    const early = await judged(carol, 'P2');
    expect(early.status).toBe(0);
    expect((await rank(tid)).total).toBe(0);
    await register(carol, tid);
    expect((await rank(tid)).records.map((x) => [x.username, x.ac])).toEqual([[carol.username, 1]]);

    // Alice, registered, answers P2 wrongly in the bank: not a try at the homework.
    await register(alice, tid);
    expect((await judged(alice, 'P2', WRONG)).status).toBe(-1);
    // A sealed contest runs with P2; her accepted contest answer must not show through the training.
    const cid = await createContest(
      t,
      root.headers,
      {
        startTime: Date.now() - 60 * MIN,
        endTime: Date.now() + 60 * MIN,
        sealRank: true,
        sealRankTime: Date.now() - 30 * MIN,
      },
      [pids.P2],
    );
    expect((await judged(alice, 'A', CODE, { cid })).status).toBe(0);
    // (Her bank solve of P1000 in the first test counts here too: it is one of this training's problems.)
    const r = await rank(tid);
    const solvedBy = Object.fromEntries(r.records.map((x) => [x.username, Object.keys(x.submissionInfo)]));
    expect(solvedBy).toEqual({ [carol.username]: ['P2'], [alice.username]: ['P1000'] });
    expect((await grid(tid)).rows.find((x) => x.username === alice.username)!.cells.P2).toEqual({
      state: 'untouched',
      at: null,
      tries: 0,
    });

    // Carol's bank answer is judged wrong by hand: it leaves the training with its verdict.
    expect(
      (await send(t, 'GET', `/api/admin/judge/manual-judge?submitId=${early.submitId}&status=-1`, root.headers)).status,
    ).toBe(200);
    expect((await rank(tid)).records.map((x) => x.username)).toEqual([alice.username]);
    expect((await grid(tid)).rows.find((x) => x.username === carol.username)!.cells.P2!.state).toBe('untouched');
    expect(compareCounters(t.deps.db)).toEqual([]);
  });
});
