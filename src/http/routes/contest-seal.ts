import { Hono } from 'hono';
import { z } from 'zod';
import { adminContestSchema } from '../../contract/contests.ts';
import { endContestNow, unsealContestNow } from '../../domain/contests/seal-ops.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const cidBody = z.object({ cid: z.number().int().positive() });

/** Ending a contest now and unsealing its board now: the contest's admins (docs/contests.md). Both answer the saved contest. */
export const contestSealRoutes = new Hono<AppEnv>()
  .post('/admin/contest/end-now', requireLogin, async (c) => {
    const { cid } = validate(cidBody, await c.req.json());
    return okAs(c, adminContestSchema, toAdminContest(endContestNow(c.var.deps.db, currentUser(c), cid)), 'The contest has ended');
  })
  .post('/admin/contest/unseal-now', requireLogin, async (c) => {
    const { cid } = validate(cidBody, await c.req.json());
    return okAs(c, adminContestSchema, toAdminContest(unsealContestNow(c.var.deps.db, currentUser(c), cid)), 'The board is unsealed');
  });
