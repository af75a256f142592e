import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import {
  addContestProblemSchema, adminContestPageSchema, adminContestProblemPickSchema, adminContestProblemSchema, adminContestSchema, cidQuerySchema,
  contestFormSchema, contestListQuerySchema, contestProblemLinkRowSchema, contestProblemLinkSchema, contestProblemPickPageSchema,
  contestProblemRefSchema, contestVisibleSchema, problemInContestSchema,
} from '../../contract/contests.ts';
import { savedProblemSchema } from '../../contract/problems.ts';
import { can } from '../../contract/roles.ts';
import {
  addableProblems, addProblemToContest, adminContestProblems, linkInContest, removeProblemFromContest, updateContestProblem,
} from '../../domain/contests/admin-problems.ts';
import { assertMayEditThroughContest, assertMayReadThroughContest } from '../../domain/contests/problem-rights.ts';
import { getProblemForAdmin } from '../../domain/problems/admin-queries.ts';
import { saveProblem } from '../../domain/problems/save-problem.ts';
import { cloneContest, createContest, deleteContest, managedContest, setContestVisible, updateContest } from '../../domain/contests/admin-save.ts';
import { listContestsForAdmin } from '../../domain/contests/list.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';
import { problemStore } from '../problem-store.ts';

const pidQuerySchema = z.object({ pid: z.coerce.number().int().positive() });

/** POST / PUT admin/contest/problem: the problem form saved and linked in the contest in one transaction. */
async function saveInContest(c: Context<AppEnv>, mode: 'create' | 'update') {
  const body = validate(problemInContestSchema, await c.req.json());
  const actor = currentUser(c);
  if (mode === 'create') delete body.problem.id;
  else if (!body.problem.id) throw Errors.Validation('problem.id is required');
  else assertMayEditThroughContest(c.var.deps.db, actor, body.problem.id);
  const { contest } = body;
  const within = contest.displayId && contest.displayTitle ? linkInContest(c.var.deps.db, actor, contest) : undefined;
  return okAs(c, savedProblemSchema, await saveProblem(problemStore(c), actor, body as never, within));
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
  .use('/admin/contest', requirePermission('contest_admin'))
  .get('/admin/contest/get-contest-list', (c) => {
    const actor = currentUser(c);
    return okAs(c, adminContestPageSchema, listContestsForAdmin(c.var.deps.db, validate(contestListQuerySchema, c.req.query()), can.isRoot(actor.role) ? null : actor.uid));
  })
  .get('/admin/contest', (c) => okAs(c, adminContestSchema, toAdminContest(managedContest(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid))))
  .post('/admin/contest', async (c) => {
    // A group's contests are made through the group's calls, which check the group (group-contest.ts).
    const { id: _ignored, gid: _group, ...form } = validate(contestFormSchema, await c.req.json());
    return okAs(c, adminContestSchema, toAdminContest(createContest(c.var.deps.db, currentUser(c), { ...form, gid: null })));
  })
  .put('/admin/contest', async (c) => {
    const form = validate(contestFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    return okAs(c, adminContestSchema, toAdminContest(updateContest(c.var.deps.db, currentUser(c), form)));
  })
  .delete('/admin/contest', (c) => {
    deleteContest(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid);
    return ok(c, null, 'Delete successfully');
  })
  .put('/admin/contest/change-contest-visible', (c) => {
    const { cid, visible } = validate(contestVisibleSchema, c.req.query());
    setContestVisible(c.var.deps.db, currentUser(c), cid, visible);
    return ok(c, null);
  })
  .post('/admin/contest/clone', (c) => okAs(c, adminContestSchema, toAdminContest(cloneContest(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid))))
  .get('/admin/contest/get-problem-list', (c) => okAs(c, z.array(adminContestProblemSchema), adminContestProblems(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid)))
  .get('/admin/contest/get-public-problem-list', (c) => {
    const q = validate(adminContestProblemPickSchema, c.req.query());
    return okAs(c, contestProblemPickPageSchema, addableProblems(c.var.deps.db, currentUser(c), q.cid, q));
  })
  .post('/admin/contest/add-problem-from-public', async (c) => {
    const { cid, pid, ...link } = validate(addContestProblemSchema, await c.req.json());
    return okAs(c, contestProblemLinkRowSchema, addProblemToContest(c.var.deps.db, currentUser(c), cid, pid, link));
  })
  .put('/admin/contest/contest-problem', async (c) => {
    const { id, ...link } = validate(contestProblemLinkSchema, await c.req.json());
    return okAs(c, contestProblemLinkRowSchema, updateContestProblem(c.var.deps.db, currentUser(c), id, link));
  })
  .get('/admin/contest/problem', (c) => {
    const { pid } = validate(pidQuerySchema, c.req.query());
    assertMayReadThroughContest(c.var.deps.db, currentUser(c), pid);
    return ok(c, getProblemForAdmin(c.var.deps.db, pid));
  })
  .post('/admin/contest/problem', (c) => saveInContest(c, 'create'))
  .put('/admin/contest/problem', (c) => saveInContest(c, 'update'))
  .delete('/admin/contest/problem', (c) => {
    const { cid, pid } = validate(contestProblemRefSchema, c.req.query());
    removeProblemFromContest(c.var.deps.db, currentUser(c), cid, pid);
    return ok(c, null, 'Delete successfully');
  });
