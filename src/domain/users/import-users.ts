import type { Db } from '../../db/client.ts';
import { IMPORT_LIMITS, type ImportFate, type ImportPreview, type ImportProblem } from '../../contract/user-import.ts';
import { AppError, Errors, type Lang } from '../errors.ts';
import { runInWorker } from '../packages/import-worker-client.ts';
import { takenEmails, takenUsernames, insertAccounts } from './import-accounts.ts';
import { readAccountRows } from './import-header.ts';
import { checkRows, genderOf, type CheckedRows, type RowProblem } from './import-rows.ts';

/**
 * Importing accounts from a CSV file (spec doc 3 §5): the preview reads the file and answers every
 * row with its problems, writing nothing; the import takes the rows again, checks them all once
 * more and creates them in one transaction, or refuses the whole batch while any row has a
 * problem. A file of the largest size is read and checked in a few milliseconds, so it is done
 * where the request arrives; hashing the passwords is what takes time, and it runs off the main
 * thread (import-accounts.ts).
 */

/** Problems with existing accounts: usernames and e-mails already taken. */
function takenProblems(db: Db, checked: CheckedRows): RowProblem[] {
  const names = takenUsernames(db, checked.users.map((u) => u[0]!).filter(Boolean));
  const emails = takenEmails(
    db,
    checked.users.map((u) => u[2]!),
  );
  return checked.users.flatMap(([username, , email], i) => {
    const row = checked.lines[i]!;
    const found: RowProblem[] = [];
    if (names.has(username!.toLowerCase()))
      found.push({ row, column: 'username', code: 'ImportUsernameTaken', args: [username!] });
    if (email && emails.has(email.toLowerCase()))
      found.push({ row, column: 'email', code: 'ImportEmailTaken', args: [email] });
    return found;
  });
}

function allProblems(db: Db, checked: CheckedRows): RowProblem[] {
  return [...checked.problems, ...takenProblems(db, checked)].sort((a, b) => a.row - b.row);
}

function asError(p: RowProblem): AppError {
  return (Errors[p.code] as (...args: (string | number)[]) => AppError)(...p.args);
}

function worded(p: RowProblem, lang: Lang): ImportProblem {
  return { row: p.row, column: p.column, code: p.code, message: asError(p).message_(lang) };
}

/** "Nothing was imported" naming the first problem, in both languages. */
function refusal(p: RowProblem, username: string): AppError {
  const problem = asError(p);
  const en = Errors.ImportRefused(p.row, username, problem.en);
  return new AppError(en.code, en.status, en.en, Errors.ImportRefused(p.row, username, problem.zh).zh);
}

/** POST admin/user/preview-batch-user: the file's rows and every problem, nothing written. */
export async function previewImport(db: Db, bytes: Uint8Array, lang: Lang): Promise<ImportPreview> {
  if (bytes.byteLength > IMPORT_LIMITS.bytes) throw Errors.FileTooLargeLimit(`${IMPORT_LIMITS.bytes / 1024} KB`);
  // The file is read in a worker thread: the server keeps answering meanwhile.
  const records = await runInWorker({ kind: 'csv', bytes });
  const { header, rows: accounts } = readAccountRows(records, ['username', 'password']);
  if (accounts.length === 0) throw Errors.ImportEmpty();
  if (accounts.length > IMPORT_LIMITS.rows) throw Errors.ImportTooManyRows(IMPORT_LIMITS.rows, accounts.length);
  const checked = checkRows(accounts);
  const problems = allProblems(db, checked);
  return {
    users: checked.users,
    lines: checked.lines,
    header: header !== null,
    columns: header ?? [],
    fates: checked.lines.map((line) => fateOf(problems.filter((p) => p.row === line))),
    problems: problems.map((p) => worded(p, lang)),
  };
}

/** A row whose only problem is its username taken names an existing account; any other problem makes it invalid. */
function fateOf(problems: RowProblem[]): ImportFate {
  if (problems.length === 0) return 'create';
  const taken = ['ImportUsernameTaken', 'ImportEmailTaken'];
  const exists = problems.some((p) => p.code === 'ImportUsernameTaken');
  return exists && problems.every((p) => taken.includes(p.code)) ? 'exists' : 'invalid';
}

/**
 * POST admin/user/insert-batch-user: creates the accounts (ordinary users) in one transaction, or
 * none: the first problem is named, the row counted from 1 in the list sent.
 */
export async function importUsers(db: Db, rows: readonly string[][]): Promise<number> {
  const checked = checkRows(rows.map((fields, i) => ({ line: i + 1, fields })));
  const refuse = (problems: RowProblem[]) => {
    const first = problems[0];
    if (first) throw refusal(first, checked.users[first.row - 1]![0]!);
  };
  refuse(allProblems(db, checked));
  const accounts = checked.users.map(([username, password, email, realname, gender, nickname, school]) => ({
    username: username!,
    password: password!,
    email: email!,
    realname: realname!,
    gender: genderOf(gender!)!,
    nickname: nickname!,
    school: school!,
  }));
  await insertAccounts(db, accounts, (tx) => refuse(takenProblems(tx, checked)));
  return accounts.length;
}
