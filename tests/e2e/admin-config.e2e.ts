import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, WRONG_CPP, api, seed } from './problem-helpers.ts';
import { adminLogin, makePng } from './ui-helpers.ts';

async function judged(h: Verdict, token: string, submitId: number): Promise<number> {
  for (let i = 0; i < 240; i++) {
    const states = await api(h, '/api/check-submissions-status', { token, json: { submitIds: [submitId] } });
    const status = states[submitId]?.status as number;
    if (![5, 6, 7].includes(status)) return status;
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} was not judged`);
}

const count = (page: Page, id: string) => page.getByTestId(`${id}-value`).textContent();

/** Reads until `ok` holds (or 10 s pass) and returns the last value read, for the test to check. */
async function settled<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !ok(value); i++) {
    await Bun.sleep(100);
    value = await read();
  }
  return value;
}

async function saveForm(page: Page, testId: string) {
  await page.getByTestId(`${testId}-save`).click();
  await page
    .getByText(/Update Successfully|修改成功|Updated/)
    .first()
    .waitFor();
}

test('the dashboard follows a judged submission; each settings section is saved and read back; the test email names the missing mail server', async () => {
  await using h = await startVerdict();
  const token = await seed(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();

  // The dashboard: counts, the judge's workers and languages, the server, recent logins.
  await page.getByTestId('count-users').waitFor();
  expect(await count(page, 'count-problems')).toBe('1');
  expect(await count(page, 'count-users')).toBe('1');
  const before = Number(await count(page, 'count-today-submissions'));
  const acceptedBefore = Number(await count(page, 'count-today-accepted'));
  expect(Number(await page.getByTestId('judge-workers').textContent())).toBeGreaterThan(0);
  expect(await page.getByTestId('judge-languages').textContent()).toContain('C++ 17');
  expect(await page.getByTestId('dashboard-server').textContent()).toContain(h.dataDir);
  expect(await page.getByTestId('dashboard-logins').textContent()).toContain('root');
  await page.getByTestId('dashboard-hourly-chart').locator('canvas').waitFor();

  // One accepted and one wrong submission, judged; the counts follow.
  const ok = await api(h, '/api/submit-problem-judge', {
    token,
    json: { pid: 'P1000', language: 'C++17', code: AB_CPP },
  });
  const wrong = await api(h, '/api/submit-problem-judge', {
    token,
    json: { pid: 'P1000', language: 'C++17', code: WRONG_CPP },
  });
  expect(await judged(h, token, ok.submitId)).toBe(0);
  expect(await judged(h, token, wrong.submitId)).toBe(-1);
  await page.getByTestId('dashboard-refresh').click();
  expect(
    await settled(
      () => count(page, 'count-today-submissions'),
      (v) => v === String(before + 2),
    ),
  ).toBe(String(before + 2));
  expect(await count(page, 'count-today-accepted')).toBe(String(acceptedBefore + 1));
  expect(await page.getByTestId('judge-queue').textContent()).toMatch(/Contest submissions\s*0/);
  await h.shot(page, 'admin-dashboard-en');

  // A carousel picture, so the home page's switch can be seen.
  await page.goto('/admin/carousel');
  await page
    .getByTestId('carousel-file')
    .setInputFiles({ name: 'lab.png', mimeType: 'image/png', buffer: await makePng(page, 1200, 440) });
  await page.locator('[data-testid^="carousel-item-"]').first().waitFor();

  // Website config: website, carousel switch, judge settings; a value out of bounds is refused in place.
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Website Config' }).click();
  const form = page.getByTestId('website-config-form');
  await form.locator('#cf-name').fill('Lab Judge');
  await form.locator('#cf-recordName').fill('Lab record 42');
  await form.locator('#cf-defaultTimeLimit').fill('70000');
  await page.getByTestId('website-config-form-save').click();
  await form.getByRole('alert').first().waitFor();
  expect(await form.getByRole('alert').allTextContents()).toEqual([
    'Default time limit of a new problem must be a whole number from 1 to 60000 ms',
  ]);
  // Every entry of the back office's menu is read whole: a long one wraps, none is cut off.
  const cut = await page
    .getByTestId('admin-sidebar')
    .getByRole('link')
    .evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent));
  expect(cut).toEqual([]);
  await form.locator('#cf-defaultTimeLimit').fill('2000');
  await form.locator('#cf-defaultMemoryLimit').fill('512');
  await form.locator('#cf-submissionFrequency').fill('5');
  await form.locator('#cf-showCarousel').click();
  await saveForm(page, 'website-config-form');
  await page.reload();
  await form.locator('#cf-name').waitFor();
  expect(await form.locator('#cf-name').inputValue()).toBe('Lab Judge');
  expect(await form.locator('#cf-recordName').inputValue()).toBe('Lab record 42');
  expect(await form.locator('#cf-defaultTimeLimit').inputValue()).toBe('2000');
  expect(await form.locator('#cf-defaultMemoryLimit').inputValue()).toBe('512');
  expect(await form.locator('#cf-submissionFrequency').inputValue()).toBe('5');
  expect(await form.locator('#cf-showCarousel').getAttribute('aria-checked')).toBe('false');

  // SMTP saved and read back (the password only as "saved"); then cleared, so the test email has none.
  await form.locator('#cf-smtpHost').fill('mail.school.example');
  await form.locator('#cf-smtpPort').fill('587');
  await form.locator('#cf-smtpUsername').fill('judge@school.example');
  await form.locator('#cf-smtpPassword').fill('mail-secret');
  await saveForm(page, 'website-config-form');
  await page.reload();
  await form.locator('#cf-smtpHost').waitFor();
  expect(await form.locator('#cf-smtpHost').inputValue()).toBe('mail.school.example');
  expect(await form.locator('#cf-smtpPort').inputValue()).toBe('587');
  expect(await form.locator('#cf-smtpPassword').inputValue()).toBe('');
  await page.getByText('A password is saved; leave empty to keep it').waitFor();
  await form.locator('#cf-smtpHost').fill('');
  await saveForm(page, 'website-config-form');

  await page.locator('#test-email-to').fill('teacher@school.example');
  await page.getByTestId('test-email-send').click();
  expect(await page.getByTestId('test-email-result').textContent()).toBe(
    'No mail server is configured: fill in the SMTP host and the sender address (or a username that is an address) and save first',
  );
  expect(await page.getByTestId('data-source').textContent()).toContain('WAL');
  expect(await page.getByTestId('data-source').textContent()).toContain('verdict.db');
  await h.shot(page, 'admin-config-en');
  await page.setViewportSize({ width: 390, height: 800 });
  await h.shot(page, 'admin-config-390-en');
  await page.goto('/admin');
  await page.getByTestId('count-users').waitFor();
  await h.shot(page, 'admin-dashboard-390-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Switches: discussion areas, thresholds and limits.
  await page.goto('/admin/switch');
  const switches = page.getByTestId('switch-config-form');
  await switches.locator('#cf-openPublicDiscussion').click();
  await switches.locator('#cf-discussionAcRequired').fill('3');
  await switches.locator('#cf-dailyDiscussionLimit').fill('2');
  await switches.locator('#cf-totalGroupLimit').fill('7');
  await saveForm(page, 'switch-config-form');
  await page.reload();
  await switches.locator('#cf-discussionAcRequired').waitFor();
  expect(await switches.locator('#cf-openPublicDiscussion').getAttribute('aria-checked')).toBe('false');
  expect(await switches.locator('#cf-discussionAcRequired').inputValue()).toBe('3');
  expect(await switches.locator('#cf-dailyDiscussionLimit').inputValue()).toBe('2');
  expect(await switches.locator('#cf-totalGroupLimit').inputValue()).toBe('7');
  expect(await api(h, '/api/admin/switch/info', { token })).toMatchObject({
    openPublicDiscussion: false,
    defaultSubmitInterval: 5,
    defaultCreateDiscussionACInitValue: 3,
    defaultCreateDiscussionDailyLimit: 2,
    defaultCreateGroupLimit: 7,
  });
  await h.shot(page, 'admin-switch-en');

  // The features read them: the home page has no carousel, a new problem starts with 2000 ms and 512 MB.
  await page.goto('/');
  await page.getByTestId('home-title').waitFor();
  expect(await page.getByTestId('home-title').textContent()).toBe('Lab Judge');
  expect(await page.getByTestId('home-carousel').count()).toBe(0);
  await page.goto('/admin/problem/create');
  await page.locator('#problem-timeLimit').waitFor();
  expect(await page.locator('#problem-timeLimit').inputValue()).toBe('2000');
  expect(await page.locator('#problem-memoryLimit').inputValue()).toBe('512');

  // Both languages.
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/admin/login?l=zh-cn');
  await adminLogin(zh, 'root', h.rootPassword);
  await zh.getByTestId('count-users').waitFor();
  expect(await zh.getByTestId('admin-dashboard').textContent()).toContain('今日提交');
  await zh.getByTestId('dashboard-hourly-chart').locator('canvas').waitFor();
  await h.shot(zh, 'admin-dashboard-zh');
  await zh.goto('/admin/conf');
  await zh.locator('#test-email-to').fill('teacher@school.example');
  await zh.getByTestId('test-email-send').click();
  expect(await zh.getByTestId('test-email-result').textContent()).toBe(
    '尚未配置邮件服务器：请先填写并保存 SMTP 主机和发件地址（或邮箱形式的用户名）',
  );
  await h.shot(zh, 'admin-config-zh');
  await zh.goto('/admin/switch');
  await zh.getByTestId('switch-config-form').waitFor();
  await h.shot(zh, 'admin-switch-zh');
  await zh.setViewportSize({ width: 390, height: 800 });
  await zh.goto('/admin');
  await zh.getByTestId('count-users').waitFor();
  await h.shot(zh, 'admin-dashboard-390-zh');
}, 300_000);
