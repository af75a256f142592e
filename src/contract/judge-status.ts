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
];

export function isFinalStatus(status: number): boolean {
  return !(NON_FINAL_STATUSES as readonly number[]).includes(status);
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
