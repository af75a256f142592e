/**
 * Interactive judging: the user's program and the interactor run with their stdin/stdout
 * connected. The interactor runs as `interactor <input> <user_output_file> <answer>` (the middle
 * file is where it may write for the record) with twice the user's limits.
 * Verdict order: the user's TLE/MLE; then RE if the user exited non-zero (a SIGPIPE only if the
 * interactor accepted); then the interactor's exit code, read as a checker's.
 */
import { join } from 'node:path';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import type { RunLimits, RunSpec, Sandbox } from '../sandbox/types.ts';
import { describeRun } from '../exec.ts';
import { doubled, type JudgeLimits } from '../limits.ts';
import { runVerdict, type RunVerdict } from '../run-verdict.ts';
import { copyFiles, makeSubDir, readHead, writeFiles } from '../workspace.ts';
import { CHECKER_BINARY } from './build.ts';
import { dataMounts } from './special.ts';
import { checkerVerdict } from './verdict.ts';

const SIGPIPE = 13;

export interface InteractiveRun {
  sandbox: Sandbox;
  /** The user's program: argv, work dir, env (stdin/stdout are the pipes). */
  user: Pick<RunSpec, 'argv' | 'workDir' | 'env' | 'mounts' | 'signal'>;
  userLimits: RunLimits;
  judgeLimits: JudgeLimits;
  checkerDir: string;
  scratch: string;
  inputFile: string;
  answerFile: string;
  judgeExtraFiles?: Record<string, string>;
}

export async function runInteractive(run: InteractiveRun): Promise<RunVerdict & { fraction: number }> {
  const work = await makeSubDir(run.scratch, 'interactor');
  const logs = await makeSubDir(run.scratch, 'interactor-logs');
  await copyFiles(run.checkerDir, work);
  await writeFiles(work, run.judgeExtraFiles);
  const userStderr = join(logs, 'user.stderr');
  const interactorStderr = join(logs, 'interactor.stderr');
  const data = dataMounts(run.inputFile, run.answerFile);
  const [user, interactor] = await run.sandbox.runPiped(
    { ...run.user, stderrFile: userStderr, limits: run.userLimits },
    {
      argv: [join('/w', CHECKER_BINARY), data.input, '/w/user_output', data.answer],
      workDir: work,
      mounts: data.mounts,
      stderrFile: interactorStderr,
      limits: doubled(run.userLimits),
    },
  );
  const userVerdict = runVerdict(user, run.judgeLimits, await readHead(userStderr, 4096));
  const clip = { time: userVerdict.time, memory: userVerdict.memory };
  if (userVerdict.status === JudgeStatus.TIME_LIMIT_EXCEEDED || userVerdict.status === JudgeStatus.MEMORY_LIMIT_EXCEEDED
    || userVerdict.status === JudgeStatus.SYSTEM_ERROR) {
    return { ...userVerdict, fraction: 0 };
  }
  const userSigpipe = user.status === 'signaled' && user.signal === SIGPIPE;
  if (userVerdict.status === JudgeStatus.RUNTIME_ERROR && !userSigpipe) return { ...userVerdict, fraction: 0 };
  if (interactor.status !== 'exited') {
    // Killed by SIGPIPE: the program stopped reading; anything else is the interactor's own failure.
    if (interactor.status === 'signaled' && interactor.signal === SIGPIPE) {
      return { status: JudgeStatus.WRONG_ANSWER, message: 'the program stopped reading the interactor', fraction: 0, ...clip };
    }
    return { status: JudgeStatus.SYSTEM_ERROR, message: `interactor ${describeRun(interactor)}`, fraction: 0, ...clip };
  }
  const checked = checkerVerdict(interactor.exitCode, '', await readHead(interactorStderr, 4096));
  if (userSigpipe && checked.status === JudgeStatus.ACCEPTED) return { ...userVerdict, fraction: 0 };
  return { status: checked.status, message: checked.message, fraction: checked.fraction, ...clip };
}
