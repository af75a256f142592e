import { can, Role, ROLE_CODES } from '../../../src/contract/roles.ts';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';

export { ROLE_CODES };

/** Whether the signed-in administrator may change this user at all (an admin never touches a super admin). */
export const mayChange = (actorRole: number, row: Pick<AdminUserRow, 'role'>) => can.isRoot(actorRole) || row.role !== Role.ROOT;

/** Roles an administrator may give: an admin cannot make a super admin. */
export const mayGiveRole = (actorRole: number, role: number) => can.isRoot(actorRole) || role !== Role.ROOT;
