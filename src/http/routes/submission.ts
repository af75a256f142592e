import { Hono } from 'hono';
import { submissionEndpoints as E } from '../../contract/endpoints/submissions.ts';
import type { Submitted } from '../../contract/submissions.ts';
import { lastAcceptedContestCode } from '../../domain/contests/last-ac-code.ts';
import { submitToContest } from '../../domain/contests/submit.ts';
import { getCaseResults } from '../../domain/submissions/case-results.ts';
import { checkStatuses, getSubmissionDetail, lastAcceptedCode, setShare } from '../../domain/submissions/detail.ts';
import { listSubmissions } from '../../domain/submissions/list-pages.ts';
import { submitPractice } from '../../domain/trainings/practice-submit.ts';
import { mount } from '../endpoint.ts';
import { gate } from '../entry-gate.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRight } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/** Submitting, the submission list and detail, case results, sharing, the last accepted code (src/contract/endpoints/submissions.ts). */
export const submissionRoutes = new Hono<AppEnv>();
gate(submissionRoutes, [E.submit], requireRight('submit'));
mount(submissionRoutes, E.submit, (req, c) => {
  const { db, judge } = c.var.deps;
  const ctx = {
    actor: currentUser(c),
    ip: clientIp(c),
    languageInstalled: judge ? (id: string) => judge.languageAvailable(id) : undefined,
  };
  const submission =
    req.cid !== null ? submitToContest(db, { ...req, cid: req.cid }, ctx) : submitPractice(db, req, ctx);
  judge?.submitted(submission.submitId);
  c.var.deps.remote?.wake();
  const judgeWaiting: Submitted['judgeWaiting'] = !judge
    ? 'notRunning'
    : judge.status().waitingForRoom
      ? 'storageFull'
      : null;
  return { ...submission, judgeWaiting };
});
mount(submissionRoutes, E.list, (q, c) => listSubmissions(c.get('deps').db, c.get('user'), q));
mount(submissionRoutes, E.checkStatuses, ({ submitIds }, c) => checkStatuses(c.var.deps.db, c.var.user, submitIds));
mount(submissionRoutes, E.checkContestStatuses, ({ submitIds }, c) =>
  checkStatuses(c.var.deps.db, c.var.user, submitIds),
);
mount(submissionRoutes, E.detail, ({ submitId }, c) =>
  getSubmissionDetail(c.var.deps.db, c.var.user, submitId, c.var.lang),
);
mount(submissionRoutes, E.caseResults, ({ submitId }, c) => getCaseResults(c.var.deps.db, c.var.user, submitId));
mount(
  submissionRoutes,
  E.share,
  ({ submitId, share }, c) => ({ submitId, share: setShare(c.var.deps.db, currentUser(c), submitId, share) }),
  (_, { share }) => (share ? 'Shared successfully' : 'Cancel Sharing Successfully'),
);
mount(submissionRoutes, E.lastAcCode, ({ pid, cid }, c) =>
  cid === null
    ? lastAcceptedCode(c.var.deps.db, currentUser(c), pid, null)
    : lastAcceptedContestCode(c.var.deps.db, currentUser(c), pid, cid),
);
