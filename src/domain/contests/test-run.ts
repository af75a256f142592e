import type { Db } from '../../db/client.ts';
import type { z } from 'zod';
import { TEST_INPUT_MAX_LENGTH, type testJudgeSchema } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { contestProblemForTest } from './submit.ts';
import { checkCode, problemForSubmit } from '../submissions/submit.ts';
import { Priority } from '../submissions/priority.ts';

export interface PreparedTestRun {
  pid: number;
  language: string;
  code: string;
  input: string;
  expectedOutput: string | null;
  /** Its queue priority: a staff contest's from a contest page, else practice. */
  priority: number;
}

/**
 * POST /api/submit-problem-test-judge: the code rules, the input limit (1000 characters) and the
 * same problem and language checks as a submission (in a contest, by its display id and the
 * contest's rules). Nothing is stored: test runs live in the judging service's memory.
 */
export function prepareTestRun(
  db: Db,
  actor: Actor,
  req: z.infer<typeof testJudgeSchema>,
  languageInstalled?: (id: string) => boolean,
): PreparedTestRun {
  checkCode(req.code);
  if ([...req.userInput].length > TEST_INPUT_MAX_LENGTH) throw Errors.TestInputTooLong();
  if (req.isRemoteJudge) throw Errors.RemoteJudgeUnavailable();
  const { problem, priority } =
    req.cid !== null
      ? contestProblemForTest(db, actor, req.cid, req.pid, req.language)
      : { problem: problemForSubmit(db, actor, req.pid, req.language), priority: Priority.PRACTICE };
  if (problem.isRemote) throw Errors.RemoteNoOnlineTest(problem.problemId);
  if (languageInstalled && !languageInstalled(req.language)) throw Errors.LanguageNotInstalled(req.language);
  return {
    pid: problem.id,
    language: req.language,
    code: req.code,
    input: req.userInput,
    expectedOutput: req.expectedOutput ?? null,
    priority,
  };
}
