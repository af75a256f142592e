import type { Db } from '../../db/client.ts';
import { USERNAME_MAX } from '../../contract/accounts.ts';
import {
  GENERATE_LIMITS,
  type GenerateAnswer,
  type GeneratedAccount,
  numberedName,
} from '../../contract/user-import.ts';
import { toCsv, userText } from '../csv.ts';
import { Errors } from '../errors.ts';
import { randomPassword } from '../accounts/secrets.ts';
import { assertUsernameAllowed } from '../accounts/username-rule.ts';
import { insertAccounts, takenUsernames } from './import-accounts.ts';
import { generatedUnder, keepGenerated } from './generate-store.ts';

/**
 * Generating numbered accounts for a class or a lab (spec doc 3 §5): usernames prefix + number +
 * suffix for every number from..to (zero-padded to the end number's width when asked: s7a01…s7a30), random passwords of the chosen length (no look-alike
 * characters), optional real names in order. The accounts are ordinary users created in one
 * transaction; their plain passwords are kept only in memory (generate-store.ts).
 */

export interface GenerateRequest {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
  realnames: string[];
  /** Numbers zero-padded to the end number's width. */
  pad?: boolean;
}

function usernamesOf(input: GenerateRequest): string[] {
  if (input.number_to < input.number_from) throw Errors.GenerateRangeReversed();
  const count = input.number_to - input.number_from + 1;
  if (count > GENERATE_LIMITS.count) throw Errors.GenerateTooMany(GENERATE_LIMITS.count, count);
  const names = Array.from({ length: count }, (_, i) => numberedName(input, input.number_from + i));
  const longest = names.at(-1)!;
  if (longest.length > USERNAME_MAX) throw Errors.GenerateUsernameTooLong(longest, USERNAME_MAX);
  // The numbers are plain digits: the first name shows whether the prefix and suffix may be used.
  assertUsernameAllowed(names[0]!);
  return names;
}

function refuseTaken(db: Db, names: string[]): void {
  const taken = takenUsernames(db, names);
  if (taken.size > 0) throw Errors.GenerateUsernamesTaken(taken.size, names.find((n) => taken.has(n.toLowerCase()))!);
}

/** POST admin/user/generate-user: creates the accounts and answers the key they are kept under. */
export async function generateUsers(db: Db, input: GenerateRequest): Promise<GenerateAnswer> {
  const names = usernamesOf(input);
  const realnames = input.realnames.filter(Boolean);
  if (realnames.length > 0 && realnames.length !== names.length)
    throw Errors.GenerateRealnamesCount(realnames.length, names.length);
  refuseTaken(db, names);
  const accounts: GeneratedAccount[] = names.map((username, i) => ({
    username,
    password: randomPassword(input.password_length),
    realname: realnames[i] ?? '',
  }));
  await insertAccounts(db, accounts, (tx) => refuseTaken(tx, names));
  return { ...keepGenerated(accounts), count: accounts.length };
}

/** GET file/generate-user-excel: the kept accounts as a CSV file (username, password, real name). */
export function generatedCsv(key: string): string {
  const { users } = generatedUnder(key);
  return toCsv([
    ['username', 'password', 'realname'],
    ...users.map((u) => [userText(u.username), u.password, userText(u.realname)]),
  ]);
}
