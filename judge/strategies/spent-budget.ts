/**
 * The verdict of a judgement that used up its judging budget (judge/budget.ts) before every case
 * was judged. The cases not judged count as Time Limit Exceeded scoring nothing, so:
 * - a judged case failed already: the verdict of the judged cases (ACM: the first failing one;
 *   OI: what was earned);
 * - otherwise, when the special judge or interactor used more of the budget than the program:
 *   System Error naming it, the problem's fault (the submission is judged again once it is fixed);
 * - otherwise Time Limit Exceeded: the program's runs used the budget (OI keeps what the judged
 *   cases earned).
 */
import { budgetSkipMessage, budgetSkipSeconds, JudgeStatus } from '../../src/contract/judge-status.ts';
import type { CaseResult } from '../host.ts';
import { finalVerdict, type Verdict, type VerdictInput } from './final-result.ts';

export interface SpentBudget {
  totalMs: number;
  programMs: number;
  checkerMs: number;
  /** 'special judge' or 'interactor'; null in the default judge mode. */
  checkerName: string | null;
}

/** A case recorded as not judged because the budget was used up. */
export function isBudgetSkip(r: Pick<CaseResult, 'status' | 'message'>): boolean {
  return r.status === JudgeStatus.CANCELLED && budgetSkipSeconds(r.message) !== null;
}

export function spentBudgetVerdict(input: VerdictInput, spent: SpentBudget): Verdict & { errorMessage: string } {
  const judged = input.results.filter((r) => !isBudgetSkip(r) && r.status !== JudgeStatus.CANCELLED);
  const results = input.results.map((r) =>
    isBudgetSkip(r) ? { ...r, status: JudgeStatus.TIME_LIMIT_EXCEEDED, score: 0 } : r,
  );
  const verdict = finalVerdict({ ...input, results });
  const skippedMessage = budgetSkipMessage(spent.totalMs);
  if (judged.some((r) => r.status !== JudgeStatus.ACCEPTED)) return { ...verdict, errorMessage: skippedMessage };
  if (spent.checkerName && spent.checkerMs > spent.programMs) {
    const s = (ms: number) => Math.round(ms / 100) / 10;
    const zero = input.type === 1 ? 0 : null;
    return {
      ...verdict,
      status: JudgeStatus.SYSTEM_ERROR,
      score: zero,
      oiRankScore: zero,
      errorMessage:
        `the ${spent.checkerName} used ${s(spent.checkerMs)} s of the judging budget of ${s(spent.totalMs)} s ` +
        `(the program ${s(spent.programMs)} s): the remaining cases were not judged`,
    };
  }
  return { ...verdict, status: JudgeStatus.TIME_LIMIT_EXCEEDED, errorMessage: skippedMessage };
}
