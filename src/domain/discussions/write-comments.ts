import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, discussions, replies } from '../../db/schema/index.ts';
import type { CommentRow, ReplyRow } from '../../contract/discussions.ts';
import { Errors } from '../errors.ts';
import { recordInteraction } from '../messages/interactions.ts';
import type { Actor } from '../access/actor.ts';
import { adminAuthored, checkText, commentCountChange, findComment, listComments, placeOf } from './comments.ts';
import { assertMayComment } from './policy.ts';
import { repliesOf } from './replies.ts';

/** Writing and deleting comments and replies; each tells the author of what it answers. */

export function addComment(db: Db, actor: Actor, target: { did?: number; cid?: number }, content: string): CommentRow {
  const place = placeOf(db, actor, target);
  assertMayComment(db, actor);
  const text = checkText(actor.uid, content);
  const id = db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      const row = tx
        .insert(comments)
        .values({
          did: target.did ?? null,
          cid: place.source.sourceType === 'Contest' ? place.source.sourceId : null,
          content: text,
          fromUid: actor.uid,
          createdAt: new Date(),
        })
        .returning()
        .get();
      commentCountChange(t, place, 1);
      if (place.source.sourceType === 'Discussion') {
        const d = tx
          .select({ uid: discussions.uid, title: discussions.title })
          .from(discussions)
          .where(eq(discussions.id, place.source.sourceId))
          .get()!;
        recordInteraction(t, {
          kind: 'Discuss',
          recipientUid: d.uid,
          senderUid: actor.uid,
          ...place.source,
          quoteType: 'Comment',
          quoteId: row.id,
          content: text.slice(0, 500),
          quoteContent: d.title,
        });
      }
      return row.id;
    },
    { behavior: 'immediate' },
  );
  return listComments(db, actor, place, { currentPage: 1, limit: 100 }).records.find((c) => c.id === id)!;
}

export function deleteComment(db: Db, actor: Actor, id: number): void {
  const { comment, place } = findComment(db, actor, id);
  if (comment.fromUid !== actor.uid && !place.admin) throw Errors.CommentDeleteForbidden();
  db.transaction((tx) => {
    tx.delete(comments).where(eq(comments.id, id)).run();
    commentCountChange(tx as unknown as Db, place, -1);
  });
}

/** A reply to a comment, or to one of its replies (`replyTo`): the one answered hears of it. */
export function addReply(db: Db, actor: Actor, commentId: number, content: string, replyTo?: number): ReplyRow {
  const { comment, place } = findComment(db, actor, commentId);
  if (place.restricted && adminAuthored(db, place, comment.fromUid)) throw Errors.ReplyToAdminForbidden();
  assertMayComment(db, actor);
  const answered = replyTo
    ? db
        .select()
        .from(replies)
        .where(and(eq(replies.id, replyTo), eq(replies.commentId, commentId)))
        .get()
    : undefined;
  if (replyTo && !answered) throw Errors.ReplyNotFound();
  const text = checkText(actor.uid, content);
  const toUid = answered ? answered.fromUid : comment.fromUid;
  const id = db.transaction(
    (tx) => {
      const row = tx
        .insert(replies)
        .values({ commentId, content: text, fromUid: actor.uid, toUid, createdAt: new Date() })
        .returning()
        .get();
      recordInteraction(tx as unknown as Db, {
        kind: 'Reply',
        recipientUid: toUid,
        senderUid: actor.uid,
        ...place.source,
        quoteType: answered ? 'Reply' : 'Comment',
        quoteId: answered?.id ?? commentId,
        content: text.slice(0, 500),
        quoteContent: (answered?.content ?? comment.content).slice(0, 500),
      });
      return row.id;
    },
    { behavior: 'immediate' },
  );
  return repliesOf(db, actor, place, commentId).find((r) => r.id === id)!;
}

export function deleteReply(db: Db, actor: Actor, id: number): void {
  const reply = db.select().from(replies).where(eq(replies.id, id)).get();
  if (!reply) throw Errors.ReplyNotFound();
  const { place } = findComment(db, actor, reply.commentId);
  if (reply.fromUid !== actor.uid && !place.admin) throw Errors.CommentDeleteForbidden();
  db.delete(replies).where(eq(replies.id, id)).run();
}

/** GET reply: every reply of a comment the viewer may see. */
export function listReplies(db: Db, viewer: Actor | null, commentId: number): ReplyRow[] {
  const { place } = findComment(db, viewer, commentId);
  return repliesOf(db, viewer, place, commentId);
}
