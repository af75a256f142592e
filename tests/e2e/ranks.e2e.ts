import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { judged, registerStudent } from './contest-helpers.ts';
import { startVerdict } from './harness.ts';
import { AB_CPP, api, seed, WRONG_CPP } from './problem-helpers.ts';

/** Right only while a < 5: half of the OI problem's cases. */
const HALF_CPP = '#include <cstdio>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a<5?a+b:0);return 0;}\n';

/** How many pixels of the chart's canvas are painted: bars and axes, not an empty box. */
async function paintedPixels(page: Page): Promise<number> {
  return page
    .getByTestId('rank-chart')
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
}

/** The rank's rows as "username ac/total" (ACM) or "username score" (OI) as the table shows them. */
async function rows(page: Page): Promise<string[]> {
  await page.getByTestId('rank-row').first().waitFor();
  return page.getByTestId('rank-row').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.username!));
}

test('the public ACM and OI ranks show the judged students with the top-10 chart, search, both languages and a phone', async () => {
  await using h = await startVerdict();
  const root = await seed(h);
  await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: {
        problemId: 'OI1',
        title: 'A + B for points',
        description: 'Print the sum.',
        type: 1,
        difficulty: 1,
        exampleList: [{ input: '1 2', output: '3' }],
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '7 8\n', output: '15\n', score: 50 },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  // Three students judged for real: lin solves both problems, kai one after a wrong try, mei half of the OI problem.
  const lin = await registerStudent(h, 'lin');
  const kai = await registerStudent(h, 'kai');
  const mei = await registerStudent(h, 'mei');
  await api(h, '/api/change-userInfo', {
    token: lin,
    json: { nickname: 'Rainy', realname: '林小雨', signature: 'Practice makes perfect' },
  });
  await api(h, '/api/change-userInfo', { token: mei, json: { nickname: '小梅' } });
  expect((await judged(h, lin, { pid: 'P1000', code: AB_CPP })).status).toBe(0);
  expect((await judged(h, lin, { pid: 'OI1', code: AB_CPP })).status).toBe(0);
  expect((await judged(h, kai, { pid: 'P1000', code: WRONG_CPP })).status).toBe(-1);
  expect((await judged(h, kai, { pid: 'P1000', code: AB_CPP })).status).toBe(0);
  expect((await judged(h, mei, { pid: 'OI1', code: HALF_CPP })).status).toBe(8);
  // Titles are given in the back office, which has no user editor yet: written in the database.
  const db = new Database(join(h.dataDir, 'verdict.db'));
  db.run("update users set title_name = 'Gold', title_color = '#d97706' where username = 'lin'");
  db.close();

  // ACM: lin 2/2, kai 1/2, mei 0/1; the chart is drawn; AC links to the user's submissions.
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/acm-rank');
  expect(await rows(page)).toEqual(['lin', 'kai', 'mei']);
  const linRow = page.locator('[data-testid="rank-row"][data-username="lin"]');
  await expect(linRow.getByTestId('rank-title').textContent()).resolves.toBe('Gold');
  await expect(linRow.getByTestId('rank-nickname').textContent()).resolves.toBe('Rainy');
  await expect(linRow.getByTestId('rank-rating').textContent()).resolves.toBe('100.00%');
  await expect(page.locator('[data-username="kai"]').getByTestId('rank-rating').textContent()).resolves.toBe('50.00%');
  expect(await linRow.getByTestId('rank-ac-link').getAttribute('href')).toBe('/status?username=lin');
  await page.getByTestId('rank-chart').locator('canvas').waitFor();
  expect(await paintedPixels(page)).toBeGreaterThan(500);
  await h.shot(page, 'rank-acm-en-us');

  // A visitor's search cannot probe a real name; nicknames and usernames are found.
  await page.getByTestId('rank-search').fill('林小雨');
  await page.getByTestId('rank-search-button').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="rank-row"]').length === 0);
  await page.getByTestId('rank-search').fill('Rainy');
  await page.getByTestId('rank-search-button').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="rank-row"]').length === 1);
  expect(await rows(page)).toEqual(['lin']);
  await page.getByTestId('rank-search').fill('小梅');
  await page.getByTestId('rank-search-button').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="rank-row"]')?.getAttribute('data-username') === 'mei',
  );
  await linRow.getByTestId('rank-ac-link').waitFor({ state: 'detached' });

  // OI: lin's full score first, mei's half next, kai without points last.
  await page.getByTestId('rank-switch').getByText('OI').click();
  await page.waitForURL('**/oi-rank');
  expect(await rows(page)).toEqual(['lin', 'mei', 'kai']);
  const scores = await page.getByTestId('rank-score').allTextContents();
  expect(Number(scores[0])).toBeGreaterThan(Number(scores[1]));
  expect(scores[2]).toBe('0');
  expect(await paintedPixels(page)).toBeGreaterThan(500);
  await h.shot(page, 'rank-oi-en-us');
  await page.getByTestId('desktop-nav').getByText('Rank').click();
  await page.waitForURL('**/acm-rank');

  // Chinese, and a phone's width in both languages: nothing wider than the screen; the drawer leads here.
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/oi-rank');
  await zh.getByText('OI 排行榜').waitFor();
  await zh.getByText('前十名').waitFor();
  expect(await rows(zh)).toEqual(['lin', 'mei', 'kai']);
  await zh.getByTestId('rank-chart').locator('canvas').waitFor();
  await h.shot(zh, 'rank-oi-zh-cn');
  for (const [lang, locale] of [
    ['en-us', 'en-US'],
    ['zh-cn', 'zh-CN'],
  ] as const) {
    const phone = await h.newPage({ locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto('/home');
    await phone.getByTestId('mobile-menu').click();
    await phone
      .getByTestId('mobile-drawer')
      .getByText(locale === 'zh-CN' ? '排名' : 'Rank')
      .click();
    await phone.waitForURL('**/acm-rank');
    expect(await rows(phone)).toEqual(['lin', 'kai', 'mei']);
    await phone.getByTestId('rank-chart').locator('canvas').waitFor();
    expect(await paintedPixels(phone)).toBeGreaterThan(500);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await h.shot(phone, `rank-acm-390-${lang}`);
  }
});
