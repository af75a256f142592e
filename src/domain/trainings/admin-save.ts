import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainings } from '../../db/schema/index.ts';
import { firstBrokenTrainingRule, trainingRank, type TrainingRuleKey } from '../../contract/training-form-rules.ts';
import type { AdminTraining, TrainingFormParsed } from '../../contract/trainings.ts';
import { DATE_YEARS } from '../../contract/date-range.ts';
import { Errors, type AppError } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { findCategory } from './categories.ts';
import { rebuildTrainingCells } from './cells.ts';
import { assertTrainingAdmin } from './policy.ts';
import { findTraining, toRows, type StoredTraining } from './store.ts';

/** Creating, editing, hiding and deleting trainings: the doc 3 §5 rules in order, then one write. */

const years = [DATE_YEARS.from, DATE_YEARS.to] as const;
const RULE_ERRORS: Record<TrainingRuleKey, () => AppError> = {
  rankRequired: Errors.TrainingRankRequired,
  rankInvalid: Errors.TrainingRankInvalid,
  titleRequired: Errors.TrainingTitleRequired,
  descriptionRequired: Errors.TrainingDescriptionRequired,
  categoryRequired: Errors.TrainingCategoryRequired,
  passwordRequired: Errors.TrainingPasswordRequired,
  openFromInvalid: Errors.TrainingOpenFromInvalid,
  dueInvalid: Errors.TrainingDueInvalid,
  openFromOutOfRange: () => Errors.TrainingOpenFromOutOfRange(...years),
  dueOutOfRange: () => Errors.TrainingDueOutOfRange(...years),
};

/** The stored fields of a valid form (the rules have run). */
function fieldsOf(db: Db, form: TrainingFormParsed) {
  const broken = firstBrokenTrainingRule(form);
  if (broken) throw RULE_ERRORS[broken]();
  const categoryId = findCategory(db, form.trainingCategory!.id!).id;
  const f = form.training;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    rank: trainingRank(f.rank)!,
    title: f.title.trim(),
    description: f.description,
    auth: f.auth,
    privatePwd: f.auth === 'Private' ? f.privatePwd.trim() : '',
    categoryId,
    visible: f.visible,
    openFrom: at(f.openFrom),
    dueAt: at(f.dueAt),
    onTimeRank: f.onTimeRank,
  };
}

/** A training the actor administers (its author or the super admin), or the error that says why not. */
export function managedTraining(db: Db, actor: Actor, tid: number): StoredTraining {
  const t = findTraining(db, tid);
  if (!t) throw Errors.TrainingNotFound();
  assertTrainingAdmin(actor, t);
  return t;
}

export function toAdminTraining(db: Db, t: StoredTraining): AdminTraining {
  const { acCount: _a, ...row } = toRows(db, [t], null)[0]!;
  return {
    training: {
      ...row,
      visible: t.visible,
      gmtCreate: t.createdAt.toISOString(),
      description: t.description,
      privatePwd: t.privatePwd,
      onTimeRank: t.onTimeRank,
    },
    trainingCategory: t.categoryId !== null ? findCategory(db, t.categoryId) : null,
  };
}

/** A new training: on the site (`gid` null) or in a group (its group has checked the actor). */
export function createTraining(
  db: Db,
  actor: Actor,
  form: TrainingFormParsed,
  gid: number | null = null,
): StoredTraining {
  return db.transaction(
    (tx) => {
      const now = new Date();
      const values = {
        ...fieldsOf(tx as unknown as Db, form),
        kind: form.training.kind,
        authorUid: actor.uid,
        author: actor.username,
        gid,
        createdAt: now,
        updatedAt: now,
      };
      return tx.insert(trainings).values(values).returning().get();
    },
    { behavior: 'immediate' },
  );
}

/** A changed due date (on time or late depends on it) or Public/Private refolds the training's records. */
export function updateTraining(db: Db, actor: Actor, form: TrainingFormParsed): StoredTraining {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const before = managedTraining(t, actor, form.training.id!);
      const fields = fieldsOf(t, form);
      const after = tx
        .update(trainings)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(trainings.id, before.id))
        .returning()
        .get()!;
      // A private training also counts its registered students' solves made outside it: Public/Private changes its records.
      const dueMoved = (before.dueAt?.getTime() ?? null) !== (after.dueAt?.getTime() ?? null);
      if (dueMoved || before.auth !== after.auth) rebuildTrainingCells(t, after.id);
      return after;
    },
    { behavior: 'immediate' },
  );
}

/** Deleting hides the training; its submissions and records stay. */
export function deleteTraining(db: Db, actor: Actor, tid: number): void {
  const t = managedTraining(db, actor, tid);
  db.update(trainings).set({ deletedAt: new Date() }).where(eq(trainings.id, t.id)).run();
}

export function setTrainingVisible(db: Db, actor: Actor, tid: number, visible: boolean): void {
  const t = managedTraining(db, actor, tid);
  db.update(trainings).set({ visible, updatedAt: new Date() }).where(eq(trainings.id, t.id)).run();
}
