import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { RECENT_LOGINS, type RecentLogin } from '../../contract/dashboard.ts';

/**
 * The latest logins of the site, newest first: each account once, at its last login, with the
 * address and browser of its newest session still open and how many it has open. The address and
 * browser go only to those who manage users (`withAddresses`); others get them empty.
 */
export function recentLogins(db: Db, withAddresses: boolean, now = new Date(), limit = RECENT_LOGINS): RecentLogin[] {
  const open = and(eq(sessions.uid, users.uid), gt(sessions.expiresAt, now));
  const latest = (column: typeof sessions.ip | typeof sessions.userAgent) =>
    sql<string | null>`(select ${column} from ${sessions} where ${open} order by ${sessions.lastSeenAt} desc limit 1)`;
  const rows = db
    .select({
      uid: users.uid,
      username: users.username,
      role: users.role,
      loginAt: users.lastLoginAt,
      ip: latest(sessions.ip),
      userAgent: latest(sessions.userAgent),
      openSessions: sql<number>`(select count(*) from ${sessions} where ${open})`,
    })
    .from(users)
    .where(and(isNotNull(users.lastLoginAt), isNull(users.deletedAt)))
    .orderBy(desc(users.lastLoginAt))
    .limit(limit)
    .all();
  return rows.map((r) => ({
    ...r,
    loginAt: r.loginAt!.getTime(),
    ip: withAddresses ? (r.ip ?? '') : '',
    userAgent: withAddresses ? (r.userAgent ?? '') : '',
  }));
}
