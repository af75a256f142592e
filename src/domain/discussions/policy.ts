import { and, count, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussions, userProblems } from '../../db/schema/index.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { getWebsiteConfig } from '../site/website-config.ts';

/**
 * The discussion policy (spec doc 2 §6, API-NEXT 9.8): the one answer to "may this viewer read,
 * post, edit, delete, pin or comment here". Routes ask here; nothing else decides.
 */

/** What the policy reads of a discussion. */
export interface DiscussionFacts {
  uid: string;
  status: number;
}

export function assertDiscussionsOpen(db: Db): void {
  if (!getWebsiteConfig(db).openPublicDiscussion) throw Errors.DiscussionsClosed();
}

export function assertGroupDiscussionsOpen(db: Db): void {
  if (!getWebsiteConfig(db).openGroupDiscussion) throw Errors.GroupDiscussionsClosed();
}

export function assertContestCommentsOpen(db: Db): void {
  if (!getWebsiteConfig(db).openContestComment) throw Errors.ContestCommentsClosed();
}

/** Holders of `discussion_admin` (by default the three admin roles) moderate: they delete, pin, see disabled posts. */
export const isModerator = (viewer: Viewer) => actorHas(viewer, 'discussion_admin');
const isAuthor = (viewer: Viewer, d: DiscussionFacts) => viewer !== null && viewer.uid === d.uid;

/**
 * A disabled discussion (status 1) is seen by its author and the moderators only. `groupAdmin`:
 * the viewer administers the group the discussion belongs to (API-NEXT 9.7) — they see, edit
 * and delete its posts as the moderators do; the top flag stays with the site's admin roles.
 */
export const canSeeDiscussion = (viewer: Viewer, d: DiscussionFacts, groupAdmin = false) =>
  d.status === 0 || isAuthor(viewer, d) || isModerator(viewer) || groupAdmin;
export const canEditDiscussion = (viewer: Viewer, d: DiscussionFacts, groupAdmin = false) =>
  isAuthor(viewer, d) || (viewer !== null && can.isRoot(viewer.role)) || groupAdmin;
export const canDeleteDiscussion = (viewer: Viewer, d: DiscussionFacts, groupAdmin = false) =>
  isAuthor(viewer, d) || isModerator(viewer) || groupAdmin;
export const canPin = isModerator;

/** Distinct problems the user has accepted in practice (the posting thresholds count these). */
function acceptedCount(db: Db, uid: string): number {
  return db
    .select({ n: count() })
    .from(userProblems)
    .where(and(eq(userProblems.uid, uid), gt(userProblems.accepted, 0)))
    .get()!.n;
}

/** A new discussion: the accepted-problem threshold and the daily limit of the site config (moderators exempt). */
export function assertMayPost(db: Db, actor: Actor, now = new Date()): void {
  if (isModerator(actor)) return;
  const site = getWebsiteConfig(db);
  if (acceptedCount(db, actor.uid) < site.discussionAcRequired)
    throw Errors.DiscussionAcRequired(site.discussionAcRequired);
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const today = db
    .select({ n: count() })
    .from(discussions)
    .where(and(eq(discussions.uid, actor.uid), gte(discussions.createdAt, midnight)))
    .get()!.n;
  if (today >= site.dailyDiscussionLimit) throw Errors.DiscussionDailyLimit(site.dailyDiscussionLimit);
}

/** A comment or reply: the accepted-problem threshold of the site config (moderators exempt). */
export function assertMayComment(db: Db, actor: Actor): void {
  if (isModerator(actor)) return;
  const required = getWebsiteConfig(db).commentAcRequired;
  if (acceptedCount(db, actor.uid) < required) throw Errors.CommentAcRequired(required);
}
