import type { Db } from '../../db/client.ts';
import type { DiscussionDetail, DiscussionFormParsed, DiscussionRow } from '../../contract/discussions.ts';
import type { Page } from '../../contract/envelope.ts';
import { listDiscussions, listDiscussionsForAdmin, type DiscussionFilter } from '../discussions/list.ts';
import { assertGroupDiscussionsOpen, canPin } from '../discussions/policy.ts';
import { moderateDiscussion } from '../discussions/moderation.ts';
import { Errors } from '../errors.ts';
import { createDiscussion, deleteDiscussion, updateDiscussion } from '../discussions/save.ts';
import { findDiscussion, toDiscussionDetail } from '../discussions/store.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { assertGroupAdmin, assertMember, isGroupAdmin } from '../access/group-policy.ts';
import { groupFor } from './store.ts';

/**
 * A group's discussions (API-NEXT 9.7, spec doc 3 §2): the site's discussion module with the
 * group as its scope. Lists go to members, the admin list to group admins; while the group
 * discussion switch is off every call is refused.
 */

function memberOf(db: Db, viewer: Viewer, gid: number) {
  assertGroupDiscussionsOpen(db);
  const { group, as } = groupFor(db, viewer, gid);
  assertMember(group, as);
  return { group, as };
}

export function listGroupDiscussions(db: Db, viewer: Viewer, gid: number, f: DiscussionFilter): Page<DiscussionRow> {
  const { group, as } = memberOf(db, viewer, gid);
  return listDiscussions(db, viewer, f, { gid, groupAdmin: isGroupAdmin(group, as) });
}

export function listGroupDiscussionsForAdmin(
  db: Db,
  viewer: Viewer,
  gid: number,
  f: { keyword?: string; currentPage: number; limit: number },
) {
  const { group, as } = memberOf(db, viewer, gid);
  assertGroupAdmin(group, as);
  return listDiscussionsForAdmin(db, f, { gid, groupAdmin: true });
}

export function postGroupDiscussion(db: Db, actor: Actor, gid: number, form: DiscussionFormParsed): DiscussionDetail {
  memberOf(db, actor, gid);
  return toDiscussionDetail(db, actor, createDiscussion(db, actor, form, gid));
}

export function editGroupDiscussion(db: Db, actor: Actor, gid: number, form: DiscussionFormParsed): DiscussionDetail {
  memberOf(db, actor, gid);
  return toDiscussionDetail(db, actor, updateDiscussion(db, actor, form, gid));
}

export function deleteGroupDiscussion(db: Db, actor: Actor, did: number): void {
  assertGroupDiscussionsOpen(db);
  deleteDiscussion(db, actor, did, 'group');
}

/**
 * PUT group/discussion-status: a group's admins disable or restore a post of their group; the top
 * flag stays the site's moderators' (discussions/policy.ts `canPin`).
 */
export function moderateGroupDiscussion(
  db: Db,
  actor: Actor,
  did: number,
  change: { status?: number; topPriority?: boolean },
): void {
  assertGroupDiscussionsOpen(db);
  const d = findDiscussion(db, actor, did);
  if (d.gid === null) throw Errors.DiscussionNotFound();
  const { group, as } = groupFor(db, actor, d.gid);
  assertGroupAdmin(group, as);
  if (change.topPriority !== undefined && !canPin(actor)) throw Errors.DiscussionTopModeratorsOnly();
  moderateDiscussion(db, did, change);
}
