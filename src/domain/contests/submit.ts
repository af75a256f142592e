import { remoteSourceForSubmit } from '../submissions/remote-queue.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemLanguages } from '../../db/schema/index.ts';
import type { Submission, SubmitRequest } from '../../contract/submissions.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { checkSubmitRequest, storeSubmission, type SubmitContext } from '../submissions/submit.ts';
import { assertCanSeeInside, assertCanSubmit, assertContestVisible, isContestAdmin } from '../access/contest-policy.ts';
import { findContestProblem } from './problems.ts';
import { extraMs } from '../access/exam.ts';
import { findContest, isRegistered, type ContestRow } from '../access/contest-standing.ts';
import { contestPriority } from './priority.ts';

/**
 * POST /api/submit-problem-judge with a contest id: the submission rules of doc 1 §5, then the
 * contest's (API-NEXT 9.5): the contest window, registration and the account rule, checked here on
 * the server whatever the page showed. The problem is named by its display id in the contest.
 * Stored with the contest's priority: before practice when staff run the contest, else as
 * practice (and then under the site's submission interval).
 */
export function submitToContest(db: Db, req: SubmitRequest & { cid: number }, ctx: SubmitContext): Submission {
  checkSubmitRequest(db, req);
  const contest = findContest(db, req.cid);
  assertContestVisible(ctx.actor, contest);
  const now = ctx.now ?? new Date();
  assertCanSubmit(
    ctx.actor,
    isRegistered(db, contest.id, ctx.actor.uid),
    contest,
    now.getTime(),
    extraMs(db, contest.id, ctx.actor.uid),
  );
  const { link, problem } = usableProblem(db, ctx.actor, contest, req.pid, req.language);
  if (ctx.languageInstalled && !ctx.languageInstalled(req.language)) throw Errors.LanguageNotInstalled(req.language);
  const stored = db.transaction((tx) =>
    storeSubmission(
      tx as unknown as Db,
      problem,
      { ...ctx, now },
      {
        language: req.language,
        code: req.code,
        cid: contest.id,
        tid: null,
        gid: contest.gid,
        priority: contestPriority(db, contest),
      },
    ),
  );
  return { ...stored, title: link.displayTitle };
}

/** A contest problem by its display id that the actor may use with this language. */
function usableProblem(db: Db, actor: Actor, contest: ContestRow, displayId: string, language: string) {
  const found = findContestProblem(db, contest.id, displayId);
  if (found.problem.auth === ProblemAuth.PRIVATE && !isContestAdmin(actor, contest))
    throw Errors.ContestProblemHidden();
  // A remote problem is judged on its site, with its source switched on (submissions/remote-queue.ts).
  if (found.problem.isRemote) remoteSourceForSubmit(db, found.problem.problemId);
  if (found.problem.kind === 'choice') throw Errors.ChoiceProblemIsChoice();
  const allowed = db
    .select({ language: problemLanguages.language })
    .from(problemLanguages)
    .where(and(eq(problemLanguages.pid, found.problem.id), eq(problemLanguages.language, language)))
    .get();
  if (!allowed) throw Errors.LanguageNotAllowed(language);
  return found;
}

/** An online test run from a contest problem page: whoever may see inside the contest, by display id; queued at the contest's priority. */
export function contestProblemForTest(db: Db, actor: Actor, cid: number, displayId: string, language: string) {
  const contest = findContest(db, cid);
  assertContestVisible(actor, contest);
  assertCanSeeInside({ viewer: actor, registered: isRegistered(db, cid, actor.uid) }, contest, Date.now());
  return {
    problem: usableProblem(db, actor, contest, displayId, language).problem,
    priority: contestPriority(db, contest),
  };
}
