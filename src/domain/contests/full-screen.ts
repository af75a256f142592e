import type { Db } from '../../db/client.ts';
import type { FullScreenItem } from '../../contract/endpoints/problems.ts';
import type { Viewer } from '../access/actor.ts';
import { assertCanSeeInside } from '../access/contest-policy.ts';
import { contestFor } from './participation.ts';
import { listContestProblems } from './problems.ts';

/**
 * Focus mode's problem bar in a contest: the problems by display id with the viewer's own status,
 * for whoever may open the contest's problem pages (the exam and the seal hold as on the problem list).
 */
export function contestFullScreenList(db: Db, viewer: Viewer, cid: number, now = Date.now()): FullScreenItem[] {
  const { contest, participant } = contestFor(db, viewer, cid);
  assertCanSeeInside(participant, contest, now);
  return listContestProblems(db, viewer, contest, now, false).map((r) => ({
    pid: r.pid,
    problemId: r.displayId,
    displayId: r.displayId,
    title: r.displayTitle,
    status: r.myStatus,
    score: r.score,
    color: r.color,
  }));
}
