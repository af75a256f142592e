import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

/** A real, playable WebM: Chromium records a moving canvas for `ms` milliseconds. */
async function recordWebm(page: Page, ms: number, colour: string): Promise<Uint8Array> {
  const bytes = await page.evaluate(
    async ({ ms, colour }) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
      const g = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((done) => {
        recorder.onstop = done;
      });
      recorder.start();
      const until = performance.now() + ms;
      while (performance.now() < until) {
        g.fillStyle = colour;
        g.fillRect(0, 0, 160, 90);
        g.fillStyle = '#fff';
        g.fillRect((performance.now() / 5) % 160, 30, 20, 20);
        await new Promise((r) => setTimeout(r, 40));
      }
      recorder.stop();
      await stopped;
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    },
    { ms, colour },
  );
  return new Uint8Array(bytes);
}

async function uploadLesson(h: Verdict, token: string, title: string, rank: number, bytes: Uint8Array) {
  const res = await fetch(`${h.url}/api/file/upload-video?title=${encodeURIComponent(title)}&rank=${rank}`, {
    method: 'POST',
    headers: { Authorization: token },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const env = (await res.json()) as { status: number; data: { id: number; url: string } };
  expect(env.status).toBe(200);
  return env.data;
}

const playing = (page: Page) =>
  page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => ({
    rate: v.playbackRate,
    src: new URL(v.src).pathname,
    advanced: v.currentTime > 0,
  }));

test('a student watches a lesson at 1.5 times and jumps to episode 2; the admin manages the lessons', async () => {
  await using h = await startVerdict();
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/video-list?l=en-us');
  await page.getByTestId('video-empty').waitFor();
  const first = await uploadLesson(h, root.token, 'Loops and repeats', 1, await recordWebm(page, 1500, '#2563eb'));
  const second = await uploadLesson(
    h,
    root.token,
    'Events: when the flag is clicked',
    2,
    await recordWebm(page, 1500, '#16a34a'),
  );

  // Through the real server: a range is answered with its slice.
  const part = await fetch(h.url + first.url, { headers: { Range: 'bytes=0-3' } });
  expect({
    status: part.status,
    range: part.headers.get('Content-Range')?.startsWith('bytes 0-3/'),
    bytes: [...new Uint8Array(await part.arrayBuffer())],
  }).toEqual({ status: 206, range: true, bytes: [0x1a, 0x45, 0xdf, 0xa3] });

  await page.reload();
  await page.getByTestId('video-episode-1').waitFor();
  expect(await page.getByTestId('video-episode-1').getAttribute('aria-current')).toBe('true');
  expect(await page.getByTestId('video-title').textContent()).toBe('Episode 1 · Loops and repeats');
  await page.getByTestId('video-rate').click();
  await page.getByRole('option', { name: '1.5×' }).click();
  await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="video-player"]') as HTMLVideoElement).currentTime > 0.2,
  );
  expect(await playing(page)).toEqual({ rate: 1.5, src: first.url, advanced: true });
  await h.shot(page, 'video-list-en');

  await page.getByTestId('video-episode-2').click();
  expect(await page.getByTestId('video-episode-2').getAttribute('aria-current')).toBe('true');
  expect(await page.getByTestId('video-episode-1').getAttribute('aria-current')).toBeNull();
  await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="video-player"]') as HTMLVideoElement).currentTime > 0.2,
  );
  expect(await playing(page)).toEqual({ rate: 1.5, src: second.url, advanced: true });

  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/video-list?l=zh-cn');
  await zh.getByTestId('video-episode-2').waitFor();
  expect(await zh.getByTestId('video-title').textContent()).toBe('第 1 集 · Loops and repeats');
  await h.shot(zh, 'video-list-zh');
  const narrow = await h.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await narrow.goto('/video-list?l=en-us');
  await narrow.getByTestId('video-episode-2').waitFor();
  const [player, list] = await Promise.all([
    narrow.getByTestId('video-player').boundingBox(),
    narrow.getByTestId('video-episodes').boundingBox(),
  ]);
  expect(list!.y).toBeGreaterThan(player!.y + player!.height);
  await h.shot(narrow, 'video-list-390');

  // The back office: the two lessons, a link added through the dialog, the first deleted.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.getByTestId('admin-sidebar').getByRole('link', { name: 'Video Lessons' }).click();
  await admin.getByTestId(`video-row-${second.id}`).waitFor();
  await admin.getByTestId('video-add').click();
  const dialog = admin.getByTestId('video-dialog');
  await dialog.locator('#video-title').fill('On the file server');
  await dialog.getByTestId('video-source').click();
  await admin.getByRole('option', { name: 'Link' }).click();
  await dialog.locator('#video-url').fill('javascript:alert(1)');
  await dialog.getByTestId('video-save').click();
  expect(await dialog.getByRole('alert').allTextContents()).toEqual(['Please enter an http or https link']);
  await dialog.locator('#video-url').fill('http://10.0.0.5/scratch/3.mp4');
  await dialog.getByTestId('video-save').click();
  await admin.getByText('http://10.0.0.5/scratch/3.mp4').waitFor();
  await admin.getByTestId(`video-row-${first.id}`).getByRole('button', { name: 'Delete' }).click();
  await admin.getByTestId(`video-${first.id}-delete-confirm`).click();
  await admin.getByTestId(`video-row-${first.id}`).waitFor({ state: 'detached' });
  await h.shot(admin, 'admin-video-en');
  expect(await api(h, '/api/video/scratch-video-list')).toEqual([second.url, 'http://10.0.0.5/scratch/3.mp4']);
  expect((await fetch(h.url + first.url, { headers: { 'Accept-Language': 'en-US' } }).then((r) => r.json())).msg).toBe(
    'The video lesson does not exist',
  );
});
