import { expect, test } from 'bun:test';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { adminLogin, answerOf, login, openLogin } from './ui-helpers.ts';

/** Saves the problem and expects the form to answer with this message. */
async function saveExpecting(page: Page, message: string) {
  await page.getByTestId('problem-save').click();
  await expect(page.getByTestId('problem-form-error').textContent()).resolves.toBe(message);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('root creates a problem from a zip, meets the form rules in order, edits it, and students see it only while public', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Create Problem' }).click();
  await page.waitForURL('**/admin/problem/create');
  await page.getByTestId('problem-editor').waitFor();
  expect(await page.title()).toBe('Create Problem - Verdict');
  // A new problem starts with the spec's limits and every language the judge can run.
  expect(await page.locator('#problem-timeLimit').inputValue()).toBe('1000');
  expect(await page.locator('#problem-memoryLimit').inputValue()).toBe('256');
  expect(await page.locator('#problem-stackLimit').inputValue()).toBe('128');
  await page.getByTestId('lang-C++17').and(page.locator('[data-state="checked"]')).waitFor();

  // The rules answer one at a time, in the spec's order.
  await saveExpecting(page, 'Problem Display ID is required');
  await page.locator('#problem-problemId').fill('E2E1');
  await saveExpecting(page, 'Problem title is required');
  await page.locator('#problem-title').fill('A plus B');
  await page.getByTestId('problem-isFileIO').click();
  await saveExpecting(page, 'With file IO, the input and output file names are required');
  await page.getByTestId('problem-isFileIO').click();
  await saveExpecting(page, 'Please upload the test case archive');

  // Statement with a live markdown preview.
  await page.locator('#problem-description').fill('Add **two** numbers $a+b$.');
  await page.getByTestId('md-problem-description').locator('strong', { hasText: 'two' }).waitFor();
  await page.getByTestId('md-problem-description').locator('.katex').first().waitFor();
  await page.locator('#problem-input').fill('Two integers.');
  await page.locator('#problem-output').fill('Their sum.');
  await page.getByTestId('example-0-input').fill('1 2');
  await page.getByTestId('example-0-output').fill('3');

  // A broken archive is refused with the server's reason; a good one lists its cases.
  await page.getByTestId('testcase-file').setInputFiles({
    name: 'bad.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'data/1.in': strToU8('1') })),
  });
  await page
    .getByText(/^Upload Testcase Failed: .+/)
    .first()
    .waitFor();
  const zip = zipSync({
    '1.in': strToU8('1 2\n'),
    '1.out': strToU8('3\n'),
    '2.in': strToU8('5 7\n'),
    '2.out': strToU8('12\n'),
    '3.in': strToU8('0 0\n'),
  });
  await page
    .getByTestId('testcase-file')
    .setInputFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await page.getByText('Upload Testcase Successfully').first().waitFor();
  await expect(page.getByTestId('uploaded-cases').locator('tbody tr').count()).resolves.toBe(3);

  // OI: every case needs a score; the server's spread (33, 33, 34) is shown and may be changed.
  await pick(page, 'problem-type', 'OI');
  expect(await page.getByTestId('uploaded-cases-2-score').inputValue()).toBe('34');
  await page.getByTestId('uploaded-cases-1-score').fill('');
  await saveExpecting(page, 'Judge sample 2: the score must be an integer of at least 0');
  await page.getByTestId('uploaded-cases-1-score').fill('33');

  // Special judge: switching explains the mode; bad code shows the compiler's message; the code must compile before saving.
  await page.getByTestId('judge-mode-spj').click();
  await page
    .getByTestId('judge-mode-dialog')
    .getByText(/checker input user_output answer/)
    .waitFor();
  await page.getByTestId('judge-mode-dialog').getByRole('button', { name: 'Got it' }).click();
  await saveExpecting(page, 'The special judge code is required');
  await page.getByTestId('checker-code').locator('.cm-content').click();
  await page.keyboard.insertText('int main( { return 0; }');
  await saveExpecting(page, 'Please compile the special judge code successfully before saving');
  await page.getByTestId('checker-compile').click();
  const compileError = page.getByTestId('compile-error-dialog');
  await compileError.getByRole('heading', { name: 'Compile Error' }).waitFor();
  await compileError.locator('pre', { hasText: 'error' }).waitFor();
  await h.shot(page, 'admin-problem-compile-error-en');
  await page.keyboard.press('Escape');
  await page.getByTestId('judge-mode-default').click();
  await page.getByTestId('judge-mode-dialog').getByRole('button', { name: 'Got it' }).click();

  // Languages: none is refused; then C and C++ 17.
  await page.getByTestId('section-languages').getByRole('button', { name: 'Clear' }).click();
  await saveExpecting(page, 'Please select at least one language');
  await page.getByTestId('lang-C').click();
  await page.getByTestId('lang-C++17').click();

  // Tags: a new tag once; the same name again is refused.
  await page.getByTestId('tag-new-name').fill('arithmetic');
  await page.getByTestId('tag-new-add').click();
  await page.getByTestId('tag-new-name').fill('Arithmetic');
  await page.getByTestId('tag-new-add').click();
  await page.getByText('Add Tag Error: the tag is already added').first().waitFor();
  await expect(page.getByTestId('problem-tags').getByText('arithmetic').count()).resolves.toBe(1);

  await h.shot(page, 'admin-problem-editor-en');
  await page.getByTestId('problem-save').click();
  await page.waitForURL('**/admin/problems');
  await page.getByText('Create Successfully').first().waitFor();
  const row = page.locator('[data-testid^="problem-row-"]', { hasText: 'E2E1' });
  await row.getByText('A plus B').waitFor();
  const pid = (await row.getAttribute('data-testid'))!.replace('problem-row-', '');

  // Edit: the form comes back filled in; the title changes; the list shows it.
  await page.getByTestId(`problem-edit-${pid}`).click();
  await page.waitForURL(`**/admin/problem/edit/${pid}`);
  await expect(page.locator('#problem-title').inputValue()).resolves.toBe('A plus B');
  await expect(page.getByTestId('uploaded-cases').locator('tbody tr').count()).resolves.toBe(3);
  await expect(page.getByTestId('uploaded-cases-1-score').inputValue()).resolves.toBe('33');
  await page.getByTestId('problem-tags').getByText('arithmetic').waitFor();
  await page.locator('#problem-title').fill('A plus B, edited');
  await page.getByTestId('problem-save').click();
  await page.waitForURL('**/admin/problems');
  await row.getByText('A plus B, edited').waitFor();
  await page.getByTestId('problem-search').fill('edited');
  await page.getByTestId('problem-search').press('Enter');
  // The keyword is the address's: a reload shows the same filtered list with the keyword in its box.
  await page.waitForURL(/[?&]keyword=edited/);
  await page.reload();
  await row.getByText('A plus B, edited').waitFor();
  await expect(page.getByTestId('problem-search').inputValue()).resolves.toBe('edited');
  await expect(page.locator('[data-testid^="problem-row-"]').count()).resolves.toBe(1);
  await h.shot(page, 'admin-problem-list-en');

  // Private: a student is refused; public again: the student reads it.
  await pick(page, `problem-auth-${pid}`, 'Private');
  await page.getByText('Update Successfully').first().waitFor();
  const student = await h.newPage({ locale: 'en-US' });
  await student.goto('/home?l=en-us');
  const { captchaKey } = (
    (await (await student.request.get('/api/captcha')).json()) as { data: { captchaKey: string } }
  ).data;
  const reg = await student.request.post('/api/register', {
    data: {
      username: 'pupil',
      password: 'secret1',
      confirmPassword: 'secret1',
      email: 'pupil@example.com',
      code: answerOf(h.dataDir, captchaKey),
      uuid: captchaKey,
    },
  });
  expect(((await reg.json()) as { status: number }).status).toBe(200);
  await openLogin(student);
  await login(student, 'pupil', 'secret1');
  await student.getByTestId('user-menu').waitFor();
  await student.goto('/problem/E2E1');
  await student.getByText('You have no permission to view this problem').first().waitFor();
  await pick(page, `problem-auth-${pid}`, 'Public');
  await page.getByText('Update Successfully').first().waitFor();
  await student.goto('/problem/E2E1');
  await student.getByText('A plus B, edited').first().waitFor();
});

test('the editor in Chinese and at 390 px; tags and classifications; export selection', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'zh-CN' });
  await page.goto('/admin/login?l=zh-cn');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();

  // Classification and tag.
  await page.getByTestId('admin-sidebar').getByRole('link', { name: '题目标签' }).click();
  await page.getByTestId('admin-tag-page').waitFor();
  await page.getByTestId('classification-create').click();
  await page.getByTestId('classification-dialog-save').click();
  await page.getByTestId('classification-dialog').getByText('请输入名称').waitFor();
  await page.locator('#classification-name').fill('算法');
  await page.locator('#classification-rank').fill('1');
  await page.getByTestId('classification-dialog-save').click();
  await page.getByTestId('classification-table').getByText('算法').waitFor();
  await page.getByTestId('tag-create').click();
  await page.locator('#tag-name').fill('动态规划');
  await page.locator('#tag-classification').click();
  await page.getByRole('option', { name: '算法' }).click();
  await page.getByTestId('tag-dialog-save').click();
  await page.getByTestId('tag-table').getByText('动态规划').waitFor();
  await page.getByTestId('tag-create').click();
  await page.locator('#tag-name').fill('动态规划');
  await page.getByTestId('tag-dialog-save').click();
  await page.getByText('标签 动态规划 已存在').first().waitFor();
  await page.keyboard.press('Escape');
  await expect(
    page.getByTestId('classification-table').locator('tbody tr').first().locator('td').nth(3).textContent(),
  ).resolves.toBe('1');
  await h.shot(page, 'admin-tags-zh');

  // The editor in Chinese, with the spec's first message.
  await page.goto('/admin/problem/create');
  await page.getByTestId('problem-editor').waitFor();
  expect(await page.title()).toBe('创建题目 - Verdict');
  await saveExpecting(page, '题目展示ID不能为空');
  await page.getByTestId('cases-manual').click();
  await page.getByTestId('manual-case-add').click();
  await page.getByTestId('manual-cases-0-input').fill('1');
  await page.getByTestId('manual-cases-1-output').fill('2');
  await pick(page, 'problem-type', 'OI 赛制');
  expect([
    await page.getByTestId('manual-cases-0-score').inputValue(),
    await page.getByTestId('manual-cases-1-score').inputValue(),
  ]).toEqual(['50', '50']);
  await page.getByTestId('tag-pick').click();
  await page.getByRole('option', { name: '动态规划' }).click();
  await h.shot(page, 'admin-problem-editor-zh');

  // At 390 px the page keeps to the screen width.
  const mobile = await h.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await mobile.goto('/admin/login?l=zh-cn');
  await adminLogin(mobile, 'root', h.rootPassword);
  await mobile.getByTestId('admin-dashboard').waitFor();
  await mobile.goto('/admin/problem/create');
  await mobile.getByTestId('problem-editor').waitFor();
  await mobile.getByTestId('judge-mode-spj').click();
  await mobile.getByTestId('judge-mode-dialog').getByRole('button', { name: '知道了' }).click();
  await mobile.getByTestId('checker-editor').waitFor();
  expect(await noOverflow(mobile)).toBe(0);
  await h.shot(mobile, 'admin-problem-editor-390-zh');
  await mobile.goto('/admin/problems');
  await mobile.getByTestId('admin-problem-list').waitFor();
  expect(await noOverflow(mobile)).toBe(0);

  // Export needs a selection.
  await page.goto('/admin/problem/batch-operation');
  await page.getByTestId('export-submit').click();
  await page.getByText('请选择要导出的题目').first().waitFor();
  await h.shot(page, 'admin-problem-batch-zh');
});
