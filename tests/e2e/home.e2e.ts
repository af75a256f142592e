import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, seed, WRONG_CPP } from './problem-helpers.ts';
import { answerOf, login, openLogin } from './ui-helpers.ts';

/** A second A + B problem, so the tables hold more than one row. */
async function addProblem(h: Verdict, token: string, problemId: string, title: string) {
  await api(h, '/api/admin/problem', {
    token,
    json: {
      problem: {
        problemId,
        title,
        description: 'Print the sum.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [{ input: '1 2', output: '3' }],
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '4 5\n', output: '9\n' },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
}

/** Registers through the API, reading the image captcha's answer as a person would from the picture. */
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

/** Submits and waits for the final verdict. */
async function judged(h: Verdict, token: string, pid: string, code: string): Promise<number> {
  const { submitId } = await api(h, '/api/submit-problem-judge', {
    token,
    json: { pid, language: 'C++17', code, cid: 0, tid: null, gid: null, isRemote: false },
  });
  for (let i = 0; i < 240; i++) {
    const { submission } = await api(h, `/api/get-submission-detail?submitId=${submitId}`, { token });
    if (![5, 6, 7].includes(submission.status)) return submission.status;
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} was not judged`);
}

function today(): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function sectionsReady(page: Page) {
  for (const id of ['home-announcements', 'home-statistics', 'home-recent-problems', 'home-ac-rank']) {
    await page.locator(`[data-testid="${id}"][data-state="ready"]`).waitFor();
  }
  await page.getByTestId('week-chart').locator('canvas').waitFor();
}

test("the home page shows the week's submissions, the latest problems and the 7-day AC ranking", async () => {
  await using h = await startVerdict();
  const rootToken = await seed(h);
  await addProblem(h, rootToken, 'P1001', 'Sum Again');
  const student = await registerStudent(h, 'student', 'secret1');
  expect(await judged(h, student, 'P1000', AB_CPP)).toBe(0);
  expect(await judged(h, student, 'P1001', AB_CPP)).toBe(0);
  expect(await judged(h, rootToken, 'P1000', AB_CPP)).toBe(0);
  expect(await judged(h, rootToken, 'P1000', WRONG_CPP)).toBe(-1);

  // A visitor, in English.
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await sectionsReady(page);

  // Weekly statistics: seven days ending today, the totals in the legend, a tooltip per day.
  const legend = await page.getByTestId('week-chart-legend').textContent();
  expect(legend).toBe('Submissions4Accepted3');
  expect(await page.getByTestId('week-chart-refresh').count()).toBe(0);
  // Hovering measures the chart when it moves there, so a card that loads above it cannot shift it away.
  const over = page.getByTestId('week-chart').locator('.u-over');
  const box = (await over.boundingBox())!;
  await over.hover({ position: { x: box.width - box.width / 14, y: box.height / 2 } });
  const tooltip = page.getByTestId('week-chart-tooltip');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toBe(`${today()}Submissions4Accepted3`);

  // Latest updated problems, newest first, linking to the problem page.
  const problems = page.getByTestId('recent-problem-row');
  expect(await problems.count()).toBe(2);
  expect(await problems.nth(0).textContent()).toContain('P1001Sum Again');
  expect(await problems.nth(1).textContent()).toContain('P1000A + B');
  expect(await problems.nth(1).locator('a').first().getAttribute('href')).toBe('/problem/P1000');

  // The 7-day AC ranking: distinct problems accepted, linking to the user's home page.
  const ranking = page.getByTestId('ac-rank-row');
  expect(await ranking.count()).toBe(2);
  expect(await page.getByTestId('ac-rank-user').allTextContents()).toEqual(['student', 'root']);
  expect(await page.getByTestId('ac-rank-count').allTextContents()).toEqual(['2', '1']);
  const rankStyle = await page
    .getByTestId('home-ac-rank')
    .locator('[data-slot="card-content"]')
    .evaluate((el) => getComputedStyle(el).maxHeight);
  expect(rankStyle).toBe('500px');
  await h.shot(page, 'home-sections-en');

  await page.getByTestId('ac-rank-user').first().click();
  await page.waitForURL(/\/user-home\?username=student$/);
  await page.getByTestId('user-home').waitFor();
  await page.goBack();
  await sectionsReady(page);
  await problems.nth(1).getByText('A + B').click();
  await page.waitForURL(/\/problem\/P1000$/);
  await page.getByTestId('problem-title').waitFor();

  // Chinese.
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/home?l=zh-cn');
  await sectionsReady(zh);
  expect(await zh.getByTestId('home-statistics').textContent()).toContain('最近一周提交统计');
  expect(await zh.getByTestId('week-chart-legend').textContent()).toBe('提交数4通过数3');
  expect(await zh.getByTestId('home-recent-problems').textContent()).toContain('最近更新的题目');
  expect(await zh.getByTestId('home-ac-rank').textContent()).toContain('最近一周过题排行');
  await h.shot(zh, 'home-sections-zh');

  // A phone (390 px): one column, nothing wider than the screen.
  for (const [lang, locale] of [
    ['zh-cn', 'zh-CN'],
    ['en-us', 'en-US'],
  ] as const) {
    const phone = await h.newPage({ locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`/home?l=${lang}`);
    await sectionsReady(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const chartWidth = (await phone.getByTestId('week-chart').boundingBox())!.width;
    expect(chartWidth).toBeGreaterThan(250);
    expect(chartWidth).toBeLessThanOrEqual(390);
    await h.shot(phone, `home-sections-390-${lang}`);
  }

  // The super admin: the greeting stays, and a forced recount shows a new submission at once.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/home?l=en-us');
  await sectionsReady(admin);
  await openLogin(admin);
  await login(admin, 'root', h.rootPassword);
  await admin.getByTestId('home-greeting').waitFor();
  expect(await admin.getByTestId('home-greeting').textContent()).toBe('Hello, root');
  expect(await judged(h, rootToken, 'P1001', AB_CPP)).toBe(0);
  await admin.reload();
  await sectionsReady(admin);
  expect(await admin.getByTestId('week-chart-legend').textContent()).toBe('Submissions4Accepted3');
  const [recount] = await Promise.all([
    admin.waitForResponse((r) => r.url().includes('/api/get-last-week-submission-statistics?forceRefresh=true')),
    admin.getByTestId('week-chart-refresh').click(),
  ]);
  expect(recount.status()).toBe(200);
  await admin.getByTestId('week-chart-legend').getByText('5').waitFor();
  expect(await admin.getByTestId('week-chart-legend').textContent()).toBe('Submissions5Accepted4');
  await h.shot(admin, 'home-sections-root-en');
}, 240_000);

test('recent contests: running and coming ones as cards; a visitor entering one is asked to log in', async () => {
  await using h = await startVerdict();
  const rootToken = await seed(h);
  const now = Date.now();
  const contest = (title: string, start: number, end: number, auth = 0) =>
    api(h, '/api/admin/contest', {
      token: rootToken,
      json: {
        title,
        description: 'A lab contest.',
        type: 0,
        auth,
        pwd: auth ? 'pw' : '',
        startTime: start,
        endTime: end,
      },
    });
  await contest('Finished round', now - 7_200_000, now - 3_600_000);
  const running = await contest('Lab test', now - 60_000, now + 3_600_000, 2);
  await contest('Next week', now + 86_400_000, now + 90_000_000);

  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await page.locator('[data-testid="home-recent-contests"][data-state="ready"]').waitFor();
  const cards = page.getByTestId('recent-contest');
  expect(await cards.allTextContents()).toEqual([
    expect.stringContaining('Lab test'),
    expect.stringContaining('Next week'),
  ] as unknown as string[]);
  expect(await cards.nth(0).textContent()).toContain('Running');
  await h.shot(page, 'home-recent-contests-en');
  await cards.nth(0).click();
  await page.getByTestId('login-modal').waitFor();
  await login(page, 'root', h.rootPassword);
  await cards.nth(0).click();
  await page.waitForURL(new RegExp(`/contest/${running.id}$`));

  const zh = await h.newPage({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true });
  await zh.goto('/home?l=zh-cn');
  await zh.locator('[data-testid="home-recent-contests"][data-state="ready"]').waitFor();
  expect(await zh.getByTestId('home-recent-contests').textContent()).toContain('近期比赛');
  expect(await zh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await h.shot(zh, 'home-recent-contests-390-zh');
}, 240_000);
