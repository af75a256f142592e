import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tagClassifications, tags } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { tagClassificationFormSchema, TagClassificationWithTags } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { listTags } from './tags.ts';

export function listClassifications(db: Db, oj?: string) {
  const where = oj && oj !== 'All' ? eq(tagClassifications.oj, oj) : undefined;
  return db
    .select()
    .from(tagClassifications)
    .where(where)
    .orderBy(asc(tagClassifications.rank), asc(tagClassifications.id))
    .all();
}

type ClassificationFields = z.infer<typeof tagClassificationFormSchema>;

export function createClassification(db: Db, form: ClassificationFields) {
  return db.insert(tagClassifications).values({ name: form.name, oj: form.oj, rank: form.rank }).returning().get();
}

export function updateClassification(db: Db, form: ClassificationFields) {
  if (!form.id) throw Errors.Validation('id is required');
  const row = db
    .update(tagClassifications)
    .set({ name: form.name, oj: form.oj, rank: form.rank })
    .where(eq(tagClassifications.id, form.id))
    .returning()
    .get();
  if (!row) throw Errors.TagClassificationNotFound();
  return row;
}

/** Deleting a classification keeps its tags; they become unclassified. */
export function deleteClassification(db: Db, id: number): void {
  db.transaction((tx) => {
    tx.update(tags).set({ classificationId: null }).where(eq(tags.classificationId, id)).run();
    const gone = tx
      .delete(tagClassifications)
      .where(eq(tagClassifications.id, id))
      .returning({ id: tagClassifications.id })
      .all();
    if (gone.length === 0) throw Errors.TagClassificationNotFound();
  });
}

/** Classifications of a source, each with the tags the viewer may see; unclassified tags come last under null. */
export function tagsAndClassifications(db: Db, viewer: Viewer, oj?: string): TagClassificationWithTags[] {
  const all = listTags(db, viewer, oj);
  const groups: TagClassificationWithTags[] = listClassifications(db, oj).map((c) => ({
    classification: { id: c.id, name: c.name, oj: c.oj, rank: c.rank },
    tagList: all.filter((t) => t.classificationId === c.id),
  }));
  const known = new Set(groups.map((g) => g.classification!.id));
  const rest = all.filter((t) => t.classificationId === null || !known.has(t.classificationId));
  if (rest.length > 0) groups.push({ classification: null, tagList: rest });
  return groups;
}
