import { z } from 'zod';
import {
  addContestProblemSchema,
  adminContestPageSchema,
  adminContestProblemPickSchema,
  adminContestProblemSchema,
  adminContestSchema,
  cidQuerySchema,
  contestFormSchema,
  contestListQuerySchema,
  contestProblemLinkRowSchema,
  contestProblemLinkSchema,
  contestProblemListQuerySchema,
  contestProblemListSchema,
  contestProblemPickPageSchema,
  contestProblemRefSchema,
  contestVisibleSchema,
  problemInContestSchema,
} from '../contests.ts';
import { adminProblemSchema } from '../problem-admin.ts';
import { savedProblemSchema } from '../problems.ts';
import { endpoint } from './define.ts';
import { problemPidQuerySchema } from './problems.ts';

const DELETED = 'Delete successfully';

/**
 * Contest administration (API-NEXT "Admin contests"): `contest_admin` holders, each managing its own
 * contests, the super admin all.
 */
export const adminContestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/contest/get-contest-list',
    query: contestListQuerySchema,
    answer: adminContestPageSchema,
    caller: 'contest_admin',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/contest',
    query: cidQuerySchema,
    answer: adminContestSchema,
    caller: 'contest_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/contest',
    body: contestFormSchema,
    answer: adminContestSchema,
    caller: 'contest_admin',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/contest',
    body: contestFormSchema,
    answer: adminContestSchema,
    caller: 'contest_admin',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/contest',
    query: cidQuerySchema,
    answer: z.null(),
    caller: 'contest_admin',
    message: DELETED,
  }),
  setVisible: endpoint({
    method: 'PUT',
    path: '/api/admin/contest/change-contest-visible',
    query: contestVisibleSchema,
    answer: z.null(),
    caller: 'contest_admin',
  }),
  clone: endpoint({
    method: 'POST',
    path: '/api/admin/contest/clone',
    query: cidQuerySchema,
    answer: adminContestSchema,
    caller: 'contest_admin',
  }),
  problems: endpoint({
    method: 'GET',
    path: '/api/admin/contest/get-problem-list',
    query: contestProblemListQuerySchema,
    answer: contestProblemListSchema,
    caller: 'contest_admin',
  }),
  addableProblems: endpoint({
    method: 'GET',
    path: '/api/admin/contest/get-public-problem-list',
    query: adminContestProblemPickSchema,
    answer: contestProblemPickPageSchema,
    caller: 'contest_admin',
  }),
  addProblem: endpoint({
    method: 'POST',
    path: '/api/admin/contest/add-problem-from-public',
    body: addContestProblemSchema,
    answer: contestProblemLinkRowSchema,
    caller: 'contest_admin',
  }),
  /** One link of the contest's problems with its problem. */
  problemLink: endpoint({
    method: 'GET',
    path: '/api/admin/contest/contest-problem',
    query: contestProblemRefSchema,
    answer: adminContestProblemSchema,
    caller: 'contest_admin',
  }),
  updateLink: endpoint({
    method: 'PUT',
    path: '/api/admin/contest/contest-problem',
    body: contestProblemLinkSchema,
    answer: contestProblemLinkRowSchema,
    caller: 'contest_admin',
  }),
  /** A problem of the contest as its form edits it (the bank's admin view), for an admin who may read it through the contest. */
  problem: endpoint({
    method: 'GET',
    path: '/api/admin/contest/problem',
    query: problemPidQuerySchema,
    answer: adminProblemSchema,
    caller: 'contest_admin',
  }),
  createProblem: endpoint({
    method: 'POST',
    path: '/api/admin/contest/problem',
    body: problemInContestSchema,
    answer: savedProblemSchema,
    caller: 'contest_admin',
  }),
  updateProblem: endpoint({
    method: 'PUT',
    path: '/api/admin/contest/problem',
    body: problemInContestSchema,
    answer: savedProblemSchema,
    caller: 'contest_admin',
  }),
  removeProblem: endpoint({
    method: 'DELETE',
    path: '/api/admin/contest/problem',
    query: contestProblemRefSchema,
    answer: z.null(),
    caller: 'contest_admin',
    message: DELETED,
  }),
};
