import type { Db } from '../../db/client.ts';
import type { Submission, SubmitRequest } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import { Priority } from '../submissions/priority.ts';
import { checkSubmitRequest, problemForSubmit, storeSubmission, type SubmitContext } from '../submissions/submit.ts';
import { trainingForSubmit } from './problems.ts';

/**
 * POST /api/submit-problem-judge outside contests (the bank, a group's list, or through a training,
 * which trainings/ checks): the rules of spec doc 1 §5 in order, then the
 * submission is stored as Pending, which queues it. The frequency rule and the insert run in one
 * transaction, so two quick requests cannot both pass it.
 */
export function submitPractice(db: Db, req: SubmitRequest, ctx: SubmitContext): Submission {
  checkSubmitRequest(db, req);
  const problem = problemForSubmit(db, ctx.actor, req.pid, req.language);
  // A remote problem is judged by its site: this server need not run the language.
  if (!problem.isRemote && ctx.languageInstalled && !ctx.languageInstalled(req.language))
    throw Errors.LanguageNotInstalled(req.language);
  const now = ctx.now ?? new Date();
  const training = req.tid ? trainingForSubmit(db, ctx.actor, req.tid, problem.id, now.getTime()) : null;
  return db.transaction((tx) => {
    // A submission through a group's training, or of a group's problem, belongs to that group.
    return storeSubmission(
      tx as unknown as Db,
      problem,
      { ...ctx, now },
      {
        language: req.language,
        code: req.code,
        cid: null,
        tid: req.tid ?? null,
        gid: training?.gid ?? problem.gid,
        priority: Priority.PRACTICE,
      },
    );
  });
}
