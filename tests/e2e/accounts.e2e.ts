import { expect, test } from 'bun:test';
import { startVerdict } from './harness.ts';
import { answerOf, login, makePng, nextCaptchaAnswer, openLogin } from './ui-helpers.ts';

test('register, log in, edit profile and avatar, change password, log out, log in with the new password', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');

  // Register through the dialog; the site has no mail server, so the image captcha is used.
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal.getAttribute('data-mode')).resolves.toBe('register');
  // The dialog loads its first captcha itself; the fresh one asked for below is the one to read.
  await modal.getByTestId('captcha-image').locator('img').waitFor();
  const captcha = await nextCaptchaAnswer(page, h.dataDir, () => modal.getByTestId('captcha-image').click());
  await modal.locator('#reg-username').fill('alice');
  await modal.locator('#reg-password').fill('secret1');
  await modal.locator('#reg-confirm').fill('secret2');
  await modal.locator('#reg-email').fill('not-an-email');
  await modal.getByTestId('register-submit').click();
  await modal.getByText('The two passwords do not match').waitFor();
  await modal.getByText('Please enter a valid email address').waitFor();
  await modal.getByText('Captcha is required').waitFor();
  await modal.locator('#reg-code').fill('12');
  await modal.getByText('Captcha must be exactly 6 characters').waitFor();
  await modal.locator('#reg-confirm').fill('secret1');
  await modal.locator('#reg-email').fill('alice@example.com');
  await modal.locator('#reg-code').fill(captcha);
  await h.shot(page, 'register-dialog-en');
  await modal.getByTestId('register-submit').click();
  await page.getByText('Thanks for registering, you can login now').waitFor();
  await expect(modal.getAttribute('data-mode')).resolves.toBe('login');

  // A wrong password is refused with the server's message; the right one signs in.
  await login(page, 'alice', 'wrong-password');
  await page.getByText('Please check your username or password').first().waitFor();
  await login(page, 'alice', 'secret1');
  await page.getByTestId('user-menu').waitFor();
  await expect(page.getByTestId('home-greeting').textContent()).resolves.toBe('Hello, alice');

  // Profile.
  await page.goto('/setting');
  await page.locator('#pf-nickname').fill('Alice A.');
  await page.locator('#pf-school').fill('North High School');
  await page.locator('#pf-signature').fill('Hello *world*');
  await page.getByTestId('profile-save').click();
  await page.getByText('Update Successfully').first().waitFor();

  // Avatar: a wrong type is refused in the browser, an image is cropped to 200×200 and uploaded.
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText('File type not support').first().waitFor();
  const png = await makePng(page, 640, 400);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const canvas = page.getByTestId('avatar-crop-canvas');
  await canvas.waitFor();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 140, box.y + 140);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + 140, { steps: 5 });
  await page.mouse.up();
  await h.shot(page, 'avatar-cropper');
  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/file/upload-avatar')),
    page.getByTestId('avatar-crop-save').click(),
  ]);
  const uploaded = (await upload.json()) as { status: number; data: { avatar: string } };
  expect(uploaded.status).toBe(200);
  expect(uploaded.data.avatar).toMatch(/^\/api\/public\/avatars\//);
  const avatar = await page.request.get(uploaded.data.avatar);
  const bytes = Buffer.from(await avatar.body());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([200, 200]);
  await page.locator(`[data-testid="avatar-section"] img[src="${uploaded.data.avatar}"]`).waitFor();

  // The profile page shows what was saved; the signature is sanitised markdown.
  await page.goto('/user-home');
  await expect(page.getByTestId('user-home-nickname').textContent()).resolves.toBe('Alice A.');
  await expect(page.getByTestId('user-home-signature').textContent()).resolves.toBe('Hello world');
  await expect(page.getByTestId('user-home-signature').locator('em').textContent()).resolves.toBe('world');
  await page.getByTestId('calendar-heatmap').waitFor();
  await expect(page.getByTestId('counter-submissions').textContent()).resolves.toBe('0');
  await h.shot(page, 'user-home-en');

  // Change password: the confirmation must match and the new one must differ.
  await page.goto('/setting');
  await page.getByTestId('tab-account').click();
  await page.locator('#pw-old').fill('secret1');
  await page.locator('#pw-new').fill('secret1');
  await page.locator('#pw-confirm').fill('secret1');
  await page.getByTestId('password-save').click();
  await page.getByText('The new value must differ from the current one').waitFor();
  await page.locator('#pw-new').fill('better22');
  await page.locator('#pw-confirm').fill('better2');
  await page.getByTestId('password-save').click();
  await page.getByText('The two passwords do not match').waitFor();
  await page.locator('#pw-confirm').fill('better22');
  await h.shot(page, 'settings-account-en');
  await page.getByTestId('password-save').click();
  await page.getByText('Your password has been changed').first().waitFor();

  // Log out through the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/home');
  await page.getByTestId('header-login').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old password no longer works; the new one does.
  await openLogin(page);
  await login(page, 'alice', 'secret1');
  await page.getByText('Please check your username or password').first().waitFor();
  await login(page, 'alice', 'better22');
  await page.getByTestId('user-menu').waitFor();
});

test('after five failed logins the slide verification is required and passing it lets the user in', async () => {
  await using h = await startVerdict();
  const page = await h.newPage();
  await page.goto('/home?l=en-us');
  await openLogin(page);
  const challengeLoaded = page.waitForResponse((r) => r.url().includes('/api/get-slide-captcha'));
  for (let i = 0; i < 5; i++) {
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/login')),
      login(page, 'root', 'wrong-pass'),
    ]);
    expect(((await res.json()) as { status: number }).status).toBe(400);
  }
  await page.getByTestId('slide-verify').waitFor();
  const challenge = await challengeLoaded;
  const key = ((await challenge.json()) as { data: { key: string } }).data.key;
  const x = Number(answerOf(h.dataDir, key));
  await page.getByTestId('slide-piece').waitFor();
  await h.shot(page, 'slide-verify');
  const handle = (await page.getByTestId('slide-handle').boundingBox())!;
  await page.mouse.move(handle.x + 20, handle.y + 20);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20 + x, handle.y + 20, { steps: 10 });
  const [check] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/check-slide-captcha')),
    page.mouse.up(),
  ]);
  expect(((await check.json()) as { status: number }).status).toBe(200);
  await login(page, 'root', h.rootPassword);
  await page.getByTestId('user-menu').waitFor();
});
