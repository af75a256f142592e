/** Judge status codes shared by the server, the judge and the UI (spec doc 1 §4). */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_NO_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;

export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

/** Statuses that are not final: lists and pages keep polling while a row has one of these. */
export const NON_FINAL_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  // A remote submission on its way to its site.
  JudgeStatus.SUBMITTING,
];

export function isFinalStatus(status: number): boolean {
  return !(NON_FINAL_STATUSES as readonly number[]).includes(status);
}

/**
 * How the judge's message of a case stopped at the output limit starts (a reason may follow).
 * Its status is Runtime Error: the specification has no code of its own for it.
 */
export const OUTPUT_LIMIT_MESSAGE = 'Output limit exceeded';

export function isOutputLimitMessage(message: string | null | undefined): boolean {
  return message?.startsWith(OUTPUT_LIMIT_MESSAGE) ?? false;
}

/**
 * How the message of a case the judge did not run starts when the submission had used its judging
 * budget (the budget in seconds follows). Its status is Cancelled: the case was not judged.
 */
export const BUDGET_SKIP_MESSAGE = 'Not judged: the submission used its judging budget';

export function budgetSkipMessage(budgetMs: number): string {
  return `${BUDGET_SKIP_MESSAGE} of ${Math.round(budgetMs / 100) / 10} s`;
}

/** The budget (seconds) named by a budget-skip message; null for any other message. */
export function budgetSkipSeconds(message: string | null | undefined): number | null {
  if (!message?.startsWith(BUDGET_SKIP_MESSAGE)) return null;
  const m = / of (\d+(?:\.\d+)?) s/.exec(message.slice(BUDGET_SKIP_MESSAGE.length));
  return m ? Number(m[1]) : null;
}

/** Short names used in per-test grids and logs. */
export const JUDGE_STATUS_SHORT: Record<JudgeStatusCode, string> = {
  [-10]: 'NS',
  [-5]: 'SNR',
  [-4]: 'CA',
  [-3]: 'PE',
  [-2]: 'CE',
  [-1]: 'WA',
  0: 'AC',
  1: 'TLE',
  2: 'MLE',
  3: 'RE',
  4: 'SE',
  5: 'PD',
  6: 'CP',
  7: 'JG',
  8: 'PAC',
  9: 'SM',
  10: 'SF',
};

export const JUDGE_CASE_MODES = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'] as const;
export type JudgeCaseMode = (typeof JUDGE_CASE_MODES)[number];

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

/**
 * How a problem's checker gives points (testlib's `points X`): 'fraction' of the case, 0 to 1
 * (Verdict's own checkers), or 'absolute' points as Polygon's checkers give them (see
 * judge/checkers/points.ts).
 */
export const CHECKER_POINTS = ['fraction', 'absolute'] as const;
export type CheckerPoints = (typeof CHECKER_POINTS)[number];
