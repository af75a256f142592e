import { and, asc, count, desc, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, trainingProblems } from '../../db/schema/index.ts';
import { toPage } from '../../contract/envelope.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { keywordFilter } from '../problems/admin-queries.ts';
import type { Actor } from '../access/actor.ts';
import { managedTraining } from './admin-save.ts';
import { rebuildTrainingCells } from './cells.ts';
import { toProblemRows } from './problems.ts';

/** A training's problems in the back office: the list, the bank picker, adding, ordering and removing. */

type Link = typeof trainingProblems.$inferSelect;
const toLink = (l: Link) => ({ id: l.id, tid: l.tid, pid: l.pid, displayId: l.displayId, rank: l.rank });
/** What the bank offers a training: public problems outside groups. */
const inPublicBank = and(eq(problems.auth, ProblemAuth.PUBLIC), isNull(problems.gid));
/** A computational-thinking training takes choice problems only, any other training code problems only. */
function assertKindFits(training: { kind: string }, problem: { kind: string }): void {
  if (training.kind === problem.kind) return;
  throw training.kind === 'choice' ? Errors.TrainingTakesChoice() : Errors.TrainingTakesCode();
}

export function trainingProblemPicks(
  db: Db,
  actor: Actor,
  tid: number,
  q: { keyword?: string; currentPage: number; limit: number; queryExisted: boolean },
) {
  const training = managedTraining(db, actor, tid);
  const offset = (q.currentPage - 1) * q.limit;
  if (q.queryExisted) {
    const where = and(eq(trainingProblems.tid, tid), keywordFilter(q.keyword));
    const total = db
      .select({ n: count() })
      .from(trainingProblems)
      .innerJoin(problems, eq(problems.id, trainingProblems.pid))
      .where(where)
      .get()!.n;
    const rows = db
      .select({ link: trainingProblems, problem: problems })
      .from(trainingProblems)
      .innerJoin(problems, eq(problems.id, trainingProblems.pid))
      .where(where)
      .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
      .limit(q.limit)
      .offset(offset)
      .all();
    const bank = toProblemRows(
      db,
      rows.map((r) => r.problem),
    );
    return toPage(
      rows.map((r, i) => ({ ...bank[i]!, link: toLink(r.link) })),
      total,
      q.limit,
      q.currentPage,
    );
  }
  const taken = db.select({ pid: trainingProblems.pid }).from(trainingProblems).where(eq(trainingProblems.tid, tid));
  const where: SQL | undefined = and(
    inPublicBank,
    eq(problems.kind, training.kind),
    notInArray(problems.id, taken),
    keywordFilter(q.keyword),
  );
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const list = db.select().from(problems).where(where).orderBy(desc(problems.id)).limit(q.limit).offset(offset).all();
  return toPage(
    toProblemRows(db, list).map((r) => ({ ...r, link: null })),
    total,
    q.limit,
    q.currentPage,
  );
}

/**
 * Adds a public bank problem, or (`from: 'group'`) a problem of the training's own group that is
 * not contest-only; its submissions already made through the training count again.
 */
export function addProblemToTraining(
  db: Db,
  actor: Actor,
  tid: number,
  pid: number,
  displayId?: string,
  from: 'public' | 'group' = 'public',
) {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const training = managedTraining(t, actor, tid);
      const problem = t.select().from(problems).where(eq(problems.id, pid)).get();
      if (!problem) throw Errors.ProblemNotFound();
      assertKindFits(training, problem);
      if (from === 'group') {
        if (problem.gid === null || problem.gid !== training.gid) throw Errors.GroupProblemOutside();
        if (problem.auth === ProblemAuth.CONTEST) throw Errors.TrainingProblemContestOnly();
      } else if (problem.auth !== ProblemAuth.PUBLIC || problem.gid !== null) throw Errors.TrainingProblemNotPublic();
      const exists = t
        .select({ id: trainingProblems.id })
        .from(trainingProblems)
        .where(and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid)))
        .get();
      if (exists) throw Errors.TrainingProblemExists();
      const link = t
        .insert(trainingProblems)
        .values({ tid, pid, displayId: displayId?.trim() || problem.problemId, rank: 1000 })
        .returning()
        .get();
      rebuildTrainingCells(t, tid);
      return toLink(link);
    },
    { behavior: 'immediate' },
  );
}

export function updateTrainingProblem(
  db: Db,
  actor: Actor,
  id: number,
  tid: number,
  fields: { displayId: string; rank: number },
) {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      managedTraining(t, actor, tid);
      const link = t
        .update(trainingProblems)
        .set(fields)
        .where(and(eq(trainingProblems.id, id), eq(trainingProblems.tid, tid)))
        .returning()
        .get();
      if (!link) throw Errors.TrainingProblemNotFound();
      return toLink(link);
    },
    { behavior: 'immediate' },
  );
}

/** Removes a problem from the training: it leaves the training's records (its submissions stay). */
export function removeProblemFromTraining(db: Db, actor: Actor, tid: number, pid: number): void {
  db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      managedTraining(t, actor, tid);
      const gone = t
        .delete(trainingProblems)
        .where(and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid)))
        .returning()
        .get();
      if (!gone) throw Errors.TrainingProblemNotFound();
      rebuildTrainingCells(t, tid);
    },
    { behavior: 'immediate' },
  );
}
