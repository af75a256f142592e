import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { remoteRuns, submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { Actor } from '../access/actor.ts';
import { Errors } from '../errors.ts';
import { listening, publishSubmission, submissionChannel } from '../events/hub.ts';
import { countStatusChange } from '../submissions/counters.ts';
import { isSubmissionAdmin } from '../submissions/policy.ts';

/**
 * GET resubmit: a remote submission that ended Submit Failed goes back to Pending and to the remote
 * judge's queue. Its owner or an administrator may; to anyone else it does not exist.
 */
export function resubmitRemote(db: Db, actor: Actor, submitId: number): void {
  db.transaction(
    (tx) => {
      const row = tx.select().from(submissions).where(eq(submissions.submitId, submitId)).get();
      if (!row || (row.uid !== actor.uid && !isSubmissionAdmin(actor))) throw Errors.SubmissionNotFound();
      const run = tx.select().from(remoteRuns).where(eq(remoteRuns.submitId, submitId)).get();
      if (run?.state !== 'failed' || row.status !== JudgeStatus.SUBMITTED_FAILED) throw Errors.ResubmitNotFailed();
      tx.update(remoteRuns)
        .set({ state: 'queued', remoteId: null, accountId: null, sendingSince: null, updatedAt: new Date() })
        .where(and(eq(remoteRuns.submitId, submitId), eq(remoteRuns.state, 'failed')))
        .run();
      const updated = tx
        .update(submissions)
        .set({ status: JudgeStatus.PENDING, errorMessage: null, time: null, memory: null, score: null, judgedAt: null })
        .where(eq(submissions.submitId, submitId))
        .returning()
        .get();
      countStatusChange(tx as unknown as Db, updated!, JudgeStatus.SUBMITTED_FAILED, JudgeStatus.PENDING);
    },
    { behavior: 'immediate' },
  );
  if (listening(submissionChannel(submitId))) publishSubmission(submitId);
}
