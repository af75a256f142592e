import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, startVerdict } from './harness.ts';
import { adminLogin, login, openLogin } from './ui-helpers.ts';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];

/** A class of 30: `bad` rows replaced by the given lines (line numbers count the header as 1). */
function classCsv(bad: Record<number, string> = {}): Buffer {
  const lines = ['username,password,email,realname,gender,nickname,school'];
  for (let i = 1; i <= 30; i++) {
    const n = String(i).padStart(2, '0');
    lines.push(
      `c7${n},Pass${n}x7,c7${n}@school.example,${SURNAMES[i % 10]}同学${n},${i % 2 ? '男' : '女'},,"No.7 Middle School, Class 3"`,
    );
  }
  for (const [line, text] of Object.entries(bad)) lines[Number(line) - 1] = text;
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function choose(page: Page, buffer: Buffer) {
  await page.getByTestId('import-file').setInputFiles({ name: 'class-7-3.csv', mimeType: 'text/csv', buffer });
  await page.getByTestId('import-summary').waitFor();
}

const sidebar = (page: Page, name: string) =>
  page.getByTestId('admin-sidebar').getByRole('link', { name, exact: true }).click();

test('the super admin imports a class after fixing the row the preview pointed to, generates a lab, prints the slips, and a generated user logs in', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();

  // Import: the file has one bad row (line 18: an e-mail without a domain); nothing can be imported yet.
  await sidebar(page, 'Import Users');
  await page.getByTestId('user-import-page').waitFor();
  await h.shot(page, 'user-import-empty-en');
  await choose(page, classCsv({ 18: 'c717,Pass17x7,c717@,杨同学17,男,,No.7 Middle School' }));
  expect(await page.getByTestId('import-summary').textContent()).toBe('30 accounts read from class-7-3.csv');
  expect(await page.getByTestId('import-problems').textContent()).toStartWith(
    '1 problem: fix the lines shown in your file',
  );
  const bad = page.getByTestId('import-row-18');
  expect(await bad.textContent()).toContain('The email c717@ is not valid');
  expect(await page.locator('[data-testid^="import-row-"]').count()).toBe(1);
  expect(await page.getByTestId('import-confirm').isDisabled()).toBe(true);
  await h.shot(page, 'user-import-problem-en');

  // The fixed file: 30 clean rows, imported at once.
  await choose(page, classCsv());
  await page.getByTestId('import-clean').waitFor();
  expect(await page.locator('[data-testid^="import-row-"]').count()).toBe(30);
  await h.shot(page, 'user-import-clean-en');
  await page.getByTestId('import-confirm').click();
  await page.getByText('30 accounts imported').waitFor({ timeout: 120_000 });

  // Generate 40 lab accounts: the form's rule first, then the accounts.
  await sidebar(page, 'Generate Users');
  await page.locator('#gen-prefix').fill('lab');
  await page.locator('#gen-from').fill('41');
  await page.locator('#gen-to').fill('2');
  await page.getByTestId('generate-submit').click();
  expect(await page.getByRole('alert').allTextContents()).toEqual(['The end number cannot be below the start number']);
  await page.locator('#gen-from').fill('1');
  await page.locator('#gen-to').fill('40');
  await page.locator('#gen-length').fill('8');
  expect(await page.getByTestId('generate-example').textContent()).toBe('Usernames: lab1 … lab40 (40 accounts)');
  await page.getByTestId('generate-submit').click();
  await page.getByTestId('generate-result').waitFor({ timeout: 120_000 });
  await h.shot(page, 'user-generate-en');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('generate-download').click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('username,password,realname');
  expect(csv.slice(1).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 40 }, (_, i) => `lab${i + 1}`));

  // The slips open in a tab of their own: 40 slips with the site's address, saved as an A4 PDF.
  const [slips] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('generate-slips').click()]);
  await slips.getByTestId('slip-sheet').waitFor();
  expect(await slips.getByTestId('login-slip').count()).toBe(40);
  const first = slips.getByTestId('login-slip').first();
  expect(await first.textContent()).toContain(`Site: ${h.url}`);
  const lab7 = {
    username: (await slips.getByTestId('slip-username').nth(6).textContent())!,
    password: (await slips.getByTestId('slip-password').nth(6).textContent())!,
  };
  expect(lab7.username).toBe('lab7');
  expect(csv[7]).toBe(`lab7,${lab7.password},`);
  await h.shot(slips, 'user-slips-en');
  await slips.emulateMedia({ media: 'print' });
  const pdf = await slips.pdf({ format: 'A4', path: join(SCREENSHOTS, 'user-slips.pdf') });
  await slips.emulateMedia({ media: 'screen' });
  // 12 slips to an A4 page (two across, six down): 40 slips fill 4 pages.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(4);

  // A student of the lab logs in with the slip, in a browser of their own.
  const student = await h.newPage({ locale: 'en-US' });
  await student.goto('/home?l=en-us');
  await openLogin(student);
  await login(student, lab7.username, lab7.password);
  await student.getByTestId('login-modal').waitFor({ state: 'hidden' });
  await student.getByText('lab7').first().waitFor();
  await h.shot(student, 'user-generated-login-en');

  // The same pages in Chinese, and at 390 px.
  await page.goto('/admin/user/import?l=zh-cn');
  await choose(page, classCsv({ 18: 'c717,Pass17x7,c717@,杨同学17,男,,No.7 Middle School' }));
  expect(await page.getByTestId('import-row-18').textContent()).toContain('用户名 c717 已存在');
  await h.shot(page, 'user-import-problem-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await h.shot(page, 'user-import-problem-zh-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/user/generate');
  await page.locator('#gen-prefix').fill('lab');
  await page.locator('#gen-from').fill('1');
  await page.locator('#gen-to').fill('40');
  await page.getByTestId('generate-submit').click();
  await page.getByTestId('generate-error').waitFor();
  expect(await page.getByTestId('generate-error').textContent()).toBe('其中 40 个用户名已存在，例如 lab1');
  await h.shot(page, 'user-generate-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await h.shot(page, 'user-generate-zh-390');
  await slips.goto(`${slips.url()}?l=zh-cn`);
  await slips.getByTestId('slip-sheet').waitFor();
  expect(await slips.getByTestId('login-slip').first().textContent()).toContain('用户名');
  await h.shot(slips, 'user-slips-zh');
  await slips.setViewportSize({ width: 390, height: 844 });
  await h.shot(slips, 'user-slips-zh-390');
});
