import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { can, Role } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { hasPermission } from '../permissions/role-permissions.ts';
import type { UserRow } from './user-info.ts';

/**
 * The role rules of the back office's users page, checked before any change is written:
 * - an admin cannot make anyone a super admin, nor change, disable, delete or sign out a super admin;
 * - only the super admin changes, disables or deletes another administrator-level account (one
 *   whose role enters the back office: admins, problem admins), sets its password, or gives or
 *   takes such a role: no sequence of other calls (demote, set the password, promote back;
 *   move the e-mail, then ask for a reset link) takes over an administrator;
 * - nobody disables or deletes their own account;
 * - at least one super admin stays active (not demoted, disabled or deleted).
 * A change to many users is refused as a whole when one of them breaks a rule.
 */

export interface Actor {
  uid: string;
  role: number;
}

export interface UserChange {
  role?: number;
  status?: number;
  delete?: boolean;
  /** A new password is set. */
  password?: boolean;
}

/** The accounts named by `uids` (deleted ones are gone); a uid that names none is refused. */
export function liveUsers(db: Db, uids: readonly string[]): UserRow[] {
  const unique = [...new Set(uids)];
  const found = db
    .select()
    .from(users)
    .where(and(inArray(users.uid, unique), isNull(users.deletedAt)))
    .all();
  if (found.length !== unique.length) throw Errors.UserNotFound();
  return found;
}

/** Whether a super admin stops being an active one by the change. */
function losesRoot(target: UserRow, change: UserChange): boolean {
  if (target.role !== Role.ROOT || target.status !== 0) return false;
  return change.delete === true || change.status === 1 || (change.role !== undefined && change.role !== Role.ROOT);
}

/** Whether a role enters the back office (by its code or by the permissions stored for it). */
export function isAdminLevel(db: Db, role: number): boolean {
  return can.enterAdmin(role) || hasPermission(db, role, 'admin_login');
}

/** Whether an actor may touch a target at all (read its sessions, sign it out). */
export function assertMayTouch(actor: Actor, target: UserRow): void {
  if (target.role === Role.ROOT && !can.isRoot(actor.role)) throw Errors.RootUntouchable();
}

/** Only the super admin reads or ends the sessions of another administrator-level account. */
export function assertMayTouchSessions(db: Db, actor: Actor, target: UserRow): void {
  assertMayTouch(actor, target);
  if (!can.isRoot(actor.role) && target.uid !== actor.uid && isAdminLevel(db, target.role))
    throw Errors.AdminUntouchable();
}

export function assertChangeAllowed(db: Db, actor: Actor, targets: readonly UserRow[], change: UserChange): void {
  const root = can.isRoot(actor.role);
  if (!root && change.role === Role.ROOT) throw Errors.RaiseToRootForbidden();
  if (!root && change.role !== undefined && isAdminLevel(db, change.role)) throw Errors.AdminRoleRootOnly();
  for (const target of targets) {
    assertMayTouch(actor, target);
    if (change.password && !root && isAdminLevel(db, target.role)) throw Errors.RootOnlyTarget();
    if (!root && target.uid !== actor.uid && isAdminLevel(db, target.role)) throw Errors.AdminUntouchable();
    if (target.uid === actor.uid && (change.delete || change.status === 1)) throw Errors.SelfDisableForbidden();
  }
  const losing = targets.filter((t) => losesRoot(t, change)).length;
  if (losing === 0) return;
  const active = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, Role.ROOT), eq(users.status, 0), isNull(users.deletedAt)))
    .get()!.n;
  if (active - losing < 1) throw Errors.LastRootForbidden();
}
