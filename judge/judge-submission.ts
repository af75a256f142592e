/**
 * Judges one submission: Compiling (program, then checker) → Judging (cases in the order and
 * with the stops of the judge case mode, each reported as it finishes) → the final verdict.
 * The whole judgement keeps to the submission's judging budget (judge/budget.ts): once it is used
 * up, the remaining cases are reported as not judged and strategies/spent-budget.ts decides.
 * A refused report means the attempt is stale (rejudged or cancelled): the work stops silently.
 * A failure of the judge itself (work directory, sandbox, test data) ends in System Error with the
 * reason; a report the host could not take throws `ReportFailed`, so the attempt ends without a
 * final status and the scheduler tells its owner (the server re-queues it).
 * C++ compiles use the precompiled header only when it is already built: never waiting for it.
 * Every report is awaited inside the try, so a refused or failed one never escapes as an
 * unhandled rejection while the scratch directory is being removed.
 */
import { budgetSkipMessage, JudgeStatus, type JudgeStatusCode } from '../src/contract/judge-status.ts';
import { isStorageFull } from '../src/contract/storage-full.ts';
import type { CaseResult, FinalResult, SubmissionTask, TestCaseFile } from './host.ts';
import { budgetOf, JudgeBudget } from './budget.ts';
import { compile } from './compile.ts';
import { abortReason, type JudgeContext, TaskAborted, throwIfAborted } from './context.ts';
import { CHECKER_COMPILE_LIMITS } from './languages/table.ts';
import { judgeLimits, sandboxLimits } from './limits.ts';
import { runCase } from './run-case.ts';
import { CasePlan } from './strategies/case-plan.ts';
import { finalVerdict } from './strategies/final-result.ts';
import { isBudgetSkip, spentBudgetVerdict } from './strategies/spent-budget.ts';
import { makeSubDir, makeWorkDir, removeDir } from './workspace.ts';

export type CaseListener = (result: CaseResult) => void;

/** The host could not take a report (it threw): nothing more can be recorded for this attempt. */
export class ReportFailed extends Error {
  constructor(what: string, cause: unknown) {
    super(`reporting ${what} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

async function report<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw new ReportFailed(what, e);
  }
}

export async function judgeSubmission(
  ctx: JudgeContext,
  task: SubmissionTask,
  signal: AbortSignal,
  onCase?: CaseListener,
): Promise<FinalResult | null> {
  const startedAt = performance.now();
  const { judger } = ctx;
  const { key, problem } = task;
  const host = {
    status: (status: JudgeStatusCode) => report('a status', () => ctx.host.status(key, status)),
    caseResult: (result: CaseResult) => report('a case result', () => ctx.host.caseResult(key, result)),
  };
  const fail = (status: FinalResult['status'], errorMessage: string): FinalResult => ({
    status,
    score: problem.type === 1 ? 0 : null,
    oiRankScore: problem.type === 1 ? 0 : null,
    time: 0,
    memory: 0,
    errorMessage,
    judger,
  });
  const finish = async (result: FinalResult) =>
    (await report('the verdict', () => ctx.host.finish(key, result))) ? result : null;

  const language = ctx.languages.get(task.language);
  if (!language?.available)
    return await finish(fail(JudgeStatus.SYSTEM_ERROR, `language ${task.language} is not available on this judge`));
  if (!(await host.status(JudgeStatus.COMPILING))) return null;
  let scratch: string | null = null;
  try {
    scratch = makeWorkDir(ctx.workRoot, `${key.kind}-${key.id}`);
    const buildDir = makeSubDir(scratch, 'build');
    const pchDir = language.pchStd && ctx.languages.pch ? ctx.languages.pch.ready(language.pchStd) : null;
    throwIfAborted(signal);
    const compiled = await compile({
      sandbox: ctx.sandbox,
      language,
      source: task.code,
      dir: buildDir,
      logDir: makeSubDir(scratch, 'logs'),
      extraFiles: problem.userExtraFiles,
      pchDir,
      cache: ctx.compileCache,
    });
    throwIfAborted(signal);
    if (!compiled.ok) return await finish(fail(compiled.status, compiled.message));

    let checkerDir: string | undefined;
    if (problem.judgeMode !== 'default') {
      if (!problem.checker)
        return await finish(
          fail(JudgeStatus.SYSTEM_ERROR, `the ${problem.judgeMode} judge of this problem has no source`),
        );
      const built = await ctx.checkers.build(problem.checker, problem.judgeExtraFiles);
      if (!built.ok) return await finish(fail(JudgeStatus.SYSTEM_ERROR, built.message));
      checkerDir = built.dir;
    }
    const data = await ctx.host.testData(problem);
    if (data.cases.length === 0) return await finish(fail(JudgeStatus.SYSTEM_ERROR, 'the problem has no test cases'));
    throwIfAborted(signal);
    if (!(await host.status(JudgeStatus.JUDGING))) return null;

    const limits = judgeLimits(problem, language);
    const budget = new JudgeBudget(
      budgetOf({
        capMs: task.budgetMs,
        cases: data.cases.length,
        program: sandboxLimits(limits, 0),
        judgeMode: problem.judgeMode,
        compileWallMs: (language.compile?.limits.wallMs ?? 0) + (checkerDir ? CHECKER_COMPILE_LIMITS.wallMs : 0),
      }),
      startedAt,
    );
    const plan = new CasePlan(problem.judgeCaseMode, data.cases);
    const results: CaseResult[] = [];
    let spent = false;
    for (const c of plan.order) {
      throwIfAborted(signal);
      const decision = plan.decide(c);
      if (decision === 'stop') break;
      const result =
        decision === 'cancel'
          ? cancelled(c)
          : spent || !budget.startCase()
            ? cancelled(c, budgetSkipMessage(budget.totalMs))
            : await runCase(
                {
                  sandbox: ctx.sandbox,
                  language,
                  problem,
                  limits,
                  buildDir,
                  scratch,
                  checkerDir,
                  dataDir: data.dir,
                  signal,
                  budget,
                },
                c,
              );
      throwIfAborted(signal);
      if (result.status === JudgeStatus.SYSTEM_ERROR) {
        if (!(await host.caseResult(result))) return null;
        return await finish({
          ...fail(JudgeStatus.SYSTEM_ERROR, result.message ?? 'system error'),
          time: result.time,
          memory: result.memory,
        });
      }
      if (isBudgetSkip(result)) spent = true;
      else plan.record(c, result.status, result.score);
      results.push(result);
      onCase?.(result);
      if (!(await host.caseResult(result))) return null;
    }
    const input = {
      type: problem.type,
      mode: problem.judgeCaseMode,
      difficulty: problem.difficulty,
      cases: data.cases,
      results,
    };
    const checkerName =
      problem.judgeMode === 'spj' ? 'special judge' : problem.judgeMode === 'interactive' ? 'interactor' : null;
    const verdict = spent
      ? spentBudgetVerdict(input, {
          totalMs: budget.totalMs,
          programMs: budget.programMs,
          checkerMs: budget.checkerMs,
          checkerName,
        })
      : finalVerdict(input);
    return await finish({ ...verdict, judger });
  } catch (e) {
    // A full disk is no verdict of the program: the attempt ends without one and is judged again.
    if (e instanceof TaskAborted || e instanceof ReportFailed || isStorageFull(e)) throw e;
    if (signal.aborted) throw new TaskAborted(abortReason(signal));
    return await finish(fail(JudgeStatus.SYSTEM_ERROR, `judge failure: ${e instanceof Error ? e.message : String(e)}`));
  } finally {
    if (scratch) await removeDir(scratch).catch(() => undefined);
  }
}

/** A case not run: the subtask already scores zero, or (with the message) the budget was used up. */
function cancelled(c: TestCaseFile, message?: string): CaseResult {
  return {
    index: c.index,
    inputData: c.input,
    outputData: c.output,
    groupNum: c.groupNum,
    status: JudgeStatus.CANCELLED,
    time: 0,
    memory: 0,
    score: 0,
    message,
  };
}
