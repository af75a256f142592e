import { matchesAccountRule, parseAccountRule } from '../../contract/account-rule.ts';
import { ContestAuth, ContestStatus } from '../../contract/contests.ts';
import { can } from '../../contract/roles.ts';
import { contestStatus } from '../../contract/scoreboard/timeliness.ts';
import { Errors } from '../errors.ts';
import { assertMayGuess, noteWrongGuess } from '../guess-limit.ts';
import { administersInGroup, type GroupTie } from './group-standing.ts';
import type { Actor, Viewer } from './actor.ts';
import { assertInExam } from './exam.ts';

/**
 * The contest access policy (API-NEXT 9.5, spec doc 2 §4): the one answer to "may this viewer see
 * this contest's problems, submissions, board, or submit to it". Routes load the contest and the
 * viewer's registration, then ask here; nothing else decides contest access.
 */

/** What the policy reads of a contest. */
export interface ContestFacts {
  id: number;
  authorUid: string | null;
  auth: number;
  visible: boolean;
  deletedAt: Date | null;
  startTime: Date;
  endTime: Date;
  openRank: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string;
  allowEndSubmit: boolean;
  /** An exam binds its registered participants: whatever its auth, taking part needs registration. */
  examMode?: boolean;
  /** A group contest's group: its roots are the contest's admins, and only its members see it. */
  group?: GroupTie | null;
}

/** The viewer as the contest sees them: who they are and whether they registered. */
export interface Participant {
  viewer: Viewer;
  registered: boolean;
}

export const statusAt = (c: ContestFacts, now: number) =>
  contestStatus({ startTime: c.startTime.getTime(), endTime: c.endTime.getTime() }, now);

/** Contest admins: the super admin, the contest's creator; for a group contest, the group's roots and the creator while a group admin now. */
export function isContestAdmin(viewer: Viewer, c: ContestFacts): boolean {
  if (viewer === null) return false;
  if (can.isRoot(viewer.role)) return true;
  if (c.group) return administersInGroup(c.group, viewer, c.authorUid);
  return c.authorUid !== null && c.authorUid === viewer.uid;
}

/** A deleted or invisible contest is "not found" to all but its admins; a group contest is its group's members' only. */
export function assertContestVisible(viewer: Viewer, c: ContestFacts | undefined): asserts c is ContestFacts {
  if (!c || c.deletedAt !== null) throw Errors.ContestNotFound();
  // While an exam holds the viewer, no other contest is open to them, not even one they run.
  assertInExam(viewer, c.id);
  if (isContestAdmin(viewer, c)) return;
  if (c.group && !c.group.standing(viewer).member)
    throw viewer === null ? Errors.NotLoggedIn() : Errors.GroupMembersOnly();
  if (!c.visible) throw Errors.ContestNotFound();
}

function fitsAccountRule(viewer: Actor, c: ContestFacts): boolean {
  return !c.openAccountLimit || matchesAccountRule(parseAccountRule(c.accountLimitRule), viewer.username);
}

/** `get-contest-access`: registered and, with the account limit on, still matching its rule. */
export function hasAccess(p: Participant, c: ContestFacts): boolean {
  if (isContestAdmin(p.viewer, c)) return true;
  return p.viewer !== null && p.registered && fitsAccountRule(p.viewer, c);
}

/**
 * Problems, submissions, the board and announcements: admins always; others once the contest
 * has started, and for a private contest or an exam only when registered (and matching the account rule).
 */
export function assertCanSeeInside(p: Participant, c: ContestFacts, now: number): void {
  if (isContestAdmin(p.viewer, c)) return;
  if (statusAt(c, now) === ContestStatus.SCHEDULED) throw Errors.ContestNotStarted();
  if ((c.auth === ContestAuth.PRIVATE || c.examMode) && !hasAccess(p, c)) {
    if (p.viewer === null) throw Errors.NotLoggedIn();
    throw p.registered ? Errors.ContestAccountRule() : Errors.ContestNeedsRegister();
  }
}

export function canSeeInside(p: Participant, c: ContestFacts, now: number): boolean {
  try {
    assertCanSeeInside(p, c, now);
    return true;
  } catch {
    return false;
  }
}

/**
 * The contest problem list with `openRank`: visitors once the contest has started, signed-in
 * users at any time (not an exam's: its participants only); otherwise as `assertCanSeeInside`.
 */
export function assertCanSeeProblemList(p: Participant, c: ContestFacts, now: number): void {
  if (c.openRank && !c.examMode && (p.viewer !== null || statusAt(c, now) !== ContestStatus.SCHEDULED)) return;
  assertCanSeeInside(p, c, now);
}

/**
 * Submitting: admins always. Others: not before the start, not after the end unless after-end
 * submissions are allowed, registered unless the contest is public (an exam always), and matching the account
 * rule whenever the limit is on. `extraMs`: the participant's extra time in an exam.
 */
export function assertCanSubmit(actor: Actor, registered: boolean, c: ContestFacts, now: number, extraMs = 0): void {
  if (isContestAdmin(actor, c)) return;
  // An exam participant's window ends later by their extra time.
  const status = statusAt({ ...c, endTime: new Date(c.endTime.getTime() + extraMs) }, now);
  if (status === ContestStatus.SCHEDULED) throw Errors.ContestNotStarted();
  if (status === ContestStatus.ENDED && !c.allowEndSubmit) throw Errors.ContestEnded();
  if ((c.auth !== ContestAuth.PUBLIC || c.examMode) && !registered) throw Errors.ContestNeedsRegister();
  if (!fitsAccountRule(actor, c)) throw Errors.ContestAccountRule();
}

/** Registering: the password must match; with the account limit on, the username must fit the rule. */
export function assertCanRegister(
  actor: Actor,
  c: ContestFacts & { pwd: string },
  password: string,
  registered: boolean,
): void {
  if (registered) throw Errors.ContestAlreadyRegistered();
  if (c.auth !== ContestAuth.PUBLIC) {
    if (!password.trim()) throw Errors.ContestPasswordEmpty();
    const guessKey = `contest:${c.id}:${actor.uid}`;
    assertMayGuess(guessKey);
    if (password !== c.pwd) {
      noteWrongGuess(guessKey);
      throw Errors.ContestWrongPassword();
    }
  }
  if (!fitsAccountRule(actor, c)) throw Errors.ContestAccountRule();
}

/** The outside boards: only with `openRank`, and not while the contest is scheduled. */
export function assertOutsideBoardOpen(c: ContestFacts, now: number): void {
  if (!c.openRank || statusAt(c, now) === ContestStatus.SCHEDULED) throw Errors.ContestBoardClosed();
}

/** The contest's own queues (print, AC helper): its admins only. */
export function assertContestAdmin(viewer: Viewer, c: ContestFacts): void {
  if (!isContestAdmin(viewer, c)) throw viewer === null ? Errors.NotLoggedIn() : Errors.ContestAdminOnly();
}
