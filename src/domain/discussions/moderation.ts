import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussions } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';
import { dropInteractionsOf } from '../messages/interactions.ts';

/** The back office's moderation of discussions: status (0 normal, 1 disabled), the top flag, deleting many. */

export function moderateDiscussion(db: Db, id: number, change: { status?: number; topPriority?: boolean }): void {
  const done = db
    .update(discussions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(discussions.id, id))
    .returning({ id: discussions.id })
    .get();
  if (!done) throw Errors.DiscussionNotFound();
}

export function deleteDiscussions(db: Db, ids: number[]): void {
  db.transaction((tx) => {
    const gone = tx.delete(discussions).where(inArray(discussions.id, ids)).returning({ id: discussions.id }).all();
    for (const { id } of gone) dropInteractionsOf(tx as unknown as Db, 'Discussion', id);
  });
}
