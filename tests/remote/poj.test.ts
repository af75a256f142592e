import { describe, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { pageJudgeCases } from './page-judge-cases.ts';
import { pageSiteCases } from './page-site-cases.ts';
import { remoteSetup } from './remote-helpers.ts';
import { POJ } from './sites.ts';

describe('POJ problems judged on (a stand-in of) POJ', () => {
  test('the import reads the GBK problem page: title, limits, sections, sample, hint', async () => {
    using t = await remoteSetup(POJ);
    const detail = await call(t.app, '/api/get-problem-detail?problemId=POJ-1000', { headers: t.student.headers });
    expect(detail.env.status).toBe(200);
    const p = detail.env.data.problem;
    expect(p.title).toBe('A+B Problem');
    expect(p.isRemote).toBe(true);
    expect([p.timeLimit, p.memoryLimit]).toEqual([1000, 10]);
    expect(p.description).toBe('Calculate a+b');
    expect(p.input).toBe('Two integer a,b (0<=a,b<=10)');
    expect(p.output).toBe('Output a+b');
    expect(p.examples).toContain('1 2');
    expect(p.hint).toBe('Q: Where are the input and the output?\nA: 从标准输入读，向标准输出写。');
    expect(p.source).toBe(`${t.site.url}/problem?id=1000`);
    const languages = await call(t.app, `/api/get-problem-detail?problemId=POJ-1000`, { headers: t.student.headers });
    expect(languages.env.data.languages).toEqual(expect.arrayContaining(['C', 'C++11', 'Java', 'Pascal']));
    const list = await call(t.app, '/api/get-problem-list?oj=POJ&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['POJ-1000']);
    const missing = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=POJ&problemId=99999', {
      headers: t.admin.headers,
    });
    expect(missing.env.status).toBe(400);
    expect(missing.env.msg).toContain('the site has no such problem');
  }, 120_000);

  pageSiteCases(POJ, 'POJ refused the submission: Source code too long or too short,submit FAILED');
  pageJudgeCases(POJ, {
    time: 16,
    memory: 388,
    languageName: 'GCC',
    wrongAnswer: 'POJ: Wrong Answer',
    runtimeError: 'POJ: Runtime Error',
    compileError: 'POJ: Compile Error',
    fetched: '"A+B Problem", 1000 ms, 10 MB, 1 sample(s)',
  });
});
