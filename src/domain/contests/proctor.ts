import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestExtraTime, contestSessionEvents, sessions, submissions } from '../../db/schema/index.ts';
import { endAllSessions } from '../accounts/sessions.ts';
import { MAX_EXTRA_MINUTES, type ProctorRow } from '../../contract/contest-ops.ts';
import { Errors } from '../errors.ts';
import { refreshCells } from './cells.ts';
import { forgetExams, recordSessionEvent } from '../access/exam.ts';
import { isRegistered, type ContestRow } from '../access/contest-standing.ts';
import { expectedParticipants } from './proctor-roster.ts';

/**
 * The proctor view of an exam (contest admins): every expected participant (proctor-roster.ts)
 * with their state, address, last activity, submissions and session changes, with ending a
 * session, granting extra time and releasing a participant from the exam.
 */

/** A session seen within this long is "online". */
const ONLINE_MS = 2 * 60_000;

/**
 * The furthest step a participant reached: finished (took part, and their own end passed or a
 * proctor released them), submitting (a submission in the contest), registered, logged in (a
 * session that has not expired, no registration), not logged in.
 */
function stateOf(f: {
  registered: boolean;
  submitted: boolean;
  live: boolean;
  released: boolean;
  ended: boolean;
}): ProctorRow['state'] {
  if ((f.registered || f.submitted) && (f.ended || f.released)) return 'finished';
  if (f.submitted) return 'submitting';
  if (f.registered) return 'registered';
  return f.live ? 'loggedIn' : 'notLoggedIn';
}

export function proctorRows(db: Db, c: ContestRow, now = Date.now()): ProctorRow[] {
  const people = expectedParticipants(db, c);
  const byUid = <T>(rows: (T & { uid: string })[]) => new Map(rows.map((r) => [r.uid, r]));
  // The latest of a live session's last request and a login to the exam (a session a proctor ended is gone).
  const seen = new Map<string, { at: Date; ip: string }>();
  const live = new Set<string>();
  const uids = people.map((p) => p.uid);
  const note = (r: { uid: string; at: Date; ip: string }) => {
    if (!seen.has(r.uid) || seen.get(r.uid)!.at < r.at) seen.set(r.uid, r);
  };
  if (uids.length) {
    const open = db
      .select({ uid: sessions.uid, at: sessions.lastSeenAt, ip: sessions.ip, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(inArray(sessions.uid, uids))
      .all();
    open.forEach(note);
    for (const r of open) if (r.expiresAt.getTime() > now) live.add(r.uid);
    db.select({ uid: contestSessionEvents.uid, at: contestSessionEvents.at, ip: contestSessionEvents.ip })
      .from(contestSessionEvents)
      .where(and(eq(contestSessionEvents.cid, c.id), eq(contestSessionEvents.kind, 'login')))
      .all()
      .forEach(note);
  }
  const made = byUid(
    db
      .select({ uid: submissions.uid, n: count() })
      .from(submissions)
      .where(eq(submissions.cid, c.id))
      .groupBy(submissions.uid)
      .all(),
  );
  const changes = byUid(
    db
      .select({ uid: contestSessionEvents.uid, n: count() })
      .from(contestSessionEvents)
      .where(
        and(eq(contestSessionEvents.cid, c.id), inArray(contestSessionEvents.kind, ['replaced', 'refused', 'ended'])),
      )
      .groupBy(contestSessionEvents.uid)
      .all(),
  );
  const released = new Set(
    db
      .select({ uid: contestSessionEvents.uid })
      .from(contestSessionEvents)
      .where(and(eq(contestSessionEvents.cid, c.id), eq(contestSessionEvents.kind, 'released')))
      .all()
      .map((r) => r.uid),
  );
  const extras = byUid(
    db
      .select({ uid: contestExtraTime.uid, minutes: contestExtraTime.minutes })
      .from(contestExtraTime)
      .where(eq(contestExtraTime.cid, c.id))
      .all(),
  );
  return people.map((p) => {
    const extraMinutes = extras.get(p.uid)?.minutes ?? 0;
    const endTime = c.endTime.getTime() + extraMinutes * 60_000;
    const lastActivity = seen.get(p.uid)?.at.getTime() ?? null;
    const state = stateOf({
      registered: p.registered,
      submitted: made.has(p.uid),
      live: live.has(p.uid),
      released: released.has(p.uid),
      ended: now >= endTime,
    });
    return {
      uid: p.uid,
      username: p.username,
      realname: p.realname,
      state,
      registered: p.registered,
      online: lastActivity !== null && now - lastActivity <= ONLINE_MS,
      address: seen.get(p.uid)?.ip ?? '',
      lastActivity,
      submissions: made.get(p.uid)?.n ?? 0,
      sessionChanges: changes.get(p.uid)?.n ?? 0,
      released: released.has(p.uid),
      extraMinutes,
      endTime,
    };
  });
}

/** A proctor acts on the exam's own participants only, never on other accounts. */
function assertParticipant(db: Db, c: ContestRow, uid: string): void {
  if (!isRegistered(db, c.id, uid)) throw Errors.ContestParticipantNotFound();
}

/** Ends every session of a participant (they sign in again, from an allowed address). */
export function endParticipantSession(db: Db, c: ContestRow, uid: string, ip: string): void {
  assertParticipant(db, c, uid);
  endAllSessions(db, uid);
  recordSessionEvent(db, c.id, uid, 'ended', ip);
}

/**
 * Frees a participant from the exam (a proctor's call, e.g. a student who must leave early): the
 * rest of the site is open to them again, from anywhere; the proctor view and the session events
 * keep it. The contest itself stays theirs to take as any contest.
 */
export function releaseFromExam(db: Db, c: ContestRow, uid: string, ip: string): void {
  assertParticipant(db, c, uid);
  recordSessionEvent(db, c.id, uid, 'released', ip);
  forgetExams();
}

/** Sets a participant's extra minutes; their cells are folded again with the new window. */
export function setExtraTime(db: Db, c: ContestRow, uid: string, minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_EXTRA_MINUTES) throw Errors.ExtraTimeInvalid();
  assertParticipant(db, c, uid);
  db.transaction((tx) => {
    if (minutes === 0)
      tx.delete(contestExtraTime)
        .where(and(eq(contestExtraTime.cid, c.id), eq(contestExtraTime.uid, uid)))
        .run();
    else
      tx.insert(contestExtraTime)
        .values({ cid: c.id, uid, minutes })
        .onConflictDoUpdate({ target: [contestExtraTime.cid, contestExtraTime.uid], set: { minutes } })
        .run();
    const pids = tx
      .selectDistinct({ pid: submissions.pid })
      .from(submissions)
      .where(and(eq(submissions.cid, c.id), eq(submissions.uid, uid)))
      .all();
    refreshCells(
      tx as unknown as Db,
      pids.map(({ pid }) => ({ cid: c.id, uid, pid })),
    );
  });
  forgetExams();
}
