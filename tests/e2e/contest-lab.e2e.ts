// Running a contest in a lab: a student prints and the admin's queue gets it over the event stream,
// the admin's announcement reaches the student without reload, real accepted submissions show in the
// AC helper (first blood, "Check It" moves a row down), and the submissions tab opens a detail.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { contestOfP1000, MIN } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, seed } from './problem-helpers.ts';
import { answerOf, login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/contest-lab';
const PASSWORD = 'lab-2026-pass';
const PRINT_TEXT = '#include <cstdio>\nint main() {\n  // my solution to A, please print it\n  return 0;\n}\n';

async function student(h: Verdict, username: string): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  await api(h, '/api/register', {
    json: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: `${username}@example.com`,
      code: answerOf(h.dataDir, captcha.captchaKey),
      uuid: captcha.captchaKey,
    },
  });
  return (await api(h, '/api/login', { json: { username, password: PASSWORD } })).token;
}

async function signIn(h: Verdict, username: string, password: string, width: number): Promise<Page> {
  const page = await h.newPage({ locale: 'en-US', viewport: { width: 1280, height: 844 } });
  await page.goto('/home?l=en-us');
  await openLogin(page);
  await login(page, username, password);
  await page.getByTestId('user-menu').waitFor();
  await page.setViewportSize({ width, height: 844 });
  page.setDefaultTimeout(20_000);
  return page;
}

async function shot(page: Page, name: string) {
  // The contest's event stream stays open, so the network is never idle: let the page settle.
  await Bun.sleep(600);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Accepted submissions of `tokens` on problem A, one after the other, each judged before the next
 * is sent a second later (accepts in the same second share first blood).
 */
async function acceptedBy(h: Verdict, cid: number, tokens: string[]) {
  for (const token of tokens) {
    await Bun.sleep(1_100);
    const { submitId } = await api(h, '/api/submit-problem-judge', {
      token,
      json: { pid: 'A', language: 'C++17', code: AB_CPP, cid },
    });
    for (let i = 0; i < 240; i++) {
      const d = await api(h, `/api/get-submission-detail?submitId=${submitId}`, { token });
      if (d.submission.status === 0) break;
      if (i === 239) throw new Error(`submission ${submitId} ended as ${d.submission.status}`);
      await Bun.sleep(250);
    }
  }
}

test('a lab contest: print queue, announcement, AC helper and submissions, live', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = await seed(h);
  const now = Date.now();
  const cid = await contestOfP1000(
    h,
    root,
    {
      title: 'Lab test 3',
      description: 'Lab **three**.',
      auth: 2,
      pwd: 'lab',
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      openPrint: true,
    },
    '#ef4444',
  );
  const amy = await student(h, 'amy_lab');
  const bob = await student(h, 'bob_lab');
  for (const token of [amy, bob]) await api(h, '/api/register-contest', { token, json: { cid, password: 'lab' } });

  const admin = await signIn(h, 'root', h.rootPassword, 1280);
  const pupil = await signIn(h, 'amy_lab', PASSWORD, 390);

  // The admin's tabs; the student sees Print but none of the admin's.
  await admin.goto(`/contest/${cid}/admin-print`);
  await admin.getByTestId('admin-print').waitFor();
  for (const tab of ['acInfo', 'adminPrint', 'rejudge', 'scrollBoard'])
    await admin.getByTestId(`contest-tab-${tab}`).waitFor();
  await pupil.goto(`/contest/${cid}/print`);
  await pupil.getByTestId('contest-print').waitFor();
  expect(await pupil.getByTestId('contest-tab-adminPrint').count()).toBe(0);
  expect(await pupil.getByTestId('contest-tab-acInfo').count()).toBe(0);

  // A short text gets the spec's message and is not sent; then the real one.
  await pupil.getByTestId('print-submit').click();
  await pupil.getByTestId('print-error').getByText('Content cannot be empty').waitFor();
  await pupil.getByTestId('print-text').fill('int main() {}');
  await pupil.getByTestId('print-submit').click();
  await pupil.getByTestId('print-error').getByText('The number of content cannot be less than 50').waitFor();
  await shot(pupil, 'print-short-en-390');
  expect(await admin.getByTestId('print-row').count()).toBe(0);
  await pupil.getByTestId('print-text').fill(PRINT_TEXT);
  await pupil.getByTestId('print-submit').click();
  await pupil.getByTestId('print-error').waitFor({ state: 'detached' });
  expect(await pupil.getByTestId('print-text').inputValue()).toBe('');
  // Again at once: the server's 30 s rule, shown as its message.
  await pupil.getByTestId('print-text').fill(PRINT_TEXT);
  await pupil.getByTestId('print-submit').click();
  await pupil
    .getByTestId('print-error')
    .getByText(/Please wait \d+ seconds before printing again/)
    .waitFor();

  // The admin's queue gets the request from the stream, well before its 10 s poll could matter twice.
  const row = admin.getByTestId('print-row').first();
  await row.waitFor({ timeout: 5_000 });
  expect(await row.textContent()).toContain('amy_lab');
  expect(await row.getAttribute('data-status')).toBe('0');
  await row.getByTestId('print-view-open').click();
  await admin.getByTestId('print-view-text').getByText('please print it').waitFor();
  expect(await admin.getByTestId('print-view-user').textContent()).toBe('amy_lab');
  await shot(admin, 'print-view-en');
  await admin.emulateMedia({ media: 'print' });
  await admin.screenshot({ path: `${SHOTS}/print-view-as-printed.png` });
  await admin.emulateMedia({ media: 'screen' });
  await admin.keyboard.press('Escape');
  await row.getByTestId('print-ok').click();
  await admin.locator('[data-testid="print-row"][data-status="1"]').waitFor();
  await shot(admin, 'admin-print-en');

  // The admin's announcement reaches the student on the page she has open.
  await api(h, '/api/admin/contest/announcement', {
    token: root,
    json: { cid, announcement: { title: 'Printer on floor 2', content: 'Pick up **printouts** at the door.' } },
  });
  const notice = pupil.getByTestId('announcement-notice');
  await notice.getByText('Printer on floor 2').waitFor({ timeout: 5_000 });
  await shot(pupil, 'announcement-notice-en-390');
  await pupil.goto(`/contest/${cid}/announcements`);
  await pupil.getByTestId('announcement-item').getByText('printouts').waitFor();
  await shot(pupil, 'announcements-en-390');
  // Read on this device: not announced again after a reload.
  await pupil.reload();
  await pupil.getByTestId('announcement-item').waitFor();
  await Bun.sleep(1_000);
  expect(await pupil.getByTestId('announcement-notice').count()).toBe(0);

  // Real accepted submissions: Amy first (first blood), then Bob; the helper lists them unchecked.
  await admin.goto(`/contest/${cid}/ac-info`);
  await admin.getByTestId('ac-helper').waitFor();
  await acceptedBy(h, cid, [amy, bob]);
  const acRows = admin.getByTestId('ac-row');
  await acRows.nth(1).waitFor({ timeout: 10_000 });
  expect(
    await acRows.evaluateAll((rs) =>
      rs.map((r) => [r.getAttribute('data-user'), r.getAttribute('data-first-blood'), r.getAttribute('data-checked')]),
    ),
  ).toEqual([
    ['amy_lab', 'true', 'false'],
    ['bob_lab', 'false', 'false'],
  ]);
  await shot(admin, 'ac-helper-en');
  await acRows.first().getByTestId('ac-check').click();
  await admin.locator('[data-testid="ac-row"][data-checked="true"]').waitFor();
  expect(
    await acRows.evaluateAll((rs) => rs.map((r) => [r.getAttribute('data-user'), r.getAttribute('data-checked')])),
  ).toEqual([
    ['bob_lab', 'false'],
    ['amy_lab', 'true'],
  ]);

  // The student's submissions tab lists her row under the contest's display id and opens its detail.
  await pupil.goto(`/contest/${cid}/submissions`);
  await pupil.getByTestId('contest-submissions').waitFor();
  const mine = pupil.locator('[data-testid="submission-row"][data-status="0"]');
  await mine.first().waitFor();
  await shot(pupil, 'submissions-en-390');
  await mine.filter({ hasText: 'amy_lab' }).first().getByRole('link').first().click();
  await pupil.waitForURL(new RegExp(`/contest/${cid}/problem/A/submission-detail/\\d+$`));
  await pupil.getByTestId('submission-detail').waitFor();
  await pupil.getByTestId('submission-code').waitFor();
  await shot(pupil, 'submission-detail-en-390');

  // The same pages in Chinese.
  for (const [page, path, name] of [
    [pupil, 'print', 'print-zh-390'],
    [pupil, 'announcements', 'announcements-zh-390'],
    [pupil, 'submissions', 'submissions-zh-390'],
    [admin, 'admin-print', 'admin-print-zh'],
    [admin, 'ac-info', 'ac-helper-zh'],
    [admin, 'rejudge', 'rejudge-zh'],
    [admin, 'scroll-board', 'scroll-board-zh'],
  ] as const) {
    await page.goto(`/contest/${cid}/${path}?l=zh-cn`);
    await page.getByTestId('contest-shell').waitFor();
    await shot(page, name);
  }
  await admin.getByTestId('contest-tab-rejudge').click();
  await admin.getByTestId('rejudge-all').first().click();
  await admin.getByTestId('rejudge-confirm-confirm').click();
  await admin.getByText('重判成功').waitFor();
}, 300_000);
