import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainingCategories, trainings } from '../../db/schema/index.ts';
import type { TrainingCategory } from '../../contract/trainings.ts';
import { Errors } from '../errors.ts';

/** Training categories of the site (group categories carry a gid and come with groups). */

export function listCategories(db: Db): TrainingCategory[] {
  return db
    .select()
    .from(trainingCategories)
    .where(isNull(trainingCategories.gid))
    .orderBy(trainingCategories.id)
    .all();
}

export function findCategory(db: Db, id: number): TrainingCategory {
  const c = db
    .select()
    .from(trainingCategories)
    .where(and(eq(trainingCategories.id, id), isNull(trainingCategories.gid)))
    .get();
  if (!c) throw Errors.CategoryNotFound();
  return c;
}

function assertNameFree(db: Db, name: string, except?: number): void {
  const clash = db
    .select({ id: trainingCategories.id })
    .from(trainingCategories)
    .where(
      and(
        isNull(trainingCategories.gid),
        eq(trainingCategories.name, name),
        except ? ne(trainingCategories.id, except) : undefined,
      ),
    )
    .get();
  if (clash) throw Errors.CategoryNameExists(name);
}

export function saveCategory(db: Db, form: { id?: number; name: string; color: string }): TrainingCategory {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      if (form.id) findCategory(t, form.id);
      assertNameFree(t, form.name, form.id);
      if (form.id) {
        return t
          .update(trainingCategories)
          .set({ name: form.name, color: form.color })
          .where(eq(trainingCategories.id, form.id))
          .returning()
          .get()!;
      }
      return t.insert(trainingCategories).values({ name: form.name, color: form.color, gid: null }).returning().get();
    },
    { behavior: 'immediate' },
  );
}

/** A category in use is deleted only when its trainings move to another one (`moveTo`), in the same transaction. */
export function deleteCategory(db: Db, id: number, moveTo?: number): void {
  db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      findCategory(t, id);
      const used = t.select({ n: count() }).from(trainings).where(eq(trainings.categoryId, id)).get()!.n;
      if (used > 0) {
        if (!moveTo || moveTo === id) throw Errors.CategoryInUse(used);
        findCategory(t, moveTo);
        t.update(trainings).set({ categoryId: moveTo }).where(eq(trainings.categoryId, id)).run();
      }
      t.delete(trainingCategories).where(eq(trainingCategories.id, id)).run();
    },
    { behavior: 'immediate' },
  );
}
