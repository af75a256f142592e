import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { memberGroupRank } from '../../domain/groups/rank.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's ACM and OI rank (API-NEXT "Groups", 9.7): its members only. */
export const groupRankRoutes = new Hono<AppEnv>();
mount(groupRankRoutes, E.rank, ({ gid, ...filter }, c) => {
  // c.get: c.var builds an object of every request variable at each read.
  const { db } = c.get('deps');
  return memberGroupRank(db, currentUser(c), gid, filter);
});
