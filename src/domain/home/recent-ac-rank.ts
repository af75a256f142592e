import { asc, countDistinct, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayAccepted, users } from '../../db/schema/index.ts';
import { HOME_LIST_SIZE, type RecentAcRankRow } from '../../contract/home.ts';
import { timedCache } from './timed-cache.ts';
import { dayKey, monthDay, weekStart } from './week-window.ts';

/** Disabled accounts (users.status 1) are left out of the ranking. */
const ACTIVE_USER = 0;
/** Every visit of the home page asks for the ranking: it is counted at most once a minute. */
export const RANK_TTL_MS = 60_000;
const cached = timedCache<RecentAcRankRow[]>(RANK_TTL_MS);

/**
 * Users by the number of distinct problems they got Accepted in practice (outside contests)
 * during the last seven days; ties by username. Read from the maintained per-day accepted
 * counters, so the cost follows the week's accepted (user, problem) pairs.
 */
export function recentAcCountsQuery(db: Db, now: Date) {
  const ac = countDistinct(dayAccepted.pid).as('ac');
  return db
    .select({ uid: dayAccepted.uid, ac })
    .from(dayAccepted)
    .where(gte(dayAccepted.day, dayKey(weekStart(now))))
    .groupBy(dayAccepted.uid);
}

/** The ranking of the home page, reused for up to a minute (a new day counts afresh). */
export function recentSevenAcRank(db: Db, now = new Date()): RecentAcRankRow[] {
  return cached(db, monthDay(now), now, false, () => countRank(db, now));
}

export function countRank(db: Db, now: Date): RecentAcRankRow[] {
  const counts = recentAcCountsQuery(db, now).as('counts');
  return db
    .select({
      uid: users.uid,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      titleName: users.titleName,
      titleColor: users.titleColor,
      ac: counts.ac,
    })
    .from(counts)
    .innerJoin(users, eq(users.uid, counts.uid))
    .where(eq(users.status, ACTIVE_USER))
    .orderBy(desc(counts.ac), asc(users.username))
    .limit(HOME_LIST_SIZE)
    .all();
}
