import type { Db } from '../../db/client.ts';
import type { TrainingDetail } from '../../contract/trainings.ts';
import { trainingMembers } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../access/actor.ts';
import { assertTrainingVisible, hasTrainingAccess, isOpen, isTrainingAdmin } from './policy.ts';
import { findTraining, registrationOf, toRows } from './store.ts';

/** GET /api/get-training-detail: the introduction, and what the viewer may do with the training. */
export function trainingDetail(db: Db, viewer: Actor, tid: number, now = Date.now()): TrainingDetail {
  const t = findTraining(db, tid);
  assertTrainingVisible(viewer, t);
  const member = db
    .select({ ac: trainingMembers.ac })
    .from(trainingMembers)
    .where(and(eq(trainingMembers.tid, tid), eq(trainingMembers.uid, viewer.uid)))
    .get();
  const [row] = toRows(db, [t], new Map([[tid, member?.ac ?? 0]]));
  return {
    ...row!,
    description: t.description,
    onTimeRank: t.onTimeRank,
    access: hasTrainingAccess(viewer, t, registrationOf(db, tid, viewer.uid)),
    isAdmin: isTrainingAdmin(viewer, t),
    open: isOpen(viewer, t, now),
  };
}

/** GET /api/get-training-access. */
export function trainingAccess(db: Db, viewer: Actor, tid: number): { access: boolean } {
  const t = findTraining(db, tid);
  assertTrainingVisible(viewer, t);
  return { access: hasTrainingAccess(viewer, t, registrationOf(db, tid, viewer.uid)) };
}
