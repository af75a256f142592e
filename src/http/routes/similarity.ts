import { Hono } from 'hono';
import { similarityEndpoints as E } from '../../contract/endpoints/similarity.ts';
import { similarityTargetSchema } from '../../contract/similarity.ts';
import { assertMayCheckSimilarity } from '../../domain/similarity/access.ts';
import { similarityCsv } from '../../domain/similarity/csv.ts';
import { similarityReport, startSimilarity } from '../../domain/similarity/jobs.ts';
import { similarityPair } from '../../domain/similarity/pair.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { validate } from '../validate.ts';

/**
 * Similarity checks of a contest, a training or a problem: start one, read its progress and
 * result, look at a pair side by side, export the pairs as CSV. Every call asks the access module
 * whether the caller administers the scope first.
 */
export const similarityRoutes = new Hono<AppEnv>().get('/admin/similarity.csv', requireLogin, (c) => {
  const { scope, id } = validate(similarityTargetSchema, c.req.query());
  assertMayCheckSimilarity(c.var.deps.db, currentUser(c), scope, id);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="similarity_${scope}_${id}.csv"`);
  return c.body(similarityCsv(similarityReport(c.var.deps.dataDir, scope, id)));
});
mount(similarityRoutes, E.report, ({ scope, id }, c) => {
  assertMayCheckSimilarity(c.var.deps.db, currentUser(c), scope, id);
  return similarityReport(c.var.deps.dataDir, scope, id);
});
mount(similarityRoutes, E.start, ({ scope, id, include }, c) => {
  assertMayCheckSimilarity(c.var.deps.db, currentUser(c), scope, id);
  return startSimilarity(c.var.deps, scope, id, include);
});
mount(similarityRoutes, E.pair, ({ scope, id, a, b }, c) => {
  assertMayCheckSimilarity(c.var.deps.db, currentUser(c), scope, id);
  return similarityPair(c.var.deps.db, c.var.deps.dataDir, scope, id, a, b);
});
