import { adminChoiceProblemSchema, choiceProblemFormSchema } from '../choice.ts';
import { groupProblemPidQuerySchema } from '../group-problems.ts';
import { savedProblemSchema } from '../problems.ts';
import { endpoint } from './define.ts';

/**
 * A group's choice (computational-thinking) problems (spec doc 3 "Group problem list": group
 * problems include computational-thinking ones): the choice form with the group. Any signed-in
 * caller; creating answers the group's admins, reading the form and editing the problem's author
 * or a group root (asked of the group's policy in the handler). Members open and answer them with
 * the calls every choice problem uses; deleting, the auth switch and applying to be public are
 * the group problem calls.
 */
export const groupChoiceEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/group/choice-problem',
    query: groupProblemPidQuerySchema,
    answer: adminChoiceProblemSchema,
    caller: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/group/choice-problem',
    body: choiceProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'signed-in',
    message: 'Create successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/group/choice-problem',
    body: choiceProblemFormSchema,
    answer: savedProblemSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
};
