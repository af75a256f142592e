import { expect, test } from 'bun:test';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin } from '../helpers/factories.ts';
import { solvedCaptcha, startSmtp } from './account-helpers.ts';

/**
 * Reset links are built from the site address the super admin configured (website config
 * `baseUrl`), never from the request: a forged `Host` header cannot make the site mail a victim
 * a link to an attacker's host (who would then read the code from the request).
 */

type T = ReturnType<typeof makeTestApp>;

async function applyFrom(t: T, host: string, email: string, lang = 'en-US') {
  const c = await solvedCaptcha(t.app, t.deps);
  return call(t.app, `http://${host}/api/apply-reset-password`, {
    method: 'POST',
    headers: { Host: host, 'X-Forwarded-Host': host, 'Accept-Language': lang },
    json: { email, captcha: c.answer, captchaKey: c.captchaKey },
  });
}

/** A mail's text with quoted-printable escapes undone (Chinese arrives as =E8=BF=99…). */
const decoded = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const linkIn = (text: string) => new URL(/(https?:\/\/\S+\/reset-password\?\S+)/.exec(text)![1]!);

test('a forged Host header does not reach the mailed link: it points at the configured address', async () => {
  using t = makeTestApp();
  await using smtp = await startSmtp(t.deps);
  await createUser(t.deps, { email: 'victim@school.example', username: 'victim' });
  setWebsiteConfig(t.deps.db, { baseUrl: 'https://oj.school.example/' });
  expect((await applyFrom(t, 'evil.example', 'victim@school.example')).env.status).toBe(200);
  const link = linkIn(smtp.lastText());
  expect(link.origin).toBe('https://oj.school.example');
  expect(link.pathname).toBe('/reset-password');
  expect(smtp.lastText()).not.toContain('evil.example');
});

test('without a configured site address no reset mail is sent, and the requester is told why in both languages', async () => {
  using t = makeTestApp();
  await using smtp = await startSmtp(t.deps);
  await createUser(t.deps, { email: 'victim@school.example' });
  const en = await applyFrom(t, 'evil.example', 'victim@school.example');
  expect([en.status, en.env.status]).toEqual([200, 400]);
  expect(en.env.msg).toBe(
    "The site's address (Base URL) is not set, so reset links cannot be mailed; ask an administrator to set it or to reset your password",
  );
  const zh = await applyFrom(t, 'evil.example', 'victim@school.example', 'zh-CN');
  expect(zh.env.msg).toBe('本站未设置网站地址（Base URL），无法发送重置链接；请联系管理员设置网站地址或为您重置密码');
  // An address that is not a web address counts as none.
  setWebsiteConfig(t.deps.db, { baseUrl: 'javascript:alert(1)//' });
  expect((await applyFrom(t, 'evil.example', 'victim@school.example')).env.msg).toBe(en.env.msg);
  expect(smtp.mails).toEqual([]);
});

test("the administrator's test mail says when reset links cannot be sent for want of a site address", async () => {
  using t = makeTestApp();
  await using smtp = await startSmtp(t.deps);
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const sent = await call(t.app, '/api/admin/config/test-email', {
    method: 'POST',
    headers: root.headers,
    json: { email: 'root@school.example' },
  });
  expect(sent.env.status).toBe(200);
  expect(decoded(smtp.lastText())).toContain('Password reset links are not sent until the Base URL is set');
  expect(decoded(smtp.lastText())).toContain('设置网站地址（Base URL）之前不会发送重置密码链接');
});
