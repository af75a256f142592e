import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, userMessages } from '../../db/schema/index.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import type { MessageKind, Unread, UserMessageRow } from '../../contract/messages.ts';
import { Errors } from '../errors.ts';
import { publishUnread } from '../events/hub.ts';

/** A user's unread counts, system and personal messages, and cleaning them out. */

export function unreadCounts(db: Db, uid: string): Unread {
  const byKind = new Map<string, number>();
  for (const r of db
    .select({ kind: messages.kind, n: count() })
    .from(messages)
    .where(and(eq(messages.recipientUid, uid), eq(messages.state, false)))
    .groupBy(messages.kind)
    .all())
    byKind.set(r.kind, r.n);
  for (const r of db
    .select({ kind: userMessages.kind, n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.uid, uid), eq(userMessages.state, false)))
    .groupBy(userMessages.kind)
    .all())
    byKind.set(r.kind, r.n);
  return {
    comment: byKind.get('Discuss') ?? 0,
    reply: byKind.get('Reply') ?? 0,
    like: byKind.get('Like') ?? 0,
    sys: byKind.get('sys') ?? 0,
    mine: byKind.get('mine') ?? 0,
  };
}

/** GET msg/sys | msg/mine: the page, newest first; its unread rows become read. */
export function listUserMessages(
  db: Db,
  uid: string,
  kind: 'sys' | 'mine',
  q: { currentPage: number; limit: number },
): Page<UserMessageRow> {
  const where = and(eq(userMessages.uid, uid), eq(userMessages.kind, kind));
  const total = db.select({ n: count() }).from(userMessages).where(where).get()!.n;
  const rows = db
    .select()
    .from(userMessages)
    .where(where)
    .orderBy(desc(userMessages.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  const unread = rows.filter((r) => !r.state).map((r) => r.id);
  if (unread.length > 0) {
    db.update(userMessages).set({ state: true }).where(inArray(userMessages.id, unread)).run();
    publishUnread([uid]);
  }
  return toPage(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      type: kind === 'sys' ? 'Sys' : 'Mine',
      state: r.state,
      gmtCreate: r.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.currentPage,
  );
}

/** DELETE msg/clean: one message of the kind (by id) or all of them; only the user's own. */
export function cleanMessages(db: Db, uid: string, type: MessageKind, id?: number): void {
  if (type === 'Sys' || type === 'Mine') {
    const where = and(
      eq(userMessages.uid, uid),
      eq(userMessages.kind, type === 'Sys' ? 'sys' : 'mine'),
      id ? eq(userMessages.id, id) : undefined,
    );
    const gone = db.delete(userMessages).where(where).returning({ id: userMessages.id }).all();
    if (id && gone.length === 0) throw Errors.MessageNotFound();
  } else {
    const where = and(eq(messages.recipientUid, uid), eq(messages.kind, type), id ? eq(messages.id, id) : undefined);
    const gone = db.delete(messages).where(where).returning({ id: messages.id }).all();
    if (id && gone.length === 0) throw Errors.MessageNotFound();
  }
  publishUnread([uid]);
}

/** A personal ("mine") message to each of the users: an event about them (a group application answered …). */
export function sendMineMessages(db: Db, uids: readonly string[], title: string, content: string): void {
  const now = new Date();
  for (const uid of new Set(uids))
    db.insert(userMessages).values({ uid, kind: 'mine', title, content, createdAt: now }).run();
  publishUnread(uids);
}
