import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CodeforcesStandIn } from '../remote/stand-ins/codeforces.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, register, typeCode } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots-24b';
const HANDLE = 'school_bot';
const PASSWORD = 'cf-Secret-9d2';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Waits until the server's cache of other judges' contests holds the stand-in's round. */
async function otherContestsListed(h: Verdict) {
  for (let i = 0; i < 240; i++) {
    if ((await api(h, '/api/get-recent-other-contest')).length > 0) return;
    await Bun.sleep(250);
  }
  throw new Error('the upcoming contests were never listed');
}

test('root adds a Codeforces account and imports CF-1A; a student submits it and sees the remote verdict', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const site = new CodeforcesStandIn({ [HANDLE]: PASSWORD });
  process.env.VERDICT_REMOTE_CODEFORCES_URL = site.url;
  try {
    await using h = await startVerdict();
    const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
    await api(h, '/api/admin/config/set-web-config', {
      method: 'PUT',
      token: root.token,
      json: { submissionFrequency: 0 },
    });

    // The accounts page: add one, save; the password is never shown again.
    const admin = await h.newPage({ locale: 'en-US' });
    await admin.goto('/admin/login?l=en-us');
    await adminLogin(admin, 'root', h.rootPassword);
    await admin.waitForURL('**/admin');
    await admin.goto('/admin/remote-judge');
    const pool = admin.getByTestId('remote-pool-CF');
    await pool.getByText('No account for this source yet').waitFor();
    expect(await pool.getByTestId('remote-pool-CF-state').textContent()).toBe('Off');
    await pool.getByTestId('remote-account-add').click();
    await pool.getByTestId('remote-account-username').fill(HANDLE);
    await pool.getByTestId('remote-account-password').fill(PASSWORD);
    await pool.getByTestId('remote-pool-save').click();
    await admin.getByText('Accounts saved').first().waitFor();
    await pool.locator('[data-testid="remote-pool-CF-state"]', { hasText: 'On' }).waitFor();
    await admin.reload();
    await pool.getByTestId('remote-account-username').waitFor();
    expect(await pool.getByTestId('remote-account-username').inputValue()).toBe(HANDLE);
    expect(await pool.getByTestId('remote-account-password').inputValue()).toBe('');
    expect(await admin.content()).not.toContain(PASSWORD);
    await shot(admin, 'admin-remote-accounts-en');

    // The import dialog on the problem list.
    await admin.goto('/admin/problems');
    await admin.getByTestId('remote-import-open').click();
    const dialog = admin.getByTestId('remote-import-dialog');
    await dialog.getByTestId('remote-import-id').fill('1A');
    await dialog.getByTestId('remote-import-submit').click();
    await dialog.getByText('Imported as CF-1A').waitFor();
    await shot(admin, 'admin-remote-import-en');
    await admin.keyboard.press('Escape');
    await admin.getByText('Theatre Square').first().waitFor();

    // The same pages in Chinese.
    await admin.goto('/admin/remote-judge?l=zh-cn');
    await admin.getByText('远程评测账号').first().waitFor();
    await shot(admin, 'admin-remote-accounts-zh');
    await admin.goto('/admin/problems?l=zh-cn');
    await admin.getByTestId('remote-import-open').click();
    await admin.getByText('导入远程题目').last().waitFor();
    await shot(admin, 'admin-remote-import-zh');

    // A whole round into a contest: its problem page's Import remote contest adds A, B and C.
    const now = Date.now();
    const contest = await api(h, '/api/admin/contest', {
      token: root.token,
      json: {
        title: 'Round 1',
        description: 'CF round 1.',
        type: 0,
        auth: 0,
        pwd: '',
        startTime: now,
        endTime: now + 3_600_000,
      },
    });
    await admin.goto(`/admin/contest/${contest.id}/problems?l=en-us`);
    await admin.getByTestId('remote-contest-import-open').click();
    const round = admin.getByTestId('remote-contest-import-dialog');
    await round.getByTestId('remote-contest-import-id').fill('CF-1');
    await round.getByTestId('remote-contest-import-submit').click();
    await round.getByText('Added: A (CF-1A), B (CF-1B), C (CF-1C)').waitFor();
    await shot(admin, 'admin-remote-contest-import-en');
    await admin.keyboard.press('Escape');
    for (const letter of ['A', 'B', 'C']) await admin.getByTestId(`contest-problem-${letter}`).waitFor();

    // A student submits CF-1A; the list shows the site's verdict.
    const page = await h.newPage({ locale: 'en-US' });
    await page.goto('/home?l=en-us');
    await register(h, page, 'student1', 'Student-pass-1');
    await page.goto('/problem/CF-1A');
    await page.getByText('Theatre Square').first().waitFor();
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: 'C++17' }).click();
    await typeCode(page, AB_CPP);
    await page.getByTestId('submit-code').click();
    await page.getByText('Submit code successfully').first().waitFor();
    await page.goto('/status?onlyMine=true');
    await page.locator('[data-testid="submission-row"][data-status="0"]').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('submission-row').count()).toBe(1);
    expect(site.runs).toHaveLength(1);
    expect(site.runs[0]!.handle).toBe(HANDLE);
    await shot(page, 'status-remote-verdict-en');

    // The home page lists the stand-in's upcoming round with its site and a link out.
    await otherContestsListed(h);
    await page.goto('/home');
    const card = page.getByTestId('home-other-contests');
    const link = card.getByTestId('other-contest');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${site.url}/contest/2001`);
    expect(await card.getByTestId('other-contest-site').textContent()).toBe('Codeforces');
    await card.getByText('Codeforces Round (Div. 2)').waitFor();
    await shot(page, 'home-other-contests-en');
    await page.goto('/home?l=zh-cn');
    await page.getByText('其他OJ的比赛').waitFor();
    await shot(page, 'home-other-contests-zh');
  } finally {
    site.stop();
    delete process.env.VERDICT_REMOTE_CODEFORCES_URL;
  }
}, 400_000);
