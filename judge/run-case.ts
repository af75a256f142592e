/**
 * Runs one test case of a compiled program in a fresh work dir and decides its verdict:
 * stdin from the .in file (or the problem's input file in the work dir for file IO), limits from
 * judge/limits.ts, then the default comparison, the special judge, or the interactor.
 * With a judging budget (judge/budget.ts) the runs' walls are cut to what is left of it: a program
 * stopped by that cut is not judged (Cancelled with the budget's message), a checker or interactor
 * stopped by it is a System Error naming it.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { budgetSkipMessage, JudgeStatus, type JudgeStatusCode } from '../src/contract/judge-status.ts';
import { throwIfAborted } from './context.ts';
import type { CaseResult, ProblemSpec, TestCaseFile } from './host.ts';
import type { Sandbox } from './sandbox/types.ts';
import { stoppedByBudget, type JudgeBudget } from './budget.ts';
import { runInteractive } from './checkers/interactive.ts';
import type { CasePoints } from './checkers/points.ts';
import { CHECKER_LIMITS, runSpecialJudge } from './checkers/special.ts';
import { compareOutputs } from './compare.ts';
import { runArgv, type Language } from './languages/registry.ts';
import { doubled, sandboxLimits, type JudgeLimits } from './limits.ts';
import { runVerdict } from './run-verdict.ts';
import { collectOutputFile } from './untrusted-file.ts';
import { copyFiles, makeSubDir, readHead, safeFileName, sizeOf, writeFiles } from './workspace.ts';

/** How much of the user's output a case result keeps. */
export const USER_OUTPUT_EXCERPT = 1024;

export interface CaseContext {
  sandbox: Sandbox;
  language: Language;
  problem: ProblemSpec;
  limits: JudgeLimits;
  /** The compiled program's files. */
  buildDir: string;
  /** The task's scratch directory. */
  scratch: string;
  /** The compiled special judge or interactor, when the judge mode needs one. */
  checkerDir?: string;
  dataDir: string;
  signal?: AbortSignal;
  /** The submission's judging budget; the runs' own limits when absent. */
  budget?: JudgeBudget;
}

export async function runCase(ctx: CaseContext, c: TestCaseFile): Promise<CaseResult> {
  const { problem, limits } = ctx;
  const inputFile = join(ctx.dataDir, c.input);
  const answerFile = join(ctx.dataDir, c.output);
  const expectedBytes = sizeOf(answerFile);
  const work = makeSubDir(ctx.scratch, 'case');
  const outDir = makeSubDir(ctx.scratch, 'out');
  copyFiles(ctx.buildDir, work);
  await writeFiles(work, problem.userExtraFiles);
  const argv = runArgv(ctx.language, limits.memoryMb, limits.stackMb);
  const env = { PATH: '/usr/local/bin:/usr/bin:/bin', ...ctx.language.run.env };
  const ownLimits = sandboxLimits(limits, expectedBytes);
  const runLimits = ctx.budget?.programLimits(ownLimits) ?? ownLimits;
  const base = { index: c.index, inputData: c.input, outputData: c.output, groupNum: c.groupNum };
  const result = (
    status: JudgeStatusCode,
    time: number,
    memory: number,
    fraction: number,
    extra: Partial<CaseResult> = {},
  ): CaseResult => ({ ...base, status, time, memory, score: Math.floor(c.score * fraction + 1e-9), ...extra });
  const points: CasePoints = {
    convention: problem.checkerPoints ?? 'fraction',
    scale: problem.checkerPointsScale ?? null,
    worth: c.score,
  };

  const budget = ctx.budget;
  const notJudged = () => result(JudgeStatus.CANCELLED, 0, 0, 0, { message: budgetSkipMessage(budget!.totalMs) });
  const checkerOutOfBudget = (name: string) =>
    `the ${name} did not finish within the judging budget of ${budget!.seconds} s`;

  if (problem.judgeMode === 'interactive') {
    const interactorOwn = doubled(ownLimits);
    const interactorLimits = budget?.checkerLimits(interactorOwn, runLimits.wallMs) ?? interactorOwn;
    const v = await runInteractive({
      sandbox: ctx.sandbox,
      user: { argv, workDir: work, env, signal: ctx.signal },
      userLimits: runLimits,
      interactorLimits,
      judgeLimits: limits,
      checkerDir: requireChecker(ctx),
      scratch: ctx.scratch,
      inputFile,
      answerFile,
      judgeExtraFiles: problem.judgeExtraFiles,
      points,
    });
    if (v.user.status === 'cancelled' && ctx.signal) throwIfAborted(ctx.signal);
    budget?.charge(v.user.wallMs, Math.max(0, v.interactor.wallMs - v.user.wallMs));
    if (stoppedByBudget(ownLimits, runLimits, v.user)) return notJudged();
    const message = stoppedByBudget(interactorOwn, interactorLimits, v.interactor)
      ? checkerOutOfBudget('interactor')
      : v.message;
    return result(v.status ?? JudgeStatus.SYSTEM_ERROR, v.time, v.memory, v.fraction, { message });
  }

  if (problem.fileIo) await copyFile(inputFile, join(work, safeFileName(problem.fileIo.input)));
  const stdoutFile = join(outDir, 'user.out');
  const stderrFile = join(outDir, 'user.err');
  const run = await ctx.sandbox.run({
    argv,
    workDir: work,
    env,
    stdinFile: inputFile,
    stdoutFile,
    stderrFile,
    limits: runLimits,
    signal: ctx.signal,
  });
  // A cancelled case is not judged: the task stops here and is reported Cancelled.
  if (run.status === 'cancelled' && ctx.signal) throwIfAborted(ctx.signal);
  budget?.charge(run.wallMs, 0);
  if (stoppedByBudget(ownLimits, runLimits, run)) return notJudged();
  // A file-IO output is the program's own file: only a checked copy of it is ever read.
  const userOutputFile = problem.fileIo ? join(outDir, 'file.out') : stdoutFile;
  const refused = problem.fileIo
    ? await collectOutputFile(work, problem.fileIo.output, userOutputFile, runLimits.outputBytes)
    : null;
  const userOutput = readHead(userOutputFile, USER_OUTPUT_EXCERPT);
  const v = runVerdict(run, limits, readHead(stderrFile, 4096));
  if (v.status !== null) return result(v.status, v.time, v.memory, 0, { userOutput, message: v.message });
  if (refused) return result(refused.status, v.time, v.memory, 0, { userOutput, message: refused.message });

  if (problem.judgeMode === 'spj') {
    const checkerLimits = budget?.checkerLimits(CHECKER_LIMITS) ?? CHECKER_LIMITS;
    const checked = await runSpecialJudge({
      sandbox: ctx.sandbox,
      checkerDir: requireChecker(ctx),
      scratch: ctx.scratch,
      inputFile,
      answerFile,
      userOutputFile,
      judgeExtraFiles: problem.judgeExtraFiles,
      limits: checkerLimits,
      points,
    });
    budget?.charge(0, checked.run.wallMs);
    const message = stoppedByBudget(CHECKER_LIMITS, checkerLimits, checked.run)
      ? checkerOutOfBudget('special judge')
      : checked.message;
    return result(checked.status, v.time, v.memory, checked.fraction, { userOutput, message: message || undefined });
  }
  const compared = await compareOutputs(userOutputFile, answerFile, problem.isRemoveEndBlank);
  const status =
    compared === 'ac'
      ? JudgeStatus.ACCEPTED
      : compared === 'pe'
        ? JudgeStatus.PRESENTATION_ERROR
        : JudgeStatus.WRONG_ANSWER;
  return result(status, v.time, v.memory, compared === 'ac' ? 1 : 0, { userOutput });
}

function requireChecker(ctx: CaseContext): string {
  if (!ctx.checkerDir) throw new Error(`judge mode ${ctx.problem.judgeMode} needs a compiled checker`);
  return ctx.checkerDir;
}
