import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/contract/permissions.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, answerOf, login, openLogin } from './ui-helpers.ts';

/** Registers a student through the API (reading the captcha as a person would) and returns the session token. */
async function register(h: Verdict, username: string): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  await api(h, '/api/register', {
    json: {
      username,
      password: 'secret1',
      confirmPassword: 'secret1',
      email: `${username}@example.com`,
      code: answerOf(h.dataDir, captcha.captchaKey),
      uuid: captcha.captchaKey,
    },
  });
  return (await api(h, '/api/login', { json: { username, password: 'secret1' } })).token;
}

/** Whether a token still opens a session. */
const signedIn = async (h: Verdict, token: string) =>
  (await fetch(`${h.url}/api/get-user-info`, { headers: { Authorization: token } })).status === 200;

const row = (page: Page, name: string) => page.getByTestId(`user-row-${name}`);

async function pick(page: Page, id: string, option: string) {
  await page.getByTestId(id).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, keyword: string) {
  await page.getByTestId('user-keyword').fill(keyword);
  await page.getByTestId('user-search').click();
}

test('the super admin searches, edits, resets a password, bulk-disables, ends a session and exports; an admin is kept off the super admin', async () => {
  await using h = await startVerdict();
  const tokens: Record<string, string> = {};
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) tokens[name] = await register(h, name);

  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Users', exact: true }).click();
  await row(page, 'erin').waitFor();
  expect(await page.getByTestId('user-import-link').getAttribute('href')).toBe('/admin/user/import');
  expect(await page.getByTestId('user-generate-link').getAttribute('href')).toBe('/admin/user/generate');
  await h.shot(page, 'admin-user-list-en');

  // Search, then edit dave: role, fields and a new password.
  await search(page, 'dav');
  await row(page, 'erin').waitFor({ state: 'detached' });
  await row(page, 'dave').waitFor();
  expect(await page.locator('[data-testid^="user-row-"]').count()).toBe(1);
  await page.getByTestId('user-edit-dave').click();
  const dialog = page.getByTestId('user-edit-dialog');
  await pick(page, 'user-edit-role', 'Admin');
  await dialog.locator('#user-edit-realname').fill('Dave Wang');
  await dialog.locator('#user-edit-school').fill('No. 2 High');
  await dialog.locator('#user-edit-titleName').fill('TA');
  await dialog.locator('#user-edit-titleColor').fill('#0ea5e9');
  await dialog.getByTestId('user-edit-setpwd').click();
  await dialog.locator('#user-edit-password').fill('dave-new-pass');
  await h.shot(page, 'admin-user-edit-en');
  await dialog.getByTestId('user-edit-save').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('user-role-dave').getByText('Admin').waitFor();
  expect(await signedIn(h, tokens.dave!)).toBe(false);

  // Carol's status: disabled from her edit form; the status filter then finds her.
  await search(page, 'carol');
  await page.getByTestId('user-edit-carol').click();
  await pick(page, 'user-edit-status', 'Disabled');
  await dialog.locator('#user-edit-nickname').fill('C.');
  await dialog.getByTestId('user-edit-save').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('user-status-carol').getByText('Disabled').waitFor();
  expect(await signedIn(h, tokens.carol!)).toBe(false);

  // Bulk: alice and bob disabled at once; their open sessions stop working.
  await search(page, '');
  await row(page, 'alice').waitFor();
  await page.getByTestId('user-select-alice').click();
  await page.getByTestId('user-select-bob').click();
  expect(await page.getByTestId('user-bulk-count').textContent()).toBe('2 selected');
  await h.shot(page, 'admin-user-bulk-en');
  expect([await signedIn(h, tokens.alice!), await signedIn(h, tokens.bob!)]).toEqual([true, true]);
  await page.getByTestId('user-bulk-disable').click();
  await page.getByTestId('user-status-bob').getByText('Disabled').waitFor();
  await page.getByTestId('user-status-alice').getByText('Disabled').waitFor();
  expect([await signedIn(h, tokens.alice!), await signedIn(h, tokens.bob!)]).toEqual([false, false]);

  // Erin signs in from a second browser; the super admin ends that session and the browser is signed out.
  const erinPage = await h.newPage({ locale: 'en-US' });
  await erinPage.goto('/home?l=en-us');
  await openLogin(erinPage);
  await login(erinPage, 'erin', 'secret1');
  await erinPage.getByTestId('user-menu').waitFor();
  await page.reload();
  await page.getByTestId('user-sessions-erin').click();
  const sessions = page.getByTestId('user-sessions-dialog');
  await sessions.getByTestId('user-session').nth(1).waitFor();
  await h.shot(page, 'admin-user-sessions-en');
  await sessions
    .getByTestId('user-session')
    .filter({ hasText: 'HeadlessChrome' })
    .getByTestId('user-session-revoke')
    .click();
  await sessions.getByTestId('user-session').nth(1).waitFor({ state: 'detached' });
  await erinPage.reload();
  await erinPage.getByTestId('header-login').waitFor();
  expect(await signedIn(h, tokens.erin!)).toBe(true);
  await page.keyboard.press('Escape');

  // Export of the filtered list: the disabled users.
  await pick(page, 'user-filter-status', 'Disabled');
  await row(page, 'erin').waitFor({ state: 'detached' });
  await row(page, 'carol').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('user-export').click()]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const names = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(',')[1])
    .sort();
  expect(names).toEqual(['alice', 'bob', 'carol']);

  // Chinese, and a phone's width.
  await page.goto('/admin/user?l=zh-cn');
  await row(page, 'erin').waitFor();
  await page.getByText('用户', { exact: true }).first().waitFor();
  await h.shot(page, 'admin-user-list-zh');
  await page.getByTestId('user-edit-erin').click();
  await h.shot(page, 'admin-user-edit-zh');
  await page.keyboard.press('Escape');
  const phone = await h.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await phone.goto('/admin/login?l=en-us');
  await adminLogin(phone, 'root', h.rootPassword);
  await phone.getByTestId('admin-dashboard').waitFor();
  await phone.goto('/admin/user');
  await row(phone, 'erin').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await h.shot(phone, 'admin-user-list-390');
  await phone.getByTestId('user-sessions-erin').click();
  await phone.getByTestId('user-session').first().waitFor();
  expect(await phone.getByTestId('user-session-revoke').first().isVisible()).toBe(true);
  await h.shot(phone, 'admin-user-sessions-390');

  // Dave, now an admin with his new password, once the super admin gives admins the users page (the
  // super admin's by default): the super admin's row is locked, Super Admin cannot be chosen, the server refuses both.
  const rootToken = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token;
  await api(h, '/api/admin/role-auth', {
    method: 'PUT',
    token: rootToken,
    json: { role: 1001, permissions: [...DEFAULT_ROLE_PERMISSIONS[1001], 'user_admin'] },
  });
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'dave', 'dave-new-pass');
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.goto('/admin/user');
  await row(admin, 'root').waitFor();
  expect(await admin.getByTestId('user-edit-root').isDisabled()).toBe(true);
  expect(await admin.getByTestId('user-delete-root').isDisabled()).toBe(true);
  await admin.getByTestId('user-edit-erin').click();
  await admin.getByTestId('user-edit-role').click();
  expect(
    await admin.getByRole('option', { name: 'Super Admin', exact: true }).getAttribute('data-disabled'),
  ).not.toBeNull();
  await h.shot(admin, 'admin-user-admin-view-en');
  await admin.keyboard.press('Escape');
  const refusals = await admin.evaluate(async () => {
    const token = localStorage.getItem('token')!;
    const list = await (
      await fetch('/api/admin/user/get-user-list?keyword=root', { headers: { Authorization: token } })
    ).json();
    const rootRow = list.data.records.find((r: { username: string }) => r.username === 'root');
    const erin = (
      await (await fetch('/api/admin/user/get-user-list?keyword=erin', { headers: { Authorization: token } })).json()
    ).data.records[0];
    const put = (path: string, body: unknown) =>
      fetch(path, {
        method: 'PUT',
        headers: { Authorization: token, 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
        body: JSON.stringify(body),
      }).then(async (r) => [r.status, (await r.json()).msg]);
    return [
      await put('/api/admin/user/edit-user', { ...erin, number: erin.number, type: 1000 }),
      await put('/api/admin/user/bulk', { uids: [rootRow.uid], status: 1 }),
    ];
  });
  expect(refusals).toEqual([
    [403, '只有超级管理员可以将用户设为超级管理员'],
    [403, '只有超级管理员可以修改、禁用或删除超级管理员'],
  ]);
});
