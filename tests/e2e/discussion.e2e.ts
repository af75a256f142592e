// Discussions in Chromium on the built binary: a student posts on a problem through the dialog
// (its rules in order, the unfinished draft restored); another student likes it, comments with an
// emoji, replies to a reply and reports it; the super admin pins it, handles the report and edits
// the categories (one still used is refused); the public-discussion switch closes the area with
// "No Access"; a running contest's Comment tab hides the reply button on an admin's comment.
// Shot in English and Chinese and at 390 px.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { MIN, registerStudent } from './contest-helpers.ts';
import { PASSWORD, post, seedBoard, setSwitches, signIn } from './discussion-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, makePng } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/discussion';

async function shoot(page: Page, name: string, narrow = true) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (!narrow) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const alert = (page: Page, text: string) =>
  page.getByTestId('discussion-dialog').getByRole('alert').filter({ hasText: text }).waitFor();

async function studentPosts(_h: Verdict, page: Page) {
  await page.goto('/problem/P1000');
  await page.getByTestId('problem-discussion-link').click();
  await page.waitForURL('**/discussion/P1000');
  await page.getByTestId('discussion-breadcrumb').getByText('P1000 Problem Discussion').waitFor();
  await page.getByTestId('general-discussion').waitFor();
  await signIn(page, 'alice');
  await page.getByTestId('discussion-post').click();
  const dialog = page.getByTestId('discussion-dialog');
  await dialog.getByText('The title will start with [P1000]').waitFor();
  // The rules run in the order of doc 2 §5.
  await dialog.getByTestId('d-submit').click();
  await alert(page, 'Discussion title is required');
  await dialog.getByTestId('d-title').fill('x'.repeat(256));
  await dialog.getByTestId('d-submit').click();
  await alert(page, 'Can not exceed 255');
  await dialog.getByTestId('d-title').fill('Prefix sums make it O(1)');
  await dialog.getByTestId('d-submit').click();
  await alert(page, 'Discussion description is required');
  await dialog.getByTestId('d-description').fill('Why a + b needs no loop');
  await dialog.getByTestId('d-submit').click();
  await alert(page, 'Discussion category is required');
  await dialog.getByTestId('d-category').click();
  await page.getByRole('option', { name: 'Solutions' }).click();
  await dialog.getByTestId('d-submit').click();
  await alert(page, 'Discussion content is required');
  await shoot(page, 'dialog-rules-en', false);
  // Closed unfinished, the post comes back on reopening.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByTestId('discussion-post').click();
  await page.getByText('Your unfinished post was restored').waitFor();
  expect(await dialog.getByTestId('d-title').inputValue()).toBe('Prefix sums make it O(1)');
  await dialog.locator('#d-content').fill('Read **a** and **b**, print `a + b`.\n\n$$a+b$$');
  await dialog.getByTestId('d-submit').click();
  await page.waitForURL(/\/discussion-detail\/\d+$/);
  expect(await page.getByTestId('discussion-title').innerText()).toBe('[P1000] Prefix sums make it O(1)');
  // The draft is gone once posted.
  await page.goto('/discussion/P1000');
  await page.getByTestId('discussion-post').click();
  expect(await dialog.getByTestId('d-title').inputValue()).toBe('');
  await page.keyboard.press('Escape');
  return Number(
    /(\d+)$/.exec(
      (await page.getByTestId('discussion-card').first().getByRole('link').first().getAttribute('href')) ?? '',
    )![1],
  );
}

async function anotherLikesCommentsReports(h: Verdict, page: Page, did: number, aliceToken: string) {
  await page.goto(`/discussion-detail/${did}`);
  await signIn(page, 'bob');
  await page.getByTestId('discussion-like').click();
  await page.getByText('Like Successfully').waitFor();
  expect(await page.getByTestId('discussion-like').innerText()).toContain('1');
  const box = page.getByTestId('comment-box');
  expect(await box.getByTestId('comment-box-image').count()).toBe(0);
  expect(await page.getByTestId('discussion-pin').count()).toBe(0);
  await box.getByTestId('comment-box-send').click();
  await box.getByTestId('comment-box-error').getByText('Content cannot be empty').waitFor();
  await box.getByTestId('comment-box-text').fill('Nice, **short** and right ');
  await box.getByTestId('emoji-button').click();
  await page.getByTestId('emoji-grid').getByRole('button').first().click();
  await box.getByTestId('comment-box-send').click();
  const comment = page.getByTestId('comment-item').first();
  await comment.getByTestId('comment-content').getByText('Nice, short and right 😀').waitFor();
  const commentId = Number(await comment.getAttribute('data-comment-id'));
  await api(h, '/api/reply', { token: aliceToken, json: { commentId, content: 'Thanks!' } });
  await page.reload();
  await comment.getByTestId('reply-item').getByText('Thanks!').waitFor();
  await comment.getByTestId('reply-to-reply').click();
  await page.getByTestId('reply-box-text').fill('You are welcome');
  await page.getByTestId('reply-box-send').click();
  await comment.getByTestId('reply-item').filter({ hasText: 'You are welcome' }).getByText('@alice').waitFor();
  await comment.getByTestId('comment-like').click();
  await page.getByText('Like Successfully').first().waitFor();
  // The report needs a label or a reason; it is stored as "#tag# reason".
  await page.getByTestId('discussion-report').click();
  const report = page.getByTestId('report-dialog');
  await report.getByTestId('report-submit').click();
  await report.getByTestId('report-error').getByText('The report label and reason cannot be empty').waitFor();
  await report.getByTestId('report-tag-plagiarism').click();
  await report.getByTestId('report-reason').fill('Copied from the editorial');
  await shoot(page, 'report-en', false);
  await report.getByTestId('report-submit').click();
  await page.getByText('Report successfully').waitFor();
  await shoot(page, 'detail-en');
}

async function adminPinsAndHandles(h: Verdict, page: Page, did: number) {
  await page.goto('/admin/login');
  await adminLogin(page, 'root', h.rootPassword);
  await page.waitForURL('**/admin');
  await page.goto('/admin/discussion');
  const row = page.getByTestId(`admin-discussion-row-${did}`);
  await row.waitFor();
  await page.getByTestId(`discussion-top-${did}`).click();
  await page.getByText('Update Successfully').first().waitFor();
  const report = page.getByTestId('admin-reports').locator('tr', { hasText: 'bob' });
  expect(await report.innerText()).toContain('Plagiarism');
  expect(await report.getByTestId('report-reason').innerText()).toBe('Copied from the editorial');
  await report.getByRole('button', { name: 'Mark handled' }).click();
  await report.getByText('Handled', { exact: true }).waitFor();
  await shoot(page, 'admin-en');
  const list = (await api(h, '/api/get-discussion-list?currentPage=1&limit=10')).records as {
    id: number;
    topPriority: boolean;
  }[];
  expect(list[0]).toMatchObject({ id: did, topPriority: true });
  // An admin role may put an image in a comment (students get no image button).
  await page.goto(`/discussion-detail/${did}`);
  await page
    .getByTestId('comment-box-file')
    .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: await makePng(page, 120, 80) });
  await page.waitForFunction(() =>
    document.querySelector<HTMLTextAreaElement>('[data-testid="comment-box-text"]')?.value.startsWith('![sketch]('),
  );
  await page.getByTestId('comment-box-send').click();
  const img = page.getByTestId('comment-content').first().locator('img');
  await img.waitFor();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(120);
  // The top switch is on the detail page too, for the admin roles only.
  await page.getByTestId('discussion-pin').getByText('Unpin').click();
  await page.getByTestId('discussion-pin').getByText('Pin to top').click();
  await page.getByTestId('discussion-pin').getByText('Unpin').waitFor();
}

test('a student posts on a problem, another comments and likes, the admin pins it and handles the report', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { root, questions } = await seedBoard(h);
  const alice = await registerStudent(h, 'alice', PASSWORD);
  await registerStudent(h, 'bob', PASSWORD);
  await post(h, alice, {
    title: 'Where are the limits?',
    description: 'Reading the statement',
    content: 'Is $10^9$ the bound?',
    categoryId: questions,
  });

  const page = await h.newPage();
  const did = await studentPosts(h, page);
  const bob = await h.newPage();
  await anotherLikesCommentsReports(h, bob, did, alice);
  const admin = await h.newPage();
  await adminPinsAndHandles(h, admin, did);

  // The board: the pinned post first with its marker, the category filter, Mine for signed-in users.
  await page.goto('/discussion');
  const first = page.getByTestId('discussion-card').first();
  await first.getByTestId('pinned-marker').waitFor();
  expect(await first.getByTestId('discussion-card-title').innerText()).toBe('[P1000] Prefix sums make it O(1)');
  await page.getByTestId('discussion-total').getByText('2 discussions').waitFor();
  await page.getByTestId('category-item').filter({ hasText: 'Questions' }).click();
  await page.waitForURL(/cid=\d+/);
  await page.getByTestId('discussion-total').getByText('(1 discussion)', { exact: true }).waitFor();
  await shoot(page, 'list-en');

  // The super admin's category panel: a category still used cannot be dropped; a new one is saved.
  await admin.goto('/discussion');
  await admin.getByTestId('category-edit').click();
  await admin.getByRole('button', { name: 'Remove Questions' }).click();
  await admin.getByTestId('category-add').click();
  await admin.getByTestId('category-name').last().fill('Chat');
  await admin.getByTestId('category-save').click();
  await admin.getByTestId('category-error').getByText('Questions').waitFor();
  await shoot(admin, 'categories-refused-en', false);
  await admin.reload();
  await admin.getByTestId('category-edit').click();
  await admin.getByTestId('category-add').click();
  await admin.getByTestId('category-name').last().fill('Chat');
  await admin.getByTestId('category-save').click();
  await admin.getByTestId('category-item').filter({ hasText: 'Chat' }).waitFor();

  // The same pages in Chinese.
  const zh = await h.newPage();
  await zh.goto('/discussion?l=zh-CN');
  await zh.getByTestId('discussion-total').getByText('共 2 个讨论').waitFor();
  await shoot(zh, 'list-zh');
  await zh.goto(`/discussion-detail/${did}`);
  await zh.getByTestId('comment-item').first().waitFor();
  await shoot(zh, 'detail-zh');
  await signIn(zh, 'bob');
  await zh.getByTestId('discussion-report').click();
  await zh.getByTestId('report-submit').click();
  await zh.getByTestId('report-error').getByText('举报标签和原因不能都为空').waitFor();
  await shoot(zh, 'report-zh', false);
  await zh.keyboard.press('Escape');
  await zh.goto('/discussion/P1000');
  await zh.getByTestId('discussion-post').click();
  await zh.getByTestId('d-submit').click();
  await zh.getByTestId('discussion-dialog').getByRole('alert').filter({ hasText: '讨论标题不能为空' }).waitFor();
  await shoot(zh, 'dialog-zh', false);

  // The author edits from the detail page (the category is locked there) and deletes her other post.
  await page.goto(`/discussion-detail/${did}`);
  await page.getByTestId('discussion-edit').click();
  const dialog = page.getByTestId('discussion-dialog');
  expect(await dialog.getByTestId('d-category').isDisabled()).toBe(true);
  await dialog.getByTestId('d-description').fill('Why a + b needs no loop at all');
  await dialog.getByTestId('d-submit').click();
  await page.getByText('Update Successfully').waitFor();
  await page.getByTestId('discussion-description').getByText('Why a + b needs no loop at all').waitFor();
  expect(await page.getByTestId('discussion-title').innerText()).toBe('[P1000] Prefix sums make it O(1)');
  await page.goto('/discussion?onlyMine=true');
  await page
    .getByTestId('discussion-card')
    .filter({ hasText: 'Where are the limits?' })
    .getByRole('link')
    .first()
    .click();
  await page.getByTestId('discussion-delete').click();
  await page.getByTestId('discussion-delete-dialog-confirm').click();
  await page.waitForURL(/\/discussion$/);
  await page.getByTestId('discussion-total').getByText('(1 discussion)', { exact: true }).waitFor();

  // Closed discussions: the header drops the entry, the problem page its links, the pages send home with "No Access".
  await setSwitches(h, root, { openPublicDiscussion: false });
  await page.goto('/problem/P1000');
  await page.getByTestId('problem-title').waitFor();
  expect(await page.getByTestId('problem-discussion-link').count()).toBe(0);
  expect(await page.getByTestId('desktop-nav').getByText('Discussion').count()).toBe(0);
  await page.goto(`/discussion-detail/${did}`);
  await page.waitForURL('**/home');
  await page.getByText('No Access: There is no open discussion area on the website').waitFor();
}, 240_000);

test("a running contest's Comment tab: a participant sees their own and the admins' comments and cannot reply to an admin", async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { root, pid } = await seedBoard(h);
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Weekly',
      description: 'One problem.',
      type: 0,
      auth: 0,
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', { token: root, json: { cid, pid, displayId: 'A' } });
  const carol = await registerStudent(h, 'carol', PASSWORD);
  await registerStudent(h, 'dave', PASSWORD);
  await api(h, '/api/comment', { token: root, json: { cid, content: 'Clarification: input ends with a newline.' } });
  await api(h, '/api/comment', { token: carol, json: { cid, content: 'Is the answer modulo anything?' } });

  const page = await h.newPage();
  await page.goto('/contest');
  await signIn(page, 'dave');
  await page.goto(`/contest/${cid}/comment`);
  const list = page.getByTestId('comment-list');
  await list.getByText('Clarification: input ends with a newline.').waitFor();
  expect(await list.getByText('Is the answer modulo anything?').count()).toBe(0);
  const adminComment = page.getByTestId('comment-item').first();
  await adminComment.getByTestId('role-badge').getByText('SPA').waitFor();
  expect(await adminComment.getByTestId('comment-reply').count()).toBe(0);
  await page.getByTestId('comment-box-text').fill('Thanks for the note');
  await page.getByTestId('comment-box-send').click();
  await list.getByText('Thanks for the note').waitFor();
  await page
    .getByTestId('comment-item')
    .filter({ hasText: 'Thanks for the note' })
    .getByTestId('comment-reply')
    .waitFor();
  await shoot(page, 'contest-comment-en');

  await setSwitches(h, root, { openContestComment: false });
  await page.goto(`/contest/${cid}`);
  await page.getByTestId('contest-title').waitFor();
  expect(await page.getByTestId('contest-tab-comment').count()).toBe(0);
  await page.goto(`/contest/${cid}/comment`);
  await page.waitForURL('**/home');
  await page.getByText('No Access: There is no open contest comment area on the website').waitFor();
}, 120_000);
