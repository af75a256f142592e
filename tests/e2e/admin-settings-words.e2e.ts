// The switches page and the website settings page (its mail server, its addresses) refuse a bad value
// next to the field, in the page's language, in the same words as the server's own calls for those
// settings (switch/update, set-email-config, set-web-config) answer it: both name the field as the
// page does, never by its key.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { adminLogin } from './ui-helpers.ts';

async function serverWords(h: Verdict, token: string, lang: string, path: string, json: unknown): Promise<string> {
  const res = await fetch(h.url + path, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang, Authorization: token },
    body: JSON.stringify(json),
  });
  const env = (await res.json()) as { status: number; msg: string };
  expect(env.status).toBe(400);
  return env.msg;
}

async function settings(h: Verdict, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${h.url}/api/admin/config/get-web-config`, { headers: { Authorization: token } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function rootToken(h: Verdict): Promise<string> {
  const login = await fetch(`${h.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: h.rootPassword }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

const LOCALES = [
  ['en-US', 'en-us'],
  ['zh-CN', 'zh-cn'],
] as const;

/** The root administrator's back office on a phone, in `locale`. */
async function adminPage(h: Verdict, locale: string, l: string) {
  const page = await h.newPage({ locale, viewport: { width: 390, height: 844 } });
  await page.goto(`/admin/login?l=${l}`);
  await adminLogin(page, 'root', h.rootPassword);
  await page.waitForURL('**/admin');
  return page;
}

/** Fills one field of a settings form with `value`, saves, and answers the message shown under the field. */
async function refusedOnPage(page: Page, path: string, formId: string, field: string, value: string) {
  await page.goto(path);
  const form = page.getByTestId(formId);
  await form.locator(`#cf-${field}`).fill(value);
  await page.getByTestId(`${formId}-save`).click();
  const error = form.locator(`#cf-${field}-error`);
  await error.waitFor();
  return error;
}

test('a refused switch or mail setting is named as the page names it, on the page and by the server, in both languages', async () => {
  await using h = await startVerdict();
  const token = await rootToken(h);

  for (const [locale, l] of LOCALES) {
    const page = await adminPage(h, locale, l);

    // The switches page: groups created per day is the switches call's defaultCreateGroupDailyLimit.
    const groups = await refusedOnPage(page, '/admin/switch', 'switch-config-form', 'dailyGroupLimit', '10001');
    const groupWords = await serverWords(h, token, locale, '/api/admin/switch/update', {
      defaultCreateGroupDailyLimit: 10_001,
    });
    expect(await groups.textContent()).toBe(groupWords);
    expect(groupWords).not.toContain('defaultCreateGroupDailyLimit');
    await groups.scrollIntoViewIfNeeded();
    await h.shot(page, `switch-refused-${l}-390`);

    // The mail server's port on the website settings page is the mail call's emailPort.
    const port = await refusedOnPage(page, '/admin/conf', 'website-config-form', 'smtpPort', '0');
    const portWords = await serverWords(h, token, locale, '/api/admin/config/set-email-config', { emailPort: 0 });
    expect(await port.textContent()).toBe(portWords);
    expect(portWords).not.toContain('emailPort');
    await port.scrollIntoViewIfNeeded();
    await h.shot(page, `smtp-port-refused-${l}-390`);
  }
}, 300_000);

// A Base URL or a footer link that is not an http(s) address, or a sender that is not an e-mail
// address; emptied, all save (a site without mail or links).
test('a Base URL, footer link or sender address that cannot work is refused next to its field, in the server’s words, in both languages', async () => {
  await using h = await startVerdict();
  const token = await rootToken(h);
  const saved = [
    {
      baseUrl: 'https://oj.school.example',
      smtpFrom: 'Verdict <oj@school.example>',
      recordUrl: 'https://beian.miit.gov.cn/',
    },
    { baseUrl: '', smtpFrom: '', recordUrl: '' },
  ];

  for (const [i, [locale, l]] of LOCALES.entries()) {
    const page = await adminPage(h, locale, l);
    await page.goto('/admin/conf');
    const form = page.getByTestId('website-config-form');
    await form.locator('#cf-baseUrl').fill('ftp://x');
    await form.locator('#cf-smtpFrom').fill('not an address');
    await form.locator('#cf-recordUrl').fill('javascript:alert(1)');
    await page.getByTestId('website-config-form-save').click();
    for (const [key, value] of [
      ['baseUrl', 'ftp://x'],
      ['smtpFrom', 'not an address'],
      ['recordUrl', 'javascript:alert(1)'],
    ] as const) {
      const error = form.locator(`#cf-${key}-error`);
      await error.waitFor();
      const words = await serverWords(h, token, locale, '/api/admin/config/set-web-config', { [key]: value });
      expect(await error.textContent()).toBe(words);
      expect(words).not.toContain(key);
    }
    await form.locator('#cf-smtpFrom-error').scrollIntoViewIfNeeded();
    await h.shot(page, `settings-addresses-refused-${l}-390`);

    // An address of each form, then none at all, is saved.
    const good = saved[i]!;
    await form.locator('#cf-baseUrl').fill(good.baseUrl);
    await form.locator('#cf-smtpFrom').fill(good.smtpFrom);
    await form.locator('#cf-recordUrl').fill(good.recordUrl);
    await page.getByTestId('website-config-form-save').click();
    await page
      .getByText(/Update Successfully|修改成功|Updated/)
      .first()
      .waitFor();
    expect(await form.locator('[id$="-error"]').count()).toBe(0);
    expect(await settings(h, token)).toMatchObject(good);
  }
}, 300_000);
