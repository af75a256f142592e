import type { Db } from '../../db/client.ts';
import { contestRegistrations } from '../../db/schema/index.ts';
import type { ContestInfo } from '../../contract/contests.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { assertEntersFromLab, extraMs, forgetExams } from '../access/exam.ts';
import {
  assertCanRegister,
  assertContestVisible,
  hasAccess,
  isContestAdmin,
  type Participant,
} from '../access/contest-policy.ts';
import { registrationCount, toContestInfo } from './store.ts';
import { findContest, isRegistered, type ContestRow } from '../access/contest-standing.ts';

/** Entering a contest: its overview, registering with the password, and the access answer. */

/** The contest if the viewer may know of it, with the viewer as a participant. */
export function contestFor(db: Db, viewer: Viewer, cid: number): { contest: ContestRow; participant: Participant } {
  const contest = findContest(db, cid);
  assertContestVisible(viewer, contest);
  return { contest, participant: { viewer, registered: isRegistered(db, cid, viewer?.uid) } };
}

export function contestInfo(db: Db, viewer: Viewer, cid: number, now = Date.now()): ContestInfo {
  const { contest } = contestFor(db, viewer, cid);
  const info = toContestInfo(contest, registrationCount(db, cid), now);
  return {
    ...info,
    myEndTime: info.endTime + (viewer ? extraMs(db, cid, viewer.uid) : 0),
    viewerIsAdmin: isContestAdmin(viewer, contest),
  };
}

export function registerForContest(db: Db, actor: Actor, cid: number, password: string, ip: string): void {
  const { contest, participant } = contestFor(db, actor, cid);
  assertCanRegister(actor, contest, password, participant.registered);
  assertEntersFromLab(contest, ip);
  db.insert(contestRegistrations).values({ cid, uid: actor.uid, createdAt: new Date() }).onConflictDoNothing().run();
  forgetExams();
}

export function contestAccess(db: Db, actor: Actor, cid: number): { access: boolean } {
  const { contest, participant } = contestFor(db, actor, cid);
  return { access: hasAccess(participant, contest) };
}
