// The switches page and the mail server's fields refuse a bad value next to the field, in the page's
// language, in the same words as the server's own calls for those settings (switch/update,
// set-email-config) answer it: both name the field as the page does, never by its key.
import { expect, test } from 'bun:test';
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

test('a refused switch or mail setting is named as the page names it, on the page and by the server, in both languages', async () => {
  await using h = await startVerdict();
  const login = await fetch(`${h.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: h.rootPassword }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  for (const [locale, l] of [
    ['en-US', 'en-us'],
    ['zh-CN', 'zh-cn'],
  ] as const) {
    const page = await h.newPage({ locale, viewport: { width: 390, height: 844 } });
    await page.goto(`/admin/login?l=${l}`);
    await adminLogin(page, 'root', h.rootPassword);
    await page.waitForURL('**/admin');

    // The switches page: groups created per day is the switches call's defaultCreateGroupDailyLimit.
    await page.goto('/admin/switch');
    const switches = page.getByTestId('switch-config-form');
    await switches.locator('#cf-dailyGroupLimit').fill('10001');
    await page.getByTestId('switch-config-form-save').click();
    const groups = switches.locator('#cf-dailyGroupLimit-error');
    await groups.waitFor();
    const groupWords = await serverWords(h, token, locale, '/api/admin/switch/update', {
      defaultCreateGroupDailyLimit: 10_001,
    });
    expect(await groups.textContent()).toBe(groupWords);
    expect(groupWords).not.toContain('defaultCreateGroupDailyLimit');
    await groups.scrollIntoViewIfNeeded();
    await h.shot(page, `switch-refused-${l}-390`);

    // The mail server's port on the website settings page is the mail call's emailPort.
    await page.goto('/admin/conf');
    const form = page.getByTestId('website-config-form');
    await form.locator('#cf-smtpPort').fill('0');
    await page.getByTestId('website-config-form-save').click();
    const port = form.locator('#cf-smtpPort-error');
    await port.waitFor();
    const portWords = await serverWords(h, token, locale, '/api/admin/config/set-email-config', { emailPort: 0 });
    expect(await port.textContent()).toBe(portWords);
    expect(portWords).not.toContain('emailPort');
    await port.scrollIntoViewIfNeeded();
    await h.shot(page, `smtp-port-refused-${l}-390`);
  }
}, 300_000);
