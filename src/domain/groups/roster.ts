import type { Db } from '../../db/client.ts';
import { USERNAME_MAX } from '../../contract/accounts.ts';
import { MemberLevel } from '../../contract/groups.ts';
import type { RosterLine, RosterState } from '../../contract/group-roster.ts';
import { type AppError, Errors, type Lang } from '../errors.ts';
import type { CsvRecord } from '../csv-read.ts';
import { takenEmails, takenUsernames } from '../users/import-accounts.ts';
import { checkRows } from '../users/import-rows.ts';
import { wayIn, type RosterRights } from './invitations.ts';
import type { StoredGroup } from './store.ts';

/**
 * What each line of a group's roster would do (the preview, and the add, which looks again):
 * - a line with a username only: an existing account joins (`join`), is invited (`invite`: the
 *   one adding may not add it at once, invitations.ts), is `member` already, or is `unknown`;
 * - a line with more fields is an account to create in the back office's import columns
 *   (username, password, email, realname, …), checked by the import's own rules (import-rows.ts,
 *   names and e-mails taken): the super admin's only; it is then joined (`create`).
 * A username repeated in the file and anything else wrong is `invalid`. Nothing here changes an
 * existing account or a member's level.
 */

export interface CheckedLine {
  line: number;
  username: string;
  state: RosterState;
  problem: AppError | null;
  fields: string[];
}

/** An account named in the roster: its level in the group (null: no row; the owner counts as a root). */
interface Account {
  uid: string;
  username: string;
  role: number;
  level: number | null;
}

function accountsNamed(db: Db, g: StoredGroup, names: string[]): Map<string, Account> {
  const rows = db.$client
    .query(`select u.uid, u.username, u.role, gm.auth as level from users u
    left join group_members gm on gm.gid = ?1 and gm.uid = u.uid
    where lower(u.username) in (select value from json_each(?2)) and u.deleted_at is null`)
    .all(g.id, JSON.stringify([...new Set(names.map((n) => n.toLowerCase()))])) as Account[];
  return new Map(
    rows.map((a) => [a.username.toLowerCase(), { ...a, level: a.uid === g.ownerUid ? MemberLevel.ROOT : a.level }]),
  );
}

const cut = (fields: string[]) => {
  const trimmed = fields.map((f) => f.trim());
  while (trimmed.length > 1 && trimmed.at(-1) === '') trimmed.pop();
  return trimmed;
};

export function checkRoster(
  db: Db,
  g: StoredGroup,
  rights: RosterRights,
  records: readonly CsvRecord[],
): CheckedLine[] {
  const lines = records.map((r) => ({ line: r.line, fields: cut(r.fields) }));
  const accounts = accountsNamed(db, g, lines.map((l) => l.fields[0]!).filter(Boolean));
  const creating = rights.superAdmin ? lines.filter((l) => l.fields.length > 1) : [];
  const importProblems = accountProblems(db, creating);
  const seen = new Map<string, number>();
  return lines.map(({ line, fields }): CheckedLine => {
    const username = fields[0]!;
    const at = (state: RosterState, problem: AppError | null = null) => ({ line, username, state, problem, fields });
    if (!username) return at('invalid', Errors.ImportUsernameRequired());
    if (username.length > USERNAME_MAX) return at('invalid', Errors.ImportUsernameTooLong(username, USERNAME_MAX));
    const first = seen.get(username.toLowerCase());
    if (first !== undefined) return at('invalid', Errors.ImportUsernameRepeated(username, first));
    seen.set(username.toLowerCase(), line);
    if (fields.length > 1) {
      if (!rights.superAdmin) return at('invalid', Errors.RosterCreateRootOnly());
      const problem = importProblems.get(line);
      return problem ? at('invalid', problem) : at('create');
    }
    const account = accounts.get(username.toLowerCase());
    if (!account) return at('unknown', Errors.RosterUnknownUser(username));
    if ((account.level ?? 0) >= MemberLevel.MEMBER)
      return { ...at('member', Errors.RosterAlreadyMember(account.username)), username: account.username };
    return { ...at(wayIn(rights, account)), username: account.username };
  });
}

/** The first problem of each account line, by the import's rules (a username repeated in the file is found above). */
function accountProblems(db: Db, lines: { line: number; fields: string[] }[]): Map<number, AppError> {
  const checked = checkRows(lines);
  const names = takenUsernames(db, checked.users.map((u) => u[0]!).filter(Boolean));
  const emails = takenEmails(
    db,
    checked.users.map((u) => u[2]!),
  );
  const found = new Map<number, AppError>();
  const add = (line: number, e: AppError) => found.has(line) || found.set(line, e);
  for (const p of checked.problems) {
    if (p.code !== 'ImportUsernameRepeated')
      add(p.row, (Errors[p.code] as (...a: (string | number)[]) => AppError)(...p.args));
  }
  checked.users.forEach(([username, , email], i) => {
    const line = checked.lines[i]!;
    if (names.has(username!.toLowerCase())) add(line, Errors.ImportUsernameTaken(username!));
    else if (email && emails.has(email.toLowerCase())) add(line, Errors.ImportEmailTaken(email));
  });
  return found;
}

export const toRosterLine = (c: CheckedLine, lang: Lang): RosterLine => ({
  line: c.line,
  username: c.username,
  state: c.state,
  message: c.problem?.message_(lang) ?? null,
  fields: c.fields,
});
