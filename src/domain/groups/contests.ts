import type { Db } from '../../db/client.ts';
import type { ContestFormParsed, ContestInfo } from '../../contract/contests.ts';
import type { Page } from '../../contract/envelope.ts';
import { announcementContest } from '../contests/announcements.ts';
import { createContest, managedContest } from '../contests/admin-save.ts';
import { listContests, listContestsForAdmin, type ContestListFilter } from '../contests/list.ts';
import { findContest, type ContestRow } from '../access/contest-standing.ts';
import { Errors } from '../errors.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { groupAdminOf, memberOf } from './trainings.ts';

/**
 * A group's contests (API-NEXT 9.7): the list to its members, the admin list and creating to its
 * admins; editing, visibility, problems and announcements to the contest's creator or a group
 * root. A group contest is a contest with a gid: the contest modules do the work.
 */

export function groupContestList(db: Db, viewer: Viewer, gid: number, f: ContestListFilter): Page<ContestInfo> {
  memberOf(db, viewer, gid);
  return listContests(db, f, Date.now(), gid);
}

export function groupAdminContestList(db: Db, actor: Actor, gid: number, f: ContestListFilter) {
  groupAdminOf(db, actor, gid);
  return listContestsForAdmin(db, f, null, Date.now(), gid);
}

export function createGroupContest(db: Db, actor: Actor, gid: number, form: ContestFormParsed): ContestRow {
  groupAdminOf(db, actor, gid);
  return createContest(db, actor, { ...form, gid });
}

/** A group's contest the actor administers: a member of its group, and its creator or a group root. */
export function managedGroupContest(db: Db, actor: Actor, cid: number): ContestRow {
  const c = findContest(db, cid);
  if (!c || c.gid === null) throw Errors.ContestNotFound();
  memberOf(db, actor, c.gid);
  return managedContest(db, actor, cid);
}

/** An announcement of the named group contest (deleting it names both). */
export function assertAnnouncementOf(db: Db, aid: number, cid: number): void {
  if (announcementContest(db, aid) !== cid) throw Errors.ContestAnnouncementNotFound();
}
