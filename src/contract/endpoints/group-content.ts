import { z } from 'zod';
import {
  contestAnnouncementBodySchema,
  contestAnnouncementPageSchema,
  contestAnnouncementSchema,
  contestPageQuerySchema,
} from '../contest-ops.ts';
import {
  addContestProblemSchema,
  adminContestPageSchema,
  adminContestProblemSchema,
  adminContestSchema,
  cidQuerySchema,
  contestFormSchema,
  contestInfoPageSchema,
  contestProblemLinkRowSchema,
  contestProblemRefSchema,
  contestVisibleSchema,
  problemInContestSchema,
} from '../contests.ts';
import {
  groupContestAnnouncementDeleteSchema,
  groupContestFromGroupSchema,
  groupContestLinkQuerySchema,
  groupContestLinkSchema,
  groupContestProblemListQuerySchema,
  groupContestProblemListSchema,
  groupListQuerySchema,
  groupProblemEditSchema,
  groupProblemFormSchema,
  groupTrainingFormSchema,
  groupTrainingFromGroupSchema,
} from '../group-content.ts';
import {
  applyPublicQuerySchema,
  applyPublicResultSchema,
  groupAdminProblemPageSchema,
  groupCompileBodySchema,
  groupProblemAuthQuerySchema,
  groupProblemCaseSchema,
  groupProblemListQuerySchema,
  groupProblemPageSchema,
  groupProblemPidQuerySchema,
} from '../group-problems.ts';
import { gidQuerySchema } from '../groups.ts';
import { problemBoundsSchema } from '../problem-bounds.ts';
import { savedProblemSchema, tagSchema } from '../problems.ts';
import {
  addTrainingProblemSchema,
  adminTrainingPageSchema,
  adminTrainingSchema,
  tidQuerySchema,
  trainingFormSchema,
  trainingPageSchema,
  trainingProblemLinkRowSchema,
  trainingProblemLinkSchema,
  trainingProblemListSchema,
  trainingProblemPickSchema,
  trainingProblemRefSchema,
  trainingVisibleSchema,
} from '../trainings.ts';
import { endpoint } from './define.ts';

const DELETED = 'Delete successfully';
const UPDATED = 'Update Successfully';

/**
 * A group's contests (API-NEXT "Groups"): any signed-in caller; the lists answer the group's members,
 * the admin list and creating its admins, the rest the contest's creator or a group root (asked of the
 * group's policy in the handler).
 */
export const groupContestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/group/get-contest-list',
    query: groupListQuerySchema,
    answer: contestInfoPageSchema,
    caller: 'signed-in',
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/group/get-admin-contest-list',
    query: groupListQuerySchema,
    answer: adminContestPageSchema,
    caller: 'signed-in',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/group/contest',
    query: cidQuerySchema,
    answer: adminContestSchema,
    caller: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/group/contest',
    body: contestFormSchema,
    answer: adminContestSchema,
    caller: 'signed-in',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/group/contest',
    body: contestFormSchema,
    answer: adminContestSchema,
    caller: 'signed-in',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/group/contest',
    query: cidQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
  setVisible: endpoint({
    method: 'PUT',
    path: '/api/group/change-contest-visible',
    query: contestVisibleSchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  problems: endpoint({
    method: 'GET',
    path: '/api/group/get-contest-problem-list',
    query: groupContestProblemListQuerySchema,
    answer: groupContestProblemListSchema,
    caller: 'signed-in',
  }),
  problemLink: endpoint({
    method: 'GET',
    path: '/api/group/contest-problem',
    query: groupContestLinkQuerySchema,
    answer: adminContestProblemSchema,
    caller: 'signed-in',
  }),
  createProblem: endpoint({
    method: 'POST',
    path: '/api/group/contest-problem',
    body: problemInContestSchema,
    answer: savedProblemSchema,
    caller: 'signed-in',
    message: 'Create successfully',
  }),
  updateLink: endpoint({
    method: 'PUT',
    path: '/api/group/contest-problem',
    body: groupContestLinkSchema,
    answer: contestProblemLinkRowSchema,
    caller: 'signed-in',
  }),
  removeProblem: endpoint({
    method: 'DELETE',
    path: '/api/group/contest-problem',
    query: contestProblemRefSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
  addFromPublic: endpoint({
    method: 'POST',
    path: '/api/group/add-contest-problem-from-public',
    body: addContestProblemSchema,
    answer: contestProblemLinkRowSchema,
    caller: 'signed-in',
  }),
  addFromGroup: endpoint({
    method: 'POST',
    path: '/api/group/add-contest-problem-from-group',
    query: groupContestFromGroupSchema,
    answer: contestProblemLinkRowSchema,
    caller: 'signed-in',
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/api/group/get-contest-announcement-list',
    query: contestPageQuerySchema,
    answer: contestAnnouncementPageSchema,
    caller: 'signed-in',
  }),
  addAnnouncement: endpoint({
    method: 'POST',
    path: '/api/group/contest-announcement',
    body: contestAnnouncementBodySchema,
    answer: contestAnnouncementSchema,
    caller: 'signed-in',
  }),
  updateAnnouncement: endpoint({
    method: 'PUT',
    path: '/api/group/contest-announcement',
    body: contestAnnouncementBodySchema,
    answer: contestAnnouncementSchema,
    caller: 'signed-in',
  }),
  removeAnnouncement: endpoint({
    method: 'DELETE',
    path: '/api/group/contest-announcement',
    query: groupContestAnnouncementDeleteSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
};

/**
 * A group's problems (API-NEXT "Groups", 9.7): the member list, the admin table and the changes, each
 * asked of the group's policy. Uploading and downloading test data are files, not entries.
 */
/** A checker's source to compile for a group: the group in the body, or (as before) in the query string. */
const groupCompileInBodySchema = groupCompileBodySchema.extend({ gid: z.number().int().positive().optional() });

export const groupProblemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/group/get-problem-list',
    query: groupProblemListQuerySchema,
    answer: groupProblemPageSchema,
    caller: 'signed-in',
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/group/get-admin-problem-list',
    query: groupProblemListQuerySchema,
    answer: groupAdminProblemPageSchema,
    caller: 'signed-in',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/group/problem',
    query: groupProblemPidQuerySchema,
    answer: groupProblemEditSchema,
    caller: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/group/problem',
    body: groupProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'signed-in',
    message: 'Create successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/group/problem',
    body: groupProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'signed-in',
    message: UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/group/problem',
    query: groupProblemPidQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
  cases: endpoint({
    method: 'GET',
    path: '/api/group/get-problem-cases',
    query: groupProblemPidQuerySchema,
    answer: z.array(groupProblemCaseSchema),
    caller: 'signed-in',
  }),
  bounds: endpoint({
    method: 'GET',
    path: '/api/group/get-problem-bounds',
    query: gidQuerySchema,
    answer: problemBoundsSchema,
    caller: 'signed-in',
  }),
  tags: endpoint({
    method: 'GET',
    path: '/api/group/get-all-problem-tags',
    query: gidQuerySchema,
    answer: z.array(tagSchema),
    caller: 'signed-in',
  }),
  /** The group (`gid`) goes in the body, or in the query string beside it. */
  compileSpj: endpoint({
    method: 'POST',
    path: '/api/group/compile-spj',
    body: groupCompileInBodySchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  compileInteractive: endpoint({
    method: 'POST',
    path: '/api/group/compile-interactive',
    body: groupCompileInBodySchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  changeAuth: endpoint({
    method: 'PUT',
    path: '/api/group/change-problem-auth',
    query: groupProblemAuthQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
  applyPublic: endpoint({
    method: 'PUT',
    path: '/api/group/apply-public',
    query: applyPublicQuerySchema,
    answer: applyPublicResultSchema,
    caller: 'signed-in',
  }),
};

/** A group's trainings (API-NEXT "Groups"): lists to members, the admin list and creating to group admins, the rest to the author or a group root. */
export const groupTrainingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/group/get-training-list',
    query: groupListQuerySchema,
    answer: trainingPageSchema,
    caller: 'signed-in',
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/group/get-admin-training-list',
    query: groupListQuerySchema,
    answer: adminTrainingPageSchema,
    caller: 'signed-in',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/group/training',
    query: tidQuerySchema,
    answer: adminTrainingSchema,
    caller: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/group/training',
    body: groupTrainingFormSchema,
    answer: adminTrainingSchema,
    caller: 'signed-in',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/group/training',
    body: trainingFormSchema,
    answer: adminTrainingSchema,
    caller: 'signed-in',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/group/training',
    query: tidQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
  setVisible: endpoint({
    method: 'PUT',
    path: '/api/group/change-training-status',
    query: trainingVisibleSchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  problems: endpoint({
    method: 'GET',
    path: '/api/group/get-training-problem-list',
    query: trainingProblemPickSchema,
    answer: trainingProblemListSchema,
    caller: 'signed-in',
  }),
  updateLink: endpoint({
    method: 'PUT',
    path: '/api/group/training-problem',
    body: trainingProblemLinkSchema,
    answer: trainingProblemLinkRowSchema,
    caller: 'signed-in',
  }),
  removeProblem: endpoint({
    method: 'DELETE',
    path: '/api/group/training-problem',
    query: trainingProblemRefSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: DELETED,
  }),
  addFromPublic: endpoint({
    method: 'POST',
    path: '/api/group/add-training-problem-from-public',
    body: addTrainingProblemSchema,
    answer: trainingProblemLinkRowSchema,
    caller: 'signed-in',
  }),
  addFromGroup: endpoint({
    method: 'POST',
    path: '/api/group/add-training-problem-from-group',
    query: groupTrainingFromGroupSchema,
    answer: trainingProblemLinkRowSchema,
    caller: 'signed-in',
  }),
};
