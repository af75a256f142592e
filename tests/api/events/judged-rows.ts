/**
 * Submissions in a contest as the judge holds them (Judging, attempt 1) and their final verdicts
 * stored as the judge stores them (DbHost.finish): the burst test and bench:push share them.
 */
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { DbHost } from '../../../src/judging/db-host.ts';
import { insertSubmission, type setup } from '../contests/helpers.ts';

type Site = Awaited<ReturnType<typeof setup>>;

/** Bob's submission to the site's problem in contest `cid`, being judged. */
export function judgingSubmission(s: Site, cid: number) {
  return insertSubmission(s.t, {
    uid: s.bob.uid,
    username: s.bob.username,
    pid: s.problem.id,
    cid,
    status: JudgeStatus.JUDGING,
    judgeAttempt: 1,
  });
}

/** Stores Accepted for the submission; the store itself is synchronous, the answer tells whether it was taken. */
export function storeAccepted(host: DbHost, submitId: number): Promise<boolean> {
  return host.finish(
    { kind: 'submission', id: String(submitId), attempt: 1 },
    { status: JudgeStatus.ACCEPTED, score: null, oiRankScore: null, time: 1, memory: 1, judger: 'burst' },
  );
}
