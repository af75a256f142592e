import { Hono } from 'hono';
import { z } from 'zod';
import {
  announcementIdQuerySchema, contestAnnouncementBodySchema, contestAnnouncementPageSchema, contestAnnouncementSchema, contestPageQuerySchema,
} from '../../contract/contest-ops.ts';
import {
  addContestProblemSchema, adminContestPageSchema, adminContestProblemSchema, adminContestSchema, cidQuerySchema, contestFormSchema,
  contestInfoPageSchema, contestProblemLinkRowSchema, contestProblemLinkSchema, contestProblemPickPageSchema, contestProblemRefSchema,
  contestVisibleSchema, problemInContestSchema,
} from '../../contract/contests.ts';
import { pagingQuery } from '../../contract/envelope.ts';
import { addableProblems, addProblemToContest, adminContestProblems, linkInContest, removeProblemFromContest, updateContestProblem } from '../../domain/contests/admin-problems.ts';
import { saveGroupProblem } from '../../domain/groups/problems-edit.ts';
import { defaultLimitsFor } from '../../domain/problems/problem-bounds.ts';
import { savedProblemSchema } from '../../contract/problems.ts';
import { problemStore } from '../problem-store.ts';
import { deleteContest, setContestVisible, updateContest } from '../../domain/contests/admin-save.ts';
import { addAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement } from '../../domain/contests/announcements.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import { Errors } from '../../domain/errors.ts';
import { assertAnnouncementOf, createGroupContest, groupAdminContestList, groupContestList, managedGroupContest } from '../../domain/groups/contests.ts';
import { pidOfProblemId } from '../../domain/groups/trainings.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const id = z.coerce.number().int().positive();
const groupListQuerySchema = z.object({ gid: id, ...pagingQuery(10), keyword: z.string().trim().max(100).optional() });
/** The contest's problems (default), or (`queryExisted=false`) the public bank problems that can still be added. */
const problemListQuerySchema = z.object({
  cid: id, ...pagingQuery(10), keyword: z.string().trim().max(100).optional(),
  queryExisted: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});
const fromGroupSchema = z.object({ cid: id, problemId: z.string().trim().min(1).max(100), displayId: z.string().trim().max(20).default('') });
const linkQuerySchema = z.object({ cid: id, pid: id });
const announcementDeleteSchema = announcementIdQuerySchema.extend({ cid: id });

/** A group's contests (API-NEXT "Groups"): lists to members, the admin list and creating to group admins, the rest to the creator or a group root. */
export const groupContestRoutes = new Hono<AppEnv>()
  .get('/group/get-contest-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupListQuerySchema, c.req.query());
    return okAs(c, contestInfoPageSchema, groupContestList(c.var.deps.db, currentUser(c), gid, q));
  })
  .get('/group/get-admin-contest-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupListQuerySchema, c.req.query());
    return okAs(c, adminContestPageSchema, groupAdminContestList(c.var.deps.db, currentUser(c), gid, q));
  })
  .get('/group/contest', requireLogin, (c) => okAs(c, adminContestSchema, toAdminContest(managedGroupContest(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid))))
  .post('/group/contest', requireLogin, async (c) => {
    const { id: _ignored, gid, ...form } = validate(contestFormSchema, await c.req.json());
    if (!gid) throw Errors.Validation('gid is required');
    return okAs(c, adminContestSchema, toAdminContest(createGroupContest(c.var.deps.db, currentUser(c), gid, form)));
  })
  .put('/group/contest', requireLogin, async (c) => {
    const form = validate(contestFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    managedGroupContest(c.var.deps.db, currentUser(c), form.id);
    return okAs(c, adminContestSchema, toAdminContest(updateContest(c.var.deps.db, currentUser(c), form)));
  })
  .delete('/group/contest', requireLogin, (c) => {
    const { cid } = validate(cidQuerySchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    deleteContest(c.var.deps.db, currentUser(c), cid);
    return ok(c, null, 'Delete successfully');
  })
  .put('/group/change-contest-visible', requireLogin, (c) => {
    const { cid, visible } = validate(contestVisibleSchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    setContestVisible(c.var.deps.db, currentUser(c), cid, visible);
    return ok(c, null);
  })
  .get('/group/get-contest-problem-list', requireLogin, (c) => {
    const { cid, queryExisted, ...q } = validate(problemListQuerySchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    if (queryExisted) return okAs(c, z.array(adminContestProblemSchema), adminContestProblems(c.var.deps.db, currentUser(c), cid));
    return okAs(c, contestProblemPickPageSchema, addableProblems(c.var.deps.db, currentUser(c), cid, q));
  })
  .get('/group/contest-problem', requireLogin, (c) => {
    const { cid, pid } = validate(linkQuerySchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    const link = adminContestProblems(c.var.deps.db, currentUser(c), cid).find((l) => l.pid === pid);
    if (!link) throw Errors.ContestProblemNotFound();
    return okAs(c, adminContestProblemSchema, link);
  })
  // A problem of the group made inside the contest: a group problem, linked under its display id in one transaction.
  .post('/group/contest-problem', requireLogin, async (c) => {
    const body = validate(problemInContestSchema, await c.req.json());
    delete body.problem.id;
    const db = c.var.deps.db;
    const actor = currentUser(c);
    const contest = managedGroupContest(db, actor, body.contest.cid);
    const defaults = defaultLimitsFor(db, actor);
    body.problem.timeLimit ??= defaults.timeLimit;
    body.problem.memoryLimit ??= defaults.memoryLimit;
    const saved = await saveGroupProblem(problemStore(c), actor, body as never, contest.gid!, linkInContest(db, actor, body.contest));
    return okAs(c, savedProblemSchema, saved, 'Create successfully');
  })
  .put('/group/contest-problem', requireLogin, async (c) => {
    const body = await c.req.json();
    const { cid } = validate(z.object({ cid: z.number().int().positive() }).passthrough(), body);
    const { id: linkId, ...link } = validate(contestProblemLinkSchema, body);
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    if (!adminContestProblems(c.var.deps.db, currentUser(c), cid).some((l) => l.id === linkId)) throw Errors.ContestProblemNotFound();
    return okAs(c, contestProblemLinkRowSchema, updateContestProblem(c.var.deps.db, currentUser(c), linkId, link));
  })
  .delete('/group/contest-problem', requireLogin, (c) => {
    const { cid, pid } = validate(contestProblemRefSchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    removeProblemFromContest(c.var.deps.db, currentUser(c), cid, pid);
    return ok(c, null, 'Delete successfully');
  })
  .post('/group/add-contest-problem-from-public', requireLogin, async (c) => {
    const { cid, pid, ...link } = validate(addContestProblemSchema, await c.req.json());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestProblemLinkRowSchema, addProblemToContest(c.var.deps.db, currentUser(c), cid, pid, link, 'public'));
  })
  .post('/group/add-contest-problem-from-group', requireLogin, (c) => {
    const { cid, problemId, displayId } = validate(fromGroupSchema, c.req.query());
    const db = c.var.deps.db;
    managedGroupContest(db, currentUser(c), cid);
    return okAs(c, contestProblemLinkRowSchema, addProblemToContest(db, currentUser(c), cid, pidOfProblemId(db, problemId), { displayId }, 'group'));
  })
  .get('/group/get-contest-announcement-list', requireLogin, (c) => {
    const { cid, currentPage, limit } = validate(contestPageQuerySchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementPageSchema, listAnnouncements(c.var.deps.db, cid, currentPage, limit));
  })
  .post('/group/contest-announcement', requireLogin, async (c) => {
    const { cid, announcement } = validate(contestAnnouncementBodySchema, await c.req.json());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementSchema, addAnnouncement(c.var.deps.db, currentUser(c), cid, announcement));
  })
  .put('/group/contest-announcement', requireLogin, async (c) => {
    const { cid, announcement } = validate(contestAnnouncementBodySchema, await c.req.json());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementSchema, updateAnnouncement(c.var.deps.db, cid, announcement));
  })
  .delete('/group/contest-announcement', requireLogin, (c) => {
    const { aid, cid } = validate(announcementDeleteSchema, c.req.query());
    managedGroupContest(c.var.deps.db, currentUser(c), cid);
    assertAnnouncementOf(c.var.deps.db, aid, cid);
    deleteAnnouncement(c.var.deps.db, aid);
    return ok(c, null, 'Delete successfully');
  });
