import { IMPORT_COLUMNS, type ImportColumn } from '../../contract/user-import.ts';
import type { CsvRecord } from '../csv-read.ts';
import { Errors } from '../errors.ts';

/**
 * The one reader of an account file's rows, for the back office's import and a group's roster: a
 * first line that names the columns (in English or Chinese, any case, spaces, `-` and `_`
 * ignored) sets their order, and every row is answered in the import's order (username,
 * password, email, realname, gender, nickname, school); columns it does not know (a class, a
 * seat) are left out. A file without such a line keeps the fixed order. A header that names a
 * column twice, or lacks one the caller needs, is refused naming it.
 */

const NAMES: Record<ImportColumn, readonly string[]> = {
  username: ['username', 'user', 'login', 'account', '用户名', '账号', '帐号', '登录名', '学号'],
  password: ['password', 'pwd', 'passwd', '密码', '初始密码'],
  email: ['email', 'mail', 'emailaddress', '邮箱', '电子邮箱', '电子邮件', '邮件'],
  realname: ['realname', 'name', 'fullname', 'studentname', '姓名', '真实姓名', '名字'],
  gender: ['gender', 'sex', '性别'],
  nickname: ['nickname', 'nick', '昵称'],
  school: ['school', '学校'],
};

/** A column's name as both languages' readers know it, for messages. */
const SHOWN: Record<ImportColumn, string> = {
  username: 'username (用户名)',
  password: 'password (密码)',
  email: 'email (邮箱)',
  realname: 'realname (姓名)',
  gender: 'gender (性别)',
  nickname: 'nickname (昵称)',
  school: 'school (学校)',
};

const BY_NAME = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => NAMES[column].map((n) => [n, column] as const)),
);

const normal = (field: string) => field.toLowerCase().replace(/[\s_\-.:：]/g, '');

/** The import column a header cell names, or undefined. */
export const columnNamed = (cell: string): ImportColumn | undefined => BY_NAME.get(normal(cell));

/**
 * Whether a first line is a header: it starts with a username's name, as files always did, or
 * names two known columns (no account row does: a username and a password both a column's name).
 */
export function isHeaderLine(record: CsvRecord): boolean {
  const known = record.fields.map(columnNamed).filter(Boolean);
  return columnNamed(record.fields[0] ?? '') === 'username' || known.length >= 2;
}

export interface AccountRows {
  /** The columns the header named, in its order (null: no header, the fixed order). */
  header: ImportColumn[] | null;
  /** Each row: with a header, its fields in the import's order (seven); without, as read. */
  rows: CsvRecord[];
}

/** Reads the header (if any) and answers the rows in the import's order; `required` columns must be named. */
export function readAccountRows(records: readonly CsvRecord[], required: readonly ImportColumn[]): AccountRows {
  if (records.length === 0 || !isHeaderLine(records[0]!)) return { header: null, rows: [...records] };
  const cells = records[0]!.fields.map(columnNamed);
  const header: ImportColumn[] = [];
  for (const column of cells) {
    if (!column) continue;
    if (header.includes(column)) throw Errors.ImportHeaderRepeated(SHOWN[column]);
    header.push(column);
  }
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) throw Errors.ImportHeaderMissing(missing.map((c) => SHOWN[c]).join(', '));
  const at = IMPORT_COLUMNS.map((column) => cells.indexOf(column));
  const rows = records.slice(1).map(({ line, fields }) => ({
    line,
    fields: at.map((i) => (i < 0 ? '' : (fields[i] ?? ''))),
  }));
  return { header, rows };
}
