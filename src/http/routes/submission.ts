import { Hono } from 'hono';
import {
  caseResultListSchema, checkSubmissionsStatusSchema, lastAcCodeQuerySchema, lastAcCodeSchema, shareResultSchema, shareSubmissionSchema, submissionDetailSchema, submissionListQuerySchema,
  submissionRowSchema, submissionStatesSchema, submitIdQuerySchema, submitSchema, submittedSchema,
} from '../../contract/submissions.ts';
import { pageSchema } from '../../contract/envelope.ts';
import { lastAcceptedContestCode } from '../../domain/contests/last-ac-code.ts';
import { submitToContest } from '../../domain/contests/submit.ts';
import { getCaseResults } from '../../domain/submissions/case-results.ts';
import { checkStatuses, getSubmissionDetail, lastAcceptedCode, setShare } from '../../domain/submissions/detail.ts';
import { listSubmissions } from '../../domain/submissions/list.ts';
import { submitPractice } from '../../domain/trainings/practice-submit.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser, requireLogin } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { okAs } from '../respond.ts';

const submissionPageSchema = pageSchema(submissionRowSchema);
import { validate } from '../validate.ts';

/** Submitting, the submission list and detail, case results, sharing, the last accepted code. */
export const submissionRoutes = new Hono<AppEnv>()
  .post('/submit-problem-judge', async (c) => {
    const actor = assertCan(c, 'submit');
    const { db, judge } = c.var.deps;
    const req = validate(submitSchema, await c.req.json());
    const ctx = { actor, ip: clientIp(c), languageInstalled: judge ? (id: string) => judge.languageAvailable(id) : undefined };
    const submission = req.cid !== null ? submitToContest(db, { ...req, cid: req.cid }, ctx) : submitPractice(db, req, ctx);
    judge?.submitted(submission.submitId);
    const judgeWaiting = !judge ? 'notRunning' : judge.status().waitingForRoom ? 'storageFull' : null;
    return okAs(c, submittedSchema, { ...submission, judgeWaiting }, 'Submit code successfully');
  })
  // The computational-thinking pages' names (get-c-…, check-c-…) reach the same lists: choice answers are submissions.
  .on('GET', ['/get-submission-list', '/get-c-submission-list'], (c) => okAs(c, submissionPageSchema, listSubmissions(c.var.deps.db, c.var.user, validate(submissionListQuerySchema, c.req.query()))))
  .on('POST', ['/check-submissions-status', '/check-c-submissions-status'], async (c) => {
    const { submitIds } = validate(checkSubmissionsStatusSchema, await c.req.json());
    return okAs(c, submissionStatesSchema, checkStatuses(c.var.deps.db, c.var.user, submitIds));
  })
  // The contest pages' name for the same check: each submission answers by its own contest's rules.
  .on('POST', ['/check-contest-submissions-status', '/check-c-contest-submissions-status'], async (c) => {
    const { submitIds } = validate(checkSubmissionsStatusSchema, await c.req.json());
    return okAs(c, submissionStatesSchema, checkStatuses(c.var.deps.db, c.var.user, submitIds));
  })
  .on('GET', ['/get-submission-detail', '/get-c-submission-detail'], (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    return okAs(c, submissionDetailSchema, getSubmissionDetail(c.var.deps.db, c.var.user, submitId, c.var.lang));
  })
  .get('/get-all-case-result', (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    return okAs(c, caseResultListSchema, getCaseResults(c.var.deps.db, c.var.user, submitId));
  })
  .put('/submission', requireLogin, async (c) => {
    const { submitId, share } = validate(shareSubmissionSchema, await c.req.json());
    const shared = setShare(c.var.deps.db, currentUser(c), submitId, share);
    return okAs(c, shareResultSchema, { submitId, share: shared }, shared ? 'Shared successfully' : 'Cancel Sharing Successfully');
  })
  .get('/get-last-ac-code', requireLogin, (c) => {
    const { pid, cid } = validate(lastAcCodeQuerySchema, c.req.query());
    const code = cid === null ? lastAcceptedCode(c.var.deps.db, currentUser(c), pid, null) : lastAcceptedContestCode(c.var.deps.db, currentUser(c), pid, cid);
    return okAs(c, lastAcCodeSchema, code);
  });
