import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { assertMember } from '../../domain/access/group-policy.ts';
import { groupRank } from '../../domain/groups/rank.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's ACM and OI rank (API-NEXT "Groups", 9.7): its members only. */
export const groupRankRoutes = new Hono<AppEnv>();
mount(groupRankRoutes, E.rank, ({ gid, ...filter }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertMember(group, as);
  return groupRank(c.var.deps.db, gid, filter, c.var.user);
});
