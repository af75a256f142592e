import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { CHOICE_LANGUAGE, CHOICE_LETTERS, type ChoiceLetter } from '../../contract/choice.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { assertCanSeeInside, isContestAdmin } from '../access/contest-policy.ts';
import { contestFor } from '../contests/participation.ts';
import type { Actor } from '../access/actor.ts';
import { resultAccess, sealOf, type Seal } from '../access/seal.ts';
import { assertInExam } from '../access/exam.ts';

export interface ChoiceStatus {
  status: number;
  score: number | null;
  selection: ChoiceLetter | null;
}

/**
 * POST get-c-user-problem-status: per problem, the viewer's last answer (in the bank and
 * trainings, or in one contest) with its verdict; -10 where they have not answered. While a
 * contest's seal hides them (access/seal.ts), the verdicts wait.
 */
export function choiceStatuses(
  db: Db,
  actor: Actor,
  pids: number[],
  cid: number | null,
  now = Date.now(),
): Record<string, ChoiceStatus> {
  let seal: { seal: Seal; admin: boolean } | null = null;
  assertInExam(actor, cid);
  if (cid !== null) {
    const { contest, participant } = contestFor(db, actor, cid);
    assertCanSeeInside(participant, contest, now);
    seal = { seal: sealOf(db, contest, now), admin: isContestAdmin(actor, contest) };
  }
  const result: Record<string, ChoiceStatus> = {};
  for (const pid of pids) result[pid] = { status: JudgeStatus.NOT_SUBMITTED, score: null, selection: null };
  if (pids.length === 0) return result;
  const rows = db
    .select({
      pid: submissions.pid,
      status: submissions.status,
      score: submissions.score,
      code: submissions.code,
      submitTime: submissions.submitTime,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.uid, actor.uid),
        inArray(submissions.pid, pids),
        eq(submissions.language, CHOICE_LANGUAGE),
        cid === null ? isNull(submissions.cid) : eq(submissions.cid, cid),
      ),
    )
    .orderBy(desc(submissions.submitId))
    .all();
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.pid)) continue;
    seen.add(r.pid);
    const selection = (CHOICE_LETTERS as readonly string[]).includes(r.code) ? (r.code as ChoiceLetter) : null;
    // A sealed contest keeps the verdicts of one's own answers too: which of them are saved is shown.
    const hidden =
      seal !== null && !resultAccess(seal.seal, actor, seal.admin, { uid: actor.uid, submitTime: r.submitTime }).result;
    result[r.pid] = hidden
      ? { status: JudgeStatus.SUBMITTED_NO_RESULT, score: null, selection }
      : { status: r.status, score: r.score, selection };
  }
  return result;
}
