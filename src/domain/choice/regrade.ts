import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { choiceProblems, submissions } from '../../db/schema/index.ts';
import { CHOICE_FULL_SCORE, CHOICE_LANGUAGE } from '../../contract/choice.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { countStatusChanges } from '../submissions/counters.ts';

/**
 * Choice answers put back in the queue (a rejudge) are judged again at once against the
 * problem's current correct option: the judge never sees them. Runs inside the requeue's
 * transaction, so no worker can take them in between.
 */
export function regradeChoices(db: Db, submitIds: number[]): void {
  for (let i = 0; i < submitIds.length; i += 500) {
    const rows = db
      .select({
        submitId: submissions.submitId,
        pid: submissions.pid,
        uid: submissions.uid,
        cid: submissions.cid,
        tid: submissions.tid,
        gid: submissions.gid,
        submitTime: submissions.submitTime,
        code: submissions.code,
        answer: choiceProblems.answer,
      })
      .from(submissions)
      .innerJoin(choiceProblems, eq(choiceProblems.pid, submissions.pid))
      .where(and(inArray(submissions.submitId, submitIds.slice(i, i + 500)), eq(submissions.language, CHOICE_LANGUAGE)))
      .all();
    const changes = rows.map((r) => {
      const correct = r.code === r.answer;
      const status = correct ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
      const score = correct ? CHOICE_FULL_SCORE : 0;
      db.update(submissions)
        .set({ status, score, oiRankScore: score, time: 0, memory: 0, judgedAt: new Date() })
        .where(eq(submissions.submitId, r.submitId))
        .run();
      return { submission: r, from: JudgeStatus.PENDING, to: status };
    });
    if (changes.length) countStatusChanges(db, changes);
  }
}
