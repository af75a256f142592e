import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestSessionEvents, sessions } from '../../db/schema/index.ts';
import type { ExamHold } from '../access/actor.ts';
import { examOf, recordSessionEvent } from '../access/exam.ts';
import { Errors } from '../errors.ts';
import { endOtherSessions } from './sessions.ts';

/**
 * An exam participant's sessions (docs/contests.md, exam mode): one session, from the exam's
 * addresses. A login inside the window ends the others; sessions opened before the window are
 * sorted out at the first request inside it. The proctor sees every session that was ended.
 */

/** Before a login: a participant of a running exam signs in only from its addresses. */
export function checkExamLogin(db: Db, user: { uid: string; role: number }, ip: string): ExamHold | null {
  const exam = examOf(db, user);
  if (exam && !exam.addressOk(ip)) {
    recordSessionEvent(db, exam.cid, user.uid, 'refused', ip);
    throw Errors.ExamAddressRefused();
  }
  return exam;
}

/** After a login: the new session is the participant's only one; the proctor sees a replaced one. */
export function afterExamLogin(db: Db, exam: ExamHold, uid: string, sessionId: string, ip: string): void {
  const ended = endOtherSessions(db, uid, sessionId);
  if (ended > 0) recordSessionEvent(db, exam.cid, uid, 'replaced', ip);
  recordSessionEvent(db, exam.cid, uid, 'login', ip);
}

/** Participants whose window was opened, per database (the events say so too; this spares the read). */
const opened = new WeakMap<Db, Set<string>>();

/**
 * At a participant's first request inside the window (no login inside it yet): of the sessions
 * opened before, the newest one signed in from an allowed address goes on and the others end, each
 * recorded for the proctor. Returns whether the requesting session is the one that goes on.
 */
export function openExamWindow(db: Db, exam: ExamHold, uid: string, sessionId: string, ip: string): boolean {
  let done = opened.get(db);
  if (!done) opened.set(db, (done = new Set()));
  const key = `${exam.cid}:${uid}`;
  if (done.has(key)) return true;
  const seen = db
    .select({ id: contestSessionEvents.id })
    .from(contestSessionEvents)
    .where(
      and(
        eq(contestSessionEvents.cid, exam.cid),
        eq(contestSessionEvents.uid, uid),
        inArray(contestSessionEvents.kind, ['login', 'opened']),
      ),
    )
    .limit(1)
    .get();
  done.add(key);
  if (seen) return true;
  const mine = db
    .select({ id: sessions.id, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.uid, uid))
    .orderBy(desc(sessions.createdAt))
    .all();
  const keep = mine.find((s) => exam.addressOk(s.ip));
  return db.transaction((tx) => {
    const ended = tx
      .delete(sessions)
      .where(keep ? and(eq(sessions.uid, uid), ne(sessions.id, keep.id)) : eq(sessions.uid, uid))
      .returning({ ip: sessions.ip })
      .all();
    for (const s of ended) recordSessionEvent(tx as unknown as Db, exam.cid, uid, 'replaced', s.ip);
    recordSessionEvent(tx as unknown as Db, exam.cid, uid, 'opened', ip);
    return keep?.id === sessionId;
  });
}
