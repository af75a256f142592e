// Phone accounts in Chromium on the built binary: the super admin points the SMS section of the
// website settings at a local gateway; a visitor registers by phone in the dialog with the code
// the gateway received, after a wrong one is refused, and signs in with the new account.
import { expect, test } from 'bun:test';
import { startVerdict } from './harness.ts';
import { adminLogin, login } from './ui-helpers.ts';

/** A local SMS gateway: each message it receives is recorded and resolves the next waiter. */
function startGateway() {
  const bodies: string[] = [];
  const waiters: ((body: string) => void)[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const body = await req.text();
      bodies.push(body);
      waiters.shift()?.(body);
      return Response.json({ ok: true });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/send`,
    bodies,
    /** The next message the gateway receives. */
    next: () => new Promise<string>((resolve) => waiters.push(resolve)),
    [Symbol.dispose]: () => server.stop(true),
  };
}

test('a visitor registers by phone with the code the SMS gateway received', async () => {
  using gw = startGateway();
  await using h = await startVerdict();

  // The super admin switches SMS on in the website settings.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-sidebar').waitFor();
  await admin.goto('/admin/conf');
  const form = admin.getByTestId('website-config-form');
  await form.locator('#cf-smsUrl').waitFor();
  await form.locator('#cf-smsEnabled').click();
  await form.locator('#cf-smsUrl').fill(gw.url);
  await form.locator('#cf-smsSender').fill('Verdict');
  await form.locator('#cf-smsSecret').fill('gateway-secret');
  await form.locator('#cf-smsUrl').scrollIntoViewIfNeeded();
  await h.shot(admin, 'phone-sms-settings-en');
  await form.getByTestId('website-config-form-save').click();
  await admin.getByText('A secret is saved; leave empty to keep it').waitFor();
  // Read back: the secret only as "saved".
  await admin.reload();
  await form.locator('#cf-smsUrl').waitFor();
  await expect(form.locator('#cf-smsUrl').inputValue()).resolves.toBe(gw.url);
  await expect(form.locator('#cf-smsSecret').inputValue()).resolves.toBe('');
  await expect(form.locator('#cf-smsEnabled').getAttribute('aria-checked')).resolves.toBe('true');

  // A visitor registers by phone (the dialog's first way when SMS is on).
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('login-modal');
  const phoneForm = modal.getByTestId('phone-register-form');
  await phoneForm.waitFor();
  await phoneForm.locator('#preg-phone').fill('12345');
  await phoneForm.getByTestId('phone-register-send-code').click();
  await phoneForm.getByText('Invalid phone format').waitFor();
  await phoneForm.locator('#preg-username').fill('mobileuser');
  await phoneForm.locator('#preg-password').fill('secret123');
  await phoneForm.locator('#preg-confirm').fill('secret123');
  await phoneForm.locator('#preg-phone').fill('13800138000');
  const message = gw.next();
  await phoneForm.getByTestId('phone-register-send-code').click();
  const body = await message;
  const code = /code is (\d{6})/.exec(body)![1]!;
  expect(JSON.parse(body)).toMatchObject({ to: '13800138000', from: 'Verdict' });
  await page.getByText('The code has been sent; please check your phone').first().waitFor();
  await phoneForm.getByText(/^Resend in \d+s$/).waitFor();

  await phoneForm.locator('#preg-code').fill(code === '000000' ? '111111' : '000000');
  await phoneForm.getByTestId('phone-register-submit').click();
  await phoneForm.getByText('The SMS code is wrong or has expired').waitFor();
  await phoneForm.locator('#preg-code').fill(code);
  await h.shot(page, 'phone-register-dialog-en');
  await phoneForm.getByTestId('phone-register-submit').click();
  await page.getByText('Thanks for registering, you can login now').first().waitFor();
  await expect(modal.getAttribute('data-mode')).resolves.toBe('login');

  await login(page, 'mobileuser', 'secret123');
  await page.getByTestId('user-menu').waitFor();
  await page.goto('/setting');
  await page.getByTestId('tab-account').click();
  await expect(page.getByTestId('current-phone').textContent()).resolves.toBe('13800138000');
  await page.getByTestId('phone-form').scrollIntoViewIfNeeded();
  await h.shot(page, 'phone-settings-en');
  expect(gw.bodies).toHaveLength(1);

  // On a phone, in Chinese: the reset dialog offers the phone way first.
  const small = await h.newPage({ locale: 'zh-CN' });
  await small.goto('/home?l=zh-cn');
  await small.getByTestId('header-login').click();
  const dialog = small.getByTestId('login-modal');
  await dialog.getByText('忘记密码？').click();
  await small.setViewportSize({ width: 390, height: 844 });
  const reset = dialog.getByTestId('phone-reset-form');
  await reset.waitFor();
  await reset.locator('#preset-phone').fill('13900139000');
  const none = small.waitForResponse((r) => r.url().includes('/api/get-reset-code-by-phone'));
  await reset.getByTestId('phone-reset-send-code').click();
  await none;
  await small.getByText('手机号不存在').first().waitFor();
  await small.screenshot({ path: 'screenshots/phone-reset-dialog-zh-390.png' });
  expect(gw.bodies).toHaveLength(1);
}, 300_000);
