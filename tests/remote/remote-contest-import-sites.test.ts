import { describe, expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { createContest } from '../api/contests/helpers.ts';
import { createCategory, createTraining } from '../api/trainings/helpers.ts';
import { call } from '../helpers/app.ts';
import { contestLinks, imageFolders, importInto, remoteRows, trainingLinks } from './contest-import-helpers.ts';
import { remoteSetup, whenSubmission } from './remote-helpers.ts';
import { ATCODER, HDU, POJ } from './sites.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);
const added = (r: { env: { data: { added: { displayId: string; problemId: string; imported: boolean }[] } } }) =>
  r.env.data.added.map((a) => [a.displayId, a.problemId, a.imported]);

/** A student's submission to a problem of the bank, judged. */
async function judged(t: Awaited<ReturnType<typeof remoteSetup>>, pid: string, language: string) {
  const r = await call(t.app, '/api/submit-problem-judge', {
    method: 'POST',
    headers: t.student.headers,
    json: { pid, language, code: 'int main() { return 0; } // right', cid: 0 },
  });
  expect(r.env.status).toBe(200);
  return whenSubmission(t, r.env.data.submitId, final);
}

describe('whole contests of AtCoder, HDU and POJ imported from their pages', () => {
  test("AtCoder: a contest's tasks land in order; an ARC's task held in an ABC is ARC's; a slug unlike its tasks' prefix keeps the contest in the id", async () => {
    using t = await remoteSetup(ATCODER);
    const cid = await createContest(t, t.admin.headers);
    const abc = await importInto(t, t.admin.headers, { cid, contest: 'AC-abc042' });
    expect(abc.env.status).toBe(200);
    expect(added(abc)).toEqual([
      ['A', 'AC-abc042_a', true],
      ['B', 'AC-abc042_b', true],
      ['C', 'AC-arc058_a', true],
      ['D', 'AC-arc058_b', true],
    ]);
    expect(await contestLinks(t, cid, t.admin.headers)).toEqual([
      ['A', 'AC-abc042_a'],
      ['B', 'AC-abc042_b'],
      ['C', 'AC-arc058_a'],
      ['D', 'AC-arc058_b'],
    ]);

    const tid = await createTraining(t, t.admin.headers, await createCategory(t, t.admin.headers));
    // ARC 058's own tasks page lists the same tasks: reused, never a second copy.
    const arc = await importInto(t, t.admin.headers, { tid, contest: 'ac-ARC058' });
    expect(added(arc)).toEqual([
      ['C', 'AC-arc058_a', false],
      ['D', 'AC-arc058_b', false],
    ]);
    expect(added(await importInto(t, t.admin.headers, { tid, contest: 'AC-jsc2019-qual' }))).toEqual([
      ['A', 'AC-jsc2019-qual:jsc2019_qual_a', true],
      ['B', 'AC-jsc2019-qual:jsc2019_qual_b', true],
    ]);
    // The old numbering (`arc001_1`): its contest is its prefix; the letter A is taken here.
    expect(added(await importInto(t, t.admin.headers, { tid, contest: 'AC-arc001' }))).toEqual([
      ['AC-arc001_1', 'AC-arc001_1', true],
    ]);
    expect((await trainingLinks(t, tid, t.admin.headers)).sort()).toEqual([
      'AC-arc001_1',
      'AC-arc058_a',
      'AC-arc058_b',
      'AC-jsc2019-qual:jsc2019_qual_a',
      'AC-jsc2019-qual:jsc2019_qual_b',
    ]);
    expect(remoteRows(t, 'AC-arc058_a')).toHaveLength(1);

    // Each is sent to the contest its id names, in both forms.
    for (const pid of ['AC-jsc2019-qual:jsc2019_qual_a', 'AC-arc058_a', 'AC-arc001_1'])
      expect((await judged(t, pid, 'C++17')).status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.sentTo).toEqual(['jsc2019-qual/jsc2019_qual_a', 'arc058/arc058_a', 'arc001/arc001_1']);

    // One task imported by itself takes either form; the explicit one of its own contest is the short id.
    const one = (problemId: string) =>
      call(t.app, `/api/admin/problem/import-remote-oj-problem?name=AC&problemId=${encodeURIComponent(problemId)}`, {
        headers: t.admin.headers,
      });
    expect((await one('abc001:abc001_a')).env.msg).toBe('The problem AC-abc001_a has already been imported');
    expect((await one('AC-JSC2019-QUAL:JSC2019_QUAL_B')).env.msg).toBe(
      'The problem AC-jsc2019-qual:jsc2019_qual_b has already been imported',
    );
  }, 240_000);

  test("HDU: a contest's own problems (1001, …) land as HDU-872-1001 under A, B, C, and are sent to that contest", async () => {
    using t = await remoteSetup(HDU);
    const cid = await createContest(t, t.admin.headers);
    const done = await importInto(t, t.admin.headers, { cid, contest: 'HDU-872' });
    expect(done.env.status).toBe(200);
    expect(added(done)).toEqual([
      ['A', 'HDU-872-1001', true],
      ['B', 'HDU-872-1002', true],
      ['C', 'HDU-872-1003', true],
    ]);
    expect(done.env.data.imagesFailed).toEqual([]);
    const detail = await call(t.app, '/api/get-problem-detail?problemId=HDU-872-1002', { headers: t.admin.headers });
    expect(detail.env.data.problem.title).toBe('Operation');
    expect(detail.env.data.problem.source).toBe(`${t.site.url}/contests/contest_showproblem.php?pid=1002&cid=872`);

    const tid = await createTraining(t, t.admin.headers, await createCategory(t, t.admin.headers));
    expect(added(await importInto(t, t.admin.headers, { tid, contest: 'hdu-872' })).map((a) => a[2])).toEqual([
      false,
      false,
      false,
    ]);
    expect((await judged(t, 'HDU-872-1002', 'C++11')).status).toBe(JudgeStatus.ACCEPTED);
    expect((await judged(t, 'HDU-1000', 'C++11')).status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.sentTo).toEqual(['872/1002', '/1000']);
  }, 240_000);

  test('POJ: a contest links problems of the problem set; one imported before is reused', async () => {
    using t = await remoteSetup(POJ);
    const tid = await createTraining(t, t.admin.headers, await createCategory(t, t.admin.headers));
    const done = await importInto(t, t.admin.headers, { tid, contest: 'POJ-1131' });
    expect(added(done)).toEqual([
      ['A', 'POJ-3250', true],
      ['B', 'POJ-3251', true],
      ['C', 'POJ-1000', false],
    ]);
    const cid = await createContest(t, t.admin.headers);
    expect(added(await importInto(t, t.admin.headers, { cid, contest: 'POJ-1131' })).map((a) => a[0])).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect((await judged(t, 'POJ-3251', 'C')).status).toBe(JudgeStatus.ACCEPTED);
    expect(remoteRows(t, 'POJ-1000')).toHaveLength(1);
  }, 240_000);

  test('a bad id, a contest the site lacks and SPOJ are refused by name; nothing is stored', async () => {
    using t = await remoteSetup(HDU);
    const cid = await createContest(t, t.admin.headers);
    const msg = async (contest: string) => (await importInto(t, t.admin.headers, { cid, contest })).env.msg;
    expect(await msg('HDU-99999999')).toContain('HDU-99999999 does not name a remote contest');
    expect(await msg('HDU-872-1001')).toContain('HDU-872-1001 does not name a remote contest');
    expect(await msg('HDU-999')).toBe(
      'The contest HDU-999 does not exist on its site, or the site does not show its problems',
    );
    expect(await msg('SPOJ-1')).toBe(
      'SPOJ has no contests whose problems can be imported: import its problems one by one',
    );
    expect(await contestLinks(t, cid, t.admin.headers)).toEqual([]);
  }, 120_000);

  test('a site failing in the middle of an import leaves no problem, no link and no image behind', async () => {
    for (const [site, contest, broken, first] of [
      [HDU, 'HDU-872', '872-1003', 'HDU-872-1001'],
      [ATCODER, 'AC-abc042', 'arc058_a', 'AC-abc042_a'],
      [POJ, 'POJ-1131', '3251', 'POJ-3250'],
    ] as const) {
      using t = await remoteSetup(site as typeof HDU);
      const cid = await createContest(t, t.admin.headers);
      const folders = imageFolders(t);
      t.site.brokenProblem = broken;
      const failed = await importInto(t, t.admin.headers, { cid, contest });
      expect(failed.env.status).toBe(400);
      expect(failed.env.msg).toStartWith(`The contest ${contest} was not imported: its problem `);
      expect(failed.env.msg).toEndWith('; nothing was changed');
      expect(t.site.problemPages).toContain(broken);
      expect(remoteRows(t, first)).toHaveLength(0);
      expect(await contestLinks(t, cid, t.admin.headers)).toEqual([]);
      expect(imageFolders(t)).toEqual(folders);

      // The site answers again: the same import goes through whole.
      t.site.brokenProblem = null;
      const again = await importInto(t, t.admin.headers, { cid, contest });
      expect(again.env.data.added.length).toBeGreaterThan(1);
      expect(remoteRows(t, first)).toHaveLength(1);
    }
  }, 360_000);
});
