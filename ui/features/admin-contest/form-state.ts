import {
  type AdminContest,
  type Award,
  type ContestForm,
  ContestAuth,
  ContestType,
  DEFAULT_AWARDS,
  SEAL_CHOICES,
} from '../../../src/contract/contests.ts';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import { contestDuration } from '../../../src/contract/contest-form-rules.ts';
import {
  type AccountRule,
  EMPTY_ACCOUNT_RULE,
  formatAccountRule,
  parseAccountRule,
} from '../../../src/contract/account-rule.ts';
import { defaultSealTime } from '../../../src/contract/scoreboard/timeliness.ts';

export type SealChoice = (typeof SEAL_CHOICES)[number];

/** Everything the contest form holds; `toContestPayload` turns it into the contract's form. */
export interface ContestState {
  id?: number;
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string;
  /** ms since the epoch; null while not picked. */
  startTime: number | null;
  endTime: number | null;
  sealRank: boolean;
  sealChoice: SealChoice;
  /** The stored seal time when it had already passed as the form was read: it stays, whatever the window becomes. */
  sealedSince: number | null;
  /** When the contest's admins unsealed the board by hand (not sent: Unseal now does it). */
  unsealedAt: number | null;
  autoRealRank: boolean;
  oiRankScoreType: 'Recent' | 'Highest';
  openPrint: boolean;
  openRank: boolean;
  rankShowName: 'username' | 'nickname' | 'realname';
  openAccountLimit: boolean;
  accountRule: AccountRule;
  /** One username per row as typed. */
  starAccount: string[];
  awardType: number;
  awardConfigList: Award[];
  allowEndSubmit: boolean;
  visible: boolean;
  examMode: boolean;
  examAddresses: string;
  gid: number | null;
}

const SEAL_LIMITS: Record<SealChoice, number> = { thirty: 1800, sixty: 3600, fromStart: 0 };

export function newContestState(type: number = ContestType.ACM): ContestState {
  return {
    title: '',
    description: '',
    type,
    auth: ContestAuth.PUBLIC,
    pwd: '',
    startTime: null,
    endTime: null,
    sealRank: false,
    sealChoice: 'sixty',
    sealedSince: null,
    unsealedAt: null,
    autoRealRank: true,
    oiRankScoreType: 'Recent',
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountRule: { ...EMPTY_ACCOUNT_RULE },
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    allowEndSubmit: false,
    visible: true,
    examMode: false,
    examAddresses: '',
    gid: null,
  };
}

/** Whole seconds between start and end (0 when the end is not after the start). */
export function durationOf(s: Pick<ContestState, 'startTime' | 'endTime'>): number {
  return contestDuration(s.startTime, s.endTime);
}

/** A seal option is offered only when the contest lasts at least as long as its offset (doc 3 §4). */
export function sealChoiceEnabled(choice: SealChoice, durationSeconds: number): boolean {
  return durationSeconds >= SEAL_LIMITS[choice];
}

/** The option a switched-on seal starts with: the type's (contest-rules.ts), from the start when the contest is shorter than it. */
export function defaultSealChoice(type: number, durationSeconds: number): SealChoice {
  const choice = contestRule(type).form.sealChoice;
  return sealChoiceEnabled(choice, durationSeconds) ? choice : 'fromStart';
}

/** The stored seal time read back as the option that gives it (60 minutes when none matches). */
function sealChoiceOf(c: AdminContest): SealChoice {
  if (c.sealRankTime === null) return defaultSealChoice(c.type, c.duration);
  return SEAL_CHOICES.find((choice) => defaultSealTime(c.endTime, c.startTime, choice) === c.sealRankTime) ?? 'sixty';
}

/** A seal that has begun is a fact the students have seen: the form never moves it. */
function sealedSinceOf(c: AdminContest, now: number): number | null {
  return c.sealRank && c.sealRankTime !== null && c.sealRankTime <= now ? c.sealRankTime : null;
}

export function fromAdminContest(c: AdminContest, now = Date.now()): ContestState {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    type: c.type,
    auth: c.auth,
    pwd: c.pwd,
    startTime: c.startTime,
    endTime: c.endTime,
    sealRank: c.sealRank,
    sealChoice: sealChoiceOf(c),
    sealedSince: sealedSinceOf(c, now),
    unsealedAt: c.unsealedAt ?? null,
    autoRealRank: c.autoRealRank,
    oiRankScoreType: c.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    openPrint: c.openPrint,
    openRank: c.openRank,
    rankShowName: (['nickname', 'realname'].includes(c.rankShowName)
      ? c.rankShowName
      : 'username') as ContestState['rankShowName'],
    openAccountLimit: c.openAccountLimit,
    accountRule: c.accountLimitRule ? parseAccountRule(c.accountLimitRule) : { ...EMPTY_ACCOUNT_RULE },
    starAccount: c.starAccount,
    awardType: c.awardType,
    awardConfigList: c.awardConfigList,
    allowEndSubmit: c.allowEndSubmit,
    visible: c.visible,
    examMode: c.examMode,
    examAddresses: c.examAddresses,
    gid: c.gid,
  };
}

/** Turning the seal on picks its default option; a changed window drops an option it no longer allows. */
export function withSeal(s: ContestState, sealRank: boolean): ContestState {
  return sealRank ? { ...s, sealRank, sealChoice: defaultSealChoice(s.type, durationOf(s)) } : { ...s, sealRank };
}

export function withTimes(s: ContestState, change: Pick<Partial<ContestState>, 'startTime' | 'endTime'>): ContestState {
  const next = { ...s, ...change };
  return sealChoiceEnabled(next.sealChoice, durationOf(next)) ? next : { ...next, sealChoice: 'fromStart' };
}

/** Awards switched on with an empty list get the three defaults back (doc 3 §4). */
export function withAwardType(s: ContestState, awardType: number): ContestState {
  return {
    ...s,
    awardType,
    awardConfigList:
      awardType !== 0 && s.awardConfigList.length === 0 ? DEFAULT_AWARDS.map((a) => ({ ...a })) : s.awardConfigList,
  };
}

/** The body of POST / PUT /api/admin/contest. */
/** The seal time the form sends: a seal that has begun stays where it is; otherwise the chosen option's time. */
export function sealTimeOfState(s: ContestState): number | null {
  if (!s.sealRank) return null;
  if (s.sealedSince !== null) return s.sealedSince;
  return s.startTime !== null && s.endTime !== null ? defaultSealTime(s.endTime, s.startTime, s.sealChoice) : null;
}

export function toContestPayload(s: ContestState): ContestForm {
  const sealRankTime = sealTimeOfState(s);
  return {
    ...(s.id ? { id: s.id } : {}),
    title: s.title,
    description: s.description,
    type: s.type,
    auth: s.auth,
    pwd: s.auth === ContestAuth.PUBLIC ? '' : s.pwd,
    startTime: s.startTime,
    endTime: s.endTime,
    duration: durationOf(s),
    sealRank: s.sealRank,
    sealRankTime,
    autoRealRank: s.autoRealRank,
    visible: s.visible,
    openPrint: s.openPrint,
    openRank: s.openRank,
    rankShowName: s.rankShowName,
    oiRankScoreType: s.oiRankScoreType,
    starAccount: s.starAccount,
    openAccountLimit: s.openAccountLimit,
    accountLimitRule: formatAccountRule(s.accountRule),
    awardType: s.awardType,
    awardConfigList: s.awardType === 0 ? [] : s.awardConfigList,
    allowEndSubmit: s.allowEndSubmit,
    examMode: s.examMode,
    examAddresses: s.examAddresses,
    gid: s.gid,
  };
}
