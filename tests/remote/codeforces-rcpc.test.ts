import { describe, expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { call } from '../helpers/app.ts';
import { CF_PASSWORD, remoteSetup, whenSubmission } from './remote-helpers.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe("Codeforces' anti-bot cookie (RCPC)", () => {
  test('a site that asks the challenge first is answered once: the import and the run go through', async () => {
    using t = await remoteSetup();
    t.site.antiBot = true;
    const imported = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=GYM&problemId=100001A', {
      headers: t.admin.headers,
    });
    expect(imported.env.status).toBe(200);
    const asked = t.site.challenges;
    expect(asked).toBeGreaterThan(0);

    const right = await whenSubmission(t, await t.submit('int main() { /* accepted */ }'), final);
    expect(right.status).toBe(JudgeStatus.ACCEPTED);
    const wrong = await whenSubmission(t, await t.submit('int main() { /* WRONG */ }'), final);
    expect(wrong.status).toBe(JudgeStatus.WRONG_ANSWER);
    // The judge answered the challenge once and kept the cookie for every later page and API call.
    expect(t.site.challenges - asked).toBe(1);
    expect(t.site.runs).toHaveLength(2);
  }, 120_000);

  test('a challenge asked again after its answer fails the submission with the reason, never a secret', async () => {
    using t = await remoteSetup();
    t.site.antiBotBroken = true;
    const failed = await whenSubmission(t, await t.submit('int main() {}'), final);
    expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(failed.errorMessage).toContain('asked its anti-bot challenge again after it was answered');
    expect(failed.errorMessage).not.toContain(CF_PASSWORD);
    expect(t.site.submitPosts).toBe(0);

    t.site.antiBotBroken = false;
    t.site.antiBot = true;
    const again = await call(t.app, `/api/resubmit?submitId=${failed.submitId}`, { headers: t.student.headers });
    expect(again.env.status).toBe(200);
    expect((await whenSubmission(t, failed.submitId, final)).status).toBe(JudgeStatus.ACCEPTED);
  }, 120_000);
});
