import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { groupProblemEndpoints as E } from '../../contract/endpoints/group-content.ts';
import { groupProblemPidQuerySchema } from '../../contract/group-problems.ts';
import { gidQuerySchema } from '../../contract/groups.ts';
import { uploadTestcaseResultSchema } from '../../contract/problems.ts';
import { JUDGE_CASE_MODES } from '../../contract/judge-status.ts';
import { Errors } from '../../domain/errors.ts';
import { assertGroupAdmin } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { adminGroupProblems, listGroupProblems, manageableProblem } from '../../domain/groups/problems.ts';
import {
  applyPublic,
  changeGroupProblemAuth,
  deleteGroupProblem,
  groupProblemCases,
  groupProblemForEdit,
  groupProblemTags,
  saveGroupProblem,
} from '../../domain/groups/problems-edit.ts';
import { runInWorker } from '../../domain/packages/import-worker-client.ts';
import { diskRoomOf } from '../../domain/site/disk-quota.ts';
import { testcaseZip } from '../../domain/testcases/download.ts';
import { defaultLimitsFor, problemBoundsFor } from '../../domain/problems/problem-bounds.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';
import { compileForForm, problemStore } from '../problem-store.ts';
import { archiveBodyLimit, uploadedFile, zipResponse } from './testcase.ts';

const uploadQuery = z.object({
  gid: z.coerce.number().int().positive(),
  mode: z.enum(JUDGE_CASE_MODES).catch('default').default('default'),
});

/** The group's problems (API-NEXT "Groups", 9.7): the member list, the admin table and the changes, each asked of the group policy. */
export const groupProblemRoutes = new Hono<AppEnv>();
mount(groupProblemRoutes, E.list, (q, c) => listGroupProblems(c.var.deps.db, currentUser(c), q));
mount(groupProblemRoutes, E.adminList, (q, c) => adminGroupProblems(c.var.deps.db, currentUser(c), q));
mount(groupProblemRoutes, E.get, ({ pid }, c) => groupProblemForEdit(c.var.deps.db, currentUser(c), pid));
mount(groupProblemRoutes, E.create, async (body, c) => {
  // The group is the problem's `gid`, or `gid` in the query string.
  const { gid } = validate(gidQuerySchema, { gid: body.problem.gid ?? c.req.query('gid') });
  delete body.problem.id;
  // A new problem without limits starts with the site's default ones (Website Config, judge), within what the actor may set.
  const defaults = defaultLimitsFor(c.var.deps.db, currentUser(c));
  body.problem.timeLimit ??= defaults.timeLimit;
  body.problem.memoryLimit ??= defaults.memoryLimit;
  return saveGroupProblem(problemStore(c), currentUser(c), body as never, gid);
});
mount(groupProblemRoutes, E.update, async (body, c) => {
  if (typeof body.problem.id !== 'number') throw Errors.Validation('problem.id is required');
  return saveGroupProblem(problemStore(c), currentUser(c), body as never);
});
mount(groupProblemRoutes, E.remove, ({ pid }, c) => {
  deleteGroupProblem(c.var.deps.db, c.var.deps.dataDir, currentUser(c), pid);
  return null;
});
mount(groupProblemRoutes, E.cases, ({ pid }, c) => groupProblemCases(c.var.deps.db, currentUser(c), pid));
// What the caller may set on the group's problems: the site's member bounds, or the hard maxima of problem admins (group admins).
mount(groupProblemRoutes, E.bounds, ({ gid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  return problemBoundsFor(c.var.deps.db, currentUser(c));
});
mount(groupProblemRoutes, E.tags, ({ gid }, c) => groupProblemTags(c.var.deps.db, currentUser(c), gid));
mount(groupProblemRoutes, E.compileSpj, (body, c) => compileInGroup(c, body));
mount(groupProblemRoutes, E.compileInteractive, (body, c) => compileInGroup(c, body));
mount(groupProblemRoutes, E.changeAuth, ({ pid, auth }, c) => {
  changeGroupProblemAuth(c.var.deps.db, currentUser(c), pid, auth);
  return null;
});
mount(groupProblemRoutes, E.applyPublic, ({ pid, isApplied }, c) =>
  applyPublic(c.var.deps.db, currentUser(c), pid, isApplied),
);
groupProblemRoutes
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
    return okAs(
      c,
      uploadTestcaseResultSchema,
      await runInWorker({
        kind: 'testcases',
        dataDir: c.var.deps.dataDir,
        bytes,
        mode,
        bounds,
        room: groupDiskRoom(c, gid),
      }),
    );
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
function compileInGroup(
  c: Context<AppEnv>,
  { code, language, files, extraFiles, gid: named }: z.output<typeof E.compileSpj.body>,
) {
  const gid = named ?? validate(gidQuerySchema, c.req.query()).gid;
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  return compileForForm(c, code, language, files ?? extraFiles);
}
