import { MANUAL_JUDGE_STATUSES } from '../../../src/contract/submissions.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';

/** What the super admin may do to a submission from its status (spec doc 1 §4 "manual judging"). */
export interface JudgeControls {
  /** The status popover is offered at all. */
  popover: boolean;
  /** "Modify Evaluation" (manual judge) is enabled. */
  modify: boolean;
  /** "Cancel Evaluation" is enabled. */
  cancel: boolean;
}

export function judgeControls(status: number): JudgeControls {
  const blocked: number[] = [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR];
  if (blocked.includes(status)) return { popover: false, modify: false, cancel: false };
  return { popover: true, modify: status !== JudgeStatus.PENDING, cancel: status !== JudgeStatus.CANCELLED };
}

/** The statuses of the manual-judge dialog: the allowed ones, and Cancelled shown but disabled. */
export const MANUAL_CHOICES: { status: number; disabled: boolean }[] = [
  ...MANUAL_JUDGE_STATUSES.map((status) => ({ status, disabled: false })),
  { status: JudgeStatus.CANCELLED, disabled: true },
];

/** The score field shows when the submission has a score or the chosen status is Partial Accepted. */
export function showsScoreField(currentScore: number | null, chosen: number): boolean {
  return currentScore !== null || chosen === JudgeStatus.PARTIAL_ACCEPTED;
}
