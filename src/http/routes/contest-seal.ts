import { Hono } from 'hono';
import { contestControlEndpoints as E } from '../../contract/endpoints/contest-ops.ts';
import { endContestNow, unsealContestNow } from '../../domain/contests/seal-ops.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** Ending a contest now and unsealing its board now: the contest's admins (docs/contests.md). Both answer the saved contest. */
export const contestSealRoutes = new Hono<AppEnv>();
mount(contestSealRoutes, E.endNow, ({ cid }, c) => toAdminContest(endContestNow(c.var.deps.db, currentUser(c), cid)));
mount(contestSealRoutes, E.unsealNow, ({ cid }, c) =>
  toAdminContest(unsealContestNow(c.var.deps.db, currentUser(c), cid)),
);
