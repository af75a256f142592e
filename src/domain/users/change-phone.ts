import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserInfo } from '../../contract/accounts.ts';
import type { ChangePhoneInput } from '../../contract/phone.ts';
import { assertSmsOn, sendPhoneCode, consumePhoneCode } from '../accounts/phone-codes.ts';
import { findUserByMobile, getUser, toUserInfo } from '../accounts/user-info.ts';
import { Errors } from '../errors.ts';
import { assertPassword } from './profile.ts';

/** Settings' mobile section: binding or changing the account's phone number with a code sent to it. */

function assertNewPhoneFree(db: Db, uid: string, phone: string): void {
  const owner = findUserByMobile(db, phone);
  if (owner?.uid === uid) throw Errors.PhoneUnchanged();
  if (owner) throw Errors.PhoneExists();
}

/** The code is tied to the account and the number, so it binds nothing else. */
const subject = (uid: string, phone: string) => `${uid}:${phone}`;

export async function sendChangePhoneCode(db: Db, uid: string, phone: string, address: string): Promise<void> {
  assertSmsOn(db);
  assertNewPhoneFree(db, uid, phone);
  await sendPhoneCode(db, 'change_phone', phone, address, Date.now(), subject(uid, phone));
}

/** Binds the number after the current password and the code sent to it. */
export async function changePhone(db: Db, uid: string, input: ChangePhoneInput): Promise<UserInfo> {
  assertSmsOn(db);
  await assertPassword(db, uid, input.password);
  assertNewPhoneFree(db, uid, input.phone);
  consumePhoneCode(db, 'change_phone', subject(uid, input.phone), input.code);
  db.update(users).set({ mobile: input.phone, updatedAt: new Date() }).where(eq(users.uid, uid)).run();
  return toUserInfo(getUser(db, uid));
}
