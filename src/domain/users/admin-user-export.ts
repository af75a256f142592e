import type { Db } from '../../db/client.ts';
import type { AdminUserRow, UserFilter } from '../../contract/admin-users.ts';
import { toCsv, userText } from '../csv.ts';
import { Errors } from '../errors.ts';
import { allAdminUsers } from './admin-user-list.ts';

/**
 * GET /api/file/export-users: the chosen users, or every user the filters match, as CSV (UTF-8
 * with a byte order mark, so spreadsheets read Chinese names). Times are ISO 8601 in UTC.
 * An empty selection or result is refused (spec doc 3 §5).
 */

const HEADER = [
  'uid',
  'username',
  'nickname',
  'realname',
  'email',
  'mobile',
  'gender',
  'school',
  'number',
  'role',
  'role_name',
  'status',
  'ac',
  'total',
  'score',
  'title',
  'created',
  'last_login',
];

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

function line(u: AdminUserRow): (string | number)[] {
  return [
    u.uid,
    userText(u.username),
    userText(u.nickname),
    userText(u.realname),
    userText(u.email),
    userText(u.mobile),
    u.gender,
    userText(u.school),
    userText(u.number),
    u.role,
    u.roles[0]!.role,
    u.status === 0 ? 'normal' : 'disabled',
    u.ac,
    u.total,
    u.score,
    userText(u.titleName),
    iso(u.gmtCreate),
    iso(u.lastLoginAt),
  ];
}

export function exportUsersCsv(db: Db, filter: UserFilter, uids?: readonly string[]): { csv: string; count: number } {
  const rows = allAdminUsers(db, filter, uids);
  if (rows.length === 0) throw Errors.ExportUsersEmpty();
  return { csv: toCsv([HEADER, ...rows.map(line)]), count: rows.length };
}
