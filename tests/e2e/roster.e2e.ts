// A teacher's class roster, as a teacher (role 1009, not the super admin) does it in Chromium: a
// CSV file whose header lists the columns in another order and in Chinese is imported (the
// preview names each row's fate); the class joins the teacher's group; the member list shows the
// real names to the teacher and not to a student; two chosen members get new passwords and their
// slips, and one logs in with the slip.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots-26r';
const NAMES = ['陈一', '林二', '张三', '李四'];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** 姓名, 密码, 用户名, 班级: the columns in the teacher's order, one the import does not know. */
function classCsv(existing: string): Buffer {
  const lines = ['姓名, 密码 ,用户名,班级'];
  for (const [i, name] of NAMES.entries()) lines.push(`${name},Pass7a0${i + 1},s7a0${i + 1},7A`);
  lines.push(`老同学,Pass7a99,${existing},7A`);
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

test('a teacher imports a reordered class file, sees the real names of the members and prints slips for two of them', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { groupCreateByUsers: true } });
  await api(h, '/api/admin/user/add-user', {
    token: root,
    json: { username: 'mswang', realname: '王老师', password: 'teach-2026', role: 1009 },
  });
  await api(h, '/api/admin/user/add-user', {
    token: root,
    json: { username: 'oldkid', realname: '老同学', password: 'oldkid-2026', role: 1002 },
  });

  // The import: the header is read, the existing account is left as it is, four are created.
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'mswang', 'teach-2026');
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto('/admin/user/import');
  await page.getByTestId('user-import-page').waitFor();
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'class-7a.csv', mimeType: 'text/csv', buffer: classCsv('oldkid') });
  await page.getByTestId('import-summary').waitFor();
  expect(await page.getByTestId('import-columns').textContent()).toContain(
    'Columns read from the first line: Real name, Password, Username.',
  );
  expect(await page.getByTestId('import-fates').textContent()).toBe(
    '4 to create, 1 existing (left unchanged), 0 invalid',
  );
  expect(await page.getByTestId('import-fate').allTextContents()).toEqual([
    'Created',
    'Created',
    'Created',
    'Created',
    'Exists: left unchanged',
  ]);
  expect(await page.getByTestId('import-row-2').textContent()).toContain('陈一');
  await shoot(page, 'import-preview');
  await page.getByTestId('import-confirm').click();
  await page.getByText('4 accounts imported').waitFor({ timeout: 120_000 });

  // The class joins the teacher's group (the owner adds at once).
  const teacher = (await api(h, '/api/login', { json: { username: 'mswang', password: 'teach-2026' } })).token;
  const gid = (
    await api(h, '/api/group', {
      token: teacher,
      json: {
        name: 'Class 7A',
        shortName: 'class7a',
        brief: 'Our class group',
        description: 'Homework of 7A.',
        auth: 3,
        code: 'K7Q2ZP',
        visible: true,
      },
    })
  ).id as number;
  const rows = ['s7a01', 's7a02', 's7a03', 's7a04'].map((u) => [u]);
  expect(await api(h, '/api/group/roster-add', { token: teacher, json: { gid, rows } })).toMatchObject({ joined: 4 });

  // The member list shows the teacher the real names.
  await page.goto(`/group/${gid}/member`);
  await page.getByTestId('member-table').waitFor();
  await page.getByTestId('member-realname').first().waitFor();
  expect((await page.getByTestId('member-realname').allTextContents()).sort()).toEqual(['王老师', ...NAMES].sort());
  await shoot(page, 'members-teacher');

  // Two chosen members: Print slips, asked first, sets new passwords and shows their slips.
  await page.getByTestId('member-view-admin').click();
  await page.getByTestId('member-admin-table').waitFor();
  await page.getByTestId('member-select-s7a01').click();
  await page.getByTestId('member-select-s7a03').click();
  expect(await page.getByTestId('member-bulk-count').textContent()).toBe('2 members chosen');
  await shoot(page, 'members-chosen');
  await page.getByTestId('member-bulk-slips').click();
  await page.getByTestId('member-bulk-slips-dialog').waitFor();
  await shoot(page, 'slips-confirm');
  await page.getByTestId('member-bulk-slips-dialog-confirm').click();
  await page.getByTestId('slip-sheet').waitFor({ timeout: 120_000 });
  expect(await page.getByTestId('slip-username').allTextContents()).toEqual(['s7a01', 's7a03']);
  expect(await page.getByTestId('login-slip').first().textContent()).toContain('陈一');
  const password = (await page.getByTestId('slip-password').first().textContent())!;
  expect(password).toHaveLength(8);
  await shoot(page, 'slips');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ format: 'A4', path: `${SHOTS}/slips.pdf` });
  await page.emulateMedia({ media: 'screen' });

  // The old password no longer works; the slip's does. A student sees no real names.
  await expect(api(h, '/api/login', { json: { username: 's7a01', password: 'Pass7a01' } })).rejects.toThrow();
  const student = await h.newPage({ locale: 'en-US' });
  await student.goto('/home?l=en-us');
  await openLogin(student);
  await login(student, 's7a01', password);
  await student.getByTestId('user-menu').waitFor();
  await student.goto(`/group/${gid}/member`);
  await student.getByTestId('member-table').waitFor();
  await student.locator('[data-testid="member-row"][data-username="s7a02"]').waitFor();
  expect(await student.getByTestId('member-realname').count()).toBe(0);
  expect(await student.getByTestId('member-table').textContent()).not.toContain('林二');
  await shoot(student, 'members-student');
});
