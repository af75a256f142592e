import { Hono } from 'hono';
import { groupContestEndpoints as E } from '../../contract/endpoints/group-content.ts';
import { contestProblemLink, contestProblemList } from '../../domain/contests/problem-list.ts';
import {
  addProblemToContest,
  adminContestProblems,
  linkInContest,
  removeProblemFromContest,
  updateContestProblem,
} from '../../domain/contests/admin-problems.ts';
import { deleteContest, setContestVisible, updateContest } from '../../domain/contests/admin-save.ts';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from '../../domain/contests/announcements.ts';
import { toAdminContest } from '../../domain/contests/store.ts';
import { Errors } from '../../domain/errors.ts';
import {
  assertAnnouncementOf,
  createGroupContest,
  groupAdminContestList,
  groupContestList,
  managedGroupContest,
} from '../../domain/groups/contests.ts';
import { saveGroupProblem } from '../../domain/groups/problems-edit.ts';
import { pidOfProblemId } from '../../domain/groups/trainings.ts';
import { defaultLimitsFor } from '../../domain/problems/problem-bounds.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { problemStore } from '../problem-store.ts';

/** A group's contests (API-NEXT "Groups"): lists to members, the admin list and creating to group admins, the rest to the creator or a group root. */
export const groupContestRoutes = new Hono<AppEnv>();
mount(groupContestRoutes, E.list, ({ gid, ...q }, c) => groupContestList(c.var.deps.db, currentUser(c), gid, q));
mount(groupContestRoutes, E.adminList, ({ gid, ...q }, c) =>
  groupAdminContestList(c.var.deps.db, currentUser(c), gid, q),
);
mount(groupContestRoutes, E.get, ({ cid }, c) =>
  toAdminContest(managedGroupContest(c.var.deps.db, currentUser(c), cid)),
);
mount(groupContestRoutes, E.create, ({ id: _ignored, gid, ...form }, c) => {
  if (!gid) throw Errors.Validation('gid is required');
  return toAdminContest(createGroupContest(c.var.deps.db, currentUser(c), gid, form));
});
mount(groupContestRoutes, E.update, (form, c) => {
  if (!form.id) throw Errors.Validation('id is required');
  managedGroupContest(c.var.deps.db, currentUser(c), form.id);
  return toAdminContest(updateContest(c.var.deps.db, currentUser(c), form));
});
mount(groupContestRoutes, E.remove, ({ cid }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  deleteContest(c.var.deps.db, currentUser(c), cid);
  return null;
});
mount(groupContestRoutes, E.setVisible, ({ cid, visible }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  setContestVisible(c.var.deps.db, currentUser(c), cid, visible);
  return null;
});
mount(groupContestRoutes, E.problems, ({ cid, queryExisted, ...q }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return contestProblemList(c.var.deps.db, currentUser(c), cid, q, queryExisted);
});
mount(groupContestRoutes, E.problemLink, ({ cid, pid }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return contestProblemLink(c.var.deps.db, currentUser(c), cid, pid);
});
// A problem of the group made inside the contest: a group problem, linked under its display id in one transaction.
mount(groupContestRoutes, E.createProblem, async (body, c) => {
  delete body.problem.id;
  const db = c.var.deps.db;
  const actor = currentUser(c);
  const contest = managedGroupContest(db, actor, body.contest.cid);
  const defaults = defaultLimitsFor(db, actor);
  body.problem.timeLimit ??= defaults.timeLimit;
  body.problem.memoryLimit ??= defaults.memoryLimit;
  return saveGroupProblem(problemStore(c), actor, body as never, contest.gid!, linkInContest(db, actor, body.contest));
});
mount(groupContestRoutes, E.updateLink, ({ id: linkId, cid, ...link }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  if (!adminContestProblems(c.var.deps.db, currentUser(c), cid).some((l) => l.id === linkId))
    throw Errors.ContestProblemNotFound();
  return updateContestProblem(c.var.deps.db, currentUser(c), linkId, link);
});
mount(groupContestRoutes, E.removeProblem, ({ cid, pid }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  removeProblemFromContest(c.var.deps.db, currentUser(c), cid, pid);
  return null;
});
mount(groupContestRoutes, E.addFromPublic, ({ cid, pid, ...link }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return addProblemToContest(c.var.deps.db, currentUser(c), cid, pid, link, 'public');
});
mount(groupContestRoutes, E.addFromGroup, ({ cid, problemId, displayId }, c) => {
  const db = c.var.deps.db;
  managedGroupContest(db, currentUser(c), cid);
  return addProblemToContest(db, currentUser(c), cid, pidOfProblemId(db, problemId), { displayId }, 'group');
});
mount(groupContestRoutes, E.announcements, ({ cid, currentPage, limit }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return listAnnouncements(c.var.deps.db, cid, currentPage, limit);
});
mount(groupContestRoutes, E.addAnnouncement, ({ cid, announcement }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return addAnnouncement(c.var.deps.db, currentUser(c), cid, announcement);
});
mount(groupContestRoutes, E.updateAnnouncement, ({ cid, announcement }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  return updateAnnouncement(c.var.deps.db, cid, announcement);
});
mount(groupContestRoutes, E.removeAnnouncement, ({ aid, cid }, c) => {
  managedGroupContest(c.var.deps.db, currentUser(c), cid);
  assertAnnouncementOf(c.var.deps.db, aid, cid);
  deleteAnnouncement(c.var.deps.db, aid);
  return null;
});
