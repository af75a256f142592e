import { desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupDiskUsage, groups, userDiskUsage, users } from '../../db/schema/index.ts';
import { DISK_USAGE_LIST_MAX, type DiskUsage } from '../../contract/disk-usage.ts';
import { can } from '../../contract/roles.ts';
import { diskSpace } from './disk-space.ts';
import { getWebsiteConfig } from './website-config.ts';

/** GET admin/disk-usage: users and groups by the disk they use, the largest first, with the quotas. */
export function listDiskUsage(db: Db, dataDir: string): DiskUsage {
  const site = getWebsiteConfig(db);
  const disk = diskSpace(dataDir);
  const userRows = db
    .select({ uid: users.uid, username: users.username, role: users.role, bytes: userDiskUsage.bytes })
    .from(userDiskUsage)
    .innerJoin(users, eq(users.uid, userDiskUsage.uid))
    .where(gt(userDiskUsage.bytes, 0))
    .orderBy(desc(userDiskUsage.bytes), users.username)
    .limit(DISK_USAGE_LIST_MAX)
    .all();
  const groupRows = db
    .select({ gid: groups.id, name: groups.name, shortName: groups.shortName, bytes: groupDiskUsage.bytes })
    .from(groupDiskUsage)
    .innerJoin(groups, eq(groups.id, groupDiskUsage.gid))
    .where(gt(groupDiskUsage.bytes, 0))
    .orderBy(desc(groupDiskUsage.bytes), groups.id)
    .limit(DISK_USAGE_LIST_MAX)
    .all();
  return {
    userQuotaMb: site.userDiskQuotaMb,
    groupQuotaMb: site.groupDiskQuotaMb,
    reserveMb: site.diskReserveMb,
    freeBytes: disk.free,
    totalBytes: disk.total,
    users: userRows.map(({ role, ...r }) => ({ ...r, exempt: can.isAdmin(role) })),
    groups: groupRows,
  };
}
