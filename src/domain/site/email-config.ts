import type { EmailConfig, SetEmailConfigInput } from '../../contract/admin-config.ts';
import type { SetWebsiteConfigInput, WebsiteConfig } from '../../contract/site.ts';
import { deliverMail } from './mail.ts';
import { Errors } from '../errors.ts';
import { siteAddress } from './site-address.ts';
import { emailEnabled } from './website-config.ts';

/** The SMTP settings under the established client's names, the password replaced by whether one is set. */
export function toEmailConfig(config: WebsiteConfig): EmailConfig {
  return {
    emailHost: config.smtpHost,
    emailPort: config.smtpPort,
    emailUsername: config.smtpUsername,
    emailSsl: config.smtpSsl,
    emailFrom: config.smtpFrom,
    emailPasswordSet: config.smtpPassword !== '',
  };
}

/** The website-configuration change an email-config form makes (a blank password keeps the stored one). */
export function fromEmailInput(input: SetEmailConfigInput): SetWebsiteConfigInput {
  const patch: SetWebsiteConfigInput = {
    smtpHost: input.emailHost,
    smtpPort: input.emailPort,
    smtpUsername: input.emailUsername,
    smtpPassword: input.emailPassword === '' ? undefined : input.emailPassword,
    smtpSsl: input.emailSsl,
    smtpFrom: input.emailFrom,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

/**
 * Sends a test mail through the configured server. Without one, the error says what to fill in;
 * a server that refuses says so with its own reason.
 */
export async function sendTestEmail(config: WebsiteConfig, to: string): Promise<void> {
  if (!emailEnabled(config)) throw Errors.TestEmailNotConfigured();
  const address = siteAddress(config);
  const text =
    `This is a test email from ${config.name}${address ? ` (${address})` : ''}.\nThe mail server settings work.\n` +
    (address ? '' : 'Password reset links are not sent until the Base URL is set in the website settings.\n') +
    '\n这是一封测试邮件：邮件服务器设置可用。\n' +
    (address ? '' : '在网站设置中设置网站地址（Base URL）之前不会发送重置密码链接。\n');
  try {
    await deliverMail(config, to, 'Test email', text);
  } catch (e) {
    throw Errors.TestEmailFailed(e instanceof Error ? e.message.slice(0, 300) : String(e));
  }
}
