import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestAcChecks, contestProblems, submissions, users } from '../../db/schema/index.ts';
import type { AcInfo } from '../../contract/contest-ops.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { Role } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { publishContest } from '../events/hub.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * The AC helper (balloons; API-NEXT 9.5): each user's first accept per problem within the contest
 * time, the creator and super admins left out; the earliest per problem (same second included)
 * is first blood. Unchecked ones come first, then by time.
 */
export function acInfoList(db: Db, c: ContestRow, currentPage: number, limit: number): Page<AcInfo> {
  if (!contestRule(c.type).firstAccepts) throw Errors.ContestNotAcm();
  const rows = db
    .select({
      id: submissions.submitId,
      uid: submissions.uid,
      username: submissions.username,
      realname: users.realname,
      role: users.role,
      displayId: contestProblems.displayId,
      color: contestProblems.color,
      pid: submissions.pid,
      submitTime: submissions.submitTime,
    })
    .from(submissions)
    .innerJoin(contestProblems, and(eq(contestProblems.cid, c.id), eq(contestProblems.pid, submissions.pid)))
    .innerJoin(users, eq(users.uid, submissions.uid))
    .where(
      and(
        eq(submissions.cid, c.id),
        eq(submissions.status, JudgeStatus.ACCEPTED),
        gte(submissions.submitTime, c.startTime),
        lt(submissions.submitTime, c.endTime),
      ),
    )
    .orderBy(submissions.submitTime, submissions.submitId)
    .all();
  const firsts = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    if (r.role === Role.ROOT || r.uid === c.authorUid) continue;
    const key = `${r.uid}\u0000${r.pid}`;
    if (!firsts.has(key)) firsts.set(key, r);
  }
  const seconds = (t: Date) => Math.floor((t.getTime() - c.startTime.getTime()) / 1000);
  const earliest = new Map<number, number>();
  for (const r of firsts.values()) if (!earliest.has(r.pid)) earliest.set(r.pid, seconds(r.submitTime));
  const ids = [...firsts.values()].map((r) => r.id);
  const checked = new Set(
    ids.length === 0
      ? []
      : db
          .select({ submitId: contestAcChecks.submitId })
          .from(contestAcChecks)
          .where(
            and(
              eq(contestAcChecks.cid, c.id),
              inArray(contestAcChecks.submitId, ids),
              eq(contestAcChecks.checked, true),
            ),
          )
          .all()
          .map((r) => r.submitId),
  );
  const all: AcInfo[] = [...firsts.values()].map((r) => ({
    id: r.id,
    cid: c.id,
    uid: r.uid,
    username: r.username,
    realname: r.realname,
    displayId: r.displayId,
    color: r.color,
    time: seconds(r.submitTime),
    submitTime: r.submitTime.getTime(),
    firstBlood: earliest.get(r.pid) === seconds(r.submitTime),
    checked: checked.has(r.id),
  }));
  all.sort((a, b) => Number(a.checked) - Number(b.checked) || a.submitTime - b.submitTime || a.id - b.id);
  return toPage(all.slice((currentPage - 1) * limit, currentPage * limit), all.length, limit, currentPage);
}

/** "Check It": the balloon for this accept was delivered (or not, when unchecked again). */
export function setAcChecked(db: Db, cid: number, submitId: number, checked: boolean): void {
  const row = db.select({ cid: submissions.cid }).from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!row || row.cid !== cid) throw Errors.SubmissionNotFound();
  db.insert(contestAcChecks)
    .values({ cid, submitId, checked })
    .onConflictDoUpdate({ target: [contestAcChecks.cid, contestAcChecks.submitId], set: { checked } })
    .run();
  publishContest(cid, 'ac');
}
