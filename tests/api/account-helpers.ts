import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { rolePermissions, verificationCodes } from '../../src/db/schema/index.ts';
import { forgetRolePermissions } from '../../src/domain/permissions/role-permissions.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import type { Deps } from '../../src/http/env.ts';
import { call, type makeTestApp } from '../helpers/app.ts';

type App = ReturnType<typeof makeTestApp>['app'];

/** Calls the API as Bun's server would for a client at `ip`. */
export function callFrom(app: App, ip: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  return call(app, path, { ...init, ip });
}

/** The stored answer of a captcha or slide challenge, as the server keeps it. */
export function storedAnswer(deps: Deps, key: string): string {
  return deps.db.select().from(verificationCodes).where(eq(verificationCodes.key, key)).get()!.answer;
}

/** Gets an image captcha and its answer. */
export async function solvedCaptcha(app: App, deps: Deps) {
  const { env } = await call(app, '/api/captcha');
  return { captchaKey: env.data.captchaKey as string, answer: storedAnswer(deps, env.data.captchaKey) };
}

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 (port 0) that keeps what it receives; the site is pointed at it. */
export async function startSmtp(deps: Deps) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, cb) =>
      auth.username === 'mailer' && auth.password === 'mail-pass'
        ? cb(null, { user: 'mailer' })
        : cb(new Error('bad auth')),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  setWebsiteConfig(deps.db, {
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpSsl: false,
    smtpUsername: 'mailer',
    smtpPassword: 'mail-pass',
    smtpFrom: 'judge@school.example',
  });
  return {
    port,
    mails,
    /** The text of the last mail, quoted-printable soft breaks undone. */
    lastText: () =>
      mails
        .at(-1)!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    async [Symbol.asyncDispose]() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Gives admins (1001) the users page, as a super admin may on the role auth page (by default it is the super admin's). */
export function giveAdminsTheUsersPage(deps: Deps): void {
  deps.db.insert(rolePermissions).values({ role: 1001, permission: 'user_admin' }).onConflictDoNothing().run();
  forgetRolePermissions(deps.db);
}
