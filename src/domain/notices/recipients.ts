import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices, userMessages, users } from '../../db/schema/index.ts';
import type { NoticeType } from '../../contract/notices.ts';
import { Role } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';

/**
 * Who receives a notice, and its copies in their system messages (`user_messages`, kind `sys`).
 * Every function here runs inside the caller's transaction.
 */

const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];
const CHUNK = 500;

/** The uids of named users, in the order named; an unknown name is refused by name. */
export function uidsOfUsernames(db: Db, names: string[]): string[] {
  const uids: string[] = [];
  for (const name of new Set(names.map((n) => n.trim()))) {
    const row = db.select({ uid: users.uid }).from(users).where(sql`lower(${users.username}) = lower(${name})`).get();
    if (!row) throw Errors.NoticeRecipientUnknown(name);
    if (!uids.includes(row.uid)) uids.push(row.uid);
  }
  return uids;
}

/** Everyone a notice of this type reaches now. */
export function recipientUids(db: Db, type: NoticeType, named: string[]): string[] {
  if (type === 'Single') return named;
  const where = type === 'Admin' ? inArray(users.role, ADMIN_ROLES) : undefined;
  return db
    .select({ uid: users.uid })
    .from(users)
    .where(where)
    .all()
    .map((r) => r.uid);
}

type NoticeRow = typeof notices.$inferSelect;

/** Adds a copy of the notice to each of these users. */
export function addCopies(db: Db, notice: NoticeRow, uids: string[]): void {
  for (let i = 0; i < uids.length; i += CHUNK) {
    db.insert(userMessages)
      .values(
        uids.slice(i, i + CHUNK).map((uid) => ({
          uid,
          kind: 'sys' as const,
          noticeId: notice.id,
          title: notice.title,
          content: notice.content,
          state: false,
          createdAt: notice.createdAt,
        })),
      )
      .run();
  }
}

/** The users who hold a copy of the notice. */
export function holders(db: Db, noticeId: number): string[] {
  return db
    .select({ uid: userMessages.uid })
    .from(userMessages)
    .where(eq(userMessages.noticeId, noticeId))
    .all()
    .map((r) => r.uid);
}

export function removeCopies(db: Db, noticeId: number, uids: string[]): void {
  for (let i = 0; i < uids.length; i += CHUNK) {
    db.delete(userMessages)
      .where(and(eq(userMessages.noticeId, noticeId), inArray(userMessages.uid, uids.slice(i, i + CHUNK))))
      .run();
  }
}

/** A new account receives every earlier notice sent to all users (API-NEXT "Admin notices"). */
export function copyAllNoticesTo(db: Db, uid: string): void {
  const all = db
    .select()
    .from(notices)
    .where(and(eq(notices.type, 'All'), eq(notices.pushed, true)))
    .all();
  for (const notice of all) addCopies(db, notice, [uid]);
}
