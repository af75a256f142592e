/**
 * Interactive judging: the user's program and the interactor run with their stdin/stdout
 * connected. The interactor runs as `interactor <input> <user_output_file> <answer>` (the middle
 * file is where it may write for the record) with twice the user's limits (the judging budget may
 * cut its wall shorter).
 *
 * Verdict order. Which of the two ended first is exact (RunResult.endedAt): the one that ended
 * first did not end because the other did. The order is problemtools' (its guess_tle example).
 * 1. The sandbox failed to run either: System Error.
 * 2. The interactor ended first and rejected the answer (wrong answer, wrong output format): that
 *    verdict, whatever the program did afterwards (spun, slept, crashed on the closed pipe).
 *    The interactor ended first by crashing, exceeding its limits or FAIL: System Error.
 *    An interactor that exceeded its CPU or wall limit is a System Error whenever it ended: once
 *    the program has ended it reads end of file, so it ran on by itself (the program waiting
 *    for it times out first when it sleeps).
 * 3. The program's Time Limit Exceeded, Memory Limit Exceeded, Runtime Error (a SIGPIPE is the
 *    program writing after the interactor had finished: an error only if the interactor accepted).
 *    So a program that dies first gets its own verdict, though the interactor then rejects the
 *    output or fails at the end of its input.
 * 4. The interactor killed by SIGPIPE: the program stopped reading, Wrong Answer; any other end
 *    of the interactor that is not an exit: System Error.
 * 5. The interactor's exit code and text, read as a checker's (points as the problem's convention
 *    says); FAIL is a System Error.
 */
import { join } from 'node:path';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import type { RunLimits, RunResult, RunSpec, Sandbox } from '../sandbox/types.ts';
import { describeRun } from '../exec.ts';
import { doubled, type JudgeLimits } from '../limits.ts';
import { runVerdict, type RunVerdict } from '../run-verdict.ts';
import { copyFiles, makeSubDir, readHead, writeFiles } from '../workspace.ts';
import { CHECKER_BINARY } from './build.ts';
import { dataMounts } from './special.ts';
import { checkerVerdict } from './verdict.ts';
import type { CasePoints } from './points.ts';

const SIGPIPE = 13;

export interface InteractiveRun {
  sandbox: Sandbox;
  /** The user's program: argv, work dir, env (stdin/stdout are the pipes). */
  user: Pick<RunSpec, 'argv' | 'workDir' | 'env' | 'mounts' | 'signal'>;
  userLimits: RunLimits;
  /** Twice the user's limits unless given. */
  interactorLimits?: RunLimits;
  judgeLimits: JudgeLimits;
  checkerDir: string;
  scratch: string;
  inputFile: string;
  answerFile: string;
  judgeExtraFiles?: Record<string, string>;
  /** How the interactor's points are read. */
  points?: CasePoints;
}

/** The verdict, with both runs (their walls count against the judging budget). */
export interface InteractiveVerdict extends RunVerdict {
  fraction: number;
  user: RunResult;
  interactor: RunResult;
}

export async function runInteractive(run: InteractiveRun): Promise<InteractiveVerdict> {
  const work = makeSubDir(run.scratch, 'interactor');
  const logs = makeSubDir(run.scratch, 'interactor-logs');
  copyFiles(run.checkerDir, work);
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
      limits: run.interactorLimits ?? doubled(run.userLimits),
      signal: run.user.signal,
    },
  );
  return { ...interactionVerdict(run, user, interactor, userStderr, interactorStderr), user, interactor };
}

function interactionVerdict(
  run: InteractiveRun,
  user: RunResult,
  interactor: RunResult,
  userStderr: string,
  interactorStderr: string,
): RunVerdict & { fraction: number } {
  const userVerdict = runVerdict(user, run.judgeLimits, readHead(userStderr, 4096));
  const clip = { time: userVerdict.time, memory: userVerdict.memory };
  if (userVerdict.status === JudgeStatus.SYSTEM_ERROR) return { ...userVerdict, fraction: 0 };
  if (interactor.status === 'internal') {
    return { status: JudgeStatus.SYSTEM_ERROR, message: `interactor ${describeRun(interactor)}`, fraction: 0, ...clip };
  }
  if (interactor.status === 'cpu_limit' || interactor.status === 'wall_limit') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `the interactor did not finish: ${describeRun(interactor)}`,
      fraction: 0,
      ...clip,
    };
  }
  const interactorSigpipe = interactor.status === 'signaled' && interactor.signal === SIGPIPE;
  const checked =
    interactor.status === 'exited'
      ? checkerVerdict(interactor.exitCode, '', readHead(interactorStderr, 4096), run.points)
      : { status: JudgeStatus.SYSTEM_ERROR, message: `interactor ${describeRun(interactor)}`, fraction: 0 };
  const interactorFirst =
    interactor.endedAt !== undefined && user.endedAt !== undefined && interactor.endedAt < user.endedAt;
  if (interactorFirst && !interactorSigpipe && REJECTED.has(checked.status)) return { ...checked, ...clip };

  const userSigpipe = user.status === 'signaled' && user.signal === SIGPIPE;
  if (userVerdict.status !== null && !(userVerdict.status === JudgeStatus.RUNTIME_ERROR && userSigpipe))
    return { ...userVerdict, fraction: 0 };
  if (interactorSigpipe)
    return {
      status: JudgeStatus.WRONG_ANSWER,
      message: 'the program stopped reading the interactor',
      fraction: 0,
      ...clip,
    };
  if (userSigpipe && checked.status === JudgeStatus.ACCEPTED) return { ...userVerdict, fraction: 0 };
  return { status: checked.status, message: checked.message, fraction: checked.fraction, ...clip };
}

/** What the interactor ending first decides on its own: its rejections and its own failure. */
const REJECTED = new Set<JudgeStatusCode>([
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.SYSTEM_ERROR,
]);
