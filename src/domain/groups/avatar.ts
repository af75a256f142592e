import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups } from '../../db/schema/index.ts';
import type { GroupDetail } from '../../contract/groups.ts';
import { storeAvatar } from '../users/avatar.ts';
import type { Actor } from '../access/actor.ts';
import { assertGroupRoot } from '../access/group-policy.ts';
import { groupFor, toGroupDetail } from './store.ts';

/**
 * POST file/upload-group-avatar: a group root (or the super admin) replaces the group's avatar.
 * The image is checked and stored as users' avatars are; the old file goes.
 */
export async function saveGroupAvatar(
  db: Db,
  dataDir: string,
  actor: Actor,
  gid: number,
  bytes: Uint8Array,
): Promise<GroupDetail> {
  const { group, as } = groupFor(db, actor, gid);
  assertGroupRoot(group, as);
  // The image counts against the uploader's and the group's disk quota.
  const owner = { uid: actor.uid, role: actor.role, gid };
  await storeAvatar(db, dataDir, bytes, group.avatar, { kind: 'group-avatar', ref: String(gid), owner }, (tx, url) => {
    tx.update(groups).set({ avatar: url, updatedAt: new Date() }).where(eq(groups.id, gid)).run();
  });
  const fresh = groupFor(db, actor, gid);
  return toGroupDetail(db, fresh.group, fresh.as);
}
