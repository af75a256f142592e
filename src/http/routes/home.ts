import { Hono } from 'hono';
import { homeEndpoints as E } from '../../contract/endpoints/home.ts';
import { can } from '../../contract/roles.ts';
import { agendaOf } from '../../domain/home/agenda.ts';
import { recentSevenAcRank } from '../../domain/home/recent-ac-rank.ts';
import { recentUpdatedProblems } from '../../domain/home/recent-problems.ts';
import { weekStatistics } from '../../domain/home/week-statistics.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The home page's live sections: public, no login needed; the signed-in user's agenda. */
export const homeRoutes = new Hono<AppEnv>();

mount(homeRoutes, E.recentProblems, (_input, c) => recentUpdatedProblems(c.var.deps.db));
mount(homeRoutes, E.acRank, (_input, c) => recentSevenAcRank(c.var.deps.db));
mount(homeRoutes, E.weekStatistics, ({ forceRefresh }, c) => {
  // Only the super admin may skip the cache; anyone else gets the cached counts.
  const force = forceRefresh && c.var.user !== null && can.isRoot(c.var.user.role);
  return weekStatistics(c.var.deps.db, force);
});
mount(homeRoutes, E.agenda, (_input, c) => agendaOf(c.var.deps.db, currentUser(c)));
