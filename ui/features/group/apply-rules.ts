import { GROUP_LIMITS, GroupAuth } from '../../../src/contract/groups.ts';

/** The apply dialog's rules (spec doc 3 §5), in order: a private group's code (exactly 6), then a non-public group's reason (5–100). */
export type ApplyIssue = 'codeRequired' | 'codeLength' | 'reasonRequired' | 'reasonLength';

export function firstBrokenApplyRule(auth: number, code: string, reason: string): ApplyIssue | null {
  if (auth === GroupAuth.PRIVATE) {
    if (!code.trim()) return 'codeRequired';
    if (code.trim().length !== GROUP_LIMITS.code) return 'codeLength';
  }
  if (auth !== GroupAuth.PUBLIC) {
    const [min, max] = GROUP_LIMITS.reason;
    if (!reason.trim()) return 'reasonRequired';
    if (reason.trim().length < min || reason.trim().length > max) return 'reasonLength';
  }
  return null;
}
