// A group's problem editor shows what the group's admin may set beside each field (the site's
// member settings) and shows a refusal under its field: the editor's own check before saving, the
// server's when the site setting changed after the page loaded, and a refused test data upload.
// Both languages.
import { expect, test } from 'bun:test';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { registerStudent } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const PASSWORD = 'contest-2026';

async function editor(h: Verdict, gid: number, locale: string): Promise<Page> {
  const page = await h.newPage({ locale });
  await page.goto(`/group?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, 'teacher', PASSWORD);
  await page.getByTestId('user-menu').waitFor();
  await page.goto(`/group/${gid}/problem-create`);
  await page.getByTestId('problem-editor').waitFor();
  await page.getByTestId('bound-timeLimit').waitFor();
  return page;
}

/** Fills what the form rules ask for: id, title, statement, one manual case. */
async function fillForm(page: Page) {
  await page.locator('#problem-problemId').fill('1001');
  await page.locator('#problem-title').fill('Bounded');
  await page.locator('#problem-description').fill('Add two numbers.');
  await page.getByTestId('cases-manual').click();
  await page.getByTestId('manual-cases-0-input').fill('1 2');
  await page.getByTestId('manual-cases-0-output').fill('3');
}

test("a group's editor shows the bounds beside the fields and a refusal under its field, in both languages", async () => {
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { groupCreateByUsers: true } });
  const teacher = await registerStudent(h, 'teacher', PASSWORD);
  const group = await api(h, '/api/group', {
    token: teacher,
    json: {
      name: 'Class 7A',
      shortName: 'class7a',
      brief: 'Our class group',
      description: 'Homework.',
      auth: 1,
      code: '',
      visible: true,
    },
  });

  const page = await editor(h, group.id, 'en-US');
  expect(await page.getByTestId('bound-timeLimit').textContent()).toBe(' · at most 10000 ms here');
  expect(await page.getByTestId('bound-memoryLimit').textContent()).toBe(' · at most 1024 MB here');
  expect(await page.getByTestId('bound-cases').textContent()).toBe(
    'Here you may set at most 100 test cases and 64 MB of test data (unpacked).',
  );
  await fillForm(page);

  // The editor's own check, before any request.
  await page.locator('#problem-timeLimit').fill('60000');
  await page.getByTestId('problem-save').click();
  expect(await page.locator('#problem-timeLimit-error').textContent()).toBe(
    'Time limit: 60000 ms is more than the 10000 ms you may set',
  );
  expect(await page.getByTestId('problem-form-error').textContent()).toBe(
    'Time limit: 60000 ms is more than the 10000 ms you may set',
  );

  // The site lowers the bound after the page loaded: the server refuses, by field.
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { memberTimeLimitMax: 5000 } });
  await page.locator('#problem-timeLimit').fill('8000');
  await page.getByTestId('problem-save').click();
  await page.locator('#problem-timeLimit-error', { hasText: '8000' }).waitFor();
  expect(await page.locator('#problem-timeLimit-error').textContent()).toBe(
    'Time limit: 8000 ms is more than the 5000 ms you may set',
  );

  // A refused upload is shown in the test data section.
  await page.getByTestId('cases-upload').click();
  const many = zipSync(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`${i + 1}.in`, strToU8(`${i}`)])));
  await page
    .getByTestId('testcase-file')
    .setInputFiles({ name: 'many.zip', mimeType: 'application/zip', buffer: Buffer.from(many) });
  await page.getByTestId('testcase-bound-error').waitFor();
  expect(await page.getByTestId('testcase-bound-error').textContent()).toBe(
    'Upload Testcase Failed: Test cases: 101 cases are more than the 100 you may set',
  );
  await page.screenshot({ path: '/tmp/shots/group-problem-bounds-en.png', fullPage: true });

  const zh = await editor(h, group.id, 'zh-CN');
  expect(await zh.getByTestId('bound-timeLimit').textContent()).toBe(' · 此处最多 5000 毫秒');
  expect(await zh.getByTestId('bound-cases').textContent()).toBe(
    '此处最多可设置 100 个测试点、64 MB 测试数据（解压后）。',
  );
  await fillForm(zh);
  await zh.locator('#problem-timeLimit').fill('60000');
  await zh.getByTestId('problem-save').click();
  expect(await zh.locator('#problem-timeLimit-error').textContent()).toBe(
    '时间限制：60000 毫秒超过了您可设置的上限 5000 毫秒',
  );
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { memberTimeLimitMax: 2000 } });
  await zh.locator('#problem-timeLimit').fill('3000');
  await zh.getByTestId('problem-save').click();
  await zh.locator('#problem-timeLimit-error', { hasText: '3000' }).waitFor();
  expect(await zh.locator('#problem-timeLimit-error').textContent()).toBe(
    '时间限制：3000 毫秒超过了您可设置的上限 2000 毫秒',
  );
  await zh.screenshot({ path: '/tmp/shots/group-problem-bounds-zh.png', fullPage: true });

  // Within the bound it is saved.
  await zh.locator('#problem-timeLimit').fill('2000');
  await zh.getByTestId('problem-save').click();
  await zh.waitForURL(`**/group/${group.id}/problem?admin=true`);
});
