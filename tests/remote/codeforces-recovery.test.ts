import { describe, expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { remoteRunOf, remoteSetup, whenSubmission } from './remote-helpers.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe('a remote submission that meets trouble', () => {
  test('refused by the site: Submit Failed with the reason; only its owner or an admin resubmits it', async () => {
    using t = await remoteSetup();
    t.site.refuseNext = 1;
    const id = await t.submit('int main() {}');
    const failed = await whenSubmission(t, id, final);
    expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(failed.errorMessage).toBe(
      'Codeforces refused the submission: You have submitted exactly the same code before',
    );
    const detail = await call(t.app, `/api/get-submission-detail?submitId=${id}`, { headers: t.student.headers });
    expect(detail.env.data.submission.status).toBe(JudgeStatus.SUBMITTED_FAILED);

    const other = await createUserAndLogin(t.deps, t.app);
    const byOther = await call(t.app, `/api/resubmit?submitId=${id}`, { headers: other.headers });
    expect(byOther.env.status).toBe(404);
    const anonymous = await call(t.app, `/api/resubmit?submitId=${id}`);
    expect(anonymous.status).toBe(401);

    const again = await call(t.app, `/api/resubmit?submitId=${id}`, { headers: t.student.headers });
    expect(again.env.msg).toBe('Resubmitted Successfully');
    const judged = await whenSubmission(t, id, final);
    expect(judged.status).toBe(JudgeStatus.ACCEPTED);
    expect(judged.errorMessage).toBeNull();
    expect(t.site.runs).toHaveLength(1);
    // A judged submission is not resubmitted.
    const twice = await call(t.app, `/api/resubmit?submitId=${id}`, { headers: t.admin.headers });
    expect(twice.env.msg).toBe('Only a remote submission whose sending failed can be resubmitted');
    // The counters hold the one verdict.
    const p = await call(t.app, '/api/get-problem-detail?problemId=CF-1A', { headers: t.student.headers });
    expect(p.env.data.problemCount).toMatchObject({ total: 1, ac: 1 });
  }, 120_000);

  test('the site unreachable: Submit Failed naming it', async () => {
    using t = await remoteSetup();
    t.site.apiDown = true;
    const id = await t.submit('int main() {}');
    const failed = await whenSubmission(t, id, final);
    expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(failed.errorMessage).toBe(`${new URL(t.site.url).host} answered 503`);
  }, 120_000);

  test('a restart while the site judges: the stored run is polled again, never sent twice', async () => {
    using t = await remoteSetup();
    t.site.holdVerdicts = true;
    const id = await t.submit('int main() { /* WRONG */ }');
    await whenSubmission(t, id, (r) => r.status === JudgeStatus.JUDGING);
    expect(remoteRunOf(t, id)?.remoteId).toBe(String(t.site.runs[0]!.id));
    t.judge.stop();
    t.site.holdVerdicts = false;
    await t.startJudge();
    const judged = await whenSubmission(t, id, final);
    expect(judged.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(t.site.runs).toHaveLength(1);
    expect(t.site.submitPosts).toBe(1);
  }, 120_000);

  test('a restart in the middle of sending: the run the site took is found and adopted, not sent again', async () => {
    using t = await remoteSetup();
    t.site.hangAfterAccept = true;
    const id = await t.submit('int main() {}');
    await t.site.runsTaken(1);
    expect(remoteRunOf(t, id)?.state).toBe('sending');
    t.judge.stop();
    await t.startJudge();
    const judged = await whenSubmission(t, id, final);
    expect(judged.status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.runs).toHaveLength(1);
    expect(t.site.submitPosts).toBe(1);
  }, 120_000);

  test("an admin's rejudge sends it to the site again; an admin's cancel stands against a late verdict", async () => {
    using t = await remoteSetup();
    const id = await t.submit('int main() { /* WRONG */ }');
    expect((await whenSubmission(t, id, final)).status).toBe(JudgeStatus.WRONG_ANSWER);
    const byStudent = await call(t.app, `/api/admin/judge/rejudge?submitId=${id}`, { headers: t.student.headers });
    expect(byStudent.status).toBe(403);
    const rejudge = await call(t.app, `/api/admin/judge/rejudge?submitId=${id}`, { headers: t.admin.headers });
    expect(rejudge.env.status).toBe(200);
    t.judge.wake();
    expect((await whenSubmission(t, id, final)).status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(t.site.runs).toHaveLength(2);

    t.site.holdVerdicts = true;
    const held = await t.submit('int main() {}');
    await whenSubmission(t, held, (r) => r.status === JudgeStatus.JUDGING);
    const cancel = await call(t.app, `/api/admin/judge/cancel-judge?submitId=${held}`, { headers: t.admin.headers });
    expect(cancel.env.status).toBe(200);
    t.site.holdVerdicts = false;
    await whenSubmission(t, held, () => remoteRunOf(t, held)?.state === 'done');
    const row = await whenSubmission(t, held, final);
    expect(row.status).toBe(JudgeStatus.CANCELLED);
  }, 120_000);
});
