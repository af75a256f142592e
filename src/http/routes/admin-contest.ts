import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { problemInContestSchema } from '../../contract/contests.ts';
import { adminContestEndpoints as E } from '../../contract/endpoints/admin-contests.ts';
import { can } from '../../contract/roles.ts';
import {
  addableProblems,
  addProblemToContest,
  linkInContest,
  removeProblemFromContest,
  updateContestProblem,
} from '../../domain/contests/admin-problems.ts';
import { contestProblemLink, contestProblemList } from '../../domain/contests/problem-list.ts';
import { assertMayEditThroughContest, assertMayReadThroughContest } from '../../domain/contests/problem-rights.ts';
import { getProblemForAdmin } from '../../domain/problems/admin-queries.ts';
import { saveProblem } from '../../domain/problems/save-problem.ts';
import {
  cloneContest,
  createContest,
  deleteContest,
  managedContest,
  setContestVisible,
  updateContest,
} from '../../domain/contests/admin-save.ts';
import { listContestsForAdmin } from '../../domain/contests/list.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';
import { mount } from '../endpoint.ts';
import { problemStore } from '../problem-store.ts';

/** POST / PUT admin/contest/problem: the problem form saved and linked in the contest in one transaction. */
async function saveInContest(
  c: Context<AppEnv>,
  body: z.output<typeof problemInContestSchema>,
  mode: 'create' | 'update',
) {
  const actor = currentUser(c);
  if (mode === 'create') delete body.problem.id;
  else if (!body.problem.id) throw Errors.Validation('problem.id is required');
  else assertMayEditThroughContest(c.var.deps.db, actor, body.problem.id);
  const { contest } = body;
  const within = contest.displayId && contest.displayTitle ? linkInContest(c.var.deps.db, actor, contest) : undefined;
  return saveProblem(problemStore(c), actor, body as never, within);
}

/**
 * Contest administration (API-NEXT "Admin contests"): problem admins and up; each manages its own
 * contests, the super admin all; a contest's problem calls reach the problems problem-rights.ts allows.
 */
/**
 * Running one contest (the proctor view, End now, Unseal now) is also a group contest's admins' work: those
 * calls decide on the contest itself (managedContest: the site's contests need contest_admin, a group's
 * contest its group's standing), so the back office's gate lets them through to it.
 */
const RUN_ONE_CONTEST = /^\/api\/admin\/contest\/(proctor(\/[a-z-]+)?|end-now|unseal-now)$/;
const contestAdminGate = createMiddleware<AppEnv>(async (c, next) => {
  if (RUN_ONE_CONTEST.test(c.req.path)) return next();
  return requirePermission('contest_admin')(c, next);
});

export const adminContestRoutes = new Hono<AppEnv>()
  .use('/admin/contest/*', contestAdminGate)
  .use('/admin/contest', requirePermission('contest_admin'));
mount(adminContestRoutes, E.list, (q, c) => {
  const actor = currentUser(c);
  return listContestsForAdmin(c.var.deps.db, q, can.isRoot(actor.role) ? null : actor.uid);
});
mount(adminContestRoutes, E.get, ({ cid }, c) => toAdminContest(managedContest(c.var.deps.db, currentUser(c), cid)));
// A group's contests are made through the group's calls, which check the group (group-contest.ts).
mount(adminContestRoutes, E.create, ({ id: _ignored, gid: _group, ...form }, c) =>
  toAdminContest(createContest(c.var.deps.db, currentUser(c), { ...form, gid: null })),
);
mount(adminContestRoutes, E.update, (form, c) => {
  if (!form.id) throw Errors.Validation('id is required');
  return toAdminContest(updateContest(c.var.deps.db, currentUser(c), form));
});
mount(adminContestRoutes, E.remove, ({ cid }, c) => {
  deleteContest(c.var.deps.db, currentUser(c), cid);
  return null;
});
mount(adminContestRoutes, E.setVisible, ({ cid, visible }, c) => {
  setContestVisible(c.var.deps.db, currentUser(c), cid, visible);
  return null;
});
mount(adminContestRoutes, E.clone, ({ cid }, c) => toAdminContest(cloneContest(c.var.deps.db, currentUser(c), cid)));
mount(adminContestRoutes, E.problems, ({ cid, ...q }, c) => contestProblemList(c.var.deps.db, currentUser(c), cid, q));
mount(adminContestRoutes, E.problemLink, ({ cid, pid }, c) =>
  contestProblemLink(c.var.deps.db, currentUser(c), cid, pid),
);
mount(adminContestRoutes, E.addableProblems, (q, c) => addableProblems(c.var.deps.db, currentUser(c), q.cid, q));
mount(adminContestRoutes, E.addProblem, ({ cid, pid, ...link }, c) =>
  addProblemToContest(c.var.deps.db, currentUser(c), cid, pid, link),
);
mount(adminContestRoutes, E.updateLink, ({ id, ...link }, c) =>
  updateContestProblem(c.var.deps.db, currentUser(c), id, link),
);
mount(adminContestRoutes, E.problem, ({ pid }, c) => {
  assertMayReadThroughContest(c.var.deps.db, currentUser(c), pid);
  return getProblemForAdmin(c.var.deps.db, pid);
});
mount(adminContestRoutes, E.createProblem, (body, c) => saveInContest(c, body, 'create'));
mount(adminContestRoutes, E.updateProblem, (body, c) => saveInContest(c, body, 'update'));
mount(adminContestRoutes, E.removeProblem, ({ cid, pid }, c) => {
  removeProblemFromContest(c.var.deps.db, currentUser(c), cid, pid);
  return null;
});
