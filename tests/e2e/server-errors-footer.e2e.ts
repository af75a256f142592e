import { expect, test } from 'bun:test';
import { startVerdict } from './harness.ts';

test('a failure the server reports: a toast, and on a desktop also a notification titled Error', async () => {
  await using h = await startVerdict();
  const desktop = await h.newPage({ locale: 'en-US' });
  await desktop.goto('/user-home?username=nobody-here&l=en-us');
  const notification = desktop.getByTestId('error-notification');
  await notification.waitFor();
  expect(await notification.innerText()).toContain('Error');
  expect(await notification.innerText()).toContain('The user does not exist');
  // The toast says the same at the top.
  expect(await desktop.locator('[data-sonner-toast]', { hasText: 'The user does not exist' }).count()).toBe(2);
  await h.shot(desktop, 'error-notification-en');

  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/user-home?username=nobody-here&l=zh-cn');
  await zh.getByTestId('error-notification').filter({ hasText: '错误' }).filter({ hasText: '用户不存在' }).waitFor();
  await h.shot(zh, 'error-notification-zh');

  // A phone gets the toast only.
  const phone = await h.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/user-home?username=nobody-here&l=en-us');
  await phone.locator('[data-sonner-toast]', { hasText: 'The user does not exist' }).waitFor();
  expect(await phone.getByTestId('error-notification').count()).toBe(0);
});

test('the footer links to the judging queue and to help, in both languages', async () => {
  await using h = await startVerdict();
  const page = await h.newPage();
  await page.goto('/home?l=en-us');
  const footer = page.getByTestId('site-footer');
  await footer.getByRole('link', { name: 'Judging Queue' }).click();
  await page.waitForURL('**/status');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Help' }).click();
  await page.waitForURL('**/help');
  await page.goto('/home?l=zh-cn');
  await page.getByTestId('site-footer').getByRole('link', { name: '评测队列' }).waitFor();
  await page.getByTestId('site-footer').getByRole('link', { name: '帮助' }).waitFor();
  await h.shot(page, 'footer-zh');
});
