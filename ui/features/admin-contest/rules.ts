import { contestFormSchema } from '../../../src/contract/contests.ts';
import { firstBrokenContestRule } from '../../../src/contract/contest-form-rules.ts';
import { type ContestState, toContestPayload } from './form-state.ts';

/** A broken rule: its i18n key under `adminContest.rule`, the values of its message and the section to scroll to. */
export interface ContestRuleBreak {
  key: string;
  params?: Record<string, string | number>;
  section: string;
}

const SECTION_OF: Record<string, string> = {
  titleRequired: 'basic',
  descriptionRequired: 'basic',
  startRequired: 'basic',
  endRequired: 'basic',
  startOutOfRange: 'basic',
  endOutOfRange: 'basic',
  durationInvalid: 'basic',
  passwordRequired: 'basic',
  sealTimeInvalid: 'rank',
  starDuplicate: 'stars',
  awardsRequired: 'awards',
  accountRuleInvalid: 'account',
  examAddressInvalid: 'exam',
  examNeedsRegistration: 'exam',
  examTooLong: 'exam',
};

/**
 * The save rules of spec doc 3 §5 as the server runs them (src/contract/contest-form-rules.ts), on
 * what the form would send; a form the contract's schema refuses (a field too long, an award
 * without a name) is answered by the first schema issue, named by its field.
 */
export function firstContestIssue(s: ContestState): ContestRuleBreak | null {
  const parsed = contestFormSchema.safeParse(toContestPayload(s));
  if (parsed.success) {
    const issue = firstBrokenContestRule(parsed.data);
    return issue
      ? {
          key: issue.key,
          params: issue.name ? { name: issue.name } : undefined,
          section: SECTION_OF[issue.key] ?? 'basic',
        }
      : null;
  }
  const issue = parsed.error.issues[0]!;
  const inAwards = issue.path[0] === 'awardConfigList';
  const name = String(issue.path[inAwards ? 2 : 0] ?? '');
  const field = inAwards ? `award${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
  return {
    key: inAwards ? 'awardInvalid' : 'fieldInvalid',
    params: { field, row: Number(issue.path[1] ?? 0) + 1 },
    section: inAwards ? 'awards' : 'basic',
  };
}
