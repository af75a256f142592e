// The exam's controls where the exam is: its admin opens the contest's own page, whose Proctor tab
// lists every expected participant (here the accounts of the account rule and the registered) with
// their state, so who has not started shows at once; its Announcements tab has New, the back
// office's form. In English and Chinese, and at a phone's width.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { registerStudent } from './contest-helpers.ts';
import { seedLabExam } from './exam-helpers.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/proctor-tab';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const RULE = '<prefix>kid</prefix><suffix></suffix><start>1</start><end>3</end><extra></extra>';

/** The root signed in on a page in `locale`, then on the contest's page. */
async function rootOnContest(page: Page, password: string, cid: number, lang: 'en-us' | 'zh-cn') {
  await page.goto(`/admin/login?l=${lang}`);
  await adminLogin(page, 'root', password);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(`/contest/${cid}?l=${lang}`);
}

const stateOf = (page: Page, name: string) => page.getByTestId(`proctor-row-${name}`).getByTestId('proctor-state');

test("the contest's Proctor tab lists who is expected with their state, and its Announcements tab writes a new announcement", async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  // kid1 registered for the lab exam; kid2 signed in and did not register; kid3 signed out again.
  const { cid } = await seedLabExam(h, ['kid1'], { openAccountLimit: true, accountLimitRule: RULE });
  const kid2 = await registerStudent(h, 'kid2');
  const kid3 = await registerStudent(h, 'kid3');
  await api(h, '/api/logout', { token: kid3 });

  const admin = await h.newPage();
  await rootOnContest(admin, h.rootPassword, cid, 'en-us');
  await admin.getByTestId('contest-tab-proctor').click();
  await admin.waitForURL(`**/contest/${cid}/proctor`);
  await admin.getByTestId('proctor-row-kid3').waitFor();
  expect([
    await stateOf(admin, 'kid1').textContent(),
    await stateOf(admin, 'kid2').textContent(),
    await stateOf(admin, 'kid3').textContent(),
  ]).toEqual(['Registered', 'Logged in', 'Not logged in']);
  expect(await admin.getByTestId('proctor-count-notLoggedIn').textContent()).toBe('Not logged in · 1');
  // The proctor's actions are for the registered: kid2 has nothing to end or extend yet.
  expect(await admin.getByTestId('proctor-extra-kid2').isDisabled()).toBe(true);
  expect(await admin.getByTestId('proctor-extra-kid1').isDisabled()).toBe(false);
  await shot(admin, 'proctor-tab-en');

  // Announcements: New opens the back office's form; the announcement shows in the tab at once.
  await admin.getByTestId('contest-tab-announcements').click();
  await admin.getByTestId('announcement-new').click();
  const dialog = admin.getByTestId('announcement-dialog');
  await dialog.locator('#announcement-title').fill('Problem A: read to the end of input');
  await dialog.getByTestId('announcement-save').click();
  await admin.getByTestId('announcement-item').filter({ hasText: 'Problem A: read to the end of input' }).waitFor();
  await shot(admin, 'announcements-en');

  // A student may not read the proctor's rows.
  expect(
    await api(h, `/api/admin/contest/proctor?cid=${cid}`, { token: kid2 }).then(
      () => 'read',
      () => 'refused',
    ),
  ).toBe('refused');

  const zh = await h.newPage({ locale: 'zh-CN' });
  await rootOnContest(zh, h.rootPassword, cid, 'zh-cn');
  await zh.getByTestId('contest-tab-proctor').click();
  await zh.getByTestId('proctor-row-kid3').waitFor();
  expect(await stateOf(zh, 'kid3').textContent()).toBe('未登录');
  expect(await stateOf(zh, 'kid2').textContent()).toBe('已登录');
  await zh.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(zh)).toBeLessThanOrEqual(0);
  await shot(zh, 'proctor-tab-zh-390');
  await zh.getByTestId('contest-tab-announcements').click();
  await zh.getByTestId('announcement-new').click();
  await zh.getByTestId('announcement-dialog').getByText('保存').waitFor();
  expect(await noOverflow(zh)).toBeLessThanOrEqual(0);
  await shot(zh, 'announcement-new-zh-390');
}, 240_000);
