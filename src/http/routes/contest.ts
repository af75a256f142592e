import { Hono } from 'hono';
import { z } from 'zod';
import {
  boardRequestSchema, cidQuerySchema, contestAccessSchema, contestListQuerySchema, contestOverviewSchema, contestProblemDetailSchema, contestProblemDetailQuerySchema, contestProblemQuerySchema,
  contestInfoPageSchema, contestInfoSchema, contestProblemRowSchema, contestSubmissionQuerySchema, registerContestSchema,
} from '../../contract/contests.ts';
import { pageSchema } from '../../contract/envelope.ts';
import { boardAnswerSchema } from '../../contract/scoreboard/board-answer.ts';
import { submissionRowSchema } from '../../contract/submissions.ts';
import { listContestSubmissions } from '../../domain/contests/submissions.ts';
import { contestBoardPage } from '../../domain/contests/board.ts';
import { listContests, recentContests } from '../../domain/contests/list.ts';
import { contestAccess, contestFor, contestInfo, registerForContest } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertCanSeeProblemList, assertOutsideBoardOpen } from '../../domain/access/contest-policy.ts';
import { contestProblemDetail, listContestProblems } from '../../domain/contests/problems.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';

const contestSubmissionPageSchema = pageSchema(submissionRowSchema.extend({ displayId: z.string() }));
import { clientIp } from '../middleware/client-ip.ts';
import { validate } from '../validate.ts';

/** The contest pages' calls (API-NEXT "Contests"): every access question goes to the contest policy. */
export const contestRoutes = new Hono<AppEnv>()
  .get('/get-contest-list', (c) => okAs(c, contestInfoPageSchema, listContests(c.var.deps.db, validate(contestListQuerySchema, c.req.query()))))
  .get('/get-recent-contest', (c) => okAs(c, z.array(contestInfoSchema), recentContests(c.var.deps.db)))
  // Contests of other judges are fetched from the internet; a school server has none to show.
  .get('/get-recent-other-contest', (c) => okAs(c, z.array(contestInfoSchema), []))
  .get('/get-contest-info', requireLogin, (c) => okAs(c, contestInfoSchema, contestInfo(c.var.deps.db, c.var.user, validate(cidQuerySchema, c.req.query()).cid)))
  .get('/get-contest-outsize-info', (c) => {
    const { cid } = validate(cidQuerySchema, c.req.query());
    const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
    const now = Date.now();
    assertOutsideBoardOpen(contest, now);
    return okAs(c, contestOverviewSchema, { contest: contestInfo(c.var.deps.db, c.var.user, cid, now), problemList: listContestProblems(c.var.deps.db, null, contest, now, false) });
  })
  .post('/register-contest', requireLogin, async (c) => {
    const { cid, password } = validate(registerContestSchema, await c.req.json());
    registerForContest(c.var.deps.db, currentUser(c), cid, password, clientIp(c));
    return ok(c, null, 'Register contest successfully');
  })
  .get('/get-contest-access', requireLogin, (c) => okAs(c, contestAccessSchema, contestAccess(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid)))
  .get('/get-contest-problem', (c) => {
    const { cid, containsEnd } = validate(contestProblemQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    const now = Date.now();
    assertCanSeeProblemList(participant, contest, now);
    return okAs(c, z.array(contestProblemRowSchema), listContestProblems(c.var.deps.db, c.var.user, contest, now, containsEnd));
  })
  .get('/get-contest-problem-details', requireLogin, (c) => {
    const { cid, displayId } = validate(contestProblemDetailQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    const now = Date.now();
    assertCanSeeInside(participant, contest, now);
    return okAs(c, contestProblemDetailSchema, contestProblemDetail(c.var.deps.db, c.var.user, contest, displayId, now));
  })
  .on('GET', ['/contest-submissions', '/c-contest-submissions'], requireLogin, (c) => {
    const { contestID, ...filter } = validate(contestSubmissionQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, contestID);
    const now = Date.now();
    assertCanSeeInside(participant, contest, now);
    return okAs(c, contestSubmissionPageSchema, listContestSubmissions(c.var.deps.db, c.var.user, contest, filter, now));
  })
  .post('/get-contest-rank', requireLogin, async (c) => {
    const req = validate(boardRequestSchema, await c.req.json());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, req.cid);
    const now = Date.now();
    assertCanSeeInside(participant, contest, now);
    return okAs(c, boardAnswerSchema, contestBoardPage(c.var.deps.db, c.var.user, contest, req, now));
  })
  .post('/get-contest-outside-scoreboard', async (c) => {
    const req = validate(boardRequestSchema, await c.req.json());
    const { contest } = contestFor(c.var.deps.db, c.var.user, req.cid);
    const now = Date.now();
    assertOutsideBoardOpen(contest, now);
    return okAs(c, boardAnswerSchema, contestBoardPage(c.var.deps.db, c.var.user, contest, req, now));
  });
