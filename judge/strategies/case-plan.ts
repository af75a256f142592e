/**
 * Which cases run, in which order, under each judge case mode:
 * - default / subtask_average: every case;
 * - ergodic_without_error: stops at the first case that is not Accepted;
 * - subtask_lowest: cases grouped by groupNum; after a case that scores zero the rest of its
 *   group is Cancelled (the group already scores its minimum, zero).
 */
import { JudgeStatus, type JudgeCaseMode, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import type { TestCaseFile } from '../host.ts';

export type CaseDecision = 'run' | 'cancel' | 'stop';

export class CasePlan {
  readonly order: TestCaseFile[];
  private failed = false;
  private zeroGroups = new Set<number>();

  constructor(
    private readonly mode: JudgeCaseMode,
    cases: TestCaseFile[],
  ) {
    const grouped = mode === 'subtask_lowest' || mode === 'subtask_average';
    this.order = [...cases].sort((a, b) => (grouped ? a.groupNum - b.groupNum : 0) || a.index - b.index);
  }

  decide(c: TestCaseFile): CaseDecision {
    if (this.mode === 'ergodic_without_error' && this.failed) return 'stop';
    if (this.mode === 'subtask_lowest' && this.zeroGroups.has(c.groupNum)) return 'cancel';
    return 'run';
  }

  record(c: TestCaseFile, status: JudgeStatusCode, score: number): void {
    if (status !== JudgeStatus.ACCEPTED) {
      this.failed = true;
      if (score <= 0) this.zeroGroups.add(c.groupNum);
    }
  }
}
