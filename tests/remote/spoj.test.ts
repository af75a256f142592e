import { describe, expect, test } from 'bun:test';
import { remoteCheck } from '../../src/cli/remote-check.ts';
import { JudgeStatus, type JudgeStatusCode, isFinalStatus } from '../../src/contract/judge-status.ts';
import { encodeExamples } from '../../src/domain/problems/examples.ts';
import { spojTime } from '../../src/remote/spoj/status.ts';
import { spojRunState } from '../../src/remote/spoj/verdicts.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, type RemoteSite, remoteSetup, whenSubmission } from './remote-helpers.ts';
import { pageSiteCases } from './page-site-cases.ts';
import { SpojStandIn } from './stand-ins/spoj.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);
const SPOJ: RemoteSite<SpojStandIn> = {
  source: 'SPOJ',
  standIn: (accounts) => new SpojStandIn(accounts),
  flag: 'remote-spoj-url',
  option: 'spojUrl',
  problem: 'TEST',
  language: 'C++17',
};

describe('SPOJ problems judged on (a stand-in of) SPOJ', () => {
  test('the import reads the statement, its example and the largest time limit; ids are checked', async () => {
    using t = await remoteSetup(SPOJ);
    const detail = await call(t.app, '/api/get-problem-detail?problemId=SPOJ-TEST', { headers: t.student.headers });
    expect(detail.env.status).toBe(200);
    const p = detail.env.data.problem;
    expect(p.title).toBe('Life, the Universe, and Everything');
    expect([p.timeLimit, p.memoryLimit, p.isRemote]).toEqual([1000, 1536, true]);
    expect(p.description).toContain('Stop processing input after reading in the number $42$.');
    expect(p.description).toMatch(/!\[\]\((http:\/\/[\d.:]+)?\/content\/test\.png\)/);
    expect(p.input).toBe('Each line holds one integer of one or two digits.');
    expect(p.output).toBe('The numbers up to 42, one per line.');
    expect(p.hint).toBe('### Information\n\n42 < 99.');
    expect(p.examples).toBe(encodeExamples([{ input: '1\n2\n88\n42\n99\n', output: '1\n2\n88\n' }]));
    expect(p.source).toBe(`${t.site.url}/problems/TEST/`);
    const list = await call(t.app, '/api/get-problem-list?oj=SPOJ&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['SPOJ-TEST']);

    const imp = (id: string) =>
      call(t.app, `/api/admin/problem/import-remote-oj-problem?name=SPOJ&problemId=${id}`, {
        headers: t.admin.headers,
      });
    expect((await imp('test')).env.msg).toBe('The problem SPOJ-TEST has already been imported');
    const bad = await imp('TE ST');
    expect(bad.env.status).toBe(400);
    expect(bad.env.msg).toContain('is not a problem id of SPOJ');
    const missing = await imp('NOSUCH');
    expect(missing.env.status).toBe(400);
    expect(missing.env.msg).toContain('The remote judge SPOJ could not be used');
  }, 120_000);

  test('right and wrong submissions reach their verdicts through compiling and running, with time and memory', async () => {
    using t = await remoteSetup(SPOJ);
    const seen: number[] = [];
    const ac = await whenSubmission(t, await t.submit('int main() { /* right */ }'), final, seen);
    expect([ac.status, ac.time, ac.memory, ac.errorMessage]).toEqual([JudgeStatus.ACCEPTED, 20, 3174, null]);
    expect(seen).toContain(JudgeStatus.SUBMITTING);
    expect(seen).toContain(JudgeStatus.JUDGING);
    expect(t.site.runs[0]!.labels).toEqual(['compiling..', 'running (3)', 'accepted']);

    const wa = await whenSubmission(t, await t.submit('int main() { /* WRONG */ }'), final);
    expect([wa.status, wa.errorMessage]).toEqual([JudgeStatus.WRONG_ANSWER, 'SPOJ: wrong answer']);
    const re = await whenSubmission(t, await t.submit('// RE'), final);
    expect([re.status, re.errorMessage]).toEqual([JudgeStatus.RUNTIME_ERROR, 'SPOJ: runtime error (SIGSEGV)']);
    const ce = await whenSubmission(t, await t.submit('// CE'), final);
    expect([ce.status, ce.time, ce.memory]).toEqual([JudgeStatus.COMPILE_ERROR, null, null]);
    expect(t.site.runs.map((r) => [r.problem, r.language])).toEqual(Array(4).fill(['TEST', '44']));
    const detail = await call(t.app, '/api/get-problem-detail?problemId=SPOJ-TEST', { headers: t.student.headers });
    expect(detail.env.data.problemCount).toMatchObject({ total: 4, ac: 1, wa: 1, re: 1, ce: 1 });
  }, 120_000);

  test('every result the site shows has its meaning; its times are read in its zone', () => {
    for (const words of ['waiting..', 'compiling..', 'running (5)', 'running judge..'])
      expect(spojRunState(words, false, 1, 1)).toMatchObject({ final: false, status: JudgeStatus.JUDGING });
    expect(spojRunState('accepted', false, 1, 1).final).toBe(false);
    const finals: [string, JudgeStatusCode][] = [
      ['accepted', JudgeStatus.ACCEPTED],
      ['wrong answer', JudgeStatus.WRONG_ANSWER],
      ['time limit exceeded', JudgeStatus.TIME_LIMIT_EXCEEDED],
      ['runtime error (SIGSEGV)', JudgeStatus.RUNTIME_ERROR],
      ['runtime error (NZEC)', JudgeStatus.RUNTIME_ERROR],
      ['compilation error', JudgeStatus.COMPILE_ERROR],
      ['internal error', JudgeStatus.SYSTEM_ERROR],
      ['42.5', JudgeStatus.SYSTEM_ERROR],
    ];
    for (const [words, status] of finals) {
      const message = status === JudgeStatus.ACCEPTED ? null : `SPOJ: ${words}`;
      expect(spojRunState(words, true, 5, 6)).toEqual({ final: true, status, time: 5, memory: 6, message });
    }
    // Winter (UTC+1) and summer (UTC+2) in Warsaw.
    expect(spojTime('2024-01-15 13:00:00')?.toISOString()).toBe('2024-01-15T12:00:00.000Z');
    expect(spojTime('2024-07-15 13:00:00')?.toISOString()).toBe('2024-07-15T11:00:00.000Z');
  });

  test('SPOJ lists no contests; verdict remote-check SPOJ works', async () => {
    using t = await remoteSetup(SPOJ);
    const lines: string[] = [];
    expect(await remoteCheck(t.deps.config, 'spoj', (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      'ok    fetch SPOJ-TEST: "Life, the Universe, and Everything", 1000 ms, 1536 MB, 1 sample(s)',
      `ok    log in as ${CF_HANDLE}: logged in`,
      'ok    upcoming contests: 0 listed',
    ]);
  }, 120_000);

  pageSiteCases(SPOJ, 'SPOJ refused the submission: wrong problem code');
});
