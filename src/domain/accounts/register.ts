import type { Db } from '../../db/client.ts';
import type { CheckUsernameOrEmailInput, CheckUsernameOrEmailResult } from '../../contract/accounts.ts';
import { CODE_LENGTH } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { emailEnabled, getWebsiteConfig } from '../site/website-config.ts';
import { findUserByEmail, findUserByUsername } from './user-info.ts';
import { codeAge, consumeSubjectCode, issueCode } from './codes.ts';
import { insertUser } from './create-user.ts';
import { assertUsernameAllowed } from './username-rule.ts';
import { verifyImageCaptcha } from './image-captcha.ts';
import { sendMail } from '../site/mail.ts';
import { randomDigits } from './secrets.ts';

/** E-mailed codes live 10 minutes; a new one may be asked for after 60 seconds. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_RESEND_MS = 60_000;

export function checkUsernameOrEmail(db: Db, input: CheckUsernameOrEmailInput): CheckUsernameOrEmailResult {
  return {
    username: !!input.username && !!findUserByUsername(db, input.username),
    email: !!input.email && !!findUserByEmail(db, input.email),
  };
}

/** Refuses a second code for the same subject within the resend interval. */
export function assertResendAllowed(
  db: Db,
  kind: 'register_email' | 'change_email' | 'reset_password',
  subject: string,
): void {
  const age = codeAge(db, kind, subject);
  if (age !== null && age < EMAIL_CODE_RESEND_MS)
    throw Errors.CodeTooSoon(Math.ceil((EMAIL_CODE_RESEND_MS - age) / 1000));
}

/** Issues a code for `subject`, e-mails it, and withdraws it again when the mail cannot be sent. */
export async function mailCode(
  db: Db,
  kind: 'register_email' | 'change_email',
  subject: string,
  to: string,
  title: string,
  body: (code: string) => string,
) {
  const config = getWebsiteConfig(db);
  assertResendAllowed(db, kind, subject);
  const code = randomDigits(CODE_LENGTH);
  issueCode(db, kind, code, EMAIL_CODE_TTL_MS, subject);
  try {
    await sendMail(config, to, title, body(code));
  } catch (e) {
    consumeSubjectCode(db, kind, subject, code);
    throw e;
  }
}

export async function sendRegisterCode(db: Db, email: string): Promise<void> {
  const config = getWebsiteConfig(db);
  if (!config.register) throw Errors.RegisterClosed();
  if (!emailEnabled(config)) throw Errors.EmailNotConfigured();
  if (findUserByEmail(db, email)) throw Errors.EmailExists();
  await mailCode(
    db,
    'register_email',
    email.toLowerCase(),
    email,
    'Registration code',
    (code) =>
      `Your registration code is ${code}. It is valid for 10 minutes.\n\n您的注册验证码是 ${code}，10 分钟内有效。`,
  );
}

export interface RegisterRequest {
  username: string;
  password: string;
  email: string;
  code: string;
  uuid: string;
}

/**
 * Creates an ordinary account. The code is the e-mailed one when the site sends mail, otherwise
 * the image captcha whose key is `uuid`.
 */
export async function register(db: Db, input: RegisterRequest): Promise<string> {
  const config = getWebsiteConfig(db);
  if (!config.register) throw Errors.RegisterClosed();
  assertUsernameAllowed(input.username);
  if (findUserByUsername(db, input.username)) throw Errors.UsernameExists();
  if (findUserByEmail(db, input.email)) throw Errors.EmailExists();
  if (emailEnabled(config)) {
    if (!consumeSubjectCode(db, 'register_email', input.email.toLowerCase(), input.code)) throw Errors.EmailCodeWrong();
  } else {
    verifyImageCaptcha(db, input.uuid, input.code);
  }
  return insertUser(db, { username: input.username, password: input.password, email: input.email });
}
