import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestExtraTime, contestSessionEvents } from '../../db/schema/index.ts';
import { addressAllowed, parseAddressRanges } from '../../contract/address-ranges.ts';
import { endOtherSessions } from '../accounts/sessions.ts';
import { Errors } from '../errors.ts';
import { isContestAdmin } from './policy.ts';
import { findContest, type ContestRow } from './store.ts';

/**
 * Exam mode (docs/contests.md): while an exam contest runs, each registered participant takes it
 * only from the allowed addresses, in one session, and reaches only the contest; a participant
 * may get extra minutes. "Running" is the participant's own window: start to end plus extra time.
 */

export interface Exam {
  contest: ContestRow;
  /** The participant's window ends here (ms): the contest's end plus their extra time. */
  endMs: number;
  addressOk: (ip: string) => boolean;
}

const KEEP_MS = 2_000;
const kept = new Map<string, { until: number; exam: Exam | null }>();
/** Contests, registrations or extra time changed: answers kept for a moment are dropped. */
export const forgetExams = () => kept.clear();

export function extraMs(db: Db, cid: number, uid: string): number {
  const row = db.select({ minutes: contestExtraTime.minutes }).from(contestExtraTime)
    .where(and(eq(contestExtraTime.cid, cid), eq(contestExtraTime.uid, uid))).get();
  return (row?.minutes ?? 0) * 60_000;
}

const RUNNING_EXAM = `select c.id, coalesce(x.minutes, 0) as extra from contest_registrations r
  join contests c on c.id = r.cid
  left join contest_extra_time x on x.cid = r.cid and x.uid = r.uid
  where r.uid = ? and c.exam_mode = 1 and c.deleted_at is null and c.start_time <= ? and c.end_time + coalesce(x.minutes, 0) * 60000 > ?
  order by c.start_time limit 1`;

/** The exam the user is taking right now, or null (contest admins never take their own exams). */
export function examOf(db: Db, user: { uid: string; role: number }, now = Date.now()): Exam | null {
  const hit = kept.get(user.uid);
  if (hit && hit.until > now) return hit.exam;
  const found = db.$client.query(RUNNING_EXAM).get(user.uid, now, now) as { id: number; extra: number } | null;
  const contest = found ? findContest(db, found.id) : undefined;
  let exam: Exam | null = null;
  if (found && contest && !isContestAdmin({ ...user, username: '' }, contest)) {
    const { ranges } = parseAddressRanges(contest.examAddresses);
    exam = { contest, endMs: contest.endTime.getTime() + found.extra * 60_000, addressOk: (ip) => addressAllowed(ranges, ip) };
  }
  kept.set(user.uid, { until: now + KEEP_MS, exam });
  return exam;
}

export function recordSessionEvent(db: Db, cid: number, uid: string, kind: 'login' | 'replaced' | 'refused' | 'ended', ip: string): void {
  db.insert(contestSessionEvents).values({ cid, uid, kind, ip, at: new Date() }).run();
}

/** Before a login: a participant of a running exam signs in only from its addresses. */
export function checkExamLogin(db: Db, user: { uid: string; role: number }, ip: string): Exam | null {
  const exam = examOf(db, user);
  if (exam && !exam.addressOk(ip)) {
    recordSessionEvent(db, exam.contest.id, user.uid, 'refused', ip);
    throw Errors.ExamAddressRefused();
  }
  return exam;
}

/** After a login: the new session is the participant's only one; the proctor sees a replaced one. */
export function afterExamLogin(db: Db, exam: Exam, uid: string, sessionId: string, ip: string): void {
  const ended = endOtherSessions(db, uid, sessionId);
  if (ended > 0) recordSessionEvent(db, exam.contest.id, uid, 'replaced', ip);
  recordSessionEvent(db, exam.contest.id, uid, 'login', ip);
}
