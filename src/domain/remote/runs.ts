import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { remoteRuns, submissions } from '../../db/schema/index.ts';
import { JudgeStatus, type JudgeStatusCode, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';
import type { RemoteSource } from '../../contract/remote.ts';
import { listening, publishSubmission, submissionChannel } from '../events/hub.ts';
import { countFinished } from '../submissions/counters.ts';

/**
 * A remote submission's way through its states, each step one transaction on the submission row
 * and its remote_runs row: queued (Pending) → sending (Submitting) → sent (the site's progress,
 * Judging) → done (its verdict), or failed (Submit Failed, with the reason).
 */
export type RemoteRun = typeof remoteRuns.$inferSelect & { source: RemoteSource };

function announce(submitId: number): void {
  if (listening(submissionChannel(submitId))) publishSubmission(submitId);
}

export function runsIn(db: Db, state: 'queued' | 'sending' | 'sent'): RemoteRun[] {
  return db
    .select()
    .from(remoteRuns)
    .where(eq(remoteRuns.state, state))
    .orderBy(remoteRuns.submitId)
    .all() as RemoteRun[];
}

export function submissionToSend(db: Db, submitId: number) {
  return db
    .select({ language: submissions.language, code: submissions.code })
    .from(submissions)
    .where(eq(submissions.submitId, submitId))
    .get();
}

/** queued → sending; false when another worker took it first. */
export function markSending(db: Db, submitId: number, accountId: number, now = new Date()): boolean {
  const ok = db.transaction(
    (tx) => {
      const moved = tx
        .update(remoteRuns)
        .set({ state: 'sending', accountId, sendingSince: now, updatedAt: now })
        .where(and(eq(remoteRuns.submitId, submitId), eq(remoteRuns.state, 'queued')))
        .returning({ id: remoteRuns.submitId })
        .all().length;
      if (moved === 0) return false;
      tx.update(submissions).set({ status: JudgeStatus.SUBMITTING }).where(eq(submissions.submitId, submitId)).run();
      return true;
    },
    { behavior: 'immediate' },
  );
  if (ok) announce(submitId);
  return ok;
}

/** The site named the run: stored before anything else, so it is polled again after a restart. */
export function recordRemoteId(db: Db, submitId: number, remoteId: string, now = new Date()): void {
  db.transaction((tx) => {
    tx.update(remoteRuns)
      .set({ state: 'sent', remoteId, updatedAt: now })
      .where(eq(remoteRuns.submitId, submitId))
      .run();
    tx.update(submissions)
      .set({ status: JudgeStatus.JUDGING, judger: 'remote' })
      .where(eq(submissions.submitId, submitId))
      .run();
  });
  announce(submitId);
}

export interface RemoteVerdict {
  status: JudgeStatusCode;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
  errorMessage: string | null;
}

/**
 * The last word on a run: its verdict, or Submit Failed; counted as a local judgement is. Written
 * only while the run is still in one of the states `from` (and, for a verdict, still the run the
 * site named: a rejudge sends a new one) and the submission still waits for it (an admin's cancel
 * or manual judgement stands).
 */
function settle(
  db: Db,
  submitId: number,
  to: 'done' | 'failed',
  from: string[],
  remoteId: string | null,
  v: RemoteVerdict,
  now: Date,
): void {
  const changed = db.transaction(
    (tx) => {
      const moved = tx
        .update(remoteRuns)
        .set({ state: to, updatedAt: now })
        .where(
          and(
            eq(remoteRuns.submitId, submitId),
            inArray(remoteRuns.state, from),
            remoteId === null ? undefined : eq(remoteRuns.remoteId, remoteId),
          ),
        )
        .returning({ id: remoteRuns.submitId })
        .all().length;
      if (moved === 0) return false;
      const row = tx
        .update(submissions)
        .set({
          status: v.status,
          time: v.time,
          memory: v.memory,
          errorMessage: v.errorMessage,
          score: v.status === JudgeStatus.ACCEPTED ? 100 : 0,
          judgedAt: now,
        })
        .where(and(eq(submissions.submitId, submitId), inArray(submissions.status, [...NON_FINAL_STATUSES])))
        .returning()
        .get();
      if (row) countFinished(tx as unknown as Db, row);
      return true;
    },
    { behavior: 'immediate' },
  );
  if (changed) announce(submitId);
}

/** The site's verdict of the run it named `remoteId`. */
export function finishRemote(db: Db, submitId: number, remoteId: string, v: RemoteVerdict, now = new Date()): void {
  settle(db, submitId, 'done', ['sent'], remoteId, v, now);
}

/** Submit Failed with the reason (the site refused, could not be reached, or the server stopped mid-send). */
export function failRemote(db: Db, submitId: number, reason: string, now = new Date()): void {
  settle(
    db,
    submitId,
    'failed',
    ['queued', 'sending'],
    null,
    { status: JudgeStatus.SUBMITTED_FAILED, time: null, memory: null, errorMessage: reason.slice(0, 500) },
    now,
  );
}
