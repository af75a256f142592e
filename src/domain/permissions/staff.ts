import type { Db } from '../../db/client.ts';
import type { Permission } from '../../contract/permissions.ts';
import { actorHas, hasPermission, type PermissionHolder } from './role-permissions.ts';

/**
 * The site's staff: roles that hold the problem-admin or the contest-admin permission (as the
 * role auth page sets them). Staff create groups without the site's thresholds, and contests
 * they run are judged before practice.
 */
const STAFF_PERMISSIONS: readonly Permission[] = ['problem_admin', 'contest_admin'];

/** Whether the signed-in actor is staff (their session carries their role's permissions). */
export function actorIsStaff(actor: PermissionHolder | null): boolean {
  return STAFF_PERMISSIONS.some((p) => actorHas(actor, p));
}

/** Whether a role is staff, as stored now (for someone who is not the one acting). */
export function roleIsStaff(db: Db, role: number): boolean {
  return STAFF_PERMISSIONS.some((p) => hasPermission(db, role, p));
}
