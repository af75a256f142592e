import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions, users } from '../../db/schema/index.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { ContestStatus } from '../../contract/contests.ts';
import { isFinalStatus } from '../../contract/judge-status.ts';
import { Role } from '../../contract/roles.ts';
import { withoutPersonal } from '../../contract/scoreboard/personal.ts';
import { Errors } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { extraTimesOf } from '../access/exam.ts';
import { lastEndOf, sealOf } from '../access/seal.ts';
import { viewerSeesPersonal } from './board.ts';
import { assertCanSeeInside, isContestAdmin, statusAt, type Participant } from '../access/contest-policy.ts';
import { contestProblemLinks } from './problems.ts';
import { awardsOf, starUsernamesOf } from './store.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * The scroll board (resolver; API-NEXT 9.3): an ended ACM contest with sealing on replays its
 * frozen submissions in the browser. Its data is every judged submission before each participant's
 * own end (the contest's end plus their extra time, as the final board counts them), the
 * creator and super admins left out (star users too when asked). Contest admins may open it;
 * others only once the board is no longer sealed, so it never tells what the seal still hides, and
 * only where they may see the board: inside the contest, or on its open outside board.
 */

export function assertScrollBoardOpen(db: Db, p: Participant, c: ContestRow, now: number): void {
  if (!contestRule(c.type).firstAccepts) throw Errors.ContestNotAcm();
  if (!c.sealRank || statusAt(c, now) !== ContestStatus.ENDED) throw Errors.ScrollBoardClosed();
  if (isContestAdmin(p.viewer, c)) return;
  if (sealOf(db, c, now).sealed) throw Errors.ContestAdminOnly();
  if (!c.openRank) assertCanSeeInside(p, c, now);
}

export function scrollBoardInfo(db: Db, c: ContestRow) {
  const links = contestProblemLinks(db, c.id);
  return {
    id: c.id,
    title: c.title,
    rankShowName: c.rankShowName,
    problemCount: links.length,
    balloonColor: Object.fromEntries(links.map((l) => [l.displayId, l.color ?? ''])),
    startTime: c.startTime.getTime(),
    endTime: c.endTime.getTime(),
    sealRankTime: c.sealRankTime?.getTime() ?? c.endTime.getTime(),
    lastEnd: lastEndOf(db, c),
    starUserList: starUsernamesOf(c),
    awardType: c.awardType,
    awards: awardsOf(c),
  };
}

/** The judged submissions to replay; real names, schools and genders only for those who may see them. */
export function scrollBoardSubmissions(db: Db, viewer: Viewer, c: ContestRow, removeStar: boolean) {
  const personal = viewerSeesPersonal(db, viewer, c);
  const links = contestProblemLinks(db, c.id);
  if (links.length === 0) return [];
  const displayIds = new Map(links.map((l) => [l.pid, l.displayId]));
  const stars = new Set(starUsernamesOf(c));
  const extras = extraTimesOf(db, c.id);
  const endOf = (uid: string) => c.endTime.getTime() + (extras.get(uid) ?? 0);
  const rows = db
    .select({
      uid: submissions.uid,
      username: users.username,
      nickname: users.nickname,
      realname: users.realname,
      school: users.school,
      avatar: users.avatar,
      gender: users.gender,
      role: users.role,
      submitId: submissions.submitId,
      status: submissions.status,
      submitTime: submissions.submitTime,
      pid: submissions.pid,
    })
    .from(submissions)
    .innerJoin(users, eq(users.uid, submissions.uid))
    .where(
      and(
        eq(submissions.cid, c.id),
        inArray(submissions.pid, [...displayIds.keys()]),
        gte(submissions.submitTime, c.startTime),
      ),
    )
    .orderBy(submissions.submitTime, submissions.submitId)
    .all();
  return rows
    .filter(
      (r) =>
        isFinalStatus(r.status) &&
        r.submitTime.getTime() < endOf(r.uid) &&
        r.role !== Role.ROOT &&
        r.uid !== c.authorUid &&
        !(removeStar && stars.has(r.username)),
    )
    .map(({ role: _r, pid, submitTime, ...r }) => ({
      ...(personal ? r : withoutPersonal(r)),
      displayId: displayIds.get(pid)!,
      submitTime: submitTime.getTime(),
      endTime: endOf(r.uid),
    }));
}
