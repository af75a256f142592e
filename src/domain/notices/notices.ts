import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices, userMessages, users } from '../../db/schema/index.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import type { Notice, NoticeType } from '../../contract/notices.ts';
import { Errors } from '../errors.ts';
import { publishUnread } from '../events/hub.ts';
import { addCopies, holders, recipientUids, removeCopies, uidsOfUsernames } from './recipients.ts';

/**
 * Notices (spec doc 3 §2, §3): the super admin writes one and, in the same transaction, it is
 * copied into each recipient's system messages and marked pushed. Editing a pushed notice edits
 * the copies (and, when its recipients change, adds and removes copies); deleting it removes them.
 * Open message streams of the users concerned are told their counts changed.
 */

type Row = typeof notices.$inferSelect;

function toNotices(db: Db, rows: Row[]): Notice[] {
  const named = [...new Set(rows.flatMap((r) => JSON.parse(r.recipients) as string[]))];
  const names = new Map(
    named.length
      ? db
          .select({ uid: users.uid, username: users.username })
          .from(users)
          .where(inArray(users.uid, named))
          .all()
          .map((u) => [u.uid, u.username])
      : [],
  );
  const counts = new Map(
    rows.length
      ? db
          .select({ id: userMessages.noticeId, n: count() })
          .from(userMessages)
          .where(
            inArray(
              userMessages.noticeId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(userMessages.noticeId)
          .all()
          .map((c) => [c.id, c.n])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type,
    state: r.pushed,
    adminUsername: r.adminUsername,
    recipients: (JSON.parse(r.recipients) as string[])
      .map((uid) => names.get(uid))
      .filter((n): n is string => n !== undefined),
    recipientCount: counts.get(r.id) ?? 0,
    gmtCreate: r.createdAt.getTime(),
    gmtModified: r.updatedAt.getTime(),
  }));
}

export function listNotices(db: Db, q: { currentPage: number; limit: number; type?: NoticeType }): Page<Notice> {
  const where = q.type ? eq(notices.type, q.type) : undefined;
  const total = db.select({ n: count() }).from(notices).where(where).get()!.n;
  const rows = db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(toNotices(db, rows), total, q.limit, q.currentPage);
}

interface Fields {
  title: string;
  content: string;
  type: NoticeType;
  recipients: string[];
}

function namedUids(db: Db, f: Fields): string[] {
  if (f.type !== 'Single') return [];
  if (f.recipients.length === 0) throw Errors.NoticeRecipientsRequired();
  return uidsOfUsernames(db, f.recipients);
}

export function createNotice(db: Db, admin: { uid: string; username: string }, f: Fields): Notice {
  const now = new Date();
  const { row, reached } = db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    const named = namedUids(inTx, f);
    const row = inTx
      .insert(notices)
      .values({
        title: f.title,
        content: f.content,
        type: f.type,
        recipients: JSON.stringify(named),
        adminUid: admin.uid,
        adminUsername: admin.username,
        pushed: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const reached = recipientUids(inTx, f.type, named);
    addCopies(inTx, row, reached);
    return { row, reached };
  });
  publishUnread(reached);
  return toNotices(db, [row])[0]!;
}

export function updateNotice(db: Db, id: number, f: Fields): Notice {
  const { row, touched } = db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    const old = inTx.select().from(notices).where(eq(notices.id, id)).get();
    if (!old) throw Errors.NoticeNotFound();
    const named = namedUids(inTx, f);
    const row = inTx
      .update(notices)
      .set({
        title: f.title,
        content: f.content,
        type: f.type,
        recipients: JSON.stringify(named),
        pushed: true,
        updatedAt: new Date(),
      })
      .where(eq(notices.id, id))
      .returning()
      .get()!;
    inTx.update(userMessages).set({ title: f.title, content: f.content }).where(eq(userMessages.noticeId, id)).run();
    const had = holders(inTx, id);
    const holding = new Set(had);
    if (old.type === f.type && old.recipients === row.recipients && old.pushed) return { row, touched: had };
    const want = new Set(recipientUids(inTx, f.type, named));
    const gone = had.filter((uid) => !want.has(uid));
    const added = [...want].filter((uid) => !holding.has(uid));
    removeCopies(inTx, id, gone);
    addCopies(inTx, row, added);
    return { row, touched: [...had, ...added] };
  });
  publishUnread(touched);
  return toNotices(db, [row])[0]!;
}

export function deleteNotice(db: Db, id: number): void {
  const touched = db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    const uids = holders(inTx, id);
    // The copies go with the notice (user_messages.notice_id cascades).
    const gone = inTx.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id }).all();
    if (gone.length === 0) throw Errors.NoticeNotFound();
    return uids;
  });
  publishUnread(touched);
}
