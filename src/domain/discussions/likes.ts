import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentLikes, comments, discussionLikes, discussions } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';
import { recordInteraction } from '../messages/interactions.ts';
import type { Actor } from '../access/actor.ts';
import { WindowLimit } from '../rate-limit.ts';
import { findComment } from './comments.ts';
import { findDiscussion } from './store.ts';

/** Likes toggle; each account has a few a minute (a script flipping one like floods nobody's messages). */
const likes = new WindowLimit(30, 60_000);

function takeLike(uid: string): void {
  if (likes.full(uid) !== null) throw Errors.TooFast();
  likes.note(uid);
}

export function likeDiscussion(
  db: Db,
  actor: Actor,
  did: number,
  toLike: boolean,
): { likeNum: number; hasLike: boolean } {
  const d = findDiscussion(db, actor, did);
  takeLike(actor.uid);
  return db.transaction(
    (tx) => {
      const where = and(eq(discussionLikes.did, did), eq(discussionLikes.uid, actor.uid));
      const changed = toLike
        ? tx
            .insert(discussionLikes)
            .values({ did, uid: actor.uid, createdAt: new Date() })
            .onConflictDoNothing()
            .returning()
            .all().length
        : tx.delete(discussionLikes).where(where).returning().all().length;
      if (changed)
        tx.update(discussions)
          .set({ likeNum: sql`${discussions.likeNum} + ${toLike ? 1 : -1}` })
          .where(eq(discussions.id, did))
          .run();
      if (changed && toLike) {
        recordInteraction(tx as unknown as Db, {
          kind: 'Like',
          recipientUid: d.uid,
          senderUid: actor.uid,
          sourceType: 'Discussion',
          sourceId: did,
          quoteType: 'Discussion',
          quoteId: did,
          quoteContent: d.title,
        });
      }
      return {
        likeNum: tx.select({ n: discussions.likeNum }).from(discussions).where(eq(discussions.id, did)).get()!.n,
        hasLike: toLike,
      };
    },
    { behavior: 'immediate' },
  );
}

export function likeComment(
  db: Db,
  actor: Actor,
  commentId: number,
  toLike: boolean,
): { likeNum: number; hasLike: boolean } {
  const { comment, source } = findComment(db, actor, commentId);
  takeLike(actor.uid);
  return db.transaction(
    (tx) => {
      const where = and(eq(commentLikes.commentId, commentId), eq(commentLikes.uid, actor.uid));
      const changed = toLike
        ? tx
            .insert(commentLikes)
            .values({ commentId, uid: actor.uid, createdAt: new Date() })
            .onConflictDoNothing()
            .returning()
            .all().length
        : tx.delete(commentLikes).where(where).returning().all().length;
      if (changed)
        tx.update(comments)
          .set({ likeNum: sql`${comments.likeNum} + ${toLike ? 1 : -1}` })
          .where(eq(comments.id, commentId))
          .run();
      if (changed && toLike) {
        recordInteraction(tx as unknown as Db, {
          kind: 'Like',
          recipientUid: comment.fromUid,
          senderUid: actor.uid,
          ...source,
          quoteType: 'Comment',
          quoteId: commentId,
          quoteContent: comment.content.slice(0, 500),
        });
      }
      return {
        likeNum: tx.select({ n: comments.likeNum }).from(comments).where(eq(comments.id, commentId)).get()!.n,
        hasLike: toLike,
      };
    },
    { behavior: 'immediate' },
  );
}
