import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionCategories, discussions } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';

/** The site's discussion categories; the super admin replaces the list wholesale. */

export function listDiscussionCategories(db: Db) {
  return db
    .select()
    .from(discussionCategories)
    .where(isNull(discussionCategories.gid))
    .orderBy(discussionCategories.id)
    .all();
}

export function assertCategory(db: Db, id: number): void {
  const c = db
    .select({ id: discussionCategories.id, gid: discussionCategories.gid })
    .from(discussionCategories)
    .where(eq(discussionCategories.id, id))
    .get();
  if (!c || c.gid !== null) throw Errors.DiscussionCategoryNotFound();
}

/**
 * The list as sent: entries with an id are renamed, entries without one are added, categories
 * left out are removed — unless discussions still use them (then nothing changes).
 */
export function replaceDiscussionCategories(db: Db, list: { id?: number; name: string }[]) {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const current = listDiscussionCategories(t);
      const kept = new Set(list.filter((c) => c.id).map((c) => c.id!));
      for (const c of list) if (c.id && !current.some((x) => x.id === c.id)) throw Errors.DiscussionCategoryNotFound();
      for (const c of current.filter((x) => !kept.has(x.id))) {
        const used = t.select({ n: count() }).from(discussions).where(eq(discussions.categoryId, c.id)).get()!.n;
        if (used > 0) throw Errors.DiscussionCategoryInUse(c.name);
        t.delete(discussionCategories).where(eq(discussionCategories.id, c.id)).run();
      }
      for (const c of list) {
        if (c.id) t.update(discussionCategories).set({ name: c.name }).where(eq(discussionCategories.id, c.id)).run();
        else t.insert(discussionCategories).values({ name: c.name, gid: null }).run();
      }
      return listDiscussionCategories(t);
    },
    { behavior: 'immediate' },
  );
}
