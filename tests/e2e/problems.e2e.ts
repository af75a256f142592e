import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startVerdict, type Verdict } from './harness.ts';
import { openInApp } from './in-app.ts';
import { AB_CPP, api, register, seed, SLOW_PY, typeCode, WRONG_CPP } from './problem-helpers.ts';
import { login, nextCaptchaAnswer } from './ui-helpers.ts';

// One server for both tests (the student's walk first: it sees P1000 before anyone submitted to it).
let h: Verdict;
let rootToken: string;
beforeAll(async () => {
  h = await startVerdict();
  rootToken = await seed(h);
});
afterAll(async () => {
  await h?.[Symbol.asyncDispose]();
});

test('a student solves A + B: custom test, live Accepted, a wrong answer per test, the list updating itself', async () => {
  const page = await h.newPage({ locale: 'en-US' });
  const offsite: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(h.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      offsite.push(r.url());
  });
  await page.goto('/home?l=en-us');
  await register(h, page, 'student', 'secret1');

  // The bank lists the problem; the student has not tried it yet.
  await page.getByTestId('desktop-nav').getByText('Problems').click();
  const row = page.getByTestId('problem-row').first();
  await row.waitFor();
  expect(await row.textContent()).toContain('A + B');
  expect(await row.textContent()).toContain('0.00%');
  await row.getByText('A + B').click();

  // The problem page: statement with math, samples, limits doubled for other languages.
  await page.getByTestId('problem-title').waitFor();
  expect(await page.getByTestId('problem-limits').textContent()).toContain('C/C++ 1000 ms, other languages 2000 ms');
  // KaTeX arrives with the first statement that holds math.
  await page.locator('.katex').nth(1).waitFor();
  // KaTeX's fonts come from the binary itself.
  const katexFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.includes('KaTeX') && f.status === 'loaded').map((f) => f.family);
  });
  expect(katexFonts).toContain('KaTeX_Main');
  expect(await page.getByTestId('sample-input').first().textContent()).toBe('1 2');
  await page.getByTestId('site-header').waitFor();
  expect(await page.locator('footer').count()).toBe(0);

  // Empty code is refused in the page.
  await page.getByTestId('editor-language').click();
  await page.getByRole('option', { name: 'C++17' }).click();
  await typeCode(page, '   ');
  await page.getByTestId('submit-code').click();
  await page.getByText('Code can not be empty').first().waitFor();

  // Online test on custom input.
  await typeCode(page, AB_CPP);
  await page.getByTestId('online-test').click();
  await page.getByTestId('test-input').fill('20 22');
  await page.getByTestId('test-run').click();
  await page.getByTestId('test-stdout').getByText('42').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('test-result').textContent()).toContain('Accepted');
  await h.shot(page, 'problem-editor-en');

  // Submit: the verdict arrives without a reload, pushed by the event stream (no polling).
  const calls: string[] = [];
  const streams: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    calls.push(url.pathname);
    if (url.pathname === '/api/events') streams.push(url.search);
  });
  await page.getByTestId('submit-code').click();
  await page.getByText('Submit code successfully').first().waitFor();
  await page.locator('[data-testid="submit-status"][data-status="0"]').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('submit-code').isEnabled()).toBe(true);
  expect(calls).toContain('/api/events');
  // One stream per tab: the submission rides on the same stream as the bell's counts.
  expect(streams.some((q) => q.includes('submitIds=') && q.includes('messages=1'))).toBe(true);
  expect(calls).not.toContain('/api/check-submissions-status');
  // The problem's status icon turns to Accepted.
  await page.getByTestId('problem-title').locator('[aria-label="Accepted"]').waitFor();

  // The code is remembered for this problem.
  await page.reload();
  await page.getByTestId('code-editor').getByText('a + b').waitFor();

  // A wrong answer: every test is judged and shown in the grid.
  await typeCode(page, WRONG_CPP);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid="submit-status"][data-status="-1"]').waitFor({ timeout: 60_000 });
  await page.getByTestId('submit-status').getByTestId('status-badge').click();
  await page.getByTestId('submission-detail').waitFor();
  await page.getByTestId('case-cell').nth(2).waitFor();
  const cells = await page.getByTestId('case-cell').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  expect(cells).toEqual(['-1', '-1', '-1']);
  expect(await page.getByTestId('detail-banner').textContent()).toContain('Wrong Answer');
  await h.shot(page, 'submission-detail-en');

  // The bank now shows the problem as solved.
  await page.goto('/problem');
  await page.getByTestId('problem-row').first().locator('[aria-label="Accepted"]').waitFor();

  // A slow submission: the list shows it running, then its verdict, without a reload.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const slow = await api(h, '/api/submit-problem-judge', {
    token: token!,
    json: { pid: 'P1000', language: 'Python3', code: SLOW_PY },
  });
  // Opened inside the app (no reload), so the list is read while the program still sleeps.
  await openInApp(page, '/status?onlyMine=true', 'submission-row');
  const slowRow = page.locator(`[data-testid="submission-row"][data-submit-id="${slow.submitId}"]`);
  await slowRow.waitFor();
  expect(['5', '6', '7']).toContain((await slowRow.getAttribute('data-status'))!);
  await page
    .locator(`[data-testid="submission-row"][data-submit-id="${slow.submitId}"][data-status="0"]`)
    .waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('submission-row').count()).toBe(3);
  await h.shot(page, 'status-list-en');

  // The same pages in Chinese.
  await page.goto('/problem/P1000?l=zh-cn');
  await page.getByText('C/C++ 1000 ms，其他语言 2000 ms').waitFor();
  await h.shot(page, 'problem-page-zh');
  await page.goto(`/submission-detail/${slow.submitId}?l=zh-cn`);
  await page.getByTestId('detail-banner').getByText('答案正确').waitFor();
  await h.shot(page, 'submission-detail-zh');
  expect(offsite).toEqual([]);

  // A phone (390 px): the problem stacks above the editor; a visitor sees the shared pages.
  const phone = await h.newPage({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  await phone.goto('/problem/P1000');
  await phone.getByTestId('problem-title').waitFor();
  await phone.getByTestId('code-editor').waitFor();
  expect(await phone.getByTestId('split-pane').count()).toBe(0);
  await h.shot(phone, 'problem-page-390-zh');
  await phone.goto(`/submission-detail/${slow.submitId}`);
  await phone.getByTestId('detail-banner').waitFor();
  await h.shot(phone, 'submission-detail-390-zh');
  const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
}, 300_000);

test('the super admin corrects, rejudges and cancels from the list; sharing, statistics, filters and help', async () => {
  const wrong = await api(h, '/api/submit-problem-judge', {
    token: rootToken,
    json: { pid: 'P1000', language: 'C++17', code: WRONG_CPP },
  });
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await page.getByTestId('header-login').click();
  await login(page, 'root', h.rootPassword);
  await page.getByTestId('user-menu').waitFor();

  // My submissions from the user menu: the list waits for the verdict by itself.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-my-submissions').click();
  const row = (status: number) =>
    page.locator(`[data-testid="submission-row"][data-submit-id="${wrong.submitId}"][data-status="${status}"]`);
  await row(-1).waitFor({ timeout: 60_000 });
  expect(page.url()).toContain('onlyMine=true');
  expect(await page.getByTestId('search-author').isDisabled()).toBe(true);

  // Manual judge: Accepted by hand, marked as manual.
  await row(-1).getByTestId('judge-menu').click();
  await page.getByTestId('judge-modify').click();
  await page.getByTestId('manual-status').click();
  expect(await page.getByRole('option', { name: 'Cancelled' }).getAttribute('data-disabled')).not.toBeNull();
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await page.getByTestId('manual-save').click();
  await row(0).getByTestId('manual-marker').waitFor();

  // Rejudge: the row runs again and returns to Wrong Answer without a reload.
  await row(0).getByTestId('rejudge').click();
  await page.getByText('Rejudge successfully').first().waitFor();
  await row(-1).waitFor({ timeout: 60_000 });

  // Cancel, after confirming.
  await row(-1).getByTestId('judge-menu').click();
  await page.getByTestId('judge-cancel').click();
  await page.getByTestId('judge-cancel-confirm').click();
  await row(-4).waitFor();
  await h.shot(page, 'status-list-root-en');

  // The owner shares the code from the detail page.
  await page.locator(`[data-testid="submission-row"][data-submit-id="${wrong.submitId}"] a`).first().click();
  await page.getByTestId('share-toggle').click();
  await page.getByText('Shared successfully').first().waitFor();
  await page.locator('[data-testid="share-toggle"][data-state="checked"]').waitFor();

  // Statistic of the problem: a pie chart of its verdicts.
  await page.goto('/problem/P1000');
  await page.getByTestId('statistic-button').click();
  await page.getByTestId('statistic-dialog').locator('svg path').first().waitFor();
  await h.shot(page, 'problem-statistic-en');
  await page.keyboard.press('Escape');

  // Focus mode covers the page; Escape leaves it.
  await page.getByTestId('editor-focus').click();
  expect(await page.getByTestId('problem-page').getAttribute('data-focus')).toBe('true');
  await page.keyboard.press('Escape');
  expect(await page.getByTestId('problem-page').getAttribute('data-focus')).toBe('false');

  // Editor settings apply at once: a dark theme and a larger font.
  await page.getByTestId('editor-settings').click();
  await page.getByTestId('editor-theme').click();
  await page.getByRole('option', { name: 'dracula' }).click();
  await page.getByTestId('editor-font-size').click();
  await page.getByRole('option', { name: '20' }).click();
  await page.keyboard.press('Escape');
  const look = await page
    .getByTestId('code-editor')
    .locator('.cm-editor')
    .evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).fontSize]);
  expect(look).toEqual(['rgb(40, 42, 54)', '20px']);

  // File IO names and annex files.
  await api(h, '/api/admin/problem', {
    token: rootToken,
    json: {
      problem: {
        problemId: 'P1002',
        title: 'Files',
        description: 'Read the file.',
        isFileIO: true,
        ioReadFileName: 'sum.in',
        ioWriteFileName: 'sum.out',
        userExtraFile: { 'notes.txt': 'read me' },
      },
      samples: [{ input: '1\n', output: '1\n' }],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  await page.goto('/problem/P1002');
  await page.getByTestId('file-io-button').click();
  await page.getByText('sum.in').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('tab-annex').click();
  await page.getByText('read me').waitFor();
  // Never accepted here: no last accepted code to load.
  await page.getByTestId('editor-last-ac').click();
  await page.getByText("You haven't passed the problem so you cannot get the code passed recently").first().waitFor();

  // Bank filters live in the URL: a tag and a level that match nothing, then the tag alone.
  await page.goto('/problem?difficulty=2');
  await page.getByText('No problem matches these filters').waitFor();
  await page.goto('/problem');
  await page.getByTestId('tag-filter').click();
  await page.getByRole('button', { name: 'Beginner' }).click();
  await page.waitForURL(/tagId=\d+/);
  await page.keyboard.press('Escape');
  await page.getByTestId('problem-row').first().waitFor();
  await h.shot(page, 'problem-list-en');

  // An OI problem judged by subtasks: one folding section per subtask, lowest score rule.
  await api(h, '/api/admin/problem', {
    token: rootToken,
    json: {
      problem: {
        problemId: 'P1001',
        title: 'A + B by subtasks',
        description: 'Add.',
        type: 1,
        judgeCaseMode: 'subtask_lowest',
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 30, groupNum: 1 },
        { input: '2 2\n', output: '4\n', score: 30, groupNum: 1 },
        { input: '5 1\n', output: '6\n', score: 40, groupNum: 2 },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  // Wrong on "2 2" only: subtask 1 scores its lowest case (0), subtask 2 its 40 points.
  const almost = WRONG_CPP.replace('a - b', 'a == 2 && b == 2 ? 5 : a + b');
  const oi = await api(h, '/api/submit-problem-judge', {
    token: rootToken,
    json: { pid: 'P1001', language: 'C++17', code: almost },
  });
  await page.goto(`/submission-detail/${oi.submitId}`);
  await page.getByTestId('subtask').nth(1).waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="detail-banner"][data-status="8"]').waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('subtask').count()).toBe(2);
  expect(await page.getByTestId('subtask').first().textContent()).toContain('Score 01/2');
  expect(await page.getByTestId('subtask').nth(1).textContent()).toContain('Score 401/1');
  await h.shot(page, 'submission-subtasks-en');

  // Pick one opens a random public problem.
  await page.goto('/problem');
  await page.getByTestId('pick-random').click();
  await page.waitForURL(/\/problem\/P100[0-2]$/);

  // With a captcha on submit, the answer to the picture is asked for and checked.
  await api(h, '/api/admin/config/set-web-config', {
    method: 'PUT',
    token: rootToken,
    json: { captchaOnSubmit: true },
  });
  const answer = await nextCaptchaAnswer(page, h.dataDir, () => page.goto('/problem/P1000'));
  await typeCode(page, AB_CPP);
  await page.getByTestId('submit-code').click();
  await page.getByText('Please enter the captcha').first().waitFor();
  await page.getByTestId('submit-captcha').fill(answer);
  await page.getByTestId('submit-code').click();
  await page.getByText('Submit code successfully').first().waitFor();

  // Help explains every verdict.
  await page.goto('/help');
  await page.getByTestId('help-statuses').waitFor();
  expect(await page.getByTestId('help-statuses').locator('dt').count()).toBe(17);
  await h.shot(page, 'help-en');
}, 300_000);
