import { Hono } from 'hono';
import { acSubmissionDownloadQuerySchema, rankDownloadQuerySchema } from '../../contract/contest-files.ts';
import { acSubmissionZip, contestRankCsv } from '../../domain/contests/downloads.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertContestAdmin } from '../../domain/access/contest-policy.ts';
import type { AppEnv } from '../env.ts';
import { requireLogin } from '../middleware/auth.ts';
import { validate } from '../validate.ts';
import { zipResponse } from './testcase.ts';

/** The contest downloads (API-NEXT "Contests"): the board as CSV, the accepted submissions as a zip. */
export const contestFileRoutes = new Hono<AppEnv>()
  .get('/file/download-contest-rank', requireLogin, (c) => {
    const q = validate(rankDownloadQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, q.cid);
    const now = Date.now();
    assertCanSeeInside(participant, contest, now);
    const csv = contestRankCsv(c.var.deps.db, c.var.user, contest, q, now, c.var.lang);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="contest_${contest.id}_rank.csv"`);
    return c.body(csv);
  })
  .get('/file/download-contest-ac-submission', requireLogin, (c) => {
    const q = validate(acSubmissionDownloadQuerySchema, c.req.query());
    const { contest } = contestFor(c.var.deps.db, c.var.user, q.cid);
    assertContestAdmin(c.var.user, contest);
    return zipResponse(acSubmissionZip(c.var.deps.db, contest, q), `contest_${contest.id}_ac_submissions.zip`);
  });
