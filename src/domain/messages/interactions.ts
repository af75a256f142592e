import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contests, discussions, messages } from '../../db/schema/index.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import type { InteractionRow } from '../../contract/messages.ts';
import { authorsOf } from './authors.ts';
import { publishUnread } from '../events/hub.ts';

/**
 * Messages about what others did to a user's posts: a comment on their discussion (`Discuss`), a
 * reply to their comment or reply (`Reply`), a like of their discussion or comment (`Like`).
 */

export type NewInteraction = Omit<typeof messages.$inferInsert, 'id' | 'state' | 'createdAt'>;

/** Stores the message (none to oneself; a like only once per sender and thing liked) and tells the recipient's open streams. */
export function recordInteraction(db: Db, m: NewInteraction): void {
  if (m.recipientUid === m.senderUid) return;
  if (m.kind === 'Like') {
    const seen = db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.kind, 'Like'),
          eq(messages.recipientUid, m.recipientUid),
          eq(messages.senderUid, m.senderUid),
          eq(messages.quoteType, m.quoteType!),
          eq(messages.quoteId, m.quoteId!),
        ),
      )
      .get();
    if (seen) return;
  }
  db.insert(messages)
    .values({ ...m, createdAt: new Date() })
    .run();
  publishUnread([m.recipientUid]);
}

/** Messages about a discussion or contest that is gone (deleted with it). */
export function dropInteractionsOf(db: Db, sourceType: 'Discussion' | 'Contest', sourceId: number): void {
  const gone = db
    .delete(messages)
    .where(and(eq(messages.sourceType, sourceType), eq(messages.sourceId, sourceId)))
    .returning({ uid: messages.recipientUid })
    .all();
  publishUnread(gone.map((g) => g.uid));
}

const urlOf = (type: 'Discussion' | 'Contest', id: number) =>
  type === 'Discussion' ? `/discussion-detail/${id}` : `/contest/${id}/comment`;

/** GET msg/comment | msg/reply | msg/like: the page, newest first; its unread rows become read. */
export function listInteractions(
  db: Db,
  uid: string,
  kind: 'Discuss' | 'Reply' | 'Like',
  q: { currentPage: number; limit: number },
): Page<InteractionRow> {
  const where = and(eq(messages.recipientUid, uid), eq(messages.kind, kind));
  const total = db.select({ n: count() }).from(messages).where(where).get()!.n;
  const rows = db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  const sender = authorsOf(
    db,
    rows.map((r) => r.senderUid),
  );
  const ids = (type: string) => rows.filter((r) => r.sourceType === type).map((r) => r.sourceId);
  const discussionTitles = new Map(
    ids('Discussion').length === 0
      ? []
      : db
          .select({ id: discussions.id, title: discussions.title })
          .from(discussions)
          .where(inArray(discussions.id, ids('Discussion')))
          .all()
          .map((d) => [d.id, d.title]),
  );
  const contestTitles = new Map(
    ids('Contest').length === 0
      ? []
      : db
          .select({ id: contests.id, title: contests.title })
          .from(contests)
          .where(inArray(contests.id, ids('Contest')))
          .all()
          .map((c) => [c.id, c.title]),
  );
  const unread = rows.filter((r) => !r.state).map((r) => r.id);
  if (unread.length > 0) {
    db.update(messages).set({ state: true }).where(inArray(messages.id, unread)).run();
    publishUnread([uid]);
  }
  return toPage(
    rows.map((r) => ({
      id: r.id,
      action: r.kind,
      sourceId: r.sourceId,
      sourceType: r.sourceType,
      sourceTitle: (r.sourceType === 'Discussion' ? discussionTitles : contestTitles).get(r.sourceId) ?? '',
      sourceContent: r.content,
      quoteId: r.quoteId,
      quoteType: r.quoteType,
      quoteContent: r.quoteContent,
      url: urlOf(r.sourceType, r.sourceId),
      state: r.state,
      senderId: r.senderUid,
      senderUsername: sender(r.senderUid).username,
      senderAvatar: sender(r.senderUid).avatar,
      gmtCreate: r.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.currentPage,
  );
}
