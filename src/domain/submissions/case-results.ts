import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeCases } from '../../db/schema/index.ts';
import {
  budgetSkipSeconds,
  isOutputLimitMessage,
  OUTPUT_LIMIT_MESSAGE,
  type JudgeCaseMode,
  type JudgeStatusCode,
} from '../../contract/judge-status.ts';
import { summarizeSubtasks } from '../../contract/scoring.ts';
import type { CaseResultList, JudgeCaseView } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { assertInExam } from '../access/exam.ts';
import { submissionView } from './access.ts';
import { canSeeCaseOutput } from './policy.ts';
import { loadWithProblem } from './views.ts';

/**
 * GET /api/get-all-case-result: the per-test results of a submission. The user's output is
 * included only when the problem opens its case results (administrators always see it), and so
 * is the failure message, except the output limit's and the judging budget's (a case not judged),
 * which everyone sees. In the subtask modes the cases are also grouped into subtasks with their
 * scores.
 */
export function getCaseResults(db: Db, viewer: Viewer, submitId: number): CaseResultList {
  const stored = loadWithProblem(db, submitId);
  assertInExam(viewer, stored.cid);
  const view = submissionView(db, viewer, stored);
  if (!view.see) throw Errors.SubmissionNoAccess();
  // A sealed OI contest keeps its results to itself, case by case too.
  if (view.hideResult)
    return { judgeCaseMode: stored.problem.judgeCaseMode, judgeCaseList: [], subTaskJudgeCaseVoList: [] };
  const mode: JudgeCaseMode = stored.problem.judgeCaseMode;
  const showOutput = canSeeCaseOutput(viewer, stored.problem);
  const cases: JudgeCaseView[] = db
    .select()
    .from(judgeCases)
    .where(eq(judgeCases.submitId, submitId))
    .orderBy(asc(judgeCases.caseIndex))
    .all()
    .map((r) => ({
      caseIndex: r.caseIndex,
      inputData: r.inputData,
      outputData: r.outputData,
      userOutput: showOutput ? r.userOutput : null,
      status: r.status as JudgeStatusCode,
      time: r.time,
      memory: r.memory,
      score: r.score,
      groupNum: r.groupNum,
      message:
        showOutput || isOutputLimitMessage(r.message) || budgetSkipSeconds(r.message) !== null ? r.message : null,
    }));
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') {
    return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: [] };
  }
  const rule = mode === 'subtask_lowest' ? 'lowest' : 'average';
  const rows = cases.map((c) => ({
    groupNum: c.groupNum ?? 1,
    status: c.status,
    score: c.score ?? 0,
    time: c.time ?? 0,
    memory: c.memory ?? 0,
  }));
  const subtasks = summarizeSubtasks(rows, rule).map((g) => ({
    ...g,
    subtaskDetailList: cases.filter((c) => (c.groupNum ?? 1) === g.groupNum),
  }));
  return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: subtasks };
}

/** A case of the submission was stopped at the output limit. */
export function stoppedAtOutputLimit(db: Db, submitId: number): boolean {
  return (
    db
      .select({ id: judgeCases.id })
      .from(judgeCases)
      .where(and(eq(judgeCases.submitId, submitId), like(judgeCases.message, `${OUTPUT_LIMIT_MESSAGE}%`)))
      .limit(1)
      .get() !== undefined
  );
}
