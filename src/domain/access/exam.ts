import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestExtraTime, contestSessionEvents } from '../../db/schema/index.ts';
import { addressAllowed, parseAddressRanges } from '../../contract/address-ranges.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { roleIsStaff } from '../permissions/staff.ts';
import type { ExamHold, Scope, Viewer } from './actor.ts';
import { administersInGroup, groupTie } from './group-standing.ts';

/**
 * Exam mode (docs/contests.md): is this viewer inside a running exam's window, and does what they
 * ask stay inside it. A participant is held from the exam's start to their own end (the end plus
 * their extra time) unless a proctor released them; the contest's admins never are. Of two running
 * exams the one run by staff holds, then the one registered for last: a student's own contest never
 * overrides a teacher's. While held, every contest but the exam, the bank, trainings and groups are
 * closed; the contest, problem and submission resolutions ask `assertInExam` on what they resolved.
 */

const KEEP_MS = 2_000;
const kept = new Map<string, { until: number; exam: ExamHold | null }>();
/** Contests, registrations, releases or extra time changed: answers kept for a moment are dropped. */
export const forgetExams = () => kept.clear();

export function extraMs(db: Db, cid: number, uid: string): number {
  const row = db
    .select({ minutes: contestExtraTime.minutes })
    .from(contestExtraTime)
    .where(and(eq(contestExtraTime.cid, cid), eq(contestExtraTime.uid, uid)))
    .get();
  return (row?.minutes ?? 0) * 60_000;
}

/** Every participant's extra time in this contest, in ms (the participants with none are absent). */
export function extraTimesOf(db: Db, cid: number): Map<string, number> {
  const rows = db.select().from(contestExtraTime).where(eq(contestExtraTime.cid, cid)).all();
  return new Map(rows.map((r) => [r.uid, r.minutes * 60_000]));
}

const RUNNING_EXAMS = `select c.id, c.end_time as endTime, c.author_uid as authorUid, c.gid, c.exam_addresses as addresses,
    coalesce(x.minutes, 0) as extra, r.created_at as registeredAt, u.role as authorRole
  from contest_registrations r
  join contests c on c.id = r.cid
  left join users u on u.uid = c.author_uid
  left join contest_extra_time x on x.cid = r.cid and x.uid = r.uid
  where r.uid = ? and c.exam_mode = 1 and c.deleted_at is null and c.start_time <= ? and c.end_time + coalesce(x.minutes, 0) * 60000 > ?
    and not exists (select 1 from contest_session_events e where e.cid = c.id and e.uid = r.uid and e.kind = 'released')`;

interface Running {
  id: number;
  endTime: number;
  authorUid: string | null;
  gid: number | null;
  addresses: string;
  extra: number;
  registeredAt: number;
  authorRole: number | null;
}

/** A contest made in the back office by staff (or whose author is gone from a site contest) outranks any other. */
const staffRun = (db: Db, e: Running) => (e.authorRole === null ? e.gid === null : roleIsStaff(db, e.authorRole));

function administers(db: Db, user: { uid: string; role: number }, e: Running): boolean {
  const viewer = { ...user, username: '' };
  const tie = groupTie(db, e.gid);
  return tie ? administersInGroup(tie, viewer, e.authorUid) : e.authorUid === user.uid;
}

/** The exam holding the user right now, or null (contest admins are never held by their own exams). */
export function examOf(db: Db, user: { uid: string; role: number }, now = Date.now()): ExamHold | null {
  const hit = kept.get(user.uid);
  if (hit && hit.until > now) return hit.exam;
  let exam: ExamHold | null = null;
  if (!can.isRoot(user.role)) {
    const running = (db.$client.query(RUNNING_EXAMS).all(user.uid, now, now) as Running[]).filter(
      (e) => !administers(db, user, e),
    );
    const rank = (e: Running) => [staffRun(db, e) ? 1 : 0, e.registeredAt, e.id];
    running.sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
    });
    const chosen = running[0];
    if (chosen) {
      const { ranges } = parseAddressRanges(chosen.addresses);
      exam = {
        cid: chosen.id,
        endMs: chosen.endTime + chosen.extra * 60_000,
        addressOk: (ip) => addressAllowed(ranges, ip),
      };
    }
  }
  kept.set(user.uid, { until: now + KEEP_MS, exam });
  return exam;
}

export type SessionEventKind = (typeof contestSessionEvents.$inferInsert)['kind'];

export function recordSessionEvent(db: Db, cid: number, uid: string, kind: SessionEventKind, ip: string): void {
  db.insert(contestSessionEvents).values({ cid, uid, kind, ip, at: new Date() }).run();
}

/** Whether a held viewer may reach this contest (null: the bank, a training or a group). */
export function examAllows(viewer: Viewer, cid: number | null): boolean {
  return !viewer?.exam || viewer.exam.cid === cid;
}

/**
 * Asked on the contest (or none: the bank, a training, a group) a handler acts on: while an exam
 * holds the viewer only its contest is open. Another contest is refused by name.
 */
export function assertInExam(viewer: Viewer, cid: number | null): void {
  const exam = viewer?.exam;
  if (!exam || exam.cid === cid) return;
  throw cid === null ? Errors.ExamContestOnly(exam.cid) : Errors.ExamOtherContest(exam.cid);
}

/** `assertInExam` for a problem shown in a scope: only the exam's own contest scope is open. */
export function assertScopeInExam(viewer: Viewer, scope: Scope): void {
  assertInExam(viewer, scope.kind === 'contest' ? scope.id : null);
}

/**
 * What a request names: the contests (`cid`, `contestID` in its query or body) and trainings or
 * groups (`tid`, `gid`); 0 and null name none. While an exam holds the viewer, naming another
 * contest, a training or a group is refused, so the check cannot read one parameter while the
 * handler uses another.
 */
export function assertNamesOnlyExam(
  exam: ExamHold,
  named: { contests: readonly unknown[]; others: readonly unknown[] },
): void {
  const given = (v: unknown) => v !== null && v !== undefined && v !== '' && Number(v) !== 0;
  if (named.contests.some((v) => given(v) && Number(v) !== exam.cid)) throw Errors.ExamOtherContest(exam.cid);
  if (named.others.some(given)) throw Errors.ExamContestOnly(exam.cid);
}

/**
 * Entering a running exam (registering for it) happens only from its addresses: a registration is
 * what binds a participant, so one made from elsewhere is refused before anything is written.
 */
export function assertEntersFromLab(
  c: { examMode: boolean; examAddresses: string; startTime: Date; endTime: Date },
  ip: string,
  now = Date.now(),
): void {
  if (!c.examMode || c.startTime.getTime() > now || c.endTime.getTime() <= now) return;
  if (!addressAllowed(parseAddressRanges(c.examAddresses).ranges, ip)) throw Errors.ExamAddressRefused();
}
