import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ADMIN_PASSWORD_MAX, PASSWORD_MIN } from '../../contract/accounts.ts';
import { Role } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { type Actor, assertChangeAllowed, liveUsers } from './admin-user-rules.ts';
import { findUserByUsername } from './user-info.ts';
import { insertUser } from './create-user.ts';
import { endAllSessions } from './sessions.ts';
import { hashPassword, randomPassword } from './secrets.ts';

/** Accounts made from the command line: the first super admin, extra admins, password resets. */

export const ROOT_USERNAME = 'root';

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > ADMIN_PASSWORD_MAX) {
    throw Errors.Validation(`password must be ${PASSWORD_MIN} to ${ADMIN_PASSWORD_MAX} characters`);
  }
}

/**
 * On first start: when no super admin (role 1000) exists, makes `root` one with a random
 * 12-character password and returns that password (shown once). Returns null otherwise. If an
 * ordinary account already holds the name `root`, it becomes the super admin with the new
 * password and its sessions end.
 */
export async function ensureRootUser(db: Db): Promise<string | null> {
  if (db.select({ uid: users.uid }).from(users).where(eq(users.role, Role.ROOT)).get()) return null;
  const password = randomPassword(12);
  const existing = findUserByUsername(db, ROOT_USERNAME);
  if (existing) {
    db.update(users).set({ role: Role.ROOT, status: 0 }).where(eq(users.uid, existing.uid)).run();
    await setPassword(db, existing.uid, password);
  } else {
    await insertUser(db, { username: ROOT_USERNAME, password, role: Role.ROOT });
  }
  return password;
}

/** `verdict create-admin`: a new admin (role 1001); a random password when none is given. */
export async function createAdmin(
  db: Db,
  username: string,
  password?: string,
): Promise<{ username: string; password: string }> {
  const chosen = password ?? randomPassword(12);
  checkPassword(chosen);
  await insertUser(db, { username, password: chosen, role: Role.ADMIN });
  return { username: username.trim(), password: chosen };
}

/** Sets a user's password (command line or an administrator) and ends all the user's sessions. */
export async function resetPassword(db: Db, username: string, newPassword: string): Promise<void> {
  checkPassword(newPassword);
  const user = findUserByUsername(db, username);
  if (!user) throw Errors.UserNotFound();
  await setPassword(db, user.uid, newPassword);
}

export async function setPassword(db: Db, uid: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.uid, uid)).run();
    endAllSessions(tx as unknown as Db, uid);
  });
}

/**
 * PUT /api/admin/user/reset-password: an admin sets a user's password (for sites without mail).
 * The role rules apply: only the super admin may do it to an administrator-level account.
 */
export async function adminSetPassword(db: Db, actor: Actor, uid: string, newPassword: string): Promise<void> {
  checkPassword(newPassword);
  const [target] = liveUsers(db, [uid]);
  assertChangeAllowed(db, actor, [target!], { password: true });
  await setPassword(db, uid, newPassword);
}
