import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, trainingProblems } from '../../db/schema/index.ts';
import { ProblemAuth, type ProblemDetail, type ProblemRow } from '../../contract/problems.ts';
import type { TrainingProblemRow } from '../../contract/trainings.ts';
import { Errors } from '../errors.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { assertInExam } from '../access/exam.ts';
import { countsFor, EMPTY_COUNT } from '../problems/counts.ts';
import { problemWorkspace } from '../problems/public-queries.ts';
import { tagsOfProblems } from '../problems/problem-tags.ts';
import { assertCanUseTraining, assertTrainingVisible, isTrainingAdmin } from './policy.ts';
import { findTraining, registrationOf, type StoredTraining } from './store.ts';

/** A training's problems as its participants see them, and the checks of using one. */

/** A training the viewer may use now (visible, accessible, open), or the error that says why not. */
export function usableTraining(db: Db, viewer: Viewer, tid: number, now = Date.now()): StoredTraining {
  // While an exam holds the viewer, trainings are closed.
  assertInExam(viewer, null);
  const t = findTraining(db, tid);
  assertTrainingVisible(viewer, t);
  assertCanUseTraining(viewer, t, registrationOf(db, tid, viewer?.uid), now);
  return t;
}

/**
 * A training shows its public problems; one made private or contest-only after it was added is
 * shown to the training's admins only (its list, its page, submitting through the training).
 */
export const shownTo = (viewer: Viewer, t: StoredTraining, auth: number) =>
  auth === ProblemAuth.PUBLIC || isTrainingAdmin(viewer, t);

export function trainingLinks(db: Db, tid: number) {
  return db
    .select({ link: trainingProblems, problem: problems })
    .from(trainingProblems)
    .innerJoin(problems, eq(problems.id, trainingProblems.pid))
    .where(eq(trainingProblems.tid, tid))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
    .all();
}

/** The training's problems as a rank or grid heads them: id, display id and title, in the training's order. */
export function trainingProblemHeads(db: Db, tid: number): { pid: number; displayId: string; title: string }[] {
  return db.$client
    .query(`select tp.pid, tp.display_id as displayId, p.title from training_problems tp join problems p on p.id = tp.pid
    where tp.tid = ? order by tp.rank, tp.id`)
    .all(tid) as { pid: number; displayId: string; title: string }[];
}

/** GET get-training-problem-list: the bank's rows of the training's problems, in the training's order. */
export function listTrainingProblems(db: Db, viewer: Viewer, t: StoredTraining): TrainingProblemRow[] {
  const rows = trainingLinks(db, t.id).filter((r) => shownTo(viewer, t, r.problem.auth));
  const bank = toProblemRows(
    db,
    rows.map((r) => r.problem),
  );
  return rows.map(({ link }, i) => ({ ...bank[i]!, displayId: link.displayId, rank: link.rank }));
}

/** Stored problems as the bank's list rows: verdict counts and tags read for the page at once. */
export function toProblemRows(db: Db, list: (typeof problems.$inferSelect)[]): ProblemRow[] {
  const pids = list.map((p) => p.id);
  const counts = countsFor(db, pids);
  const tags = tagsOfProblems(db, pids);
  return list.map((p) => ({
    pid: p.id,
    problemId: p.problemId,
    title: p.title,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    ...(counts.get(p.id) ?? EMPTY_COUNT),
    tags: tags.get(p.id) ?? [],
    gmtModified: p.updatedAt.toISOString(),
  }));
}

/** A problem of the training by its bank id or display id (any case), with its link. */
export function findTrainingProblem(db: Db, tid: number, problemId: string) {
  const row = db
    .select({ link: trainingProblems, problem: problems })
    .from(trainingProblems)
    .innerJoin(problems, eq(problems.id, trainingProblems.pid))
    .where(
      and(
        eq(trainingProblems.tid, tid),
        sql`(${problems.problemId} = ${problemId} collate nocase or ${trainingProblems.displayId} = ${problemId} collate nocase)`,
      ),
    )
    .get();
  if (!row) throw Errors.TrainingProblemNotFound();
  return row;
}

/** GET get-training-problem-detail: the shared workspace's detail of one of the training's problems. */
export function trainingProblemDetail(
  db: Db,
  viewer: Viewer,
  t: StoredTraining,
  problemId: string,
): ProblemDetail & { displayId: string } {
  const { link, problem } = findTrainingProblem(db, t.id, problemId);
  if (!shownTo(viewer, t, problem.auth)) throw Errors.TrainingProblemNotFound();
  return {
    ...problemWorkspace(db, problem),
    problemCount: countsFor(db, [problem.id]).get(problem.id) ?? EMPTY_COUNT,
    tags: tagsOfProblems(db, [problem.id]).get(problem.id) ?? [],
    displayId: link.displayId,
  };
}

/** A submission made through a training: the training, usable by the actor and holding the problem. */
export function trainingForSubmit(db: Db, actor: Actor, tid: number, pid: number, now: number): StoredTraining {
  const t = usableTraining(db, actor, tid, now);
  const link = db
    .select({ id: trainingProblems.id })
    .from(trainingProblems)
    .where(and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid)))
    .get();
  if (!link) throw Errors.TrainingProblemNotFound();
  const p = db.select({ auth: problems.auth }).from(problems).where(eq(problems.id, pid)).get();
  if (!p || !shownTo(actor, t, p.auth)) throw Errors.TrainingProblemNotFound();
  return t;
}
