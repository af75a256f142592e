// The message centre in Chromium on the built binary: a student posts a discussion and another
// comments on it, likes it and answers her comment (all through the API) while she watches her
// messages; the header's bell and the tabs' badges change as it happens, the open tab shows the new
// message without a reload, and an admin's notice reaches the system messages. One message and then
// the rest are deleted after a confirmation; the bare /message and a visitor's visit are checked;
// shots in both languages and at 390 px. With the stream refused, the 120 s poll (on a fast-forwarded
// page clock) brings the counts.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { startVerdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/messages';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const badge = (page: Page, slug: string) => page.getByTestId(`message-badge-${slug}`);

test('interactions and a notice reach the message centre as they happen; badges, the bell and deleting follow', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  const [category] = await api(h, '/api/discussion-category', { token: root, json: [{ name: 'General' }] });
  const amy = await registerStudent(h, 'amy2026');
  const bob = await registerStudent(h, 'bob2026');
  const post = (token: string, title: string) =>
    api(h, '/api/discussion', {
      token,
      json: {
        title,
        description: `${title}, in short`,
        content: `Some **thoughts** on ${title}.`,
        categoryId: category.id,
      },
    });
  const amyPost = await post(amy, 'Why does my DP time out');
  const bobPost = await post(bob, 'Tips for binary search');
  const amyComment = await api(h, '/api/comment', {
    token: amy,
    json: { did: bobPost.id, content: 'Watch the **off-by-one** at `hi`.' },
  });

  // A visitor sent to /message is asked to log in first.
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/message?l=en-us');
  await page.getByText('Please login first').first().waitFor();
  await page.getByTestId('login-modal').waitFor();
  expect(new URL(page.url()).pathname).toBe('/home');
  await login(page, 'amy2026', STUDENT_PASSWORD);
  await page.getByTestId('user-menu').waitFor();

  // Signed in with nothing unread: the bell has no dot. The bare /message opens the comments tab.
  await page.getByTestId('message-menu').waitFor();
  expect(await page.getByTestId('message-dot').count()).toBe(0);
  await page.goto('/message');
  await page.waitForURL('**/message/discuss');
  await page.getByTestId('message-empty').waitFor();

  // While she reads the system tab, Bob comments, likes and replies: the bell and the badges follow.
  await page.getByTestId('message-tab-sys').click();
  await page.locator('[data-testid="message-list"][data-kind="Sys"]').waitFor();
  await api(h, '/api/comment', { token: bob, json: { did: amyPost.id, content: 'Try **memoising** the state.' } });
  await badge(page, 'discuss').filter({ hasText: '1' }).waitFor();
  await page.getByTestId('message-dot').waitFor();
  await page.getByTestId('unread-notice').waitFor();
  await api(h, `/api/discussion-like?did=${amyPost.id}&toLike=true`, { token: bob });
  await badge(page, 'like').filter({ hasText: '1' }).waitFor();
  await api(h, '/api/reply', { token: bob, json: { commentId: amyComment.id, content: 'Good point, thanks!' } });
  await badge(page, 'reply').filter({ hasText: '1' }).waitFor();
  await page.getByTestId('message-menu').click();
  expect(await page.getByTestId('message-menu-badge-like').textContent()).toBe('1');
  await shoot(page, 'menu-en');
  await page.keyboard.press('Escape');

  // Opening a tab reads it: the comment shows with its sender and source, the badge goes.
  await page.getByTestId('message-tab-discuss').click();
  const item = page.getByTestId('message-item');
  await item.first().getByText('memoising').waitFor();
  expect(await item.first().getByTestId('message-action').textContent()).toBe('commented on your discussion');
  expect(await item.first().getByTestId('message-source').getAttribute('href')).toBe(
    `/discussion-detail/${amyPost.id}`,
  );
  await badge(page, 'discuss').waitFor({ state: 'detached' });
  // A second comment arrives while the tab is open: it appears without a reload.
  await api(h, '/api/comment', { token: bob, json: { did: amyPost.id, content: 'Or go **bottom-up**.' } });
  await item.filter({ hasText: 'bottom-up' }).waitFor();
  expect(await item.count()).toBe(2);
  await badge(page, 'discuss').waitFor({ state: 'detached' });
  await shoot(page, 'discuss-en');

  await page.getByTestId('message-tab-reply').click();
  await item.filter({ hasText: 'Good point' }).getByTestId('message-quote').getByText('off-by-one').waitFor();
  await page.getByTestId('message-tab-like').click();
  await item.getByText('liked your discussion').waitFor();
  await page.getByTestId('message-dot').waitFor({ state: 'detached' });

  // The admin's notice to everyone reaches the system tab as it is sent.
  await api(h, '/api/admin/msg/notice', {
    token: root,
    json: { title: 'Maintenance tonight', content: 'The judge stops at **22:00** for an hour.', type: 'All' },
  });
  await badge(page, 'sys').filter({ hasText: '1' }).waitFor();
  await page.getByTestId('message-tab-sys').click();
  await item.getByTestId('message-title').filter({ hasText: 'Maintenance tonight' }).waitFor();
  expect(await item.locator('strong').textContent()).toBe('22:00');
  await badge(page, 'sys').waitFor({ state: 'detached' });
  await shoot(page, 'sys-en');

  // Deleting: one comment message after its confirmation, then the rest of the tab.
  await page.getByTestId('message-tab-discuss').click();
  await item.nth(1).waitFor();
  await item.filter({ hasText: 'bottom-up' }).getByTestId('message-clean').click();
  await page.getByTestId('message-clean-dialog').getByText('Delete this message?').waitFor();
  await page.getByTestId('message-clean-dialog-confirm').click();
  await item.filter({ hasText: 'bottom-up' }).waitFor({ state: 'detached' });
  expect(await item.count()).toBe(1);
  await page.getByTestId('message-clean-all').click();
  await page.getByTestId('message-clean-all-dialog').getByText('Delete every message in “Comments”?').waitFor();
  await page.getByTestId('message-clean-all-dialog-confirm').click();
  await page.getByTestId('message-empty').waitFor();
  expect((await api(h, '/api/msg/comment?currentPage=1&limit=6', { token: amy })).total).toBe(0);

  // In Chinese, with something unread again; the phone's drawer lists the kinds with their counts.
  // (The English page, still on the comments tab, would read new comments at once: it is closed.)
  await page.close();
  await api(h, `/api/comment-like?commentId=${amyComment.id}&toLike=true`, { token: bob });
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/home?l=zh-cn');
  await openLogin(zh);
  await login(zh, 'amy2026', STUDENT_PASSWORD);
  await zh.getByTestId('message-dot').waitFor();
  await zh.getByTestId('message-menu').click();
  await zh.getByTestId('message-menu-like').getByText('收到的赞').waitFor();
  await zh.getByTestId('message-menu-like').click();
  await zh.waitForURL('**/message/like');
  await zh.getByTestId('message-item').getByText('赞了你的评论').waitFor();
  await zh
    .getByTestId('message-item')
    .filter({ hasText: '赞了你的评论' })
    .getByTestId('message-quote')
    .getByText('off-by-one')
    .waitFor();
  await shoot(zh, 'like-zh');
  await api(h, '/api/comment', { token: bob, json: { did: amyPost.id, content: '再想想状态压缩。' } });
  await zh.setViewportSize({ width: 390, height: 844 });
  await zh.getByTestId('mobile-menu').click();
  await zh.getByTestId('drawer-message-discuss').getByText('1').waitFor();
  await zh.screenshot({ path: `${SHOTS}/drawer-zh-390.png` });
});

test('while the event stream is refused, the 120 s poll brings the counts', async () => {
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  const [category] = await api(h, '/api/discussion-category', { token: root, json: [{ name: 'General' }] });
  const amy = await registerStudent(h, 'amy2026');
  const bob = await registerStudent(h, 'bob2026');
  const did = (
    await api(h, '/api/discussion', {
      token: amy,
      json: { title: 'Stuck on graphs', description: 'BFS or DFS', content: 'Which one?', categoryId: category.id },
    })
  ).id;

  const page = await h.newPage({ locale: 'en-US' });
  await page.clock.install();
  let refused = 0;
  await page.route(
    (url) => url.pathname === '/api/events',
    (route) => {
      refused++;
      return route.abort();
    },
  );
  await page.goto('/home?l=en-us');
  await openLogin(page);
  await login(page, 'amy2026', STUDENT_PASSWORD);
  await page.getByTestId('message-menu').waitFor();
  expect(refused).toBeGreaterThan(0);

  await api(h, '/api/comment', { token: bob, json: { did, content: 'BFS for shortest paths.' } });
  // Nothing pushes it: the bell stays quiet until the poll is due.
  await page.clock.fastForward(60_000);
  expect(await page.getByTestId('message-dot').count()).toBe(0);
  await page.clock.fastForward(60_000);
  await page.getByTestId('message-dot').waitFor();
  expect(await page.getByTestId('message-menu').getAttribute('data-unread')).toBe('1');
});
