import { describe, expect, test } from 'bun:test';
import { remoteCheck } from '../../src/cli/remote-check.ts';
import { JudgeStatus, type JudgeStatusCode, isFinalStatus } from '../../src/contract/judge-status.ts';
import { atcoderRunState } from '../../src/remote/atcoder/verdicts.ts';
import { upcomingRefreshed } from '../../src/remote/upcoming.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, remoteSetup, whenSubmission } from './remote-helpers.ts';
import { pageSiteCases } from './page-site-cases.ts';
import { ATCODER } from './sites.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe('AtCoder tasks judged on (a stand-in of) AtCoder', () => {
  test('the import keeps the English statement, its samples and limits; ids are checked', async () => {
    using t = await remoteSetup(ATCODER);
    const detail = await call(t.app, '/api/get-problem-detail?problemId=AC-abc001_a', { headers: t.student.headers });
    expect(detail.env.status).toBe(200);
    const p = detail.env.data.problem;
    expect(p.problemId).toBe('AC-abc001_a');
    expect(p.title).toBe('Difference of Snow Depth');
    expect([p.timeLimit, p.memoryLimit, p.isRemote]).toEqual([2000, 64, true]);
    expect(p.description).toContain('Given the snow depth $H_1$ yesterday');
    expect(p.description).toContain('& nothing else');
    expect(p.description).toContain('### Constraints');
    expect(p.description).toContain('$0 \\leq H_1, H_2 \\leq 4200$');
    expect(`${p.description}${p.input}${p.output}${p.hint}`).not.toContain('積雪');
    expect(p.input).toContain('```\nH_1\nH_2\n```');
    expect(p.output).toBe('Print $H_1 - H_2$.');
    expect(p.hint).toContain('It grew by $5$ centimetres.');
    expect(p.examples).toContain('15\n10\n');
    expect(p.examples).toContain('5\n');
    expect(p.source).toBe(`${t.site.url}/contests/abc001/tasks/abc001_a`);
    const list = await call(t.app, '/api/get-problem-list?oj=AC&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['AC-abc001_a']);

    const imp = (id: string) =>
      call(t.app, `/api/admin/problem/import-remote-oj-problem?name=AC&problemId=${id}`, { headers: t.admin.headers });
    expect((await imp('AC-ABC001_A')).env.msg).toBe('The problem AC-abc001_a has already been imported');
    const bad = await imp('abc001');
    expect(bad.env.status).toBe(400);
    expect(bad.env.msg).toContain('is not a problem id of AC');
    const missing = await imp('abc001_z');
    expect(missing.env.status).toBe(400);
    expect(missing.env.msg).toContain('The remote judge AC could not be used');
  }, 120_000);

  test('right and wrong submissions reach their verdicts through WJ and 3/10, with time and memory', async () => {
    using t = await remoteSetup(ATCODER);
    const seen: number[] = [];
    const ac = await whenSubmission(t, await t.submit('int main() { /* right */ }'), final, seen);
    expect([ac.status, ac.time, ac.memory, ac.errorMessage]).toEqual([JudgeStatus.ACCEPTED, 12, 3664, null]);
    expect(seen).toContain(JudgeStatus.SUBMITTING);
    expect(seen).toContain(JudgeStatus.JUDGING);
    expect(t.site.runs[0]!.labels).toEqual(['WJ', '3/10', 'AC']);

    const wa = await whenSubmission(t, await t.submit('int main() { /* WRONG */ }'), final);
    expect([wa.status, wa.time, wa.memory, wa.errorMessage]).toEqual([
      JudgeStatus.WRONG_ANSWER,
      12,
      3664,
      'AtCoder: WA',
    ]);
    const tle = await whenSubmission(t, await t.submit('// TLE'), final);
    expect([tle.status, tle.time]).toEqual([JudgeStatus.TIME_LIMIT_EXCEEDED, 2205]);
    const ce = await whenSubmission(t, await t.submit('// CE'), final);
    expect([ce.status, ce.time, ce.memory]).toEqual([JudgeStatus.COMPILE_ERROR, null, null]);
    expect(t.site.runs.map((r) => [r.problem, r.language])).toEqual(Array(4).fill(['abc001_a', '5053']));
    const detail = await call(t.app, '/api/get-problem-detail?problemId=AC-abc001_a', { headers: t.student.headers });
    expect(detail.env.data.problemCount).toMatchObject({ total: 4, ac: 1, wa: 1, tle: 1, ce: 1 });
  }, 120_000);

  test('every status label the site shows has its meaning', () => {
    for (const label of ['WJ', 'WR', 'Judging', '3/10', '3/10 WA', ''])
      expect(atcoderRunState(label, 1, 1)).toMatchObject({ final: false, status: JudgeStatus.JUDGING });
    const finals: [string, JudgeStatusCode, string | null][] = [
      ['AC', JudgeStatus.ACCEPTED, null],
      ['WA', JudgeStatus.WRONG_ANSWER, 'AtCoder: WA'],
      ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED, 'AtCoder: TLE'],
      ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'AtCoder: MLE'],
      ['RE', JudgeStatus.RUNTIME_ERROR, 'AtCoder: RE'],
      ['CE', JudgeStatus.COMPILE_ERROR, 'AtCoder: CE'],
      ['OLE', JudgeStatus.RUNTIME_ERROR, 'Output limit exceeded (AtCoder: OLE)'],
      ['IE', JudgeStatus.SYSTEM_ERROR, 'AtCoder: IE'],
      ['XYZ', JudgeStatus.SYSTEM_ERROR, 'AtCoder: XYZ'],
    ];
    for (const [label, status, message] of finals)
      expect(atcoderRunState(label, 5, 6)).toEqual({ final: true, status, time: 5, memory: 6, message });
  });

  test("the home page lists AtCoder's upcoming contest; verdict remote-check AC works", async () => {
    using t = await remoteSetup(ATCODER);
    await upcomingRefreshed(t.deps.db);
    const recent = await call(t.app, '/api/get-recent-other-contest');
    expect(recent.env.data).toHaveLength(1); // the contest that has ended is left out
    expect(recent.env.data[0]).toMatchObject({
      oj: 'AC',
      ojName: 'AtCoder',
      title: 'AtCoder Beginner Contest 400',
      url: `${t.site.url}/contests/abc400`,
    });
    expect(recent.env.data[0].endTime - recent.env.data[0].beginTime).toBe(100 * 60_000);

    const lines: string[] = [];
    expect(await remoteCheck(t.deps.config, 'ac', (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      'ok    fetch AC-abc001_a: "Difference of Snow Depth", 2000 ms, 64 MB, 1 sample(s)',
      `ok    log in as ${CF_HANDLE}: logged in`,
      'ok    upcoming contests: 1 listed',
    ]);
  }, 120_000);

  pageSiteCases(ATCODER, 'AtCoder refused the submission: Wait for 5 second to submit again.');
});
