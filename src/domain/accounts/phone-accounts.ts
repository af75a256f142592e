import type { Db } from '../../db/client.ts';
import type {
  CheckUsernameOrPhoneInput,
  CheckUsernameOrPhoneResult,
  RegisterByPhoneInput,
  ResetPasswordByPhoneInput,
} from '../../contract/phone.ts';
import { Errors } from '../errors.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { setPassword } from './admin-accounts.ts';
import { insertUser } from './create-user.ts';
import { assertSmsOn, sendPhoneCode, consumePhoneCode } from './phone-codes.ts';
import { countUsersByMobile, findUserByMobile, findUserByUsername } from './user-info.ts';
import { assertUsernameAllowed } from './username-rule.ts';

/** Registration and password reset by phone (spec doc 1 §5, §7), with codes sent by SMS. */

export function checkUsernameOrPhone(db: Db, input: CheckUsernameOrPhoneInput): CheckUsernameOrPhoneResult {
  return {
    username: !!input.username && !!findUserByUsername(db, input.username),
    phone: !!input.phone_number && !!findUserByMobile(db, input.phone_number),
  };
}

function assertRegisterOpen(db: Db): void {
  if (!getWebsiteConfig(db).register) throw Errors.RegisterClosed();
  assertSmsOn(db);
}

export async function sendRegisterCodeByPhone(db: Db, phone: string, address: string): Promise<void> {
  assertRegisterOpen(db);
  if (findUserByMobile(db, phone)) throw Errors.PhoneExists();
  await sendPhoneCode(db, 'register_phone', phone, address);
}

/** Creates an ordinary account bound to the number the code was sent to. */
export async function registerByPhone(db: Db, input: RegisterByPhoneInput): Promise<string> {
  assertRegisterOpen(db);
  assertUsernameAllowed(input.username);
  if (findUserByUsername(db, input.username)) throw Errors.UsernameExists();
  if (findUserByMobile(db, input.phone_number)) throw Errors.PhoneExists();
  consumePhoneCode(db, 'register_phone', input.phone_number, input.code);
  return insertUser(db, { username: input.username, password: input.password, mobile: input.phone_number });
}

/** The one account of the number; a number that several accounts were given resets none of them. */
function resetTarget(db: Db, phone: string) {
  const user = findUserByMobile(db, phone);
  if (!user) throw Errors.PhoneNotFound();
  if (countUsersByMobile(db, phone) > 1) throw Errors.PhoneShared();
  return user;
}

export async function sendResetCodeByPhone(db: Db, phone: string, address: string): Promise<void> {
  assertSmsOn(db);
  resetTarget(db, phone);
  await sendPhoneCode(db, 'reset_phone', phone, address);
}

/** Sets a new password for the account of the number; all its sessions end. */
export async function resetPasswordByPhone(db: Db, input: ResetPasswordByPhoneInput): Promise<void> {
  assertSmsOn(db);
  const user = resetTarget(db, input.phone);
  consumePhoneCode(db, 'reset_phone', input.phone, input.code);
  await setPassword(db, user.uid, input.password);
}
