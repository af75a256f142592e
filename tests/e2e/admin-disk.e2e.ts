// The back office's disk usage page in Chromium on the built binary: a student's avatar shows under
// Users with its quota, the super admin under no quota; the page reads in English and Chinese and at 390 px.
import { expect, test } from 'bun:test';
import { registerStudent } from './contest-helpers.ts';
import { startVerdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

/** A 300 KB picture: the PNG signature, then zeros (an image is known by its first bytes). */
function picture(): Uint8Array {
  const bytes = new Uint8Array(300 * 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

async function uploadAvatar(url: string, token: string) {
  const form = new FormData();
  form.append('image', new File([picture() as Uint8Array<ArrayBuffer>], 'me.png'));
  const env = (await (
    await fetch(`${url}/api/file/upload-avatar`, { method: 'POST', headers: { Authorization: token }, body: form })
  ).json()) as { status: number; msg: string };
  if (env.status !== 200) throw new Error(env.msg);
}

test('the disk usage page lists users by usage with their quota, in both languages', async () => {
  await using h = await startVerdict();
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root.token, json: { userDiskQuotaMb: 40 } });
  await uploadAvatar(h.url, await registerStudent(h, 'alice'));
  await uploadAvatar(h.url, root.token);

  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Disk Usage' }).click();
  await page.waitForURL('**/admin/disk');
  const rows = page.getByTestId('disk-users-row');
  await rows.nth(1).waitFor();
  const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((s) => s.trim());
  expect(new Set([(await cells(0))[0], (await cells(1))[0]])).toEqual(new Set(['alice', 'root']));
  const alice = (await cells(0))[0] === 'alice' ? await cells(0) : await cells(1);
  const rootRow = (await cells(0))[0] === 'root' ? await cells(0) : await cells(1);
  expect(alice.slice(1)).toEqual(['300KB', '40MB', '1%']);
  expect(rootRow[2]).toBe('no quota (site admin)');
  expect(await page.getByTestId('disk-groups').innerText()).toContain('Nobody has stored any files yet.');
  await h.shot(page, 'admin-disk-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await h.shot(page, 'admin-disk-en-390');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/disk?l=zh-cn');
  await page.getByRole('heading', { name: '磁盘占用' }).waitFor();
  await page.getByTestId('disk-users').getByText('无配额（网站管理员）').waitFor();
  await h.shot(page, 'admin-disk-zh-1280');
});
