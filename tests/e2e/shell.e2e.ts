import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startVerdict, type Verdict } from './harness.ts';
import { adminLogin, answerOf, login, openLogin } from './ui-helpers.ts';

// One server for the tests that change nothing on the site (each in its own browser context);
// the route guard's test renames the site and has a server of its own.
let site: Verdict;
beforeAll(async () => {
  site = await startVerdict();
});
afterAll(async () => {
  await site?.[Symbol.asyncDispose]();
});

test('language: ?l=zh-cn gives Chinese, the switch gives English; both choices are remembered, titles follow', async () => {
  const h = site;
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/?l=zh-cn');
  await page.waitForURL('**/home?l=zh-cn');
  await page.getByRole('link', { name: '首页' }).first().waitFor();
  expect(await page.title()).toBe('首页 - Verdict');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await h.shot(page, 'home-zh');

  await page.getByTestId('language-switch').first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Home' }).first().waitFor();
  expect(await page.title()).toBe('Home - Verdict');
  await page.goto('/home');
  await page.getByTestId('header-login').filter({ hasText: 'Login' }).waitFor();

  // Any other l value selects English, even over a stored Chinese choice, and is kept.
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.goto('/home?l=fr');
  await page.getByTestId('header-login').filter({ hasText: 'Login' }).waitFor();
  await page.goto('/home');
  await page.getByTestId('header-login').filter({ hasText: 'Login' }).waitFor();
  await page.goto('/home?l=zh-cn');
  await page.goto('/problem');
  await page.getByTestId('header-login').filter({ hasText: '登录' }).waitFor();
});

test('route guard: login pages, admin pages and super-admin pages', async () => {
  await using h = await startVerdict();
  const page = await h.newPage();
  await page.goto('/home?l=en-us');

  // A login page without a token: home, login dialog, warning.
  await page.evaluate(() => localStorage.setItem('userInfo', JSON.stringify({ username: 'ghost' })));
  await page.goto('/setting');
  await page.waitForURL('**/home');
  await page.getByText('Please login first').first().waitFor();
  await page.getByTestId('login-modal').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await h.shot(page, 'guard-login-first');

  // The back office without a token goes to its own login.
  await page.goto('/admin/conf');
  await page.waitForURL('**/admin/login');
  await page.getByText('Please login first by admin account').first().waitFor();
  // Unknown back-office paths too.
  await page.goto('/admin/no-such-page');
  await page.waitForURL('**/admin/login');

  // The super admin signs in there and reaches the configuration.
  await h.shot(page, 'admin-login-en');
  await adminLogin(page, 'root', h.rootPassword);
  await page.waitForURL('**/admin');
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByRole('link', { name: 'Website Config' }).first().click();
  await page.waitForURL('**/admin/conf');
  await page.locator('#cf-shortName').fill('LabOJ');
  await page.getByTestId('website-config-form-save').click();
  await page.getByText('Update Successfully').first().waitFor();
  await page.getByRole('link', { name: 'Switches' }).first().click();
  await page.getByTestId('switch-config-form').waitFor();
  await h.shot(page, 'admin-switch-en');
  await page.goto('/home');
  // The header shows the stored short name first, then the one the site config answers.
  await page
    .getByTestId('site-short-name')
    .filter({ hasText: /^LabOJ$/ })
    .waitFor();
  await page.waitForFunction(() => document.title === 'Home - LabOJ');

  // An ordinary user is turned away from the back office with the admin message, and signed out here.
  const user = await h.newPage();
  await user.goto('/home?l=en-us');
  const res = await user.request.get('/api/captcha');
  const { captchaKey } = ((await res.json()) as { data: { captchaKey: string } }).data;
  const reg = await user.request.post('/api/register', {
    data: {
      username: 'bob',
      password: 'secret1',
      confirmPassword: 'secret1',
      email: 'bob@example.com',
      code: answerOf(h.dataDir, captchaKey),
      uuid: captchaKey,
    },
  });
  expect(((await reg.json()) as { status: number }).status).toBe(200);
  await openLogin(user);
  await login(user, 'bob', 'secret1');
  await user.getByTestId('user-menu').waitFor();
  await user.getByTestId('user-menu').click();
  expect(await user.getByRole('menuitem', { name: 'Management' }).count()).toBe(0);
  await user.keyboard.press('Escape');
  await user.goto('/admin/switch');
  await user.waitForURL('**/admin/login');
  await user.getByText('Please login first by admin account').first().waitFor();
  expect(await user.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('unknown pages show the animated 404 with Go Home and Back', async () => {
  const h = site;
  const page = await h.newPage();
  await page.goto('/home?l=en-us');
  await page.goto('/no/such/page');
  await page.getByTestId('not-found').waitFor();
  expect(await page.title()).toBe('Page Not Found - Verdict');
  const animation = await page
    .locator('[data-testid="not-found"] span.animate-digit-bounce')
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe('digit-bounce');
  await h.shot(page, 'not-found-en');
  await page.getByTestId('not-found-back').click();
  await page.waitForURL('**/home?l=en-us');
  await page.goto('/missing');
  await page.getByTestId('not-found-home').click();
  await page.waitForURL('**/home');
});

test('at 390 px the header folds into a drawer', async () => {
  const h = site;
  const page = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto('/home?l=zh-cn');
  await page.getByTestId('mobile-menu').waitFor();
  expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);
  expect(await page.getByTestId('header-login').isVisible()).toBe(false);
  const header = (await page.getByTestId('site-header').boundingBox())!;
  expect(header.width).toBe(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  await h.shot(page, 'mobile-home-zh');
  await page.getByTestId('mobile-menu').click();
  const drawer = page.getByTestId('mobile-drawer');
  await drawer.waitFor();
  await h.shot(page, 'mobile-drawer-zh');
  await drawer.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('login-modal').waitFor();
  await login(page, 'root', h.rootPassword);
  await page.getByTestId('user-menu').waitFor();
  await page.getByTestId('mobile-menu').click();
  await drawer.getByRole('link', { name: '后台管理' }).waitFor();
  await h.shot(page, 'mobile-drawer-signed-in-zh');
  await drawer.getByRole('link', { name: '设置' }).click();
  await page.waitForURL('**/setting');
  await page.getByTestId('profile-form').waitFor();
  const settingsOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(settingsOverflow).toBe(0);
  await h.shot(page, 'mobile-setting-zh');
});

test('session sync: a tab that comes back sees a logout done in another tab', async () => {
  const h = site;
  const first = await h.newPage();
  await first.goto('/home?l=en-us');
  await openLogin(first);
  await login(first, 'root', h.rootPassword);
  await first.getByTestId('user-menu').waitFor();
  const second = await first.context().newPage();
  await second.goto('/setting');
  await second.getByTestId('profile-form').waitFor();

  await first.goto('/logout');
  await first.getByTestId('header-login').waitFor();
  // The second tab becomes visible again: it notices the token is gone and leaves the login page.
  await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await second.waitForURL('**/home');
  await second.getByTestId('header-login').waitFor();
});
