import {
  choiceStatusMapSchema,
  choiceStatusRequestSchema,
  choiceSubmitAnswerSchema,
  choiceSubmitSchema,
  cidBodySchema,
  handInSchema,
} from '../choice.ts';
import { cidQuerySchema, contestProblemRefSchema } from '../contests.ts';
import { pageSchema } from '../envelope.ts';
import {
  caseResultListSchema,
  checkSubmissionsStatusSchema,
  lastAcCodeQuerySchema,
  lastAcCodeSchema,
  manualJudgeQuerySchema,
  manualJudgeResultSchema,
  rejudgeCountSchema,
  rejudgeGroupProblemQuerySchema,
  rejudgeProblemQuerySchema,
  shareResultSchema,
  shareSubmissionSchema,
  submissionDetailSchema,
  submissionListQuerySchema,
  submissionRowSchema,
  submissionStateSchema,
  submissionStatesSchema,
  submitIdQuerySchema,
  submitSchema,
  submittedSchema,
  testJudgeKeySchema,
  testJudgeResultQuerySchema,
  testJudgeResultSchema,
  testJudgeSchema,
} from '../submissions.ts';
import { endpoint } from './define.ts';

/**
 * Submitting and reading submissions (API-NEXT "Submissions"). The computational-thinking pages'
 * names (get-c-…, check-c-…) are aliases: a choice answer is a submission. Submitting, testing and
 * answering a choice also need the role's `submit` right, checked ahead of the input by the route.
 */
export const submissionEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/api/submit-problem-judge',
    body: submitSchema,
    answer: submittedSchema,
    caller: 'signed-in',
    message: 'Submit code successfully',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/get-submission-list',
    aliases: ['/api/get-c-submission-list'],
    query: submissionListQuerySchema,
    answer: pageSchema(submissionRowSchema),
    caller: 'anyone',
  }),
  checkStatuses: endpoint({
    method: 'POST',
    path: '/api/check-submissions-status',
    aliases: ['/api/check-c-submissions-status'],
    body: checkSubmissionsStatusSchema,
    answer: submissionStatesSchema,
    caller: 'anyone',
  }),
  /** The contest pages' name for the same check: each submission answers by its own contest's rules. */
  checkContestStatuses: endpoint({
    method: 'POST',
    path: '/api/check-contest-submissions-status',
    aliases: ['/api/check-c-contest-submissions-status'],
    body: checkSubmissionsStatusSchema,
    answer: submissionStatesSchema,
    caller: 'anyone',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/get-submission-detail',
    aliases: ['/api/get-c-submission-detail'],
    query: submitIdQuerySchema,
    answer: submissionDetailSchema,
    caller: 'anyone',
  }),
  caseResults: endpoint({
    method: 'GET',
    path: '/api/get-all-case-result',
    query: submitIdQuerySchema,
    answer: caseResultListSchema,
    caller: 'anyone',
  }),
  /** The message says which way it went (Shared successfully / Cancel Sharing Successfully). */
  share: endpoint({
    method: 'PUT',
    path: '/api/submission',
    body: shareSubmissionSchema,
    answer: shareResultSchema,
    caller: 'signed-in',
  }),
  lastAcCode: endpoint({
    method: 'GET',
    path: '/api/get-last-ac-code',
    query: lastAcCodeQuerySchema,
    answer: lastAcCodeSchema,
    caller: 'signed-in',
  }),
  /** Online tests: the user's code on custom input, judged ahead of the queue; the answer is the run's key. */
  testJudge: endpoint({
    method: 'POST',
    path: '/api/submit-problem-test-judge',
    body: testJudgeSchema,
    answer: testJudgeKeySchema,
    caller: 'signed-in',
  }),
  testResult: endpoint({
    method: 'GET',
    path: '/api/get-test-judge-result',
    query: testJudgeResultQuerySchema,
    answer: testJudgeResultSchema,
    caller: 'signed-in',
  }),
  /** A choice answer; the message is the verdict (Accepted / Wrong Answer), or in a sealed contest that the answer was saved. */
  choiceSubmit: endpoint({
    method: 'POST',
    path: '/api/submit-c-problem-judge',
    body: choiceSubmitSchema,
    answer: choiceSubmitAnswerSchema,
    caller: 'signed-in',
  }),
  choiceStatus: endpoint({
    method: 'POST',
    path: '/api/get-c-user-problem-status',
    body: choiceStatusRequestSchema,
    answer: choiceStatusMapSchema,
    caller: 'signed-in',
  }),
  /** A computational-thinking contest handed in as a whole, and whether it was. */
  handIn: endpoint({
    method: 'POST',
    path: '/api/submit-contest',
    body: cidBodySchema,
    answer: handInSchema,
    caller: 'signed-in',
    message: 'Submit contest successfully',
  }),
  handInRecord: endpoint({
    method: 'GET',
    path: '/api/get-c-contest-submit-record',
    query: cidQuerySchema,
    answer: handInSchema,
    caller: 'signed-in',
  }),
};

/**
 * Rejudge, cancel and change a result by hand (spec doc 1 §4, §6). A role holding `rejudge_own`
 * (teachers) rejudges a submission or a problem inside the contests and groups they run; the
 * rest is the super admin's (who holds every permission), checked by the route.
 */
export const judgeAdminEndpoints = {
  rejudge: endpoint({
    method: 'GET',
    path: '/api/admin/judge/rejudge',
    query: submitIdQuerySchema,
    answer: submissionStateSchema,
    caller: 'rejudge_own',
    message: 'Rejudge successfully',
  }),
  rejudgeProblem: endpoint({
    method: 'GET',
    path: '/api/admin/judge/rejudge-problem',
    query: rejudgeProblemQuerySchema,
    answer: rejudgeCountSchema,
    caller: 'rejudge_own',
    message: 'Rejudge successfully',
  }),
  rejudgeContestProblem: endpoint({
    method: 'GET',
    path: '/api/admin/judge/rejudge-contest-problem',
    query: contestProblemRefSchema,
    answer: rejudgeCountSchema,
    caller: 'rejudge_own',
    message: 'Rejudge successfully',
  }),
  rejudgeGroupProblem: endpoint({
    method: 'GET',
    path: '/api/admin/judge/rejudge-group-problem',
    query: rejudgeGroupProblemQuerySchema,
    answer: rejudgeCountSchema,
    caller: 'rejudge_own',
    message: 'Rejudge successfully',
  }),
  manualJudge: endpoint({
    method: 'GET',
    path: '/api/admin/judge/manual-judge',
    query: manualJudgeQuerySchema,
    answer: manualJudgeResultSchema,
    caller: 'rejudge_own',
    message: 'Update Successfully',
  }),
  cancelJudge: endpoint({
    method: 'GET',
    path: '/api/admin/judge/cancel-judge',
    query: submitIdQuerySchema,
    answer: submissionStateSchema,
    caller: 'rejudge_own',
    message: 'Cancel Successfully',
  }),
};
