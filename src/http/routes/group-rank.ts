import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { groupRank } from '../../domain/groups/rank.ts';
import { assertMayReadRank } from '../../domain/groups/rank-access.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's ACM and OI rank (API-NEXT "Groups", 9.7): its members only. */
export const groupRankRoutes = new Hono<AppEnv>();
mount(groupRankRoutes, E.rank, ({ gid, ...filter }, c) => {
  // c.get: c.var builds an object of every request variable at each read.
  const { db } = c.get('deps');
  const viewer = currentUser(c);
  assertMayReadRank(db, viewer, gid);
  return groupRank(db, gid, filter, viewer);
});
