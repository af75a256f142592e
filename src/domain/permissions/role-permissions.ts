import type { Db } from '../../db/client.ts';
import { rolePermissions } from '../../db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_IDS, type Permission } from '../../contract/permissions.ts';
import { ROLE_CODES, Role, type RoleCode } from '../../contract/roles.ts';

/**
 * The permissions each role holds, as stored in `role_permissions` (the super admin edits them on
 * the role auth page). Every request reads them, so the whole map is kept per database until the
 * next change. The super admin always holds every permission, whatever the table says.
 */
const cache = new WeakMap<Db, Map<number, ReadonlySet<Permission>>>();
const NONE: ReadonlySet<Permission> = new Set();
const ALL: ReadonlySet<Permission> = new Set(PERMISSION_IDS);
const KNOWN = new Set<string>(PERMISSION_IDS);

function load(db: Db): Map<number, ReadonlySet<Permission>> {
  const map = new Map<number, Set<Permission>>(ROLE_CODES.map((r) => [r, new Set<Permission>()]));
  for (const row of db.select().from(rolePermissions).all()) {
    if (KNOWN.has(row.permission)) map.get(row.role)?.add(row.permission as Permission);
  }
  map.set(Role.ROOT, new Set(ALL));
  return map;
}

export function permissionsOf(db: Db, role: number): ReadonlySet<Permission> {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = load(db)));
  return map.get(role) ?? NONE;
}

export function hasPermission(db: Db, role: number, permission: Permission): boolean {
  return permissionsOf(db, role).has(permission);
}

/** The roles holding a permission (for conditions over users, such as "comments by moderators"). */
export function rolesWith(db: Db, permission: Permission): RoleCode[] {
  return ROLE_CODES.filter((r) => hasPermission(db, r, permission));
}

/** Drops the kept map of a database after its table changed. */
export function forgetRolePermissions(db: Db): void {
  cache.delete(db);
}

/** Who is acting, as a permission check reads them: the session carries its role's stored permissions. */
export interface PermissionHolder {
  role: number;
  permissions?: ReadonlySet<Permission>;
}

const DEFAULTS = new Map<number, ReadonlySet<Permission>>(
  ROLE_CODES.map((r) => [r, new Set(DEFAULT_ROLE_PERMISSIONS[r as RoleCode])]),
);

/**
 * Whether an actor holds a permission. Signed-in users carry their role's stored permissions
 * (attached when the session is read); an actor made without them (a script, a test) holds
 * its role's defaults. Visitors hold none.
 */
export function actorHas(actor: PermissionHolder | null, permission: Permission): boolean {
  if (actor === null) return false;
  return (actor.permissions ?? DEFAULTS.get(actor.role) ?? NONE).has(permission);
}
