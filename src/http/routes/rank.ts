import { Hono } from 'hono';
import { rankListQuerySchema, rankPageSchema } from '../../contract/ranks.ts';
import { listRank } from '../../domain/ranks/rank-list.ts';
import type { AppEnv } from '../env.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The public ACM and OI ranks (API-NEXT "Ranks"): open to visitors. */
export const rankRoutes = new Hono<AppEnv>()
  .get('/get-rank-list', (c) => okAs(c, rankPageSchema, listRank(c.var.deps.db, {
    ...validate(rankListQuerySchema, c.req.query()), byRealname: c.var.user?.permissions.has('user_admin') ?? false,
  })));
