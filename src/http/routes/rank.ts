import { Hono } from 'hono';
import { rankEndpoints as E } from '../../contract/endpoints/ranks.ts';
import { listRank } from '../../domain/ranks/rank-list.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** The public ACM and OI ranks (src/contract/endpoints/ranks.ts): open to visitors; user admins see real names. */
export const rankRoutes = new Hono<AppEnv>();
mount(rankRoutes, E.list, (q, c) =>
  listRank(c.get('deps').db, { ...q, byRealname: c.get('user')?.permissions.has('user_admin') ?? false }),
);
