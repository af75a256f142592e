import { and, asc, eq, exists, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, problemTags, tags } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { Tag, tagFormSchema } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { listedInBank, viewableProblems } from '../problems/policy.ts';
import type { Viewer } from '../access/actor.ts';

const columns = {
  id: tags.id,
  name: tags.name,
  color: tags.color,
  oj: tags.oj,
  classificationId: tags.classificationId,
};

/**
 * Tags of the problem bank (group tags excluded), optionally of one source, as the viewer sees
 * them: a tag that only problems hidden from the viewer carry is left out (its name tells of them).
 */
export function listTags(db: Db, viewer: Viewer, oj?: string): Tag[] {
  const used = (where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(problemTags)
      .innerJoin(problems, eq(problems.id, problemTags.pid))
      .where(and(eq(problemTags.tagId, tags.id), where));
  const shown = viewableProblems(viewer)
    ? or(notExists(used(undefined)), exists(used(listedInBank(viewer))))
    : undefined;
  const where = and(isNull(tags.gid), oj && oj !== 'All' ? eq(tags.oj, oj) : undefined, shown);
  return db.select(columns).from(tags).where(where).orderBy(asc(tags.id)).all();
}

function assertUnique(db: Db, name: string, oj: string, exceptId?: number) {
  const clash = db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        sql`${tags.name} = ${name} collate nocase`,
        eq(tags.oj, oj),
        isNull(tags.gid),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .get();
  if (clash) throw Errors.TagExists(name);
}

type TagFields = z.infer<typeof tagFormSchema>;

export function createTag(db: Db, form: TagFields): Tag {
  assertUnique(db, form.name, form.oj);
  return db
    .insert(tags)
    .values({ name: form.name, color: form.color, oj: form.oj, classificationId: form.classificationId })
    .returning(columns)
    .get();
}

export function updateTag(db: Db, form: TagFields): Tag {
  if (!form.id) throw Errors.Validation('id is required');
  if (!db.select({ id: tags.id }).from(tags).where(eq(tags.id, form.id)).get()) throw Errors.TagNotFound();
  assertUnique(db, form.name, form.oj, form.id);
  return db
    .update(tags)
    .set({ name: form.name, color: form.color, oj: form.oj, classificationId: form.classificationId })
    .where(eq(tags.id, form.id))
    .returning(columns)
    .get()!;
}

export function deleteTag(db: Db, id: number): void {
  const gone = db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }).all();
  if (gone.length === 0) throw Errors.TagNotFound();
}
