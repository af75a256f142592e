import { Hono } from 'hono';
import { z } from 'zod';
import { recentAcRankRowSchema, recentUpdatedProblemSchema, submissionStatisticsQuerySchema, submissionStatisticsSchema } from '../../contract/home.ts';
import { can } from '../../contract/roles.ts';
import { recentSevenAcRank } from '../../domain/home/recent-ac-rank.ts';
import { recentUpdatedProblems } from '../../domain/home/recent-problems.ts';
import { weekStatistics } from '../../domain/home/week-statistics.ts';
import { agendaOf } from '../../domain/home/agenda.ts';
import { homeEndpoints } from '../../contract/endpoints/home.ts';
import { currentUser } from '../middleware/auth.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The home page's live sections: public, no login needed; the signed-in user's agenda. */
export const homeRoutes = new Hono<AppEnv>()
  .get('/get-recent-updated-problem', (c) => okAs(c, z.array(recentUpdatedProblemSchema), recentUpdatedProblems(c.var.deps.db)))
  .get('/get-recent-seven-ac-rank', (c) => okAs(c, z.array(recentAcRankRowSchema), recentSevenAcRank(c.var.deps.db)))
  .get('/get-last-week-submission-statistics', (c) => {
    const { forceRefresh } = validate(submissionStatisticsQuerySchema, c.req.query());
    // Only the super admin may skip the cache; anyone else gets the cached counts.
    const force = forceRefresh && c.var.user !== null && can.isRoot(c.var.user.role);
    return okAs(c, submissionStatisticsSchema, weekStatistics(c.var.deps.db, force));
  });

mount(homeRoutes, homeEndpoints.agenda, (_input, c) => agendaOf(c.var.deps.db, currentUser(c)));
