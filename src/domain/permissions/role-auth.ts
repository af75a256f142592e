import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions } from '../../db/schema/index.ts';
import { BACK_OFFICE_PERMISSIONS, PERMISSIONS, type Permission, type RoleAuth } from '../../contract/permissions.ts';
import { ROLE_CODES, Role } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { forgetRolePermissions, permissionsOf } from './role-permissions.ts';

/** GET admin/role-auth: the catalogue and what each role holds, in the catalogue's order. */
export function roleAuth(db: Db): RoleAuth {
  return {
    permissions: PERMISSIONS.map((p) => ({ ...p })),
    roles: ROLE_CODES.map((role) => {
      const held = permissionsOf(db, role);
      return {
        role,
        editable: role !== Role.ROOT,
        permissions: PERMISSIONS.map((p) => p.id).filter((p) => held.has(p)),
      };
    }),
  };
}

/**
 * Replaces the permissions of one role below the super admin (super admin only). Refused: the
 * super admin's own list (fixed), a role holding back-office permissions without entering the back
 * office, and taking the back office from the admin role (every admin would be locked out).
 */
export function setRolePermissions(db: Db, actor: { role: number }, role: number, list: readonly Permission[]): void {
  if (actor.role !== Role.ROOT) throw Errors.RolePermissionsRootOnly();
  if (!(ROLE_CODES as number[]).includes(role)) throw Errors.RoleUnknown(role);
  if (role === Role.ROOT) throw Errors.RootPermissionsFixed();
  const wanted = [...new Set(list)];
  if (role === Role.ADMIN && !wanted.includes('admin_login')) throw Errors.PermissionLockout();
  const stranded = wanted.find((p) => BACK_OFFICE_PERMISSIONS.includes(p));
  if (stranded && !wanted.includes('admin_login')) throw Errors.PermissionNeedsAdminLogin();
  db.transaction((tx) => {
    tx.delete(rolePermissions).where(eq(rolePermissions.role, role)).run();
    if (wanted.length)
      tx.insert(rolePermissions)
        .values(wanted.map((permission) => ({ role, permission })))
        .run();
  });
  forgetRolePermissions(db);
}
