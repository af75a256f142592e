// Trainings as a student and as their admin: a category and a private training of three problems
// seeded through the API; a visitor asked to log in; a student registers with the password and
// solves two problems from the focus mode through the real judge; the list's progress column,
// the training rank (late accepts marked, real names for the admin, female rows highlighted) and
// the admin's progress grid with its filters and CSV show it.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { judged, MIN, registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, seed, typeCode } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/training';
const DAY = 24 * 60 * MIN;

/** A copy of the seeded A + B problem under another id and title; answers its internal id. */
async function sumProblem(h: Verdict, root: string, problemId: string, title: string): Promise<number> {
  const saved = await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: {
        problemId,
        title,
        description: 'Print $a+b$.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [{ input: '1 2', output: '3' }],
        difficulty: 1,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '20 22\n', output: '42\n' },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  return saved.id as number;
}

/** The category, a private training of three problems due in a week, and an empty public training. */
async function seedTrainings(h: Verdict, root: string) {
  const category = await api(h, '/api/admin/training/category', {
    token: root,
    json: { name: 'Warm-up', color: '#0ea5e9' },
  });
  const training = {
    rank: 1,
    title: 'Summer warm-up',
    description: 'Three **sums** to start the summer.',
    auth: 'Private',
    privatePwd: 'warm-up',
    visible: true,
    openFrom: null,
    dueAt: Date.now() + 7 * DAY,
    onTimeRank: false,
  };
  const saved = await api(h, '/api/admin/training', {
    token: root,
    json: { training, trainingCategory: { id: category.id } },
  });
  const tid = saved.training.id as number;
  const p1000 = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id as number;
  const pids = [
    p1000,
    await sumProblem(h, root, 'P1001', 'Sum again'),
    await sumProblem(h, root, 'P1002', 'Sum once more'),
  ];
  for (const [i, pid] of pids.entries()) {
    await api(h, '/api/admin/training/add-problem-from-public', {
      token: root,
      json: { tid, pid, displayId: `T${i + 1}` },
    });
  }
  await api(h, '/api/admin/training', {
    token: root,
    json: {
      training: {
        ...training,
        rank: 2,
        title: 'Reading shelf',
        description: 'Nothing to solve yet.',
        auth: 'Public',
        privatePwd: '',
        dueAt: null,
      },
      trainingCategory: { id: category.id },
    },
  });
  return { tid, training, categoryId: category.id as number };
}

async function shoot(page: Page, name: string, narrow = true) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (!narrow) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function solveInFocus(page: Page, displayId: string) {
  await typeCode(page, AB_CPP);
  await page.getByTestId('submit-code').click();
  await page
    .locator(`[data-testid="problem-bar-item"][data-display-id="${displayId}"][data-status="0"]`)
    .waitFor({ timeout: 90_000 });
}

test('a student registers for a private training and solves two problems; the list, the rank and the admin grid show it', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = await seed(h);
  const { tid, training, categoryId } = await seedTrainings(h, root);
  const amy = await registerStudent(h, 'amy2026');
  await api(h, '/api/change-userInfo', {
    token: amy,
    json: { realname: 'Amy Lin', gender: 'female', school: 'North High' },
  });
  const bob = await registerStudent(h, 'bob2026');
  await api(h, '/api/change-userInfo', { token: bob, json: { realname: 'Bob Wu', gender: 'male' } });

  // A visitor sees the list without the progress column; opening a training asks for a login.
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/training?l=en-us');
  await page.getByTestId('training-row').nth(1).waitFor();
  expect(await page.getByTestId('training-progress').count()).toBe(0);
  await page.getByTestId('training-title').filter({ hasText: 'Summer warm-up' }).click();
  await page.getByText('Please login first').first().waitFor();
  await page.getByTestId('login-modal').waitFor();
  await login(page, 'amy2026', STUDENT_PASSWORD);
  await page.getByTestId('user-menu').waitFor();

  // Signed in: the progress column, 0.00% of three problems and 100.00% of none; the auth filter keeps the URL.
  const progress = (title: string) =>
    page.getByTestId('training-row').filter({ hasText: title }).getByTestId('training-progress');
  await progress('Reading shelf').waitFor();
  expect(await progress('Summer warm-up').getAttribute('data-percent')).toBe('0');
  expect(await progress('Reading shelf').getAttribute('data-percent')).toBe('100');
  await page.getByTestId('filter-auth').getByRole('button', { name: 'Private' }).click();
  await page.waitForURL('**/training?auth=Private');
  await page.getByTestId('training-row').filter({ hasText: 'Reading shelf' }).waitFor({ state: 'detached' });
  // The filtered page's rows arrive after the old ones leave.
  await page.getByTestId('training-row').filter({ hasText: 'Summer warm-up' }).waitFor();
  expect(await page.getByTestId('training-title').allTextContents()).toEqual(['Summer warm-up']);
  await page.getByTestId('filter-category').getByRole('button', { name: 'Warm-up' }).click();
  await page.waitForURL(`**/training?categoryId=${categoryId}&auth=Private`);

  // The private training: problems and rank disabled until the password is given.
  await page.getByTestId('training-title').click();
  await page.waitForURL(`**/training/${tid}`);
  await page.getByTestId('training-password').waitFor();
  expect(await page.getByTestId('training-tab-problems').isDisabled()).toBe(true);
  expect(await page.getByTestId('training-tab-rank').isDisabled()).toBe(true);
  expect(await page.getByTestId('training-dates').textContent()).toContain('Due');
  await page.getByTestId('training-password-submit').click();
  await page.getByTestId('training-password-error').getByText('Enter the training password').waitFor();
  await shoot(page, 'locked-en');
  await page.getByTestId('training-password-input').fill('guess');
  await page.getByTestId('training-password-submit').click();
  await page.getByTestId('training-password-error').getByText('The training password is wrong').waitFor();
  await page.getByTestId('training-password-input').fill('warm-up');
  await page.getByTestId('training-password-submit').click();
  await page.getByText('Register training successfully').waitFor();
  await page.getByTestId('training-password').waitFor({ state: 'detached' });
  expect(await page.getByTestId('training-tab-problems').isDisabled()).toBe(false);

  // The problem list, then the first problem in focus mode; the bar leads to the second, still in focus.
  await page.getByTestId('training-tab-problems').click();
  await page.getByTestId('training-problem-row').nth(2).waitFor();
  expect(await page.getByTestId('training-problem-row').allInnerTexts()).toEqual([
    expect.stringContaining('T1'),
    expect.stringContaining('T2'),
    expect.stringContaining('T3'),
  ]);
  await shoot(page, 'problems-en');
  await page.getByTestId('training-problem-row').first().getByText('A + B').click();
  await page.waitForURL(`**/training/${tid}/problem/P1000`);
  await page.getByTestId('problem-title').getByText('T1').waitFor();
  await page.getByTestId('editor-focus').click();
  await solveInFocus(page, 'T1');
  await page.locator('[data-testid="problem-bar-item"][data-display-id="T2"]').click();
  await page.waitForURL(`**/training/${tid}/problem/P1001/full-screen`);
  await page.locator('[data-testid="problem-page"][data-focus="true"]').getByText('Sum again').first().waitFor();
  await solveInFocus(page, 'T2');
  await shoot(page, 'focus-en', false);
  // The submissions carry the training (the server checked it).
  const mine = await api(h, '/api/get-submission-list?onlyMine=true', { token: amy });
  expect(mine.records.map((s: { tid: number | null }) => s.tid)).toEqual([tid, tid]);

  // The list's progress: two of three.
  await page.goto('/training');
  await progress('Summer warm-up').waitFor();
  expect(await progress('Summer warm-up').getAttribute('data-percent')).toBe('66.67');
  expect(await progress('Summer warm-up').textContent()).toContain('66.67%');
  await shoot(page, 'list-en');

  // The due date passes (Amy's accepts came before it); Bob registers and solves one problem late, through the API.
  await api(h, '/api/admin/training', {
    method: 'PUT',
    token: root,
    json: { training: { ...training, id: tid, dueAt: Date.now() }, trainingCategory: { id: categoryId } },
  });
  await api(h, '/api/register-training', { token: bob, json: { tid, password: 'warm-up' } });
  expect((await judged(h, bob, { pid: 'P1002', code: AB_CPP, tid })).status).toBe(0);

  // The student's rank: Amy first with two accepted, Bob's accept marked late; no real names.
  await page.goto(`/training/${tid}/rank`);
  const amyRow = page.locator('[data-testid="rank-row"][data-username="amy2026"]');
  await amyRow.waitFor();
  expect(
    await page.getByTestId('rank-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username'))),
  ).toEqual(['amy2026', 'bob2026']);
  expect(await amyRow.getByTestId('rank-ac').textContent()).toBe('2');
  expect(await amyRow.locator('[data-state="ac"]').count()).toBe(2);
  expect(
    await page
      .locator('[data-testid="rank-row"][data-username="bob2026"] [data-display-id="T3"] [data-state="late"]')
      .count(),
  ).toBe(1);
  expect(await page.getByTestId('rank-realname-head').count()).toBe(0);
  await shoot(page, 'rank-student-en');

  // The admin: real names in the rank, Amy's row highlighted, and the progress grid.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/home?l=en-us');
  await openLogin(admin);
  await login(admin, 'root', h.rootPassword);
  await admin.getByTestId('user-menu').waitFor();
  await admin.goto(`/training/${tid}/rank`);
  await admin.getByTestId('rank-realname').first().waitFor();
  expect(await admin.getByTestId('rank-realname').allTextContents()).toEqual(['Amy Lin', 'Bob Wu']);
  expect(await admin.locator('[data-testid="rank-row"][data-username="amy2026"]').getAttribute('class')).toContain(
    'bg-pink-50',
  );
  await shoot(admin, 'rank-admin-en');
  await admin.getByTestId('training-tab-progress').click();
  await admin.getByTestId('grid-row').nth(1).waitFor();
  const states = (username: string) =>
    admin
      .locator(`[data-testid="grid-row"][data-username="${username}"] [data-testid="grid-cell"]`)
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state')));
  expect(await states('amy2026')).toEqual(['onTime', 'onTime', 'untouched']);
  expect(await states('bob2026')).toEqual(['untouched', 'untouched', 'late']);
  await admin.getByTestId('grid-state').locator('[data-state="late"]').click();
  expect(
    await admin.getByTestId('grid-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username'))),
  ).toEqual(['bob2026']);
  await admin.getByTestId('grid-state').locator('[data-state="all"]').click();
  await shoot(admin, 'grid-en');
  await admin.getByTestId('grid-name').fill('amy lin');
  expect(
    await admin.getByTestId('grid-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username'))),
  ).toEqual(['amy2026']);
  expect(await admin.getByTestId('grid-csv').getAttribute('href')).toBe(
    `/api/file/download-training-progress?tid=${tid}`,
  );
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('grid-csv').click()]);
  const csv = await Bun.file((await download.path())!).text();
  expect(csv).toContain('amy2026');
  expect(csv).toContain('bob2026');

  // Everything again in Chinese (the student's pages and the admin's grid).
  for (const [path, name, content] of [
    ['/training', 'list', 'training-row'],
    [`/training/${tid}/problems`, 'problems', 'training-problem-row'],
    [`/training/${tid}/rank`, 'rank-student', 'rank-row'],
  ] as const) {
    await page.goto(`${path}?l=zh-cn`);
    await page.getByTestId(content).first().waitFor();
    await shoot(page, `${name}-zh`);
  }
  await page.goto(`/training/${tid}/problem/P1000/full-screen?l=zh-cn`);
  await page.locator('[data-testid="problem-page"][data-focus="true"]').waitFor();
  await page.locator('[data-testid="problem-bar-item"][data-status="0"]').nth(1).waitFor();
  await shoot(page, 'focus-zh', false);
  await admin.goto(`/training/${tid}/progress?l=zh-cn`);
  await admin.getByTestId('grid-row').first().waitFor();
  await shoot(admin, 'grid-zh');
}, 400_000);
