import { Hono } from 'hono';
import { groupTrainingEndpoints as E } from '../../contract/endpoints/group-content.ts';
import { Errors } from '../../domain/errors.ts';
import {
  createGroupTraining,
  groupAdminTrainingList,
  groupTrainingList,
  managedGroupTraining,
  pidOfProblemId,
} from '../../domain/groups/trainings.ts';
import {
  addProblemToTraining,
  removeProblemFromTraining,
  updateTrainingProblem,
} from '../../domain/trainings/admin-problems.ts';
import { trainingProblemList } from '../../domain/trainings/problem-list.ts';
import {
  deleteTraining,
  setTrainingVisible,
  toAdminTraining,
  updateTraining,
} from '../../domain/trainings/admin-save.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's trainings (API-NEXT "Groups"): lists to members, the admin list and creating to group admins, the rest to the author or a group root. */
export const groupTrainingRoutes = new Hono<AppEnv>();
mount(groupTrainingRoutes, E.list, ({ gid, ...q }, c) => groupTrainingList(c.var.deps.db, currentUser(c), gid, q));
mount(groupTrainingRoutes, E.adminList, ({ gid, ...q }, c) =>
  groupAdminTrainingList(c.var.deps.db, currentUser(c), gid, q),
);
mount(groupTrainingRoutes, E.get, ({ tid }, c) =>
  toAdminTraining(c.var.deps.db, managedGroupTraining(c.var.deps.db, currentUser(c), tid)),
);
// The training is made in its group: `training.gid`, or `gid` beside the form.
mount(
  groupTrainingRoutes,
  E.create,
  ({ gid: beside, training: { gid: named, id: _ignored, ...training }, ...form }, c) => {
    const gid = named ?? beside;
    if (!gid) throw Errors.Validation('training.gid is required');
    return toAdminTraining(
      c.var.deps.db,
      createGroupTraining(c.var.deps.db, currentUser(c), gid, { ...form, training }),
    );
  },
);
mount(groupTrainingRoutes, E.update, (form, c) => {
  if (!form.training.id) throw Errors.Validation('training.id is required');
  managedGroupTraining(c.var.deps.db, currentUser(c), form.training.id);
  return toAdminTraining(c.var.deps.db, updateTraining(c.var.deps.db, currentUser(c), form));
});
mount(groupTrainingRoutes, E.remove, ({ tid }, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), tid);
  deleteTraining(c.var.deps.db, currentUser(c), tid);
  return null;
});
mount(groupTrainingRoutes, E.setVisible, ({ tid, status }, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), tid);
  setTrainingVisible(c.var.deps.db, currentUser(c), tid, status);
  return null;
});
mount(groupTrainingRoutes, E.problems, (q, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), q.tid);
  return trainingProblemList(c.var.deps.db, currentUser(c), q.tid, q);
});
mount(groupTrainingRoutes, E.updateLink, ({ id: linkId, tid, ...fields }, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), tid);
  return updateTrainingProblem(c.var.deps.db, currentUser(c), linkId, tid, fields);
});
mount(groupTrainingRoutes, E.removeProblem, ({ tid, pid }, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), tid);
  removeProblemFromTraining(c.var.deps.db, currentUser(c), tid, pid);
  return null;
});
mount(groupTrainingRoutes, E.addFromPublic, ({ tid, pid, displayId }, c) => {
  managedGroupTraining(c.var.deps.db, currentUser(c), tid);
  return addProblemToTraining(c.var.deps.db, currentUser(c), tid, pid, displayId, 'public');
});
mount(groupTrainingRoutes, E.addFromGroup, ({ tid, problemId }, c) => {
  const db = c.var.deps.db;
  managedGroupTraining(db, currentUser(c), tid);
  return addProblemToTraining(db, currentUser(c), tid, pidOfProblemId(db, problemId), undefined, 'group');
});
