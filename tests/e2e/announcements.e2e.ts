import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, answerOf, makePng } from './ui-helpers.ts';

/** Registers a student through the API, reading the captcha's answer as a person would. */
async function registerStudent(h: Verdict, username: string, password: string): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  await api(h, '/api/register', {
    json: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      code: answerOf(h.dataDir, captcha.captchaKey),
      uuid: captcha.captchaKey,
    },
  });
  return (await api(h, '/api/login', { json: { username, password } })).token;
}

async function uploadCarouselPicture(page: Page, name: string, width: number) {
  const before = await page.locator('[data-testid^="carousel-item-"]').count();
  await page
    .getByTestId('carousel-file')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await makePng(page, width, 440) });
  await page.locator('[data-testid^="carousel-item-"]').nth(before).waitFor();
}

/** Reads until `ok` holds (or 10 s pass) and returns the last value read, for the test to check. */
async function settled<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i++) {
    await Bun.sleep(100);
    value = await read();
  }
  return value;
}

const HOSTILE = '<img src="x" onerror="window.__pwned = 1"> <a href="javascript:window.__pwned = 2">link</a>';

test('the super admin posts an announcement that the home page shows, a notice that reaches a student, and carousel pictures', async () => {
  await using h = await startVerdict();
  const student = await registerStudent(h, 'student', 'secret1');
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();

  // The carousel: two pictures.
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Carousel' }).click();
  await page.getByTestId('carousel-empty').waitFor();
  await uploadCarouselPicture(page, 'first.png', 1200);
  await uploadCarouselPicture(page, 'second.png', 900);
  await h.shot(page, 'admin-carousel-en');

  // An announcement: the form's rules first, then markdown with an uploaded image and hostile HTML.
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Announcements' }).click();
  await page.getByTestId('announcement-create').click();
  const dialog = page.getByTestId('announcement-dialog');
  await dialog.getByTestId('announcement-save').click();
  expect(await dialog.getByRole('alert').allTextContents()).toEqual(['Title is required', 'Content is required']);
  await dialog.locator('#announcement-title').fill('Lab opens on Monday');
  await dialog.locator('#announcement-content').fill(`**Room 101**, from 8:00.\n\n${HOSTILE}\n`);
  await dialog
    .getByTestId('md-announcement-content-image-input')
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: await makePng(page, 120, 80) });
  const withImage = /!\[map\]\(\/api\/public\/file\/[A-Za-z0-9_-]{24}\.png\)/;
  expect(
    await settled(
      () => dialog.locator('#announcement-content').inputValue(),
      (v) => withImage.test(v),
    ),
  ).toMatch(withImage);
  await dialog.locator('[aria-label="Preview"] strong').waitFor();
  await h.shot(page, 'admin-announcement-dialog-en');
  await dialog.getByTestId('announcement-save').click();
  await page.getByTestId('announcement-dialog').waitFor({ state: 'hidden' });
  // A second one, then hidden with the switch.
  await page.getByTestId('announcement-create').click();
  await dialog.locator('#announcement-title').fill('Draft: exam rules');
  await dialog.locator('#announcement-content').fill('Not yet.');
  await dialog.getByTestId('announcement-save').click();
  await page.getByTestId('announcement-dialog').waitFor({ state: 'hidden' });
  const rows = page.locator('[data-testid^="announcement-row-"]');
  expect(
    await settled(
      () => rows.count(),
      (n) => n === 2,
    ),
  ).toBe(2);
  await rows.first().locator('[data-testid$="-visible"]').click();
  expect(
    await settled(
      () => rows.first().locator('[data-testid$="-visible"]').getAttribute('data-state'),
      (v) => v === 'unchecked',
    ),
  ).toBe('unchecked');
  await h.shot(page, 'admin-announcement-list-en');

  // A notice to the student by name.
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Notices' }).click();
  await page.getByTestId('notice-create').click();
  const noticeDialog = page.getByTestId('notice-dialog');
  await noticeDialog.locator('#notice-title').fill('Your exam seat');
  await noticeDialog.locator('#notice-content').fill('Seat **B7**.');
  await noticeDialog.getByTestId('notice-type').click();
  await page.getByRole('option', { name: 'Named users' }).click();
  await noticeDialog.locator('#notice-recipients').fill('nobody');
  await noticeDialog.getByTestId('notice-save').click();
  expect(await noticeDialog.getByTestId('notice-error').textContent()).toBe('No user is named nobody');
  await noticeDialog.locator('#notice-recipients').fill('student');
  await noticeDialog.getByTestId('notice-save').click();
  await noticeDialog.waitFor({ state: 'hidden' });
  expect(
    await settled(
      () => page.locator('[data-testid^="notice-row-"]').first().textContent(),
      (v) => !!v?.includes('Your exam seat'),
    ),
  ).toContain('Your exam seat');
  await h.shot(page, 'admin-notice-en');
  const sys = await api(h, '/api/msg/sys', { token: student });
  expect(sys.records.map((r: { title: string; content: string }) => [r.title, r.content])).toEqual([
    ['Your exam seat', 'Seat **B7**.'],
  ]);

  // A visitor's home page: the carousel, the visible announcement only, its detail sanitised.
  const home = await h.newPage({ locale: 'en-US' });
  await home.goto('/home?l=en-us');
  const carousel = home.getByTestId('home-carousel');
  await carousel.waitFor();
  expect((await carousel.boundingBox())!.height).toBe(440);
  expect(await carousel.locator('img').count()).toBe(2);
  await home.locator('[data-testid="home-announcements"][data-state="ready"]').waitFor();
  expect(await home.getByTestId('home-announcement-item').allTextContents()).toEqual([
    expect.stringContaining('Lab opens on Monday'),
  ]);
  await h.shot(home, 'home-announcements-en');
  await home.getByTestId('home-announcement-item').click();
  const detail = home.getByTestId('home-announcement-detail');
  await detail.waitFor();
  expect(await detail.locator('strong').first().textContent()).toBe('Room 101');
  await detail.locator('img[src^="/api/public/file/"]').waitFor();
  expect(await detail.locator('[onerror]').count()).toBe(0);
  expect(await detail.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await home.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await h.shot(home, 'home-announcement-detail-en');
  await home.getByTestId('home-announcement-back').click();
  await home.getByTestId('home-announcement-item').waitFor();

  // Refresh brings in what the admin showed again meanwhile.
  const rootToken = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token;
  const hidden = (await api(h, '/api/admin/announcement', { token: rootToken })).records.find(
    (r: { status: number }) => r.status === 1,
  );
  await api(h, '/api/admin/announcement', {
    method: 'PUT',
    token: rootToken,
    json: { id: hidden.id, title: hidden.title, content: hidden.content, status: 0 },
  });
  await home.getByTestId('home-announcements-refresh').click();
  expect(
    await settled(
      () => home.getByTestId('home-announcement-item').count(),
      (n) => n === 2,
    ),
  ).toBe(2);

  // Chinese, and a phone (390 px) in both languages: the carousel is 200 px high, nothing wider than the screen.
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/home?l=zh-cn');
  await zh.locator('[data-testid="home-announcements"][data-state="ready"]').waitFor();
  expect(await zh.getByTestId('home-announcements').textContent()).toContain('公告');
  await zh.getByTestId('home-carousel').waitFor();
  await h.shot(zh, 'home-announcements-zh');
  for (const [lang, locale] of [
    ['zh-cn', 'zh-CN'],
    ['en-us', 'en-US'],
  ] as const) {
    const phone = await h.newPage({ locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`/home?l=${lang}`);
    await phone.getByTestId('home-carousel').waitFor();
    await phone.locator('[data-testid="home-announcements"][data-state="ready"]').waitFor();
    expect((await phone.getByTestId('home-carousel').boundingBox())!.height).toBe(200);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await h.shot(phone, `home-announcements-390-${lang}`);
  }

  // The back office in Chinese and on a phone.
  const adminZh = await h.newPage({ locale: 'zh-CN' });
  await adminZh.goto('/admin/login?l=zh-cn');
  await adminLogin(adminZh, 'root', h.rootPassword);
  await adminZh.getByTestId('admin-dashboard').waitFor();
  await adminZh.goto('/admin/notice');
  await adminZh.locator('[data-testid^="notice-row-"]').first().waitFor();
  expect(await adminZh.getByTestId('notice-table').textContent()).toContain('1 位用户');
  await h.shot(adminZh, 'admin-notice-zh');
  await adminZh.goto('/admin/announcement');
  await adminZh.locator('[data-testid^="announcement-row-"]').first().waitFor();
  await h.shot(adminZh, 'admin-announcement-list-zh');
  const adminPhone = await h.newPage({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await adminPhone.goto('/admin/login?l=en-us');
  await adminLogin(adminPhone, 'root', h.rootPassword);
  await adminPhone.getByTestId('admin-dashboard').waitFor();
  await adminPhone.goto('/admin/announcement');
  await adminPhone.locator('[data-testid^="announcement-row-"]').first().waitFor();
  await h.shot(adminPhone, 'admin-announcement-list-390-en');
}, 180_000);
