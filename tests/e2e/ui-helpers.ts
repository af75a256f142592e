import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Reads the answer of a captcha or slide challenge from the server's database: the browser test
 * plays a person who can read the picture.
 */
export function answerOf(dataDir: string, key: string): string {
  const db = new Database(join(dataDir, 'verdict.db'), { readonly: true });
  try {
    const row = db.query<{ answer: string }, [string]>('select answer from verification_codes where key = ?').get(key);
    if (!row) throw new Error(`no challenge with key ${key}`);
    return row.answer;
  } finally {
    db.close();
  }
}

/** Waits for the next image captcha the page loads and returns its answer. */
export async function nextCaptchaAnswer(page: Page, dataDir: string, trigger: () => Promise<unknown>): Promise<string> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/captcha')), trigger()]);
  const body = (await res.json()) as { data: { captchaKey: string } };
  return answerOf(dataDir, body.data.captchaKey);
}

export async function openLogin(page: Page) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-modal').waitFor();
}

export async function login(page: Page, username: string, password: string) {
  const modal = page.getByTestId('login-modal');
  await modal.locator('#login-username').fill(username);
  await modal.locator('#login-password').fill(password);
  await modal.getByTestId('login-submit').click();
}

/** A PNG made by the browser itself (a gradient with a circle), for avatar uploads. */
export async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement('canvas');
      c.width = w!;
      c.height = h!;
      const ctx = c.getContext('2d')!;
      const g = ctx.createLinearGradient(0, 0, w!, h!);
      g.addColorStop(0, '#0ea5e9');
      g.addColorStop(1, '#f97316');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(w! / 2, h! / 2, Math.min(w!, h!) / 4, 0, Math.PI * 2);
      ctx.fill();
      return c.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Signs in on the /admin/login page. */
export async function adminLogin(page: Page, username: string, password: string) {
  await page.locator('#admin-login-username').fill(username);
  await page.locator('#admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
}
