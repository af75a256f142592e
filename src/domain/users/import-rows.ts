import { ADMIN_PASSWORD_MAX, type Gender, PASSWORD_MIN, USERNAME_MAX } from '../../contract/accounts.ts';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn } from '../../contract/user-import.ts';
import { usernameProblem } from '../accounts/username-rule.ts';
import type { Errors } from '../errors.ts';
import type { CsvRecord } from '../csv-read.ts';

/**
 * The checks of an import that need no database: the seven columns, required username and
 * password, usernames without look-alike characters, lengths (every field is trimmed, the password too), e-mail form, gender words, and usernames or e-mails repeated inside the file
 * (without regard to case, as accounts are unique). A problem names the catalogue entry and its
 * arguments; the caller words it in the reader's language.
 */

export interface RowProblem {
  row: number;
  column: ImportColumn | null;
  code: keyof typeof Errors;
  args: (string | number)[];
}

export interface CheckedRows {
  users: string[][];
  lines: number[];
  problems: RowProblem[];
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const GENDER_WORDS: Record<string, Gender> = {
  '': 'secrecy',
  male: 'male',
  m: 'male',
  男: 'male',
  female: 'female',
  f: 'female',
  女: 'female',
  secrecy: 'secrecy',
  保密: 'secrecy',
};

/** The stored gender of an import row's gender word, or undefined for a word not known. */
export function genderOf(word: string): Gender | undefined {
  return GENDER_WORDS[word.trim().toLowerCase()];
}

const TEXT_LIMITS = {
  realname: IMPORT_LIMITS.realname,
  nickname: IMPORT_LIMITS.nickname,
  school: IMPORT_LIMITS.school,
} as const;

export function checkRows(records: readonly CsvRecord[]): CheckedRows {
  const problems: RowProblem[] = [];
  const seenNames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const users = records.map(({ line: row, fields }) => {
    const add = (column: ImportColumn | null, code: RowProblem['code'], ...args: (string | number)[]) =>
      problems.push({ row, column, code, args });
    if (fields.length > IMPORT_COLUMNS.length) add(null, 'ImportColumnCount', fields.length, IMPORT_COLUMNS.length);
    const [username, password, email, realname, gender, nickname, school] = IMPORT_COLUMNS.map((_, i) =>
      (fields[i] ?? '').trim(),
    );
    const lookAlike = username ? usernameProblem(username) : null;
    if (!username) add('username', 'ImportUsernameRequired');
    else if (username.length > USERNAME_MAX) add('username', 'ImportUsernameTooLong', username, USERNAME_MAX);
    else if (lookAlike) add('username', lookAlike.code, ...lookAlike.args);
    else
      repeated(seenNames, username.toLowerCase(), row, () =>
        add('username', 'ImportUsernameRepeated', username, seenNames.get(username.toLowerCase())!),
      );
    if (!password) add('password', 'ImportPasswordRequired');
    else if (password.length < PASSWORD_MIN || password.length > ADMIN_PASSWORD_MAX)
      add('password', 'ImportPasswordLength', PASSWORD_MIN, ADMIN_PASSWORD_MAX);
    if (email && (email.length > IMPORT_LIMITS.email || !EMAIL.test(email))) add('email', 'ImportEmailInvalid', email);
    else if (email)
      repeated(seenEmails, email.toLowerCase(), row, () =>
        add('email', 'ImportEmailRepeated', email, seenEmails.get(email.toLowerCase())!),
      );
    if (genderOf(gender!) === undefined) add('gender', 'ImportGenderInvalid', gender!);
    const texts = { realname: realname!, nickname: nickname!, school: school! };
    for (const [column, max] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
      if (texts[column].length > max) add(column, 'ImportFieldTooLong', max);
    }
    return [username!, password!, email!, realname!, gender!, nickname!, school!];
  });
  return { users, lines: records.map((r) => r.line), problems };
}

/** Remembers the first row of a key; calls `onRepeat` for a later one. */
function repeated(seen: Map<string, number>, key: string, row: number, onRepeat: () => void): void {
  if (seen.has(key)) onRepeat();
  else seen.set(key, row);
}
