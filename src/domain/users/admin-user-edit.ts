import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { BulkResult, BulkUsersInput, EditUserInput } from '../../contract/admin-users.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { assertUsernameAllowed } from '../accounts/username-rule.ts';
import { Errors } from '../errors.ts';
import { type Actor, assertChangeAllowed, liveUsers } from '../accounts/admin-user-rules.ts';

/**
 * The back office's writes to accounts. A disabled or deleted account's sessions end in the same
 * transaction, so its open pages stop working at their next request; a new password ends them too.
 * Deleting is soft: the account is hidden and disabled (every check of the status keeps it out:
 * login, sessions, the public ranks) while its submissions and results stay.
 */

function endSessionsOf(db: Db, uids: readonly string[]): number {
  if (uids.length === 0) return 0;
  return db
    .delete(sessions)
    .where(inArray(sessions.uid, [...uids]))
    .returning({ id: sessions.id })
    .all().length;
}

function taken(db: Db, uid: string, column: 'username' | 'email', value: string): boolean {
  const col = column === 'username' ? users.username : users.email;
  return (
    db
      .select({ uid: users.uid })
      .from(users)
      .where(and(sql`lower(${col}) = lower(${value})`, ne(users.uid, uid)))
      .get() !== undefined
  );
}

/** PUT /api/admin/user/edit-user. */
export async function editUser(db: Db, actor: Actor, form: EditUserInput): Promise<void> {
  const [target] = liveUsers(db, [form.uid]);
  assertChangeAllowed(db, actor, [target!], {
    role: form.type === target!.role ? undefined : form.type,
    status: form.status === target!.status ? undefined : form.status,
    password: form.setNewPwd,
  });
  if (form.username !== target!.username) assertUsernameAllowed(form.username);
  const passwordHash = form.setNewPwd ? await hashPassword(form.password) : undefined;
  db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    if (taken(inTx, form.uid, 'username', form.username)) throw Errors.UsernameExists();
    if (form.email && taken(inTx, form.uid, 'email', form.email)) throw Errors.EmailExists();
    tx.update(users)
      .set({
        username: form.username,
        nickname: form.nickname,
        realname: form.realname,
        email: form.email || null,
        mobile: form.mobile || null,
        gender: form.gender,
        school: form.school,
        studentNumber: form.number,
        github: form.github,
        blog: form.blog,
        cfUsername: form.cfUsername,
        signature: form.signature,
        titleName: form.titleName,
        titleColor: form.titleColor,
        role: form.type,
        status: form.status,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(inArray(users.uid, [form.uid]))
      .run();
    if (form.status === 1 || passwordHash) endSessionsOf(inTx, [form.uid]);
  });
}

/** PUT /api/admin/user/bulk: a role, a status or both for many users, all or none. */
export function bulkChangeUsers(db: Db, actor: Actor, input: BulkUsersInput): BulkResult {
  const targets = liveUsers(db, input.uids);
  assertChangeAllowed(db, actor, targets, { role: input.role, status: input.status });
  const uids = targets.map((t) => t.uid);
  return db.transaction((tx) => {
    tx.update(users)
      .set({
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        updatedAt: new Date(),
      })
      .where(inArray(users.uid, uids))
      .run();
    return { changed: uids.length, sessionsEnded: input.status === 1 ? endSessionsOf(tx as unknown as Db, uids) : 0 };
  });
}

/** DELETE /api/admin/user/delete-user: hides and disables the accounts and ends their sessions. */
export function deleteUsers(db: Db, actor: Actor, ids: readonly string[]): BulkResult {
  const targets = liveUsers(db, ids);
  assertChangeAllowed(db, actor, targets, { delete: true });
  const uids = targets.map((t) => t.uid);
  const now = new Date();
  return db.transaction((tx) => {
    tx.update(users).set({ deletedAt: now, status: 1, updatedAt: now }).where(inArray(users.uid, uids)).run();
    return { changed: uids.length, sessionsEnded: endSessionsOf(tx as unknown as Db, uids) };
  });
}
