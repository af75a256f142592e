import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, users } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { assertMayChangeAnnouncement } from '../access/group-policy.ts';
import { groupFor, type StoredGroup } from './store.ts';
import { levelOf } from '../access/group-standing.ts';

/**
 * A group's announcement the actor may edit, hide or delete now: read by its id, in the group it
 * belongs to (a gid naming another group is "not found"), its author's level read now.
 */
export function changeableAnnouncement(db: Db, actor: Actor, aid: number, gid?: number): StoredGroup {
  const row = db
    .select({ gid: announcements.gid, uid: announcements.uid })
    .from(announcements)
    .where(eq(announcements.id, aid))
    .get();
  if (!row || row.gid === null || (gid !== undefined && row.gid !== gid)) throw Errors.AnnouncementNotFound();
  const { group, as } = groupFor(db, actor, row.gid);
  const author =
    row.uid === null
      ? undefined
      : db
          .select({ uid: users.uid, username: users.username, role: users.role })
          .from(users)
          .where(eq(users.uid, row.uid))
          .get();
  assertMayChangeAnnouncement(group, as, {
    viewer: author ?? null,
    level: author ? levelOf(db, group.id, author.uid) : 0,
  });
  return group;
}
