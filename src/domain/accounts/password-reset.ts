import type { Db } from '../../db/client.ts';
import type { ApplyResetPasswordInput, ResetPasswordInput } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { emailEnabled, getWebsiteConfig } from '../site/website-config.ts';
import { siteAddress } from '../site/site-address.ts';
import { findUserByEmail, findUserByUsername } from './user-info.ts';
import { setPassword } from './admin-accounts.ts';
import { consumeSubjectCode, issueCode } from './codes.ts';
import { verifyImageCaptcha } from './image-captcha.ts';
import { sendMail } from '../site/mail.ts';
import { assertResendAllowed } from './register.ts';
import { randomToken, sha256 } from './secrets.ts';

const RESET_TTL_MS = 30 * 60_000;

/**
 * E-mails a link `/reset-password?username=…&code=…` to the owner of the address. Only the hash
 * of the code is stored. The link starts with the configured site address; without one, no mail
 * is sent and the requester is told why.
 */
export async function applyResetPassword(db: Db, input: ApplyResetPasswordInput): Promise<void> {
  const config = getWebsiteConfig(db);
  if (!emailEnabled(config)) throw Errors.ResetNeedsEmail();
  const siteUrl = siteAddress(config);
  if (siteUrl === null) throw Errors.ResetNeedsSiteAddress();
  verifyImageCaptcha(db, input.captchaKey, input.captcha);
  const user = findUserByEmail(db, input.email);
  if (!user) throw Errors.EmailNotRegistered();
  assertResendAllowed(db, 'reset_password', user.uid);
  const code = randomToken(24);
  issueCode(db, 'reset_password', sha256(code), RESET_TTL_MS, user.uid);
  const link = `${siteUrl}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
  try {
    await sendMail(
      config,
      user.email!,
      'Reset your password',
      `Open this link within 30 minutes to set a new password for ${user.username}:\n${link}\n\n` +
        `请在 30 分钟内打开以下链接，为 ${user.username} 设置新密码：\n${link}\n`,
    );
  } catch (e) {
    consumeSubjectCode(db, 'reset_password', user.uid, sha256(code));
    throw e;
  }
}

/** Sets the new password from a reset link; all the user's sessions end. */
export async function resetPasswordWithCode(db: Db, input: ResetPasswordInput): Promise<void> {
  const user = findUserByUsername(db, input.username);
  if (!user || !consumeSubjectCode(db, 'reset_password', user.uid, sha256(input.code))) throw Errors.ResetCodeWrong();
  await setPassword(db, user.uid, input.password);
}
