// Role permissions in Chromium on the built binary: the super admin opens the matrix of roles and
// permissions (her own column fixed), is refused taking the back office from the admin role, takes
// discussion posting away from ordinary users, and a student's post through the dialog is refused;
// given back on the Chinese page, the same post goes through. Shot in English and Chinese and at 390 px.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { registerStudent } from './contest-helpers.ts';
import { PASSWORD, seedBoard, signIn } from './discussion-helpers.ts';
import { startVerdict } from './harness.ts';
import { adminLogin } from './ui-helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

/** Shoots at 1280 and 390 px; at 390 px the matrix scrolls inside its card and the page stays 390 px wide. */
async function shotBoth(h: { shot(page: Page, name: string): Promise<void> }, page: Page, name: string) {
  await h.shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await h.shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the post dialog on the discussion list and fills a complete post. */
async function fillPost(page: Page, title: string) {
  await page.goto('/discussion');
  await page.getByTestId('discussion-post').click();
  const dialog = page.getByTestId('discussion-dialog');
  await dialog.getByTestId('d-title').fill(title);
  await dialog.getByTestId('d-description').fill('Sorting first');
  await dialog.getByTestId('d-category').click();
  await page.getByRole('option', { name: 'Questions' }).click();
  await dialog.locator('#d-content').fill('Why does **sorting** help here?');
  return dialog;
}

test('the super admin takes discussion posting from ordinary users, a student is refused, and posting comes back', async () => {
  await using h = await startVerdict();
  await seedBoard(h);
  await registerStudent(h, 'alice', PASSWORD);

  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-sidebar').getByRole('link', { name: 'Role Permissions' }).click();
  await admin.waitForURL('**/admin/role-auth');
  await admin.getByTestId('role-auth-table').waitFor();
  // The super admin's column: every permission, none changeable.
  for (const id of ['submit', 'user_admin', 'system_info_admin']) {
    expect(await admin.getByTestId(`perm-1000-${id}`).getAttribute('data-state')).toBe('checked');
    expect(await admin.getByTestId(`perm-1000-${id}`).isDisabled()).toBe(true);
  }
  expect(await admin.getByTestId('perm-1005-discussion_add').getAttribute('data-state')).toBe('unchecked');
  await shotBoth(h, admin, 'admin-role-auth-en');

  // Taking the back office from the admin role would lock every admin out: refused, nothing saved.
  await admin.getByTestId('perm-1001-admin_login').click();
  await admin.getByTestId('save-1001').click();
  await toast(admin, 'The admin role must keep "Enter the back office"');
  await admin.reload();
  await admin.getByTestId('role-auth-table').waitFor();
  expect(await admin.getByTestId('perm-1001-admin_login').getAttribute('data-state')).toBe('checked');

  // Ordinary users lose discussion posting.
  await admin.getByTestId('perm-1002-discussion_add').click();
  expect(await admin.getByTestId('save-1002').isEnabled()).toBe(true);
  await admin.getByTestId('save-1002').click();
  await toast(admin, 'The permissions of User are saved');
  expect(await admin.getByTestId('save-1002').isDisabled()).toBe(true);
  await admin.reload();
  await admin.getByTestId('role-auth-table').waitFor();
  expect(await admin.getByTestId('perm-1002-discussion_add').getAttribute('data-state')).toBe('unchecked');

  // The student's post is refused by the server, and says why.
  const student = await h.newPage({ locale: 'en-US' });
  await student.goto('/discussion?l=en-us');
  await signIn(student, 'alice');
  const dialog = await fillPost(student, 'Greedy or DP?');
  await dialog.getByTestId('d-submit').click();
  await toast(student, 'Your account is not allowed to post discussions');
  expect(new URL(student.url()).pathname).toBe('/discussion');
  await student.waitForTimeout(500); // the toast's slide-in, for the picture only
  await h.shot(student, 'admin-role-auth-student-refused-en');

  // On the Chinese page the super admin gives it back, and the same post goes through.
  await admin.goto('/admin/role-auth?l=zh-cn');
  await admin.getByTestId('role-auth-table').getByText('普通用户', { exact: true }).waitFor();
  await shotBoth(h, admin, 'admin-role-auth-zh');
  await admin.getByTestId('perm-1002-discussion_add').click();
  await admin.getByTestId('save-1002').click();
  await toast(admin, '普通用户 的权限已保存');
  await admin.waitForTimeout(500); // the toast's slide-in, for the picture only
  await h.shot(admin, 'admin-role-auth-saved-zh');
  await dialog.getByTestId('d-submit').click();
  await student.waitForURL(/\/discussion-detail\/\d+$/);
  expect(await student.getByTestId('discussion-title').innerText()).toBe('Greedy or DP?');
});
