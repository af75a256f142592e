import { describe, expect, test } from 'bun:test';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { compareCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { createTraining, insertSubmission, send, setup } from './helpers.ts';

const MIN = 60_000;
const AC = 0,
  WA = -1;

/** A public training of the admin with P1000 (A) and P2 (B), due `dueAt`; Carol has a real name, a school and is female. */
async function rankSetup(training: Record<string, unknown> = {}) {
  const s = await setup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app, {
    realname: 'Carol King',
    school: 'North School',
    gender: 'female',
  });
  const start = Date.now() - 120 * MIN;
  const tid = await createTraining(s.t, s.admin.headers, s.categoryId, { dueAt: start + 60 * MIN, ...training }, [
    s.problem.id,
    s.second.id,
  ]);
  const sub = (who: { uid: string; username: string }, pid: number, status: number, minute: number, time = 10) =>
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid,
      tid,
      status,
      time,
      submitTime: new Date(start + minute * MIN),
    });
  return { ...s, carol, tid, start, sub };
}

type Row = {
  username: string;
  ac: number;
  totalRunTime: number;
  realname: string | null;
  submissionInfo: Record<
    string,
    { isAC: boolean; late: boolean; runTime: number | null; tries: number; status: number; score: number | null }
  >;
};
const rank = async (s: Awaited<ReturnType<typeof rankSetup>>, headers = s.alice.headers, query = '') =>
  (await send(s.t, 'GET', `/api/get-training-rank?tid=${s.tid}${query}`, headers)).data as {
    records: Row[];
    total: number;
    problems: { displayId: string }[];
  };

describe('the training rank', () => {
  test('orders by accepted problems, then run time; the first accept counts, a faster later one lowers the time', async () => {
    await using s = await rankSetup();
    s.sub(s.alice, s.problem.id, WA, 1);
    s.sub(s.alice, s.problem.id, AC, 2, 300);
    s.sub(s.alice, s.problem.id, AC, 3, 100);
    s.sub(s.bob, s.problem.id, AC, 5, 50);
    s.sub(s.bob, s.second.id, AC, 6, 60);
    s.sub(s.carol, s.problem.id, AC, 7, 90);
    s.sub(s.carol, s.second.id, WA, 8);
    // The author and the super admin are left out.
    s.sub(s.admin, s.problem.id, AC, 1, 1);
    s.sub(s.root, s.problem.id, AC, 1, 1);
    const r = await rank(s);
    expect(r.records.map((x) => [x.username, x.ac, x.totalRunTime])).toEqual([
      [s.bob.username, 2, 110],
      [s.carol.username, 1, 90],
      [s.alice.username, 1, 100],
    ]);
    expect(r.total).toBe(3);
    expect(r.problems.map((p) => p.displayId)).toEqual(['P1000', 'P2']);
    expect(r.records[1]!.submissionInfo).toEqual({
      P1000: { status: AC, score: null, isAC: true, runTime: 90, tries: 1, late: false },
      P2: { status: WA, score: null, isAC: false, runTime: null, tries: 1, late: false },
    });
    expect(r.records[2]!.submissionInfo.P1000!.tries).toBe(3);
    // Real names are the training admins'.
    expect(r.records[1]!.realname).toBeNull();
    expect((await rank(s, s.admin.headers)).records[1]!.realname).toBe('Carol King');
    // Search by username or school, and by real name for the training's admins only; paging.
    expect((await rank(s, s.alice.headers, '&keyword=north')).records.map((x) => x.username)).toEqual([
      s.carol.username,
    ]);
    expect((await rank(s, s.admin.headers, '&keyword=King')).total).toBe(1);
    expect((await rank(s, s.alice.headers, '&keyword=King')).total).toBe(0);
    const second = await rank(s, s.alice.headers, '&limit=2&currentPage=2');
    expect(second.records.map((x) => x.username)).toEqual([s.alice.username]);
    expect(compareCounters(s.t.deps.db)).toEqual([]);
  });

  test('accepts after the due date are late; the on-time rank counts only accepts made by it', async () => {
    await using s = await rankSetup();
    s.sub(s.alice, s.problem.id, AC, 30, 20);
    s.sub(s.alice, s.second.id, AC, 90, 20);
    s.sub(s.bob, s.problem.id, AC, 70, 10);
    s.sub(s.bob, s.second.id, AC, 80, 10);
    let r = await rank(s);
    expect(r.records.map((x) => [x.username, x.ac])).toEqual([
      [s.bob.username, 2],
      [s.alice.username, 2],
    ]);
    expect(r.records[1]!.submissionInfo.P2!.late).toBe(true);
    expect(r.records[1]!.submissionInfo.P1000!.late).toBe(false);
    const form = (await send(s.t, 'GET', `/api/admin/training?tid=${s.tid}`, s.admin.headers)).data.training;
    const put = (training: Record<string, unknown>) =>
      send(s.t, 'PUT', '/api/admin/training', s.admin.headers, {
        training: { ...form, ...training },
        trainingCategory: { id: s.categoryId },
      });
    expect((await put({ onTimeRank: true })).status).toBe(200);
    r = await rank(s);
    expect(r.records.map((x) => [x.username, x.ac, x.totalRunTime])).toEqual([
      [s.alice.username, 1, 20],
      [s.bob.username, 0, 0],
    ]);
    expect(r.records[1]!.submissionInfo.P1000).toMatchObject({ isAC: false, late: true, status: AC });
    // Moving the due date refolds every record.
    expect((await put({ onTimeRank: true, dueAt: s.start + 100 * MIN })).status).toBe(200);
    r = await rank(s);
    expect(r.records.map((x) => [x.username, x.ac])).toEqual([
      [s.bob.username, 2],
      [s.alice.username, 2],
    ]);
    expect(compareCounters(s.t.deps.db)).toEqual([]);
  });

  test('a verdict changed by hand, a removed problem and a deleted problem move the rank', async () => {
    await using s = await rankSetup();
    const wrong = s.sub(s.alice, s.problem.id, WA, 1);
    s.sub(s.bob, s.problem.id, AC, 2);
    expect((await rank(s)).records.map((x) => [x.username, x.ac])).toEqual([
      [s.bob.username, 1],
      [s.alice.username, 0],
    ]);
    expect(
      (await send(s.t, 'GET', `/api/admin/judge/manual-judge?submitId=${wrong.submitId}&status=0`, s.root.headers))
        .status,
    ).toBe(200);
    expect((await rank(s)).records.map((x) => x.ac)).toEqual([1, 1]);
    s.sub(s.carol, s.second.id, AC, 3);
    expect(
      (await send(s.t, 'DELETE', `/api/admin/training/problem?tid=${s.tid}&pid=${s.second.id}`, s.admin.headers))
        .status,
    ).toBe(200);
    expect((await rank(s)).records.find((x) => x.username === s.carol.username)).toBeUndefined();
    expect(compareCounters(s.t.deps.db)).toEqual([]);
    await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', s.admin.headers, {
      tid: s.tid,
      pid: s.second.id,
    });
    expect((await rank(s)).records.find((x) => x.username === s.carol.username)!.ac).toBe(1);
    expect((await send(s.t, 'DELETE', `/api/admin/problem?pid=${s.second.id}`, s.root.headers)).status).toBe(200);
    expect((await rank(s)).records.find((x) => x.username === s.carol.username)).toBeUndefined();
    expect(compareCounters(s.t.deps.db)).toEqual([]);
  });
});

describe('progress', () => {
  test("the list's progress column, the admin's grid and its CSV", async () => {
    await using s = await rankSetup({ auth: 'Private', privatePwd: 'pw' });
    await send(s.t, 'POST', '/api/register-training', s.carol.headers, { tid: s.tid, password: 'pw' });
    s.sub(s.alice, s.problem.id, AC, 30);
    s.sub(s.alice, s.second.id, AC, 90);
    s.sub(s.bob, s.problem.id, WA, 10);
    const list = await send(s.t, 'GET', '/api/get-training-list', s.alice.headers);
    expect(list.data.records[0]).toMatchObject({ problemCount: 2, acCount: 2 });
    expect((await send(s.t, 'GET', '/api/get-training-list', undefined)).data.records[0].acCount).toBeNull();
    expect((await send(s.t, 'GET', `/api/get-training-progress?tid=${s.tid}`, s.alice.headers)).status).toBe(403);
    const grid = (await send(s.t, 'GET', `/api/get-training-progress?tid=${s.tid}`, s.admin.headers)).data;
    const states = Object.fromEntries(
      grid.rows.map((r: { username: string; cells: Record<string, { state: string }> }) => [
        r.username,
        [r.cells.P1000!.state, r.cells.P2!.state],
      ]),
    );
    expect(states).toEqual({
      [s.alice.username]: ['onTime', 'late'],
      [s.bob.username]: ['tried', 'untouched'],
      [s.carol.username]: ['untouched', 'untouched'],
    });
    const csv = await s.t.app.request(`/api/file/download-training-progress?tid=${s.tid}`, {
      headers: s.admin.headers,
    });
    const text = await csv.text();
    expect(csv.headers.get('Content-Disposition')).toContain(`training_${s.tid}_progress.csv`);
    expect(text.split('\r\n')[0]).toBe('\uFEFFusername,realname,school,P1000,P2,accepted,accepted on time');
    expect(text).toContain(`${s.carol.username},Carol King,North School,,,0,0`);
    expect(text).toMatch(new RegExp(`${s.alice.username},,,accepted \\S+,accepted late \\S+,2,1`));
  });
});
