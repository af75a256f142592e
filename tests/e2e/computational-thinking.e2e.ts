// A computational-thinking contest: the back office's choice problems (one with a picture) in a
// type-2 contest; two students answer in Chromium (English and Chinese, wide and 390 px), one hands
// in and finds saving closed, and the board shows both.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { MIN, registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, login, makePng, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/computational-thinking';

async function uploadPng(h: Verdict, token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(png)], 'clock.png', { type: 'image/png' }));
  const res = await fetch(`${h.url}/api/file/upload-md-img`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const env = (await res.json()) as { status: number; msg: string; data: { link: string } };
  if (env.status !== 200) throw new Error(env.msg);
  return env.data.link;
}

function choiceProblem(problemId: string, title: string, answer: string, image = '') {
  return {
    problemId,
    title,
    description: `**${title}**: choose one.`,
    image,
    answer,
    analysis: `The answer is ${answer}.`,
    auth: 1,
    options: [
      ['Two', image],
      ['Three', ''],
      ['Four', ''],
      ['Five', ''],
    ].map(([text, img]) => ({ text, image: img })),
  };
}

async function signIn(page: Page, lang: 'en-us' | 'zh-cn', username: string) {
  await page.goto(`/home?l=${lang}`);
  await openLogin(page);
  await login(page, username, STUDENT_PASSWORD);
  await page.getByTestId('user-menu').waitFor();
}

/** Opens a problem of the contest from its list (the list's order is drawn per load) and saves a choice. */
async function answer(page: Page, cid: number, title: string, letter: string) {
  await page.goto(`/contest/${cid}/problems`);
  await page.getByTestId('contest-problem-row').nth(2).waitFor();
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.getByTestId('choice-panel').waitFor();
  await page.getByTestId(`choice-option-${letter}`).click();
  await page.getByTestId('choice-submit').click();
  await page.getByTestId('choice-saved').filter({ hasText: letter }).waitFor();
}

test('students answer a sealed computational-thinking contest, one hands in, and the board shows both once it ends', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { submissionFrequency: 0 } });
  const pictures = await h.newPage();
  const link = await uploadPng(h, root, await makePng(pictures, 320, 160));
  expect(link.startsWith('/api/public/file/')).toBe(true);
  const pids: number[] = [];
  for (const [id, title, right, image] of [
    ['CT1', 'One plus two', 'B', link],
    ['CT2', 'Two plus two', 'C', ''],
    ['CT3', 'Three plus two', 'D', ''],
  ] as const) {
    pids.push(
      (await api(h, '/api/admin/choice-problem', { token: root, json: choiceProblem(id, title, right, image) })).id,
    );
  }
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Thinking Cup',
      description: 'Three choices.',
      type: 2,
      auth: 0,
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      openRank: true,
    },
  });
  for (const [i, pid] of pids.entries()) {
    await api(h, '/api/admin/contest/add-problem-from-public', {
      token: root,
      json: { cid, pid, displayId: 'ABC'[i], color: '#0ea5e9' },
    });
  }
  const amyToken = await registerStudent(h, 'amy2026');
  await registerStudent(h, 'bob2026');

  // Amy, in English: the CT list shows the contest (the ordinary list leaves it out), then she answers two problems.
  const amy = await h.newPage({ locale: 'en-US' });
  await signIn(amy, 'en-us', 'amy2026');
  // The header's one Thinking entry opens the area; its tabs lead to the contests.
  await amy.getByTestId('desktop-nav').getByRole('link', { name: 'Thinking' }).click();
  await amy.getByTestId('thinking-tabs').waitFor();
  await amy.getByTestId('thinking-tab-computationalThinkingContest').click();
  await amy.waitForURL('**/computationalThinkingContest');
  await amy.getByTestId('contest-row').first().waitFor();
  expect(await amy.getByTestId('filter-rule').count()).toBe(0);
  expect(await amy.getByTestId('contest-title').allTextContents()).toEqual(['Thinking Cup']);
  await amy.screenshot({ path: `${SHOTS}/list-en.png` });
  await answer(amy, cid, 'One plus two', 'B');
  expect(await amy.getByTestId('choice-image').isVisible()).toBe(true);
  expect(await amy.getByTestId(`choice-option-A`).locator('img').count()).toBe(1);
  // While the contest runs, no analysis and no verdict: only that the answer is saved.
  expect(await amy.getByTestId('choice-analysis').count()).toBe(0);
  await amy.screenshot({ path: `${SHOTS}/problem-en.png` });
  await answer(amy, cid, 'Two plus two', 'A');
  // Her last saved answer is restored on a new visit.
  await amy.reload();
  await amy.getByTestId('choice-saved').filter({ hasText: 'A' }).waitFor();
  expect(await amy.getByTestId('choice-option-A').locator('input').isChecked()).toBe(true);

  // She hands in after a confirmation: the button and saving close, and the server refuses a further answer.
  await amy.getByTestId('hand-in-button').click();
  await amy.getByTestId('hand-in-confirm-confirm').click();
  await amy.getByTestId('choice-handed-in').waitFor();
  expect(await amy.getByTestId('hand-in-button').isDisabled()).toBe(true);
  expect(await amy.getByTestId('choice-submit').isDisabled()).toBe(true);
  expect(await amy.getByTestId('hand-in-note').textContent()).toContain('Handed in at');
  await amy.screenshot({ path: `${SHOTS}/handed-in-en.png` });
  const refused = (await fetch(`${h.url}/api/submit-c-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US', Authorization: amyToken },
    body: JSON.stringify({ pid: 'A', selection: 'C', cid }),
  }).then((r) => r.json())) as { status: number; msg: string };
  expect(refused.msg).toBe('You have handed in this contest: your answers can no longer change');

  // Bob, in Chinese on a 390 px phone: one answer, saved, the hand-in still open to him.
  const bob = await h.newPage({ locale: 'zh-CN' });
  await signIn(bob, 'zh-cn', 'bob2026');
  await bob.setViewportSize({ width: 390, height: 844 });
  await answer(bob, cid, 'Three plus two', 'D');
  expect(await bob.getByTestId('choice-saved').textContent()).toContain('已保存答案：D');
  expect(await bob.getByTestId('hand-in-button').isDisabled()).toBe(false);
  await bob.screenshot({ path: `${SHOTS}/problem-zh-390.png`, fullPage: true });

  // While it runs the board is sealed: it says so, and nobody's score shows.
  await amy.goto(`/contest/${cid}/rank`);
  const board = amy.getByTestId('board-table');
  await amy.getByTestId('board-sealed').waitFor();
  await board.waitFor();
  expect(await board.textContent()).not.toContain('100');
  await amy.screenshot({ path: `${SHOTS}/board-sealed-en.png` });

  // The admin ends the contest: the seal lifts, Amy with one correct answer (100), Bob with one (100).
  const stored = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
  // It ends now: every answer saved so far lies before the end.
  await api(h, '/api/admin/contest', { method: 'PUT', token: root, json: { ...stored, endTime: Date.now() } });
  await amy.reload();
  await board.getByText('bob2026').waitFor();
  await board.getByText('100').first().waitFor();
  expect(await board.textContent()).toContain('amy2026');
  const rows = await board.locator('tbody tr').allTextContents();
  expect(rows.find((r) => r.includes('amy2026'))).toContain('100');
  expect(rows.find((r) => r.includes('bob2026'))).toContain('100');
  await amy.screenshot({ path: `${SHOTS}/board-en.png` });

  // The back office's CT contests: the list, a contest's form under the CT path (type locked, the seal explained), a new one starting as CT.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.goto('/admin/computational-thinking-contest');
  await admin.getByTestId(`contest-edit-${cid}`).click();
  await admin.waitForURL(`**/admin/computational-thinking-contest/${cid}/edit`);
  await admin.getByTestId('contest-ct-sealed').waitFor();
  expect(await admin.locator('#contest-type').textContent()).toContain('Computational');
  await admin.goto('/admin/computational-thinking-contest/create');
  await admin.getByTestId('contest-ct-sealed').waitFor();
  await admin.screenshot({ path: `${SHOTS}/admin-create-en.png`, fullPage: true });
});
