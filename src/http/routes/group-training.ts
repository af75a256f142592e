import { Hono } from 'hono';
import { z } from 'zod';
import { pagingQuery } from '../../contract/envelope.ts';
import {
  addTrainingProblemSchema, adminTrainingPageSchema, adminTrainingSchema, tidQuerySchema, trainingFormSchema, trainingPageSchema,
  trainingProblemLinkRowSchema, trainingProblemLinkSchema, trainingProblemPickPageSchema, trainingProblemPickSchema, trainingProblemRefSchema,
  trainingVisibleSchema,
} from '../../contract/trainings.ts';
import { Errors } from '../../domain/errors.ts';
import {
  createGroupTraining, groupAdminTrainingList, groupTrainingList, managedGroupTraining, pidOfProblemId,
} from '../../domain/groups/trainings.ts';
import { addProblemToTraining, removeProblemFromTraining, trainingProblemPicks, updateTrainingProblem } from '../../domain/trainings/admin-problems.ts';
import { deleteTraining, setTrainingVisible, toAdminTraining, updateTraining } from '../../domain/trainings/admin-save.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const id = z.coerce.number().int().positive();
/** A group's list: 10 a page unless asked. */
const groupListQuerySchema = z.object({ gid: id, ...pagingQuery(10), keyword: z.string().trim().max(100).optional() });
/** POST group/training: the training form with its group (`training.gid`, or `gid` beside it). */
const groupTrainingFormSchema = z.object({ gid: id.optional(), training: z.object({ gid: id.optional() }).passthrough() }).passthrough();
const fromGroupSchema = z.object({ tid: id, problemId: z.string().trim().min(1).max(100) });

/** A group's trainings (API-NEXT "Groups"): lists to members, the admin list and creating to group admins, the rest to the author or a group root. */
export const groupTrainingRoutes = new Hono<AppEnv>()
  .get('/group/get-training-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupListQuerySchema, c.req.query());
    return okAs(c, trainingPageSchema, groupTrainingList(c.var.deps.db, currentUser(c), gid, q));
  })
  .get('/group/get-admin-training-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupListQuerySchema, c.req.query());
    return okAs(c, adminTrainingPageSchema, groupAdminTrainingList(c.var.deps.db, currentUser(c), gid, q));
  })
  .get('/group/training', requireLogin, (c) => {
    const db = c.var.deps.db;
    return okAs(c, adminTrainingSchema, toAdminTraining(db, managedGroupTraining(db, currentUser(c), validate(tidQuerySchema, c.req.query()).tid)));
  })
  .post('/group/training', requireLogin, async (c) => {
    const body = await c.req.json();
    const named = validate(groupTrainingFormSchema, body);
    const gid = named.training.gid ?? named.gid;
    if (!gid) throw Errors.Validation('training.gid is required');
    const form = validate(trainingFormSchema, body);
    delete form.training.id;
    return okAs(c, adminTrainingSchema, toAdminTraining(c.var.deps.db, createGroupTraining(c.var.deps.db, currentUser(c), gid, form)));
  })
  .put('/group/training', requireLogin, async (c) => {
    const form = validate(trainingFormSchema, await c.req.json());
    if (!form.training.id) throw Errors.Validation('training.id is required');
    managedGroupTraining(c.var.deps.db, currentUser(c), form.training.id);
    return okAs(c, adminTrainingSchema, toAdminTraining(c.var.deps.db, updateTraining(c.var.deps.db, currentUser(c), form)));
  })
  .delete('/group/training', requireLogin, (c) => {
    const { tid } = validate(tidQuerySchema, c.req.query());
    managedGroupTraining(c.var.deps.db, currentUser(c), tid);
    deleteTraining(c.var.deps.db, currentUser(c), tid);
    return ok(c, null, 'Delete successfully');
  })
  .put('/group/change-training-status', requireLogin, (c) => {
    const { tid, status } = validate(trainingVisibleSchema, c.req.query());
    managedGroupTraining(c.var.deps.db, currentUser(c), tid);
    setTrainingVisible(c.var.deps.db, currentUser(c), tid, status);
    return ok(c, null);
  })
  .get('/group/get-training-problem-list', requireLogin, (c) => {
    const q = validate(trainingProblemPickSchema, c.req.query());
    managedGroupTraining(c.var.deps.db, currentUser(c), q.tid);
    return okAs(c, trainingProblemPickPageSchema, trainingProblemPicks(c.var.deps.db, currentUser(c), q.tid, q));
  })
  .put('/group/training-problem', requireLogin, async (c) => {
    const { id: linkId, tid, ...fields } = validate(trainingProblemLinkSchema, await c.req.json());
    managedGroupTraining(c.var.deps.db, currentUser(c), tid);
    return okAs(c, trainingProblemLinkRowSchema, updateTrainingProblem(c.var.deps.db, currentUser(c), linkId, tid, fields));
  })
  .delete('/group/training-problem', requireLogin, (c) => {
    const { tid, pid } = validate(trainingProblemRefSchema, c.req.query());
    managedGroupTraining(c.var.deps.db, currentUser(c), tid);
    removeProblemFromTraining(c.var.deps.db, currentUser(c), tid, pid);
    return ok(c, null, 'Delete successfully');
  })
  .post('/group/add-training-problem-from-public', requireLogin, async (c) => {
    const { tid, pid, displayId } = validate(addTrainingProblemSchema, await c.req.json());
    managedGroupTraining(c.var.deps.db, currentUser(c), tid);
    return okAs(c, trainingProblemLinkRowSchema, addProblemToTraining(c.var.deps.db, currentUser(c), tid, pid, displayId, 'public'));
  })
  .post('/group/add-training-problem-from-group', requireLogin, (c) => {
    const { tid, problemId } = validate(fromGroupSchema, c.req.query());
    const db = c.var.deps.db;
    managedGroupTraining(db, currentUser(c), tid);
    return okAs(c, trainingProblemLinkRowSchema, addProblemToTraining(db, currentUser(c), tid, pidOfProblemId(db, problemId), undefined, 'group'));
  });
