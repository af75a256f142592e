import {
  adminChoiceProblemSchema,
  choiceListQuerySchema,
  choicePageSchema,
  choiceProblemFormSchema,
} from '../choice.ts';
import { savedProblemSchema } from '../problems.ts';
import { endpoint } from './define.ts';
import { problemPidQuerySchema } from './problems.ts';

/**
 * Computational-thinking (choice) problems in the back office (spec doc 3 §2): problem admins.
 * Deleting and the auth switch are the problem calls every problem uses (admin-problems.ts).
 */
export const adminChoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/choice-problem/list',
    query: choiceListQuerySchema,
    answer: choicePageSchema,
    caller: 'problem_admin',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/choice-problem',
    query: problemPidQuerySchema,
    answer: adminChoiceProblemSchema,
    caller: 'problem_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/choice-problem',
    body: choiceProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'problem_admin',
    message: 'Create successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/choice-problem',
    body: choiceProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'problem_admin',
    message: 'Update successfully',
  }),
};
