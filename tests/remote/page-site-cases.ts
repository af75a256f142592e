import { expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, CF_PASSWORD, type RemoteSite, remoteRunOf, remoteSetup, whenSubmission } from './remote-helpers.ts';
import type { PageSite } from './stand-ins/page-site.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

/**
 * The sending cases AtCoder and SPOJ must pass against their stand-ins (page-site.ts) through the
 * real app: a refusal is Submit Failed with the site's reason and a resubmit is judged once, the
 * site answering 503, a restart while the site judges and one in the middle of a send (the code
 * is never sent twice), a run followed on its own page once the status page no longer lists it,
 * and a student who never sees the account.
 */
export function pageSiteCases<S extends PageSite>(site: RemoteSite<S>, refusal: string): void {
  test('a refusal is Submit Failed with its reason, and the resubmit is judged once; a 503 names the site', async () => {
    using t = await remoteSetup(site);
    t.site.refuseNext = 1;
    const id = await t.submit('int main() {}');
    const failed = await whenSubmission(t, id, final);
    expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(failed.errorMessage).toBe(refusal);
    const again = await call(t.app, `/api/resubmit?submitId=${id}`, { headers: t.student.headers });
    expect(again.env.msg).toBe('Resubmitted Successfully');
    expect((await whenSubmission(t, id, final)).status).toBe(JudgeStatus.ACCEPTED);
    expect(t.site.runs).toHaveLength(1);

    t.site.down = true;
    const down = await whenSubmission(t, await t.submit('int main() {}'), final);
    expect(down.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(down.errorMessage).toBe(`${new URL(t.site.url).host} answered 503`);
    expect(t.site.runs).toHaveLength(1);
  }, 120_000);

  test('a restart while the site judges, or in the middle of a send, never sends the code twice', async () => {
    using t = await remoteSetup(site);
    t.site.holdVerdicts = true;
    const held = await t.submit('int main() { /* WRONG */ }');
    await whenSubmission(t, held, (r) => r.status === JudgeStatus.JUDGING);
    expect(remoteRunOf(t, held)?.remoteId).toBe(String(t.site.runs[0]!.id));
    t.judge.stop();
    t.site.holdVerdicts = false;
    await t.startJudge();
    expect((await whenSubmission(t, held, final)).status).toBe(JudgeStatus.WRONG_ANSWER);

    t.site.hangAfterAccept = true;
    const cut = await t.submit('int main() {}');
    await t.site.runsTaken(2);
    expect(remoteRunOf(t, cut)?.state).toBe('sending');
    t.deps.remote!.stop();
    await t.startJudge();
    expect((await whenSubmission(t, cut, final)).status).toBe(JudgeStatus.ACCEPTED);
    expect(remoteRunOf(t, cut)?.remoteId).toBe(String(t.site.runs[1]!.id));
    expect([t.site.runs.length, t.site.submitPosts]).toEqual([2, 2]);
  }, 120_000);

  test('a run newer runs pushed off the status page is followed on its own page', async () => {
    using t = await remoteSetup(site);
    t.site.holdVerdicts = true;
    const id = await t.submit('int main() { /* WRONG */ }');
    await whenSubmission(t, id, (r) => r.status === JudgeStatus.JUDGING);
    t.site.pageSize = 0;
    t.site.holdVerdicts = false;
    const judged = await whenSubmission(t, id, final);
    expect([judged.status, judged.time === null, judged.memory === null]).toEqual([
      JudgeStatus.WRONG_ANSWER,
      false,
      false,
    ]);
    expect(t.site.runs).toHaveLength(1);
  }, 120_000);

  test('a student never sees the account: not its name or password', async () => {
    using t = await remoteSetup(site);
    const id = await t.submit('int main() {}');
    await whenSubmission(t, id, final);
    const seen = [
      await call(t.app, '/api/admin/config/remote-judge', { headers: t.student.headers }),
      await call(t.app, `/api/get-submission-detail?submitId=${id}`, { headers: t.student.headers }),
      await call(t.app, '/api/get-submission-list?limit=50&currentPage=1', { headers: t.student.headers }),
      await call(t.app, `/api/get-problem-detail?problemId=${t.pid}`, { headers: t.student.headers }),
    ];
    expect(seen[0]!.status).toBe(403);
    const text = seen.map((r) => JSON.stringify(r.env)).join('\n');
    expect(text).toContain(t.pid);
    for (const secret of [CF_HANDLE, CF_PASSWORD]) expect(text).not.toContain(secret);
  }, 120_000);
}
