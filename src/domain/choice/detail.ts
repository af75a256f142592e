import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import type { AdminChoiceProblem, ChoiceProblem } from '../../contract/choice.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { contestFor } from '../contests/participation.ts';
import { assertCanSeeInside, isContestAdmin } from '../access/contest-policy.ts';
import { findContestProblem } from '../contests/problems.ts';
import { Errors } from '../errors.ts';
import { homeScopeOf } from '../problems/problem-scope.ts';
import { decodeExamples } from '../problems/examples.ts';
import { parseJsonMap } from '../problems/admin-queries.ts';
import { assertCanViewProblem, isProblemManager } from '../problems/policy.ts';
import type { Viewer } from '../access/actor.ts';
import { answersOpen, sealOf } from '../access/seal.ts';
import { tagsOfProblems } from '../problems/problem-tags.ts';
import { findTrainingProblem, shownTo, usableTraining } from '../trainings/problems.ts';
import { findChoice, optionsOf, type StoredChoice, type StoredProblem } from './store.ts';

/** GET get-c-problem-detail: a choice problem where the viewer meets it (the bank, a contest, a training). */

function toChoiceProblem(db: Db, p: StoredProblem, c: StoredChoice, showAnalysis: boolean): ChoiceProblem {
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    image: c.image,
    input: p.input,
    output: p.output,
    examples: decodeExamples(p.examples),
    hint: p.hint,
    isFileIO: p.isFileIO,
    ioReadFileName: p.isFileIO ? p.ioReadFileName : null,
    ioWriteFileName: p.isFileIO ? p.ioWriteFileName : null,
    userExtraFile: parseJsonMap(p.userExtraFile),
    options: optionsOf(c),
    difficulty: p.difficulty,
    auth: p.auth,
    author: p.author,
    gid: p.gid,
    tags: tagsOfProblems(db, [p.id]).get(p.id) ?? [],
    analysis: showAnalysis ? c.analysis : null,
    analysisImage: showAnalysis ? c.analysisImage : null,
  };
}

/** Whether the viewer has answered the problem outside contests (the analysis opens then). */
function answeredInPractice(db: Db, viewer: Viewer, pid: number): boolean {
  if (!viewer) return false;
  return (
    db
      .select({ id: submissions.submitId })
      .from(submissions)
      .where(and(eq(submissions.uid, viewer.uid), eq(submissions.pid, pid), isNull(submissions.cid)))
      .limit(1)
      .get() !== undefined
  );
}

const isItsAdmin = (viewer: Viewer, p: StoredProblem) =>
  isProblemManager(viewer) || (viewer !== null && p.authorUid === viewer.uid);

export function choiceDetail(
  db: Db,
  viewer: Viewer,
  q: { problemId: string; cid?: number; tid?: number },
  now = Date.now(),
): ChoiceProblem {
  if (q.cid) {
    const { contest, participant } = contestFor(db, viewer, q.cid);
    assertCanSeeInside(participant, contest, now);
    const { link, problem } = findContestProblem(db, contest.id, q.problemId);
    const admin = isContestAdmin(viewer, contest);
    if (problem.auth === ProblemAuth.PRIVATE && !admin) throw Errors.ContestProblemHidden();
    const { choice } = findChoice(db, problem.id);
    // In a contest the analysis waits until no participant is still answering, for everyone but the contest's admins.
    const open = answersOpen(sealOf(db, contest, now), admin);
    return {
      ...toChoiceProblem(db, problem, choice, open),
      problemId: link.displayId,
      title: link.displayTitle,
      tags: [],
    };
  }
  if (q.tid) {
    const t = usableTraining(db, viewer, q.tid, now);
    const { link, problem } = findTrainingProblem(db, t.id, q.problemId);
    if (!shownTo(viewer, t, problem.auth)) throw Errors.TrainingProblemNotFound();
    const { choice } = findChoice(db, problem.id);
    return {
      ...toChoiceProblem(
        db,
        problem,
        choice,
        isItsAdmin(viewer, problem) || answeredInPractice(db, viewer, problem.id),
      ),
      problemId: link.displayId,
    };
  }
  const found = db
    .select({ id: problems.id })
    .from(problems)
    .where(sql`${problems.problemId} = ${q.problemId} collate nocase`)
    .get();
  if (!found) throw Errors.ProblemNotFound();
  const { problem, choice } = findChoice(db, found.id);
  assertCanViewProblem(viewer, problem, homeScopeOf(db, viewer, problem));
  return toChoiceProblem(
    db,
    problem,
    choice,
    isItsAdmin(viewer, problem) || answeredInPractice(db, viewer, problem.id),
  );
}

/** The admin edit form's view: everything, the correct option included. */
export function choiceForAdmin(db: Db, pid: number): AdminChoiceProblem {
  const { problem, choice } = findChoice(db, pid);
  return {
    ...toChoiceProblem(db, problem, choice, true),
    answer: choice.answer,
    analysis: choice.analysis,
    analysisImage: choice.analysisImage,
  };
}
