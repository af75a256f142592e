import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionCategories, discussionLikes, discussions } from '../../db/schema/index.ts';
import type { DiscussionDetail, DiscussionRow } from '../../contract/discussions.ts';
import { and } from 'drizzle-orm';
import { Errors } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { authorsOf } from '../messages/authors.ts';
import { groupBadge, homeOf, type DiscussionHome } from './place.ts';
import { canDeleteDiscussion, canEditDiscussion, canPin, canSeeDiscussion } from './policy.ts';

export type StoredDiscussion = typeof discussions.$inferSelect;

/** A discussion the viewer may reach where it lives (a disabled one only by its author and its admins), with that place. */
export function findDiscussionAt(db: Db, viewer: Viewer, did: number): { d: StoredDiscussion; home: DiscussionHome } {
  const d = db.select().from(discussions).where(eq(discussions.id, did)).get();
  if (!d) throw Errors.DiscussionNotFound();
  const home = homeOf(db, viewer, d);
  if (!canSeeDiscussion(viewer, d, home.groupAdmin)) throw Errors.DiscussionNotFound();
  return { d, home };
}

export const findDiscussion = (db: Db, viewer: Viewer, did: number): StoredDiscussion =>
  findDiscussionAt(db, viewer, did).d;

export function toDiscussionRows(db: Db, list: StoredDiscussion[]): DiscussionRow[] {
  const author = authorsOf(
    db,
    list.map((d) => d.uid),
  );
  const ids = [...new Set(list.map((d) => d.categoryId))];
  const names = new Map(
    ids.length === 0
      ? []
      : db
          .select()
          .from(discussionCategories)
          .where(inArray(discussionCategories.id, ids))
          .all()
          .map((c) => [c.id, c.name]),
  );
  return list.map((d) => {
    const a = author(d.uid);
    const role =
      d.gid === null ? a.role : groupBadge(db, d.gid, { uid: d.uid, username: a.username, role: a.roleCode });
    return {
      id: d.id,
      categoryId: d.categoryId,
      categoryName: names.get(d.categoryId) ?? '',
      title: d.title,
      description: d.description,
      pid: d.pid,
      uid: d.uid,
      author: a.username || d.author,
      avatar: a.avatar,
      titleName: a.titleName,
      titleColor: a.titleColor,
      role,
      viewNum: d.viewNum,
      likeNum: d.likeNum,
      commentNum: d.commentNum,
      topPriority: d.topPriority,
      gid: d.gid,
      status: d.status,
      gmtCreate: d.createdAt.toISOString(),
    };
  });
}

export function toDiscussionDetail(
  db: Db,
  viewer: Viewer,
  d: StoredDiscussion,
  home = homeOf(db, viewer, d),
): DiscussionDetail {
  const hasLike =
    viewer !== null &&
    db
      .select({ did: discussionLikes.did })
      .from(discussionLikes)
      .where(and(eq(discussionLikes.did, d.id), eq(discussionLikes.uid, viewer.uid)))
      .get() !== undefined;
  return {
    ...toDiscussionRows(db, [d])[0]!,
    content: d.content,
    hasLike,
    canEdit: canEditDiscussion(viewer, d, home.groupAdmin),
    canDelete: canDeleteDiscussion(viewer, d, home.groupAdmin),
    canPin: canPin(viewer),
  };
}
