import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentLikes, comments, discussions, replies, users } from '../../db/schema/index.ts';
import { ContestStatus } from '../../contract/contests.ts';
import { DISCUSSION_LIMITS, type CommentRow } from '../../contract/discussions.ts';
import { toPage, type Page } from '../../contract/envelope.ts';

import { contestFor } from '../contests/participation.ts';
import { assertCanSeeInside, isContestAdmin, statusAt } from '../access/contest-policy.ts';
import { Errors } from '../errors.ts';
import { hasPermission, rolesWith } from '../permissions/role-permissions.ts';
import type { Viewer } from '../access/actor.ts';
import { WindowLimit } from '../rate-limit.ts';
import { authorsOf } from '../messages/authors.ts';
import { assertContestCommentsOpen, isModerator } from './policy.ts';
import { findDiscussionAt } from './store.ts';
import { repliesOf } from './replies.ts';
import type { Place, Source } from './place.ts';

export type { Place, Source };

/**
 * Comments under a discussion or in a contest's comment tab (spec doc 2 §6): during a running
 * contest an ordinary participant sees only their own and the admins' comments and may not reply
 * to an admin's. "Admins" here: the moderators (admin roles) and the contest's admins.
 */

export function placeOf(db: Db, viewer: Viewer, target: { did?: number; cid?: number }): Place {
  if (target.did) {
    const { home } = findDiscussionAt(db, viewer, target.did);
    return {
      source: { sourceType: 'Discussion', sourceId: target.did },
      admin: isModerator(viewer) || home.groupAdmin,
      restricted: false,
      adminUids: [],
    };
  }
  if (!target.cid) throw Errors.CommentTargetRequired();
  assertContestCommentsOpen(db);
  const { contest, participant } = contestFor(db, viewer, target.cid);
  const now = Date.now();
  assertCanSeeInside(participant, contest, now);
  const admin = isModerator(viewer) || isContestAdmin(viewer, contest);
  return {
    source: { sourceType: 'Contest', sourceId: contest.id },
    admin,
    restricted: !admin && statusAt(contest, now) === ContestStatus.RUNNING,
    adminUids: contest.authorUid ? [contest.authorUid] : [],
  };
}

const isAdminAuthor = (db: Db, place: Place, uid: string, roleCode: number) =>
  hasPermission(db, roleCode, 'discussion_admin') || place.adminUids.includes(uid);

const placeWhere = (place: Place): SQL =>
  place.source.sourceType === 'Discussion'
    ? eq(comments.did, place.source.sourceId)
    : eq(comments.cid, place.source.sourceId);

/** GET comments: newest first, each with its first replies. */
export function listComments(
  db: Db,
  viewer: Viewer,
  place: Place,
  q: { currentPage: number; limit: number },
): Page<CommentRow> {
  const adminAuthors = sql`(${comments.fromUid} in (select uid from users where role in (${sql.raw(rolesWith(db, 'discussion_admin').join(', ') || '-1')})) or ${comments.fromUid} in (select value from json_each(${JSON.stringify(place.adminUids)})))`;
  const where = and(
    placeWhere(place),
    place.restricted ? or(eq(comments.fromUid, viewer?.uid ?? ''), adminAuthors) : undefined,
  );
  const total = db.select({ n: count() }).from(comments).where(where).get()!.n;
  const rows = db
    .select()
    .from(comments)
    .where(where)
    .orderBy(desc(comments.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  const ids = rows.map((r) => r.id);
  const liked = new Set(
    viewer && ids.length
      ? db
          .select({ id: commentLikes.commentId })
          .from(commentLikes)
          .where(and(eq(commentLikes.uid, viewer.uid), inArray(commentLikes.commentId, ids)))
          .all()
          .map((r) => r.id)
      : [],
  );
  const replyCounts = new Map(
    ids.length
      ? db
          .select({ id: replies.commentId, n: count() })
          .from(replies)
          .where(inArray(replies.commentId, ids))
          .groupBy(replies.commentId)
          .all()
          .map((r) => [r.id, r.n])
      : [],
  );
  const author = authorsOf(
    db,
    rows.map((r) => r.fromUid),
  );
  return toPage(
    rows.map((r) => {
      const a = author(r.fromUid);
      return {
        id: r.id,
        fromUid: r.fromUid,
        fromName: a.username,
        fromAvatar: a.avatar,
        fromRole: a.role,
        fromTitleName: a.titleName,
        fromTitleColor: a.titleColor,
        content: r.content,
        likeNum: r.likeNum,
        hasLike: liked.has(r.id),
        totalReplyNum: replyCounts.get(r.id) ?? 0,
        gmtCreate: r.createdAt.toISOString(),
        canDelete: viewer !== null && (viewer.uid === r.fromUid || place.admin),
        canReply: viewer !== null && !(place.restricted && isAdminAuthor(db, place, r.fromUid, a.roleCode)),
        replyList: repliesOf(db, viewer, place, r.id, 3),
      };
    }),
    total,
    q.limit,
    q.currentPage,
  );
}

/** Comments and replies: non-empty, at most the limit, a few a minute per account. */
const writes = new WindowLimit(10, 60_000);
export function checkText(uid: string, content: string): string {
  const text = content.trim();
  if (!text) throw Errors.CommentEmpty();
  if (text.length > DISCUSSION_LIMITS.comment) throw Errors.CommentTooLong(DISCUSSION_LIMITS.comment);
  if (writes.full(uid) !== null) throw Errors.TooFast();
  writes.note(uid);
  return text;
}

/** A comment with the place it belongs to, if the viewer may see both. */
export function findComment(db: Db, viewer: Viewer, id: number) {
  const comment = db.select().from(comments).where(eq(comments.id, id)).get();
  if (!comment) throw Errors.CommentNotFound();
  const place = placeOf(db, viewer, { did: comment.did ?? undefined, cid: comment.cid ?? undefined });
  if (place.restricted && comment.fromUid !== viewer?.uid && !adminAuthored(db, place, comment.fromUid))
    throw Errors.CommentNotFound();
  return { comment, place, source: place.source };
}

export function adminAuthored(db: Db, place: Place, uid: string): boolean {
  const role = db.select({ role: users.role }).from(users).where(eq(users.uid, uid)).get()?.role ?? 0;
  return isAdminAuthor(db, place, uid, role);
}

export function commentCountChange(db: Db, place: Place, delta: number): void {
  if (place.source.sourceType === 'Discussion') {
    db.update(discussions)
      .set({ commentNum: sql`max(0, ${discussions.commentNum} + ${delta})` })
      .where(eq(discussions.id, place.source.sourceId))
      .run();
  }
}
