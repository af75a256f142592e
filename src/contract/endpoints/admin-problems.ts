import { z } from 'zod';
import {
  changeProgressQuerySchema,
  groupCompileBodySchema,
  groupProblemCaseSchema,
  reviewListQuerySchema,
  reviewPageSchema,
} from '../group-problems.ts';
import {
  adminProblemPageSchema,
  adminProblemSchema,
  checkerIncludeListSchema,
  checkerIncludeNameSchema,
  compileCheckerSchema,
  problemSaveBodySchema,
} from '../problem-admin.ts';
import { adminProblemListQuerySchema, changeProblemAuthSchema, savedProblemSchema } from '../problems.ts';
import { endpoint } from './define.ts';
import { problemPidQuerySchema } from './problems.ts';

/** GET admin/problem/get-problem-cases: the problem, and whether the form asks for uploaded cases. */
const problemCasesQuerySchema = problemPidQuerySchema.extend({ isUpload: z.string().max(10).optional() });

/** POST admin/problem/install-starter-set: the whole starter set, or only the ids named (none: nothing). */
const starterInstallBodySchema = z.object({
  problemIds: z
    .array(z.string().regex(/^S\d{3}$/))
    .max(200)
    .optional(),
});
const starterInstallSchema = z.object({
  installed: z.array(z.string()),
  skipped: z.array(z.string()),
  failed: z.array(z.object({ problemId: z.string(), error: z.string() })),
});

/**
 * The problem bank in the back office (API-NEXT "Admin problems"): problem admins. Deleting and
 * the auth switch serve choice problems too. Package imports and exports, test data uploads and
 * the include upload are files, not entries.
 */
export const adminProblemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/problem/get-problem-list',
    query: adminProblemListQuerySchema,
    answer: adminProblemPageSchema,
    caller: 'problem_admin',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/problem',
    query: problemPidQuerySchema,
    answer: adminProblemSchema,
    caller: 'problem_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/problem',
    body: problemSaveBodySchema,
    answer: savedProblemSchema,
    caller: 'problem_admin',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/problem',
    body: problemSaveBodySchema,
    answer: savedProblemSchema,
    caller: 'problem_admin',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/problem',
    query: problemPidQuerySchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
  changeAuth: endpoint({
    method: 'PUT',
    path: '/api/admin/problem/change-problem-auth',
    body: changeProblemAuthSchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
  /** Compiles special judge or interactor code; a failure is answered with the compiler's message. */
  compileChecker: endpoint({
    method: 'POST',
    path: '/api/admin/problem/compile-spj',
    body: compileCheckerSchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
  /** Compiles an interactor: the same body and answer as the group's call. */
  compileInteractive: endpoint({
    method: 'POST',
    path: '/api/admin/problem/compile-interactive',
    body: groupCompileBodySchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
  /** The problem's test cases as its edit form lists them (`isUpload` is accepted and changes nothing). */
  cases: endpoint({
    method: 'GET',
    path: '/api/admin/problem/get-problem-cases',
    query: problemCasesQuerySchema,
    answer: z.array(groupProblemCaseSchema),
    caller: 'problem_admin',
  }),
  /** Installs the built-in starter problems (S001…) into the bank; those already there are skipped and reported. */
  installStarterSet: endpoint({
    method: 'POST',
    path: '/api/admin/problem/install-starter-set',
    body: starterInstallBodySchema,
    answer: starterInstallSchema,
    caller: 'problem_admin',
  }),
  /** Group problems that applied to become public, and the review's decision. */
  reviewList: endpoint({
    method: 'GET',
    path: '/api/admin/group-problem/list',
    query: reviewListQuerySchema,
    answer: reviewPageSchema,
    caller: 'problem_admin',
  }),
  review: endpoint({
    method: 'PUT',
    path: '/api/admin/group-problem/change-progress',
    query: changeProgressQuerySchema,
    answer: z.null(),
    caller: 'problem_admin',
    message: 'Update Successfully',
  }),
  /** Checker include files (testlib.h and the site's own headers): admins. */
  includes: endpoint({
    method: 'GET',
    path: '/api/admin/checker-include',
    answer: checkerIncludeListSchema,
    caller: 'checker_admin',
  }),
  removeInclude: endpoint({
    method: 'DELETE',
    path: '/api/admin/checker-include',
    query: checkerIncludeNameSchema,
    answer: checkerIncludeListSchema,
    caller: 'checker_admin',
  }),
};
