import type { Db } from '../../db/client.ts';
import { Errors } from '../errors.ts';
import { standingIn } from '../access/group-standing.ts';
import type { Viewer } from '../access/actor.ts';
import { assertDiscussionsOpen, assertGroupDiscussionsOpen } from './policy.ts';

/** Where comments are read or written (a discussion or a contest's comment tab), and what the viewer may do there. */

export type Source = { sourceType: 'Discussion' | 'Contest'; sourceId: number };

export interface Place {
  source: Source;
  /** The viewer administers it (a moderator, a group admin of a group's discussion, or a contest admin of a contest). */
  admin: boolean;
  /** A running contest: ordinary participants see their own and admins' comments only. */
  restricted: boolean;
  /** Uids whose comments are admins' (the contest's creator; moderators are recognised by role). */
  adminUids: string[];
}

/**
 * Where a discussion lives: the site (open while the public discussion switch is on) or a group
 * (open while the group discussion switch is on, to the group's members only). Every path to a
 * discussion — detail, likes, reports, comments, replies, edits — comes through here.
 */
export interface DiscussionHome {
  gid: number | null;
  groupAdmin: boolean;
}

export function homeOf(db: Db, viewer: Viewer, d: { gid: number | null }): DiscussionHome {
  if (d.gid === null) {
    assertDiscussionsOpen(db);
    return { gid: null, groupAdmin: false };
  }
  assertGroupDiscussionsOpen(db);
  const standing = standingIn(db, d.gid, viewer);
  if (!standing.member) throw Errors.DiscussionNotFound();
  return { gid: d.gid, groupAdmin: standing.admin };
}

/** The badge a group post shows: from the author's level in the group (root: SPA, admin: ADM). */
export function groupBadge(
  db: Db,
  gid: number,
  author: { uid: string; username: string; role: number },
): 'root' | 'admin' | null {
  const s = standingIn(db, gid, author);
  return s.root ? 'root' : s.admin ? 'admin' : null;
}
