import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { Page } from '../../contract/envelope.ts';
import type { TrainingFormParsed, TrainingRow } from '../../contract/trainings.ts';
import { Errors } from '../errors.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { createTraining, managedTraining } from '../trainings/admin-save.ts';
import { listTrainings, listTrainingsForAdmin, type TrainingListFilter } from '../trainings/list.ts';
import { findTraining, type StoredTraining } from '../trainings/store.ts';
import { assertGroupAdmin, assertMember } from '../access/group-policy.ts';
import { groupFor } from './store.ts';

/**
 * A group's trainings (API-NEXT 9.7): the list to its members, the admin list and creating to
 * its admins, the rest to the training's author or a group root. A group training is a training
 * with a gid: the training modules save, list and check it; this module asks the group first.
 */

export function memberOf(db: Db, viewer: Viewer, gid: number): void {
  const { group, as } = groupFor(db, viewer, gid);
  assertMember(group, as);
}

export function groupAdminOf(db: Db, viewer: Viewer, gid: number): void {
  const { group, as } = groupFor(db, viewer, gid);
  assertGroupAdmin(group, as);
}

export function groupTrainingList(db: Db, viewer: Viewer, gid: number, f: TrainingListFilter): Page<TrainingRow> {
  memberOf(db, viewer, gid);
  return listTrainings(db, viewer, f, gid);
}

export function groupAdminTrainingList(db: Db, actor: Actor, gid: number, f: TrainingListFilter) {
  groupAdminOf(db, actor, gid);
  return listTrainingsForAdmin(db, f, null, gid);
}

export function createGroupTraining(db: Db, actor: Actor, gid: number, form: TrainingFormParsed): StoredTraining {
  groupAdminOf(db, actor, gid);
  return createTraining(db, actor, form, gid);
}

/** A group's training the actor administers: a member of its group, and its author or a group root. */
export function managedGroupTraining(db: Db, actor: Actor, tid: number): StoredTraining {
  const t = findTraining(db, tid);
  if (!t || t.gid === null) throw Errors.TrainingNotFound();
  memberOf(db, actor, t.gid);
  return managedTraining(db, actor, tid);
}

/** The problem a group screen names by its problem id (the display id, e.g. `class7a-1001`), or its numeric id. */
export function pidOfProblemId(db: Db, problemId: string): number {
  const byDisplay = db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId.trim())).get();
  if (byDisplay) return byDisplay.id;
  const asNumber = /^\d+$/.test(problemId.trim()) ? Number(problemId) : 0;
  const byId = asNumber
    ? db.select({ id: problems.id }).from(problems).where(eq(problems.id, asNumber)).get()
    : undefined;
  if (!byId) throw Errors.ProblemNotFound();
  return byId.id;
}
