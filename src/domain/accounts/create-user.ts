import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { username as usernameSchema } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { copyAllNoticesTo } from '../notices/recipients.ts';
import { findUserByEmail, findUserByMobile, findUserByUsername } from './user-info.ts';
import { hashPassword } from './secrets.ts';
import { assertUsernameAllowed } from './username-rule.ts';

export interface NewUser {
  username: string;
  password: string;
  role?: number;
  email?: string | null;
  /** A phone number already checked by its code (registration by phone). */
  mobile?: string | null;
  realname?: string;
}

/**
 * Inserts an account after checking that its username may be used (no look-alike characters) and
 * that it (case-insensitively), the e-mail and the phone number are free.
 * The account receives the earlier notices sent to all users. Returns the new uid.
 */
export async function insertUser(db: Db, fields: NewUser): Promise<string> {
  const name = usernameSchema.safeParse(fields.username);
  if (!name.success) throw Errors.Validation('username must be 1 to 20 characters');
  assertUsernameAllowed(name.data);
  const email = fields.email?.trim() || null;
  const passwordHash = await hashPassword(fields.password);
  const now = new Date();
  const uid = crypto.randomUUID();
  db.transaction((tx) => {
    const inTx = tx as unknown as Db;
    if (findUserByUsername(inTx, name.data)) throw Errors.UsernameExists();
    if (email && findUserByEmail(inTx, email)) throw Errors.EmailExists();
    if (fields.mobile && findUserByMobile(inTx, fields.mobile)) throw Errors.PhoneExists();
    tx.insert(users)
      .values({
        uid,
        username: name.data,
        passwordHash,
        role: fields.role ?? 1002,
        email,
        mobile: fields.mobile ?? null,
        realname: fields.realname ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .run();
    // A new account receives the earlier notices sent to all users.
    copyAllNoticesTo(inTx, uid);
  });
  return uid;
}
