import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import type { CalendarHeatmap, UserHomeInfo } from '../../contract/accounts.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { Errors } from '../errors.ts';
import { viewableProblems } from '../problems/policy.ts';
import type { Viewer } from '../access/actor.ts';
import { sealedWindows, shownDespiteSeal } from '../access/seal-windows.ts';
import { findUserByUid, findUserByUsername, type UserRow } from '../accounts/user-info.ts';

/** The public profile page: counters, solved problems and the submission heatmap. */

export function findHomeUser(db: Db, lookup: { uid?: string; username?: string }, selfUid: string | null): UserRow {
  const user = lookup.uid
    ? findUserByUid(db, lookup.uid)
    : lookup.username
      ? findUserByUsername(db, lookup.username)
      : selfUid
        ? findUserByUid(db, selfUid)
        : undefined;
  // A deleted account keeps its submissions, but its home is gone.
  if (!user || user.deletedAt !== null) {
    if (!lookup.uid && !lookup.username && !selfUid) throw Errors.NotLoggedIn();
    throw Errors.UserNotFound();
  }
  return user;
}

/** What the seals hide of a user's contest submissions from this viewer (access/seal-windows.ts). */
function sealCondition(db: Db, uid: string, viewer: Viewer, now: number) {
  return shownDespiteSeal(sealedWindows(db, now, uid), viewer?.uid ?? null);
}

/**
 * A user's home as the viewer sees it: the solved list names only problems the viewer may see,
 * and nothing counts a contest submission whose result a seal still hides from the viewer.
 */
export function userHomeInfo(db: Db, user: UserRow, viewer: Viewer, now = Date.now()): UserHomeInfo {
  const sealed = sealCondition(db, user.uid, viewer, now);
  const total =
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.uid, user.uid), sealed))
      .get()?.n ?? 0;
  const solved = db
    .select({ problemId: problems.problemId, difficulty: problems.difficulty, best: max(submissions.oiRankScore) })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.pid))
    .where(
      and(
        eq(submissions.uid, user.uid),
        eq(submissions.status, JudgeStatus.ACCEPTED),
        viewableProblems(viewer),
        sealed,
      ),
    )
    .groupBy(problems.id)
    .orderBy(problems.problemId)
    .all();
  const byDifficulty = { easy: 0, mid: 0, hard: 0 };
  for (const s of solved) byDifficulty[s.difficulty >= 2 ? 'hard' : s.difficulty === 1 ? 'mid' : 'easy']++;
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    school: user.school,
    signature: user.signature,
    gender: user.gender,
    github: user.github,
    blog: user.blog,
    titleName: user.titleName,
    titleColor: user.titleColor,
    rating: user.rating,
    total,
    solvedList: solved.map((s) => s.problemId),
    solvedGroupByDifficulty: byDifficulty,
    scoreList: solved.map((s) => s.best ?? 0),
    recentLoginTime: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const HEATMAP_DAYS = 365;

/** A day in the server's time zone as YYYY-MM-DD. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Submissions per day over the last 365 days (today included), every day listed, oldest first; the seals' as on the home. */
export function calendarHeatmap(db: Db, uid: string, viewer: Viewer, now = new Date()): CalendarHeatmap {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (HEATMAP_DAYS - 1));
  const day = sql<string>`strftime('%Y-%m-%d', ${submissions.submitTime} / 1000, 'unixepoch', 'localtime')`;
  const rows = db
    .select({ day, n: count() })
    .from(submissions)
    .where(
      and(eq(submissions.uid, uid), gte(submissions.submitTime, first), sealCondition(db, uid, viewer, now.getTime())),
    )
    .groupBy(day)
    .all();
  const counts = new Map(rows.map((r) => [r.day, r.n]));
  const dataList = Array.from({ length: HEATMAP_DAYS }, (_, i) => {
    const date = localDate(new Date(first.getFullYear(), first.getMonth(), first.getDate() + i));
    return { date, count: counts.get(date) ?? 0 };
  });
  return { dataList, endDate: localDate(now) };
}
