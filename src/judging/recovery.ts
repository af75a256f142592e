import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { judgeCases, remoteRuns, submissions } from '../db/schema/index.ts';
import { JudgeStatus } from '../contract/judge-status.ts';

const UNFINISHED = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** Remote submissions recover on their own (src/remote): one already sent is polled, never sent again. */
const remoteRunOf = (db: Db) => db.select().from(remoteRuns).where(eq(remoteRuns.submitId, submissions.submitId));

/**
 * Start-up recovery: every submission left Pending, Compiling or Judging (the process stopped or
 * was killed mid-queue) goes back to Pending with its partial case results removed and its
 * attempt bumped, in one transaction. Nothing is lost, and a report of the interrupted attempt
 * can never be written over the new one. Returns how many submissions were re-queued.
 */
export function requeueUnfinished(db: Db): number {
  const count = db.transaction(
    (tx) => {
      const ids = tx
        .select({ id: submissions.submitId })
        .from(submissions)
        .where(and(inArray(submissions.status, UNFINISHED), notExists(remoteRunOf(tx as unknown as Db))))
        .all()
        .map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        tx.delete(judgeCases).where(inArray(judgeCases.submitId, chunk)).run();
        tx.update(submissions)
          .set({
            status: JudgeStatus.PENDING,
            score: null,
            oiRankScore: null,
            time: null,
            memory: null,
            errorMessage: null,
            judger: null,
            judgedAt: null,
            judgeAttempt: sql`${submissions.judgeAttempt} + 1`,
          })
          .where(inArray(submissions.submitId, chunk))
          .run();
      }
      return ids.length;
    },
    { behavior: 'immediate' },
  );
  return count;
}
