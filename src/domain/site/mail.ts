import nodemailer from 'nodemailer';
import type { WebsiteConfig } from '../../contract/site.ts';
import { Errors } from '../errors.ts';
import { emailEnabled } from './website-config.ts';

/** Sends one plain-text e-mail through the site's SMTP server (site config). */
export async function sendMail(config: WebsiteConfig, to: string, subject: string, text: string): Promise<void> {
  if (!emailEnabled(config)) throw Errors.EmailNotConfigured();
  try {
    await deliverMail(config, to, subject, text);
  } catch {
    throw Errors.MailFailed();
  }
}

/** Sends through the configured SMTP server; a failure is thrown with the server's own reason (for the administrator's test). */
export async function deliverMail(config: WebsiteConfig, to: string, subject: string, text: string): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.smtpHost,
    port: config.smtpPort,
    secure: config.smtpSsl,
    auth: config.smtpUsername ? { user: config.smtpUsername, pass: config.smtpPassword } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: config.smtpFrom || config.smtpUsername,
      to,
      subject: `[${config.shortName}] ${subject}`,
      text,
    });
  } finally {
    transport.close();
  }
}
