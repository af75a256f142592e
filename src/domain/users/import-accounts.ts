import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Gender } from '../../contract/accounts.ts';
import { Role } from '../../contract/roles.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { copyAllNoticesTo } from '../notices/recipients.ts';

/**
 * Creates many ordinary accounts at once (an import or a generation): passwords are hashed a few
 * at a time off the main thread, so the server keeps answering meanwhile, then every account is
 * inserted in one transaction, with the earlier notices to all users, as registration gives them.
 */

export interface NewAccount {
  username: string;
  password: string;
  email?: string;
  realname?: string;
  gender?: Gender;
  nickname?: string;
  school?: string;
}

const CHUNK = 500;
/** Hashes at once: one thread of the pool is left for logins and password changes. */
const HASHING_AT_ONCE = Math.max(1, navigator.hardwareConcurrency - 1);

/** argon2id hashes of the passwords, in order, at most `HASHING_AT_ONCE` running at a time. */
export async function hashAll(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const lane = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = await hashPassword(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASHING_AT_ONCE, passwords.length) }, lane));
  return hashes;
}

/** Which of these usernames (any case) already belong to an account, in lower case. */
export function takenUsernames(db: Db, names: readonly string[]): Set<string> {
  return takenIn(db, sql`lower(${users.username})`, names);
}

/** Which of these e-mails (any case) are already used, in lower case. */
export function takenEmails(db: Db, emails: readonly string[]): Set<string> {
  return takenIn(db, sql`lower(${users.email})`, emails.filter(Boolean));
}

function takenIn(db: Db, column: ReturnType<typeof sql<string>>, values: readonly string[]): Set<string> {
  const lower = [...new Set(values.map((v) => v.toLowerCase()))];
  const taken = new Set<string>();
  for (let i = 0; i < lower.length; i += CHUNK) {
    const rows = db
      .select({ v: column.mapWith(String) })
      .from(users)
      .where(inArray(column, lower.slice(i, i + CHUNK)))
      .all();
    for (const r of rows) taken.add(r.v);
  }
  return taken;
}

/**
 * Inserts the accounts (the caller has checked them) in one transaction; `check` runs inside it
 * first, so names taken meanwhile refuse the whole batch. Returns the new uids in order.
 */
export async function insertAccounts(
  db: Db,
  accounts: readonly NewAccount[],
  check: (tx: Db) => void,
): Promise<string[]> {
  const hashes = await hashAll(accounts.map((a) => a.password));
  const now = new Date();
  const uids = accounts.map(() => crypto.randomUUID());
  db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    check(inTx);
    for (let i = 0; i < accounts.length; i += CHUNK) {
      tx.insert(users)
        .values(
          accounts.slice(i, i + CHUNK).map((a, j) => ({
            uid: uids[i + j]!,
            username: a.username,
            passwordHash: hashes[i + j]!,
            role: Role.USER,
            email: a.email || null,
            realname: a.realname ?? '',
            gender: a.gender ?? 'secrecy',
            nickname: a.nickname ?? '',
            school: a.school ?? '',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .run();
    }
    for (const uid of uids) copyAllNoticesTo(inTx, uid);
  });
  return uids;
}
