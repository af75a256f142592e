import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainingCategories, trainingProblems, trainingRegistrations, trainings } from '../../db/schema/index.ts';
import type { TrainingCategory, TrainingRow } from '../../contract/trainings.ts';
import { groupTie, type GroupTie } from '../access/group-standing.ts';

/** A stored training with its tie to its group (a group training), its registration lookups, and the row the lists show. */
export type StoredTraining = typeof trainings.$inferSelect & { group?: GroupTie | null };
export type Registration = typeof trainingRegistrations.$inferSelect;

/** A training that is not deleted (visibility is the policy's question). */
export function findTraining(db: Db, tid: number): StoredTraining | undefined {
  const row = db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, tid), isNull(trainings.deletedAt)))
    .get();
  return row && { ...row, group: groupTie(db, row.gid) };
}

export function registrationOf(db: Db, tid: number, uid: string | undefined): Registration | undefined {
  if (!uid) return undefined;
  return db
    .select()
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.tid, tid), eq(trainingRegistrations.uid, uid)))
    .get();
}

export function categoriesById(db: Db, ids: (number | null)[]): Map<number, TrainingCategory> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map(
    db
      .select()
      .from(trainingCategories)
      .where(inArray(trainingCategories.id, wanted))
      .all()
      .map((c) => [c.id, c]),
  );
}

export function problemCounts(db: Db, tids: number[]): Map<number, number> {
  if (tids.length === 0) return new Map();
  const rows = db
    .select({ tid: trainingProblems.tid, n: count() })
    .from(trainingProblems)
    .where(inArray(trainingProblems.tid, tids))
    .groupBy(trainingProblems.tid)
    .all();
  return new Map(rows.map((r) => [r.tid, r.n]));
}

/** The list row of each training, with its category, problem count and the viewer's accepted count. */
export function toRows(db: Db, list: StoredTraining[], acCounts: Map<number, number> | null): TrainingRow[] {
  const categories = categoriesById(
    db,
    list.map((t) => t.categoryId),
  );
  const counts = problemCounts(
    db,
    list.map((t) => t.id),
  );
  return list.map((t) => {
    const category = t.categoryId !== null ? categories.get(t.categoryId) : undefined;
    return {
      id: t.id,
      rank: t.rank,
      title: t.title,
      auth: t.auth,
      author: t.author,
      categoryId: t.categoryId,
      categoryName: category?.name ?? null,
      categoryColor: category?.color ?? null,
      problemCount: counts.get(t.id) ?? 0,
      acCount: acCounts ? (acCounts.get(t.id) ?? 0) : null,
      gid: t.gid,
      openFrom: t.openFrom?.getTime() ?? null,
      dueAt: t.dueAt?.getTime() ?? null,
      gmtModified: t.updatedAt.toISOString(),
      kind: t.kind,
    };
  });
}
