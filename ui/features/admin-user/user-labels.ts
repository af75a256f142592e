import { can, Role, ROLE_CODES } from '../../../src/contract/roles.ts';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';

export { ROLE_CODES };

/**
 * Whether the signed-in administrator may change this user at all: only the super admin changes
 * another administrator-level account (super admin, admin, problem admin), as the server rules.
 */
export const mayChange = (actorRole: number, row: Pick<AdminUserRow, 'role' | 'uid'>, actorUid = '') =>
  can.isRoot(actorRole) || (row.role !== Role.ROOT && (row.uid === actorUid || !can.enterAdmin(row.role)));

/** Roles an administrator may give: only the super admin gives an administrator-level role. */
export const mayGiveRole = (actorRole: number, role: number) => can.isRoot(actorRole) || !can.enterAdmin(role);
