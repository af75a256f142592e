import { parseAddressRanges } from './address-ranges.ts';
import { dateInRange } from './date-range.ts';
import { ContestAuth, type ContestFormParsed } from './contests.ts';

/**
 * The contest save rules of spec doc 3 §5, in its order, written once: the admin form runs them
 * before it sends, the server again on what arrives. Each answers the first broken rule as a key
 * (the server turns it into a catalogued error, the form into its own text in either language).
 */
export const CONTEST_RULE_KEYS = [
  'titleRequired',
  'descriptionRequired',
  'startRequired',
  'endRequired',
  'startOutOfRange',
  'endOutOfRange',
  'durationInvalid',
  'passwordRequired',
  'sealTimeInvalid',
  'starDuplicate',
  'awardsRequired',
  'accountRuleInvalid',
  'examAddressInvalid',
  'examNeedsRegistration',
  'examTooLong',
] as const;
export type ContestRuleKey = (typeof CONTEST_RULE_KEYS)[number];

/** An exam's window is a lab test's, not a month's: it holds its participants at most this long. */
export const EXAM_MAX_HOURS = 12;

export interface ContestRuleIssue {
  key: ContestRuleKey;
  name?: string;
}

type Step = (form: ContestFormParsed) => ContestRuleIssue | null;

/** The trimmed star usernames in order, and the first one given twice (null: none). */
export function starUsernames(list: readonly string[]): { names: string[]; duplicate: string | null } {
  const names: string[] = [];
  let duplicate: string | null = null;
  for (const raw of list) {
    const name = raw.trim();
    if (!name) continue;
    if (names.includes(name)) duplicate ??= name;
    else names.push(name);
  }
  return { names, duplicate };
}

/** Whole seconds from start to end; 0 when either is missing or the end is not after the start. */
export function contestDuration(startTime: number | null, endTime: number | null): number {
  if (startTime === null || endTime === null || endTime <= startTime) return 0;
  return Math.floor((endTime - startTime) / 1000);
}

export const CONTEST_FORM_STEPS: Step[] = [
  (f) => (f.title.trim() ? null : { key: 'titleRequired' }),
  (f) => (f.description.trim() ? null : { key: 'descriptionRequired' }),
  (f) => (f.startTime !== null ? null : { key: 'startRequired' }),
  (f) => (f.endTime !== null ? null : { key: 'endRequired' }),
  (f) => (dateInRange(f.startTime!) ? null : { key: 'startOutOfRange' }),
  (f) => (dateInRange(f.endTime!) ? null : { key: 'endOutOfRange' }),
  (f) => (contestDuration(f.startTime, f.endTime) > 0 ? null : { key: 'durationInvalid' }),
  (f) => (f.auth === ContestAuth.PUBLIC || f.pwd.trim() ? null : { key: 'passwordRequired' }),
  (f) =>
    !f.sealRank || (f.sealRankTime !== null && f.sealRankTime >= f.startTime! && f.sealRankTime <= f.endTime!)
      ? null
      : { key: 'sealTimeInvalid' },
  (f) => {
    const { duplicate } = starUsernames(f.starAccount);
    return duplicate === null ? null : { key: 'starDuplicate', name: duplicate };
  },
  (f) => (f.awardType === 0 || f.awardConfigList.length > 0 ? null : { key: 'awardsRequired' }),
  (f) =>
    !f.openAccountLimit || f.accountLimitRule.includes('<prefix>') || f.accountLimitRule.includes('<extra>')
      ? null
      : { key: 'accountRuleInvalid' },
  (f) => {
    const { invalid } = f.examMode ? parseAddressRanges(f.examAddresses) : { invalid: null };
    return invalid === null ? null : { key: 'examAddressInvalid', name: invalid };
  },
  // An exam binds those who registered: a public contest has no participant list to bind.
  (f) => (!f.examMode || f.auth !== ContestAuth.PUBLIC ? null : { key: 'examNeedsRegistration' }),
  (f) =>
    !f.examMode || contestDuration(f.startTime, f.endTime) <= EXAM_MAX_HOURS * 3600
      ? null
      : { key: 'examTooLong', name: String(EXAM_MAX_HOURS) },
];

export function firstBrokenContestRule(form: ContestFormParsed): ContestRuleIssue | null {
  for (const step of CONTEST_FORM_STEPS) {
    const issue = step(form);
    if (issue) return issue;
  }
  return null;
}
