/**
 * Runs a special judge as `checker <input> <user_output> <answer>` with generous limits
 * (16 s CPU, 32 s wall, 512 MB; the judging budget may cut the wall shorter). The test data
 * directory is mounted read-only at /data and the user's output directory at /user; the judge's
 * extra files sit beside the checker in its work dir. A checker that does not end is a System Error.
 */
import { basename, dirname, join } from 'node:path';
import type { Mount, RunLimits, RunResult, Sandbox } from '../sandbox/types.ts';
import { describeRun, runCaptured, toolLimits } from '../exec.ts';
import { copyFiles, makeSubDir, writeFiles } from '../workspace.ts';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { CHECKER_BINARY } from './build.ts';
import { checkerVerdict, type CheckerVerdict } from './verdict.ts';
import type { CasePoints } from './points.ts';

export const CHECKER_LIMITS = toolLimits(16_000, 32_000, 512, 64);

export interface SpecialJudgeRun {
  sandbox: Sandbox;
  /** Directory holding the compiled checker. */
  checkerDir: string;
  /** A scratch directory of the task; the checker's work dir is created in it. */
  scratch: string;
  inputFile: string;
  answerFile: string;
  userOutputFile: string;
  judgeExtraFiles?: Record<string, string>;
  /** CHECKER_LIMITS unless given (the judging budget cuts the wall). */
  limits?: RunLimits;
  /** How the checker's points are read. */
  points?: CasePoints;
}

export async function runSpecialJudge(run: SpecialJudgeRun): Promise<CheckerVerdict & { run: RunResult }> {
  const work = makeSubDir(run.scratch, 'checker');
  const logs = makeSubDir(run.scratch, 'checker-logs');
  copyFiles(run.checkerDir, work);
  await writeFiles(work, run.judgeExtraFiles);
  const data = dataMounts(run.inputFile, run.answerFile);
  const mounts = [...data.mounts, { hostPath: dirname(run.userOutputFile), sandboxPath: '/user' }];
  const argv = [join('/w', CHECKER_BINARY), data.input, join('/user', basename(run.userOutputFile)), data.answer];
  const limits = run.limits ?? CHECKER_LIMITS;
  const { result, stdout, stderr } = await runCaptured(
    run.sandbox,
    { argv, workDir: work, mounts, limits },
    logs,
    'checker',
  );
  if (result.status === 'cpu_limit' || result.status === 'wall_limit') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      fraction: 0,
      message: `the special judge did not finish: ${describeRun(result)}`,
      run: result,
    };
  }
  if (result.status !== 'exited') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      fraction: 0,
      message: `special judge ${describeRun(result)}`,
      run: result,
    };
  }
  return { ...checkerVerdict(result.exitCode, stdout, stderr, run.points), run: result };
}

/** Read-only mounts of the test data directory (or two, when input and answer live apart). */
export function dataMounts(inputFile: string, answerFile: string): { mounts: Mount[]; input: string; answer: string } {
  const apart = dirname(answerFile) !== dirname(inputFile);
  return {
    mounts: [
      { hostPath: dirname(inputFile), sandboxPath: '/data' },
      ...(apart ? [{ hostPath: dirname(answerFile), sandboxPath: '/answer' }] : []),
    ],
    input: join('/data', basename(inputFile)),
    answer: join(apart ? '/answer' : '/data', basename(answerFile)),
  };
}
