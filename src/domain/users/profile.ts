import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ChangeEmailInput, ChangePasswordInput, ChangeUserInfoInput, UserInfo } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { emailEnabled, getWebsiteConfig } from '../site/website-config.ts';
import { consumeSubjectCode } from '../accounts/codes.ts';
import { mailCode } from '../accounts/register.ts';
import { endOtherSessions } from '../accounts/sessions.ts';
import { hashPassword, verifyPassword } from '../accounts/secrets.ts';
import { findUserByEmail, getUser, toUserInfo } from '../accounts/user-info.ts';

/** The settings page: profile fields, password and e-mail of the signed-in user. */

export function changeUserInfo(db: Db, uid: string, input: ChangeUserInfoInput): UserInfo {
  const { number, ...rest } = input;
  const patch = Object.fromEntries(
    Object.entries({ ...rest, studentNumber: number }).filter(([, v]) => v !== undefined),
  );
  getUser(db, uid);
  if (Object.keys(patch).length > 0)
    db.update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.uid, uid))
      .run();
  return toUserInfo(getUser(db, uid));
}

export async function assertPassword(db: Db, uid: string, password: string) {
  if (!(await verifyPassword(password, getUser(db, uid).passwordHash))) throw Errors.CurrentPasswordWrong();
}

/** Changes the password; every other session of the user ends (this one stays). */
export async function changePassword(
  db: Db,
  uid: string,
  sessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  await assertPassword(db, uid, input.oldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.uid, uid)).run();
    endOtherSessions(tx as unknown as Db, uid, sessionId);
  });
}

function assertNewEmailFree(db: Db, uid: string, email: string) {
  const owner = findUserByEmail(db, email);
  if (owner?.uid === uid) throw Errors.EmailUnchanged();
  if (owner) throw Errors.EmailExists();
}

const changeSubject = (uid: string, email: string) => `${uid}:${email.toLowerCase()}`;

export async function sendChangeEmailCode(db: Db, uid: string, email: string): Promise<void> {
  if (!emailEnabled(getWebsiteConfig(db))) throw Errors.EmailNotConfigured();
  assertNewEmailFree(db, uid, email);
  await mailCode(
    db,
    'change_email',
    changeSubject(uid, email),
    email,
    'E-mail change code',
    (code) =>
      `Your code for changing the e-mail address is ${code}. It is valid for 10 minutes.\n\n您修改邮箱的验证码是 ${code}，10 分钟内有效。`,
  );
}

/** Changes the e-mail address after the current password (and the e-mailed code when the site sends mail). */
export async function changeEmail(db: Db, uid: string, input: ChangeEmailInput): Promise<UserInfo> {
  await assertPassword(db, uid, input.password);
  assertNewEmailFree(db, uid, input.newEmail);
  if (emailEnabled(getWebsiteConfig(db))) {
    if (!input.code) throw Errors.EmailCodeRequired();
    if (!consumeSubjectCode(db, 'change_email', changeSubject(uid, input.newEmail), input.code))
      throw Errors.EmailCodeWrong();
  }
  db.update(users).set({ email: input.newEmail, updatedAt: new Date() }).where(eq(users.uid, uid)).run();
  return toUserInfo(getUser(db, uid));
}
