import { describe, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { pageJudgeCases } from './page-judge-cases.ts';
import { pageSiteCases } from './page-site-cases.ts';
import { remoteSetup } from './remote-helpers.ts';
import { HDU } from './sites.ts';

describe('HDU problems judged on (a stand-in of) HDU', () => {
  test('the import reads the GBK problem page: title, limits (Others), sections, sample, hint, image', async () => {
    using t = await remoteSetup(HDU);
    const detail = await call(t.app, '/api/get-problem-detail?problemId=HDU-1000', { headers: t.student.headers });
    expect(detail.env.status).toBe(200);
    const p = detail.env.data.problem;
    expect(p.title).toBe('A + B Problem');
    expect(p.isRemote).toBe(true);
    expect([p.timeLimit, p.memoryLimit]).toEqual([1000, 32]);
    expect(p.description).toContain('Calculate A + B.\n计算两个整数的和。');
    // The statement's image is stored on this server and linked there.
    expect(p.description).toMatch(/!\[\]\(\/api\/public\/problem-files\/[\w-]+\/image-1\.png\)/);
    expect(p.input).toBe('Each line will contain two integers A and B. Process to end of file.');
    expect(p.output).toBe('For each case, output A + B in one line.');
    expect(p.examples).toContain('1 1\n2 3');
    expect(p.examples).not.toContain('Hint');
    expect(p.hint).toBe('读到文件末尾 <EOF> 为止。');
    expect(p.source).toBe(`${t.site.url}/showproblem.php?pid=1000`);
    const list = await call(t.app, '/api/get-problem-list?oj=HDU&limit=10&currentPage=1', {
      headers: t.student.headers,
    });
    expect(list.env.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['HDU-1000']);

    const full = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=hdu-1000', {
      headers: t.admin.headers,
    });
    expect(full.env.msg).toBe('The problem HDU-1000 has already been imported');
    const bad = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=1A', {
      headers: t.admin.headers,
    });
    expect([bad.env.status, bad.env.msg]).toEqual([400, expect.stringContaining('is not a problem id of HDU')]);
    const missing = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=9999', {
      headers: t.admin.headers,
    });
    expect(missing.env.status).toBe(400);
    expect(missing.env.msg).toContain('the site has no such problem');
  }, 120_000);

  pageSiteCases(
    HDU,
    'HDU refused the submission: Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.',
  );
  pageJudgeCases(HDU, {
    time: 15,
    memory: 1804,
    languageName: 'G++',
    wrongAnswer: 'HDU: Wrong Answer',
    runtimeError: 'HDU: Runtime Error (ACCESS_VIOLATION)',
    compileError: 'HDU: Compilation Error',
    fetched: '"A + B Problem", 1000 ms, 32 MB, 1 sample(s)',
  });
});
