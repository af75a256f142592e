import { Hono } from 'hono';
import { groupRankQuerySchema } from '../../contract/group-rank.ts';
import { rankPageSchema } from '../../contract/ranks.ts';
import { assertMember } from '../../domain/access/group-policy.ts';
import { groupRank } from '../../domain/groups/rank.ts';
import { groupFor } from '../../domain/groups/store.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A group's ACM and OI rank (API-NEXT "Groups", 9.7): its members only. */
export const groupRankRoutes = new Hono<AppEnv>()
  .get('/get-group-rank-list', requireLogin, (c) => {
    const { gid, ...filter } = validate(groupRankQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    assertMember(group, as);
    return okAs(c, rankPageSchema, groupRank(c.var.deps.db, gid, filter, c.var.user));
  });
