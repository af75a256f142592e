import { describe, expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { call } from '../helpers/app.ts';
import { remoteSetup, whenSubmission } from './remote-helpers.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe('Codeforces problems judged on (a stand-in of) Codeforces', () => {
  test('the import stores the statement, samples and limits, marked remote, under the CF source', async () => {
    using t = await remoteSetup();
    const detail = await call(t.app, '/api/get-problem-detail?problemId=CF-1A', { headers: t.student.headers });
    expect(detail.env.status).toBe(200);
    const p = detail.env.data.problem;
    expect(p.title).toBe('Theatre Square');
    expect(p.isRemote).toBe(true);
    expect(p.timeLimit).toBe(1000);
    expect(p.memoryLimit).toBe(256);
    expect(p.description).toContain('$n \\times m$');
    expect(p.hint).toContain('may <not> be broken');
    expect(p.examples).toContain('6 6 4');
    expect(p.source).toBe(`${t.site.url}/problemset/problem/1/A`);
    const list = await call(t.app, '/api/get-problem-list?oj=CF&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['CF-1A']);
    const local = await call(t.app, '/api/get-problem-list?oj=ME&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(local.env.data.records).toEqual([]);

    const again = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1a', {
      headers: t.admin.headers,
    });
    expect(again.env.msg).toBe('The problem CF-1A has already been imported');
    const bad = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1', {
      headers: t.admin.headers,
    });
    expect(bad.env.status).toBe(400);
    expect(bad.env.msg).toContain('is not a problem id of CF');
    const missing = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=GYM&problemId=100002B', {
      headers: t.admin.headers,
    });
    expect(missing.env.status).toBe(400);
    expect(missing.env.msg).toContain('The remote judge GYM could not be used');
    const byStudent = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=GYM&problemId=100001A', {
      headers: t.student.headers,
    });
    expect(byStudent.status).toBe(403);

    // Without an enabled account the source is switched off: a submission is refused, nothing is stored.
    await call(t.app, '/api/admin/config/remote-judge', {
      method: 'PUT',
      headers: t.admin.headers,
      json: { source: 'CF', accounts: [{ username: 'verdict_bot', enabled: false }] },
    });
    await expect(t.submit('int main() {}')).rejects.toThrow(
      'Remote judging of CF is switched off: the site has no enabled account for it',
    );
    expect(t.site.submitPosts).toBe(0);
  }, 120_000);

  test('right and wrong submissions go Pending → Submitting → Judging → the site verdict, with time and memory', async () => {
    using t = await remoteSetup();
    const right = await t.submit('int main() { /* accepted */ }');
    const seen: number[] = [];
    const ac = await whenSubmission(t, right, final, seen);
    expect(ac.status).toBe(JudgeStatus.ACCEPTED);
    expect(ac.time).toBe(46);
    expect(ac.memory).toBe(1024);
    expect(seen).toContain(JudgeStatus.SUBMITTING);
    expect(seen).toContain(JudgeStatus.JUDGING);

    const wrong = await t.submit('int main() { /* WRONG */ }');
    const wa = await whenSubmission(t, wrong, final);
    expect(wa.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(wa.errorMessage).toBe('Codeforces: WRONG_ANSWER on test 3');
    const tle = await whenSubmission(t, await t.submit('// TLE'), final);
    expect(tle.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    const ce = await whenSubmission(t, await t.submit('// CE'), final);
    expect(ce.status).toBe(JudgeStatus.COMPILE_ERROR);

    expect(t.site.runs.map((r) => [r.contestId, r.index, r.programTypeId])).toEqual([
      [1, 'A', '54'],
      [1, 'A', '54'],
      [1, 'A', '54'],
      [1, 'A', '54'],
    ]);
    // The counters the lists read saw the verdicts.
    const detail = await call(t.app, '/api/get-problem-detail?problemId=CF-1A', { headers: t.student.headers });
    expect(detail.env.data.problemCount).toMatchObject({ total: 4, ac: 1, wa: 1, tle: 1, ce: 1 });
  }, 120_000);

  test('a Gym problem is imported from its Gym page and sent through the Gym submit form', async () => {
    using t = await remoteSetup();
    const imported = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=GYM&problemId=100001A', {
      headers: t.admin.headers,
    });
    expect(imported.env.data.problemId).toBe('GYM-100001A');
    const r = await call(t.app, '/api/submit-problem-judge', {
      method: 'POST',
      headers: t.student.headers,
      json: { pid: 'GYM-100001A', language: 'Python3', code: 'print(4)', cid: 0 },
    });
    expect((await whenSubmission(t, r.env.data.submitId, final)).status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.runs.map((run) => [run.contestId, run.index, run.programTypeId])).toEqual([[100001, 'A', '31']]);
    const list = await call(t.app, '/api/get-problem-list?oj=GYM&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((p: { problemId: string }) => p.problemId)).toEqual(['GYM-100001A']);
  }, 120_000);
});
