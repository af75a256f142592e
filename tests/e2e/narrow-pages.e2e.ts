// A phone's width (390 px), both languages: the rank pages' search boxes (the public ACM and OI
// ranks, a group's rank, a training's rank) show their whole placeholder, and the status list
// without submissions says so in the middle of the table's box, not of its scrolled width.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { placeholderRoom, stateCentre } from './narrow-checks.ts';
import { api } from './problem-helpers.ts';
import { seedClassAndTraining } from './class-seed.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/narrow-pages';
const PHONE = { width: 390, height: 844 };

/** Root signed in at a desktop's width, then the window narrowed to a phone's. */
async function rootOnPhone(h: Verdict, locale: string): Promise<Page> {
  const page = await h.newPage({ locale });
  await page.goto(`/home?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, 'root', h.rootPassword);
  await page.getByTestId('user-menu').waitFor();
  await page.setViewportSize(PHONE);
  return page;
}

async function expectWholePlaceholder(page: Page, testId: string) {
  await page.getByTestId(testId).waitFor();
  const { text, room } = await placeholderRoom(page, testId);
  expect(text).toBeGreaterThan(0);
  expect(text).toBeLessThanOrEqual(room);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('at 390 px the rank search boxes show their whole placeholder and the empty status list is centred', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token;
  const { group, training } = await seedClassAndTraining(h, root, 'Private');

  for (const locale of ['en-US', 'zh-CN']) {
    const page = await rootOnPhone(h, locale);
    const lang = locale.toLowerCase();
    await page.goto(`/group/${group.id}/rank?l=${lang}`);
    await expectWholePlaceholder(page, 'group-rank-search');
    await page.screenshot({ path: `${SHOTS}/group-rank-${lang}.png`, fullPage: true });
    for (const rank of ['acm-rank', 'oi-rank']) {
      await page.goto(`/${rank}?l=${lang}`);
      await expectWholePlaceholder(page, 'rank-search');
      await page.screenshot({ path: `${SHOTS}/${rank}-${lang}.png`, fullPage: true });
    }
    await page.goto(`/training/${training.training.id}/rank?l=${lang}`);
    await expectWholePlaceholder(page, 'training-rank-keyword');
    await page.screenshot({ path: `${SHOTS}/training-rank-${lang}.png`, fullPage: true });

    // The status list has no submissions: its line sits in the middle of the box in view.
    await page.goto(`/status?l=${lang}`);
    await page
      .getByTestId('submission-table-state')
      .getByText(locale === 'en-US' ? 'No submissions' : '暂无提交')
      .waitFor();
    const { text, box } = await stateCentre(page, 'submission-table-state');
    expect(Math.abs(text - box)).toBeLessThanOrEqual(4);
    await page.screenshot({ path: `${SHOTS}/status-empty-${lang}.png`, fullPage: true });
  }
});
