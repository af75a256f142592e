import { describe, expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { call } from '../helpers/app.ts';
import { createContest } from '../api/contests/helpers.ts';
import { remoteSetup, whenSubmission } from './remote-helpers.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe('a remote problem in a contest', () => {
  test("is judged on its site; the verdict reaches the contest's board; it has no online test here", async () => {
    using t = await remoteSetup();
    const cid = await createContest(t, t.admin.headers, {}, [t.problemDbId]);
    const send = (code: string) =>
      call(t.app, '/api/submit-problem-judge', {
        method: 'POST',
        headers: t.student.headers,
        json: { pid: 'A', cid, language: 'C++17', code },
      });
    const wrong = await send('// WRONG');
    expect(wrong.env.status).toBe(200);
    expect((await whenSubmission(t, wrong.env.data.submitId, final)).status).toBe(JudgeStatus.WRONG_ANSWER);
    const right = await send('int main() {}');
    expect((await whenSubmission(t, right.env.data.submitId, final)).status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.runs.map((r) => [r.contestId, r.index])).toEqual([
      [1, 'A'],
      [1, 'A'],
    ]);

    const board = await call(t.app, '/api/get-contest-rank', {
      method: 'POST',
      headers: t.student.headers,
      json: { cid, limit: 30, currentPage: 1 },
    });
    const row = board.env.data.records.find((r: { username: string }) => r.username === t.student.username);
    expect(row).toMatchObject({ ac: 1, total: 2 });

    const test_ = await call(t.app, '/api/submit-problem-test-judge', {
      method: 'POST',
      headers: t.student.headers,
      json: {
        pid: 'A',
        cid,
        language: 'C++17',
        code: 'int main() {}',
        type: 'public',
        userInput: '1',
        mode: 'default',
      },
    });
    expect(test_.env.msg).toBe(
      'CF-1A is judged on its own site: it has no online test here; submit it to be judged there',
    );
  }, 120_000);
});
