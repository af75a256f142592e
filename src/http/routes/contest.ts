import { Hono } from 'hono';
import { contestEndpoints as E } from '../../contract/endpoints/contests.ts';
import { listContestSubmissions } from '../../domain/contests/submissions.ts';
import { contestBoardPage } from '../../domain/contests/board.ts';
import { listContests, recentContests } from '../../domain/contests/list.ts';
import { contestAccess, contestFor, contestInfo, registerForContest } from '../../domain/contests/participation.ts';
import {
  assertCanSeeInside,
  assertCanSeeProblemList,
  assertOutsideBoardOpen,
} from '../../domain/access/contest-policy.ts';
import { contestProblemDetail, listContestProblems } from '../../domain/contests/problems.ts';
import { remoteUrlsOf } from '../../remote/service.ts';
import { recentOtherContests } from '../../remote/upcoming.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/** The contest pages' calls (src/contract/endpoints/contests.ts): every access question goes to the contest policy. */
export const contestRoutes = new Hono<AppEnv>();
mount(contestRoutes, E.list, (q, c) => listContests(c.var.deps.db, q));
mount(contestRoutes, E.recent, (_, c) => recentContests(c.var.deps.db));
mount(contestRoutes, E.recentOther, (_, c) => recentOtherContests(c.var.deps.db, remoteUrlsOf(c.var.deps.config)));
mount(contestRoutes, E.info, ({ cid }, c) => contestInfo(c.var.deps.db, c.var.user, cid));
mount(contestRoutes, E.outsideInfo, ({ cid }, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
  const now = Date.now();
  assertOutsideBoardOpen(contest, now);
  return {
    contest: contestInfo(c.var.deps.db, c.var.user, cid, now),
    problemList: listContestProblems(c.var.deps.db, null, contest, now, false),
  };
});
mount(contestRoutes, E.register, ({ cid, password }, c) => {
  registerForContest(c.var.deps.db, currentUser(c), cid, password, clientIp(c));
  return null;
});
mount(contestRoutes, E.access, ({ cid }, c) => contestAccess(c.var.deps.db, currentUser(c), cid));
mount(contestRoutes, E.problems, ({ cid, containsEnd }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  const now = Date.now();
  assertCanSeeProblemList(participant, contest, now);
  return listContestProblems(c.var.deps.db, c.var.user, contest, now, containsEnd);
});
mount(contestRoutes, E.problemDetail, ({ cid, displayId }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  const now = Date.now();
  assertCanSeeInside(participant, contest, now);
  return contestProblemDetail(c.var.deps.db, c.var.user, contest, displayId, now);
});
mount(contestRoutes, E.submissions, ({ contestID, ...filter }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, contestID);
  const now = Date.now();
  assertCanSeeInside(participant, contest, now);
  return listContestSubmissions(c.var.deps.db, c.var.user, contest, filter, now);
});
mount(contestRoutes, E.rank, (req, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, req.cid);
  const now = Date.now();
  assertCanSeeInside(participant, contest, now);
  return contestBoardPage(c.var.deps.db, c.var.user, contest, req, now);
});
mount(contestRoutes, E.outsideBoard, (req, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, req.cid);
  const now = Date.now();
  assertOutsideBoardOpen(contest, now);
  return contestBoardPage(c.var.deps.db, c.var.user, contest, req, now);
});
