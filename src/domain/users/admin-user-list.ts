import { and, type Column, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, userRanks, users } from '../../db/schema/index.ts';
import type { AdminUserRow, UserFilter } from '../../contract/admin-users.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { Role } from '../../contract/roles.ts';
import { escapeLike } from '../like.ts';
import { keptTotal } from '../../db/kept-values.ts';
import { roleName } from '../accounts/user-info.ts';

/**
 * GET /api/admin/user/get-user-list and the export: the accounts that are not deleted, newest
 * first, filtered by a keyword (username, nickname, real name, email, school, student number),
 * a role, a status, or only the admin roles. A school's few thousand accounts page by offset on the
 * table's row order; a filter's total is counted again only after a write (db/kept-values.ts).
 */

const ADMIN_ROLES = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];
/** Accounts are only ever appended, so the table's own row order is the order of creation: read backwards without sorting. */
const NEWEST_FIRST = sql`${users}.rowid desc`;

function where(f: UserFilter, uids?: readonly string[]): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (uids) parts.push(inArray(users.uid, [...uids]));
  if (f.role !== undefined) parts.push(eq(users.role, f.role));
  if (f.status !== undefined) parts.push(eq(users.status, f.status));
  if (f.onlyAdmin) parts.push(inArray(users.role, ADMIN_ROLES));
  if (f.keyword) {
    const p = escapeLike(f.keyword);
    const like = (column: SQL | Column) => sql`${column} like ${p} escape '\\'`;
    parts.push(
      or(
        like(users.username),
        like(users.nickname),
        like(users.realname),
        like(sql`coalesce(${users.email}, '')`),
        like(users.school),
        like(users.studentNumber),
      ),
    );
  }
  return and(...parts);
}

/** Each row's open sessions are counted on the sessions' uid index: only the rows read are counted. */
function selectRows(db: Db, now: number) {
  const open = sql<number>`(select count(*) from ${sessions} where ${sessions.uid} = ${users.uid} and ${sessions.expiresAt} > ${now})`;
  return db
    .select({ user: users, ac: userRanks.ac, total: userRanks.total, score: userRanks.score, sessionCount: open })
    .from(users)
    .leftJoin(userRanks, eq(userRanks.uid, users.uid));
}

type Selected = {
  user: typeof users.$inferSelect;
  ac: number | null;
  total: number | null;
  score: number | null;
  sessionCount: number | null;
};

function toRow({ user: u, ac, total, score, sessionCount }: Selected): AdminUserRow {
  return {
    uid: u.uid,
    username: u.username,
    nickname: u.nickname,
    realname: u.realname,
    email: u.email ?? '',
    mobile: u.mobile ?? '',
    gender: u.gender,
    school: u.school,
    number: u.studentNumber,
    github: u.github,
    blog: u.blog,
    cfUsername: u.cfUsername,
    signature: u.signature,
    avatar: u.avatar,
    titleName: u.titleName,
    titleColor: u.titleColor,
    role: u.role,
    roles: [{ id: u.role, role: roleName(u.role) }],
    status: u.status,
    ac: ac ?? 0,
    total: total ?? 0,
    score: score ?? 0,
    rating: u.rating,
    gmtCreate: u.createdAt.getTime(),
    lastLoginAt: u.lastLoginAt?.getTime() ?? null,
    sessionCount: sessionCount ?? 0,
  };
}

export function listAdminUsers(
  db: Db,
  f: UserFilter & { currentPage: number; limit: number },
  now = Date.now(),
): Page<AdminUserRow> {
  const condition = where(f);
  const counting = db.select({ n: sql<number>`count(*)` }).from(users).where(condition);
  const { sql: text, params } = counting.toSQL();
  const total = keptTotal(db, ['users'], text, params, () => counting.get()!.n);
  const rows = selectRows(db, now)
    .where(condition)
    .orderBy(NEWEST_FIRST)
    .limit(f.limit)
    .offset((f.currentPage - 1) * f.limit)
    .all();
  return toPage(rows.map(toRow), total, f.limit, f.currentPage);
}

/** Every matching account (or the chosen ones), in the list's order, for the export. */
export function allAdminUsers(db: Db, f: UserFilter, uids?: readonly string[], now = Date.now()): AdminUserRow[] {
  return selectRows(db, now).where(where(f, uids)).orderBy(NEWEST_FIRST).all().map(toRow);
}
