import { describe, expect, test } from 'bun:test';
import { CONTEST_PROBLEMS_MAX } from '../../src/contract/contests.ts';
import { Errors } from '../../src/domain/errors.ts';
import { createContest } from '../api/contests/helpers.ts';
import { addProblem } from '../api/submissions/helpers.ts';
import { createCategory, createTraining } from '../api/trainings/helpers.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { contestLinks, importInto, remoteRows } from './contest-import-helpers.ts';
import { remoteSetup } from './remote-helpers.ts';

describe('a whole remote contest imported into a contest or a training', () => {
  test("a contest gets the round's problems under their letters; those it holds stay; the same import again adds nothing", async () => {
    using t = await remoteSetup();
    const teacher = await createUserAndLogin(t.deps, t.app, { role: 1009 });
    const cid = await createContest(t, teacher.headers, {}, [t.problemDbId]);
    const pagesBefore = t.site.imageRequests.length;

    const first = await importInto(t, teacher.headers, { cid, contest: 'cf-1' });
    expect(first.env.status).toBe(200);
    expect(first.env.data.existed).toEqual([{ displayId: 'A', problemId: 'CF-1A' }]);
    expect(first.env.data.added).toEqual([
      { displayId: 'B', problemId: 'CF-1B', imported: true },
      { displayId: 'C', problemId: 'CF-1C', imported: true },
    ]);
    expect(first.env.data.failed).toEqual([]);
    // The hostile statement's images are named with their problem; the import went on.
    expect(first.env.data.imagesFailed.every((f: { problemId: string }) => f.problemId === 'CF-1C')).toBe(true);
    expect(first.env.data.imagesFailed.length).toBeGreaterThan(0);
    expect(t.site.imageRequests.length).toBeGreaterThan(pagesBefore);
    expect(await contestLinks(t, cid, teacher.headers)).toEqual([
      ['A', 'CF-1A'],
      ['B', 'CF-1B'],
      ['C', 'CF-1C'],
    ]);

    const again = await importInto(t, teacher.headers, { cid, contest: 'CF-1' });
    expect(again.env.data.added).toEqual([]);
    expect(again.env.data.existed.map((e: { displayId: string }) => e.displayId)).toEqual(['A', 'B', 'C']);
    for (const id of ['CF-1A', 'CF-1B', 'CF-1C']) expect(remoteRows(t, id)).toHaveLength(1);
  }, 180_000);

  test('a training reuses problems imported before; a taken letter gives way to the whole id', async () => {
    using t = await remoteSetup();
    const categoryId = await createCategory(t, t.admin.headers);
    const tid = await createTraining(t, t.admin.headers, categoryId);
    const gym = await importInto(t, t.admin.headers, { tid, contest: 'GYM-100001' });
    expect(gym.env.data.added).toEqual([{ displayId: 'A', problemId: 'GYM-100001A', imported: true }]);
    const round = await importInto(t, t.admin.headers, { tid, contest: 'CF-1' });
    expect(round.env.data.added).toEqual([
      { displayId: 'CF-1A', problemId: 'CF-1A', imported: false },
      { displayId: 'B', problemId: 'CF-1B', imported: true },
      { displayId: 'C', problemId: 'CF-1C', imported: true },
    ]);
    expect(remoteRows(t, 'CF-1A')).toHaveLength(1);
    const list = await call(t.app, `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true&limit=10`, {
      headers: t.admin.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId).sort()).toEqual([
      'CF-1A',
      'CF-1B',
      'CF-1C',
      'GYM-100001A',
    ]);
  }, 180_000);

  test('two imports of the same round at once share one copy of each problem', async () => {
    using t = await remoteSetup();
    const first = await createContest(t, t.admin.headers);
    const second = await createContest(t, t.admin.headers);
    const [a, b] = await Promise.all([
      importInto(t, t.admin.headers, { cid: first, contest: 'CF-1' }),
      importInto(t, t.admin.headers, { cid: second, contest: 'CF-1' }),
    ]);
    for (const done of [a, b]) {
      expect(done.env.data.failed).toEqual([]);
      expect(done.env.data.added.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B', 'C']);
    }
    for (const id of ['CF-1B', 'CF-1C']) expect(remoteRows(t, id)).toHaveLength(1);
  }, 180_000);

  test('a student and another teacher are refused before the site is asked', async () => {
    using t = await remoteSetup();
    const teacher = await createUserAndLogin(t.deps, t.app, { role: 1009 });
    const other = await createUserAndLogin(t.deps, t.app, { role: 1009 });
    const cid = await createContest(t, teacher.headers);
    const categoryId = await createCategory(t, t.admin.headers);
    const tid = await createTraining(t, t.admin.headers, categoryId);
    const calls = t.site.apiCalls.length;
    const byStudent = await importInto(t, t.student.headers, { cid, contest: 'CF-1' });
    expect(byStudent.status).toBe(403);
    const byOther = await importInto(t, other.headers, { cid, contest: 'CF-1' });
    expect(byOther.env.msg).toBe(Errors.ContestAdminOnly().en);
    expect((await importInto(t, t.student.headers, { tid, contest: 'CF-1' })).status).toBe(403);
    expect((await importInto(t, other.headers, { tid, contest: 'CF-1' })).env.msg).toBe(Errors.TrainingAdminOnly().en);
    expect(t.site.apiCalls.slice(calls).filter((p) => p.includes('standings'))).toEqual([]);
    expect(await contestLinks(t, cid, teacher.headers)).toEqual([]);
    expect(remoteRows(t, 'CF-1B')).toHaveLength(0);
  }, 180_000);

  test('a wrong id, an unknown contest, the wrong source, an unreachable site and a contest too full are refused by name', async () => {
    using t = await remoteSetup();
    const cid = await createContest(t, t.admin.headers);
    const msg = async (contest: string, headers: Record<string, string> = t.admin.headers) =>
      (await importInto(t, headers, { cid, contest })).env.msg;
    expect(await msg('CF-1A')).toBe(
      "CF-1A does not name a remote contest: write its source and the site's contest id, such as CF-1, GYM-100001, AC-abc001, HDU-872 or POJ-1131",
    );
    expect(await msg('CF-1A', { ...t.admin.headers, 'Accept-Language': 'zh-CN' })).toBe(
      'CF-1A 不是远程比赛编号：请写来源和站点上的比赛编号，例如 CF-1、GYM-100001、AC-abc001、HDU-872 或 POJ-1131',
    );
    expect(await msg('CF-999')).toBe(
      'The contest CF-999 does not exist on its site, or the site does not show its problems',
    );
    expect(await msg('CF-100001')).toBe('CF-100001 is not a contest of CF; did you mean GYM-100001?');
    expect(await msg('GYM-1')).toBe('GYM-1 is not a contest of GYM; did you mean CF-1?');
    expect(await msg('SPOJ-1')).toBe(
      'SPOJ has no contests whose problems can be imported: import its problems one by one',
    );
    expect(await msg('HDU-abc')).toContain('HDU-abc does not name a remote contest');
    expect(await msg('XYZ-1')).toContain('XYZ-1 does not name a remote contest');
    t.site.apiDown = true;
    expect(await msg('CF-1')).toStartWith('The remote judge CF could not be used: ');
    t.site.apiDown = false;

    for (let i = 1; i <= CONTEST_PROBLEMS_MAX - 2; i++) {
      const p = await addProblem(t, { uid: t.admin.uid, username: t.admin.username }, { problemId: `Q${i}` });
      const added = await call(t.app, '/api/admin/contest/add-problem-from-public', {
        method: 'POST',
        headers: t.admin.headers,
        json: { cid, pid: p.id, displayId: `Q${i}` },
      });
      expect(added.env.status).toBe(200);
    }
    expect(await msg('CF-1')).toBe(
      `The contest CF-1 has 3 problems; with the ${CONTEST_PROBLEMS_MAX - 2} already here that is more than the ${CONTEST_PROBLEMS_MAX} a contest holds`,
    );
    expect(remoteRows(t, 'CF-1B')).toHaveLength(0);
    expect(await contestLinks(t, cid, t.admin.headers)).toHaveLength(CONTEST_PROBLEMS_MAX - 2);
  }, 240_000);
});
