import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  applyPublicQuerySchema, applyPublicResultSchema, groupAdminProblemPageSchema, groupProblemCaseSchema, groupCompileBodySchema, groupProblemAuthQuerySchema, groupProblemListQuerySchema,
  groupProblemPageSchema, groupProblemPidQuerySchema,
} from '../../contract/group-problems.ts';
import { gidQuerySchema } from '../../contract/groups.ts';
import { savedProblemSchema, tagSchema, uploadTestcaseResultSchema } from '../../contract/problems.ts';
import { problemBoundsSchema } from '../../contract/problem-bounds.ts';
import { JUDGE_CASE_MODES } from '../../contract/judge-status.ts';
import { Errors } from '../../domain/errors.ts';
import { assertGroupAdmin } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { adminGroupProblems, listGroupProblems, manageableProblem } from '../../domain/groups/problems.ts';
import {
  applyPublic, changeGroupProblemAuth, deleteGroupProblem, groupProblemCases, groupProblemForEdit, groupProblemTags, saveGroupProblem,
} from '../../domain/groups/problems-edit.ts';
import { runInWorker } from '../../domain/packages/import-worker-client.ts';
import { diskRoomOf } from '../../domain/site/disk-quota.ts';
import { testcaseZip } from '../../domain/testcases/download.ts';
import { defaultLimitsFor, problemBoundsFor } from '../../domain/problems/problem-bounds.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';
import { problemStore } from '../problem-store.ts';
import { archiveBodyLimit, uploadedFile, zipResponse } from './testcase.ts';

const uploadQuery = z.object({ gid: z.coerce.number().int().positive(), mode: z.enum(JUDGE_CASE_MODES).catch('default').default('default') });

type Body = { problem?: { id?: unknown; gid?: unknown; timeLimit?: unknown; memoryLimit?: unknown } };

/** The group's problems (API-NEXT "Groups", 9.7): the member list, the admin table and the changes, each asked of the group policy. */
export const groupProblemRoutes = new Hono<AppEnv>()
  .use('/group/problem', requireLogin)
  .get('/group/get-problem-list', requireLogin, (c) =>
    okAs(c, groupProblemPageSchema, listGroupProblems(c.var.deps.db, currentUser(c), validate(groupProblemListQuerySchema, c.req.query()))))
  .get('/group/get-admin-problem-list', requireLogin, (c) =>
    okAs(c, groupAdminProblemPageSchema, adminGroupProblems(c.var.deps.db, currentUser(c), validate(groupProblemListQuerySchema, c.req.query()))))
  .get('/group/problem', (c) => ok(c, groupProblemForEdit(c.var.deps.db, currentUser(c), validate(groupProblemPidQuerySchema, c.req.query()).pid)))
  .post('/group/problem', async (c) => {
    const body = await c.req.json() as Body;
    if (!body?.problem || typeof body.problem !== 'object') throw Errors.Validation('problem is required');
    const { gid } = validate(gidQuerySchema, { gid: body.problem.gid ?? c.req.query('gid') });
    delete body.problem.id;
    // A new problem without limits starts with the site's default ones (Website Config, judge), within what the actor may set.
    const defaults = defaultLimitsFor(c.var.deps.db, currentUser(c));
    body.problem.timeLimit ??= defaults.timeLimit;
    body.problem.memoryLimit ??= defaults.memoryLimit;
    return okAs(c, savedProblemSchema, await saveGroupProblem(problemStore(c), currentUser(c), body as never, gid), 'Create successfully');
  })
  .put('/group/problem', async (c) => {
    const body = await c.req.json() as Body;
    if (typeof body?.problem?.id !== 'number') throw Errors.Validation('problem.id is required');
    return okAs(c, savedProblemSchema, await saveGroupProblem(problemStore(c), currentUser(c), body as never), 'Update Successfully');
  })
  .delete('/group/problem', (c) => {
    deleteGroupProblem(c.var.deps.db, c.var.deps.dataDir, currentUser(c), validate(groupProblemPidQuerySchema, c.req.query()).pid);
    return ok(c, null, 'Delete successfully');
  })
  .get('/group/get-problem-cases', requireLogin, (c) =>
    okAs(c, z.array(groupProblemCaseSchema), groupProblemCases(c.var.deps.db, currentUser(c), validate(groupProblemPidQuerySchema, c.req.query()).pid)))
  // What the caller may set on the group's problems: the site's member bounds, or the hard maxima of problem admins (group admins).
  .get('/group/get-problem-bounds', requireLogin, (c) => {
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), validate(gidQuerySchema, c.req.query()).gid);
    assertGroupAdmin(group, as);
    return okAs(c, problemBoundsSchema, problemBoundsFor(c.var.deps.db, currentUser(c)));
  })
  .get('/group/get-all-problem-tags', requireLogin, (c) =>
    okAs(c, z.array(tagSchema), groupProblemTags(c.var.deps.db, currentUser(c), validate(gidQuerySchema, c.req.query()).gid)))
  .post('/group/compile-spj', requireLogin, (c) => compileInGroup(c))
  .post('/group/compile-interactive', requireLogin, (c) => compileInGroup(c))
  .put('/group/change-problem-auth', requireLogin, (c) => {
    const { pid, auth } = validate(groupProblemAuthQuerySchema, c.req.query());
    changeGroupProblemAuth(c.var.deps.db, currentUser(c), pid, auth);
    return ok(c, null, 'Update Successfully');
  })
  .put('/group/apply-public', requireLogin, (c) => {
    const { pid, isApplied } = validate(applyPublicQuerySchema, c.req.query());
    return okAs(c, applyPublicResultSchema, applyPublic(c.var.deps.db, currentUser(c), pid, isApplied));
  })
  // Test data of a group's problem: uploaded by group admins into staging, downloaded by the author or a group root.
  .post('/file/upload-group-testcase-zip', requireLogin, archiveBodyLimit, async (c) => {
    const mayUpload = (gid: number) => {
      const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
      assertGroupAdmin(group, as);
    };
    // A group named in the address is checked before the archive is read.
    const named = c.req.query('gid');
    if (named !== undefined) mayUpload(validate(gidQuerySchema, { gid: named }).gid);
    const { bytes, fields } = await uploadedFile(c);
    const { gid, mode } = validate(uploadQuery, { gid: fields.gid ?? named, mode: fields.mode ?? c.req.query('mode') });
    mayUpload(gid);
    const bounds = problemBoundsFor(c.var.deps.db, currentUser(c));
    return okAs(c, uploadTestcaseResultSchema, await runInWorker({ kind: 'testcases', dataDir: c.var.deps.dataDir, bytes, mode, bounds, room: groupDiskRoom(c, gid) }));
  })
  .get('/file/download-group-testcase', requireLogin, (c) => {
    const p = manageableProblem(c.var.deps.db, currentUser(c), validate(groupProblemPidQuerySchema, c.req.query()).pid);
    return zipResponse(testcaseZip(c.var.deps.dataDir, p.id), `testcase_${p.problemId.replace(/[^\w.-]/g, '_')}.zip`);
  });

/** The uploader's and the group's disk room: test data of a group's problem counts against both quotas. */
function groupDiskRoom(c: Context<AppEnv>, gid: number) {
  const { uid, role } = currentUser(c);
  return diskRoomOf(c.var.deps.db, { uid, role, gid });
}

/** Compiles a checker or interactor for a group's problem form (group admins). */
async function compileInGroup(c: Context<AppEnv>) {
  const { gid } = validate(gidQuerySchema, c.req.query());
  const { code, language, files, extraFiles } = validate(groupCompileBodySchema, await c.req.json());
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  const compileChecker = problemStore(c).compileChecker;
  if (!compileChecker) throw Errors.CheckerCompilerUnavailable();
  const result = await compileChecker(code, language, files ?? extraFiles);
  if (!result.ok) throw Errors.CheckerCompileFailed(result.message);
  return ok(c, null);
}
