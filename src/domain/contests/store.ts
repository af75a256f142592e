import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestRegistrations } from '../../db/schema/index.ts';
import type { AdminContest, Award, ContestInfo } from '../../contract/contests.ts';
import type { ContestRow } from '../access/contest-standing.ts';
import { statusAt } from '../access/contest-policy.ts';

export function registrationCount(db: Db, cid: number): number {
  return db.select({ n: count() }).from(contestRegistrations).where(eq(contestRegistrations.cid, cid)).get()!.n;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const starUsernamesOf = (c: ContestRow): string[] => parseJson<string[]>(c.starAccount, []);
export const awardsOf = (c: ContestRow): Award[] => parseJson<Award[]>(c.awardConfig, []);

export function toContestInfo(c: ContestRow, participants: number, now: number): ContestInfo {
  return {
    id: c.id,
    author: c.author,
    title: c.title,
    description: c.description,
    type: c.type,
    status: statusAt(c, now),
    auth: c.auth,
    now,
    startTime: c.startTime.getTime(),
    endTime: c.endTime.getTime(),
    duration: c.duration,
    sealRank: c.sealRank,
    sealRankTime: c.sealRankTime?.getTime() ?? null,
    autoRealRank: c.autoRealRank,
    openPrint: c.openPrint,
    openRank: c.openRank,
    rankShowName: c.rankShowName,
    oiRankScoreType: c.oiRankScoreType,
    count: participants,
    gid: c.gid,
    allowEndSubmit: c.allowEndSubmit,
    unsealedAt: c.unsealedAt?.getTime() ?? null,
  };
}

export function toAdminContest(c: ContestRow): AdminContest {
  const { status: _s, now: _n, count: _c, ...info } = toContestInfo(c, 0, Date.now());
  return {
    ...info,
    pwd: c.pwd,
    visible: c.visible,
    starAccount: starUsernamesOf(c),
    openAccountLimit: c.openAccountLimit,
    accountLimitRule: c.accountLimitRule,
    awardType: c.awardType,
    awardConfigList: awardsOf(c),
    examMode: c.examMode,
    examAddresses: c.examAddresses,
  };
}
