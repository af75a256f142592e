/**
 * A submission's judging budget: the most wall time its judgement may hold a worker, the compile,
 * every case's run and the special judge's or interactor's runs together. It is what the limits
 * allow (the compile's wall + cases × one case's walls), capped by the site's setting that comes
 * with the task (`SubmissionTask.budgetMs`); the clock runs from the start of the task.
 * - The first case always runs on its own limits, so every verdict rests on a run of the program
 *   however long the compile took. Later cases start only while the budget lasts; the rest are
 *   recorded as not judged.
 * - From the second case on, the program's wall is cut to what is left: a run stopped by that cut
 *   is not judged. A special judge's or interactor's wall is cut to what is left too, but never
 *   below `CHECKER_FLOOR_MS` (nor, for an interactor, the program's wall beside it): a checker that
 *   runs out of it has failed, which is the problem's fault.
 * - The budget keeps who used it: the program's runs, or the checker's (an interactor's time past
 *   the program's end), so that the verdict of a spent budget blames the right one.
 */
import type { JudgeMode } from '../src/contract/judge-status.ts';
import type { RunLimits, RunResult } from './sandbox/types.ts';
import { CHECKER_LIMITS } from './checkers/special.ts';
import { doubled } from './limits.ts';

/** The least wall a special judge or interactor gets, whatever is left of the budget. */
export const CHECKER_FLOOR_MS = 1000;

export interface BudgetShape {
  /** The site's cap (ms). */
  capMs: number;
  /** The compile's own wall limit (ms), the checker's compile included when there is one. */
  compileWallMs: number;
  cases: number;
  /** The program's sandbox limits of one case. */
  program: RunLimits;
  judgeMode: JudgeMode;
}

/** The budget of a submission: what its limits allow, at most the site's cap. */
export function budgetOf(shape: BudgetShape): number {
  const checker = shape.judgeMode === 'spj' ? CHECKER_LIMITS.wallMs : 0;
  // The interactor runs beside the program, with twice its wall.
  const caseWallMs = shape.judgeMode === 'interactive' ? doubled(shape.program).wallMs : shape.program.wallMs + checker;
  return Math.min(shape.capMs, shape.compileWallMs + shape.cases * caseWallMs);
}

export class JudgeBudget {
  private started = 0;
  /** Wall time used by the program's runs and by the checker's (ms). */
  programMs = 0;
  checkerMs = 0;

  constructor(
    readonly totalMs: number,
    private readonly startedAt: number,
    private readonly now = () => performance.now(),
  ) {}

  /** The budget in seconds, as messages name it. */
  get seconds(): number {
    return Math.round(this.totalMs / 100) / 10;
  }

  /** Counts the wall time of a case's runs: the program's and the checker's (or interactor's). */
  charge(programMs: number, checkerMs: number): void {
    this.programMs += programMs;
    this.checkerMs += checkerMs;
  }

  get remainingMs(): number {
    return this.totalMs - (this.now() - this.startedAt);
  }

  /** Whether another case may start: the first always does, later ones while the budget lasts. */
  startCase(): boolean {
    this.started++;
    return this.started === 1 || this.remainingMs > 0;
  }

  /** The program's limits in the current case: its own in the first case, else cut to what is left. */
  programLimits(own: RunLimits): RunLimits {
    return this.started <= 1 ? own : this.cut(own, 1);
  }

  /** A checker's or interactor's limits: cut to what is left, never below `floorMs`. */
  checkerLimits(own: RunLimits, floorMs = CHECKER_FLOOR_MS): RunLimits {
    return this.cut(own, floorMs);
  }

  private cut(own: RunLimits, floorMs: number): RunLimits {
    const wallMs = Math.min(own.wallMs, Math.max(Math.ceil(this.remainingMs), floorMs));
    return wallMs === own.wallMs ? own : { ...own, wallMs };
  }
}

/** The run stopped at a wall the budget had cut shorter than its own. */
export function stoppedByBudget(own: RunLimits, used: RunLimits, r: RunResult): boolean {
  return r.status === 'wall_limit' && used.wallMs < own.wallMs;
}
