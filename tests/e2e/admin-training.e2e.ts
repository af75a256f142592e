import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/admin-training';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveExpecting(page: Page, message: string) {
  await page.getByTestId('training-save').click();
  await expect(page.getByTestId('training-form-error').textContent()).resolves.toBe(message);
}

/** A datetime-local value (local time) `days` days from now at hh:mm. */
function localAt(days: number, hh: number, mm: number): { input: string; ms: number } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hh, mm, 0, 0);
  const p = (n: number) => String(n).padStart(2, '0');
  return { input: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(hh)}:${p(mm)}`, ms: d.getTime() };
}

/** Three loop problems and a spare one in the bank, made by the super admin. */
async function seedProblems(h: Verdict): Promise<string> {
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  for (const [problemId, title] of [
    ['L1001', 'Loop Sum'],
    ['L1002', 'Loop Max'],
    ['L1003', 'Loop Count'],
    ['S1004', 'Spare'],
  ]) {
    await api(h, '/api/admin/problem', {
      token: root.token,
      json: {
        problem: {
          problemId,
          title,
          description: `Statement of ${title}.`,
          input: 'Input.',
          output: 'Output.',
          type: 0,
          exampleList: [{ input: '1', output: '1' }],
        },
        samples: [{ input: '1\n', output: '1\n' }],
        isUploadTestCase: false,
        languages: ['C++17'],
      },
    });
  }
  return root.token;
}

const RULES = {
  en: {
    rankRequired: 'Training rank is required',
    rankInvalid: 'The rank must be an integer from 0 to 2147483647',
    titleRequired: 'Training title is required',
    descriptionRequired: 'Training description is required',
    categoryRequired: 'Training category is required',
    passwordRequired: 'A private training needs a password',
    dueInvalid: 'The due date must be after the open-from time',
    private: 'Private',
  },
  zh: {
    rankRequired: '训练排序不能为空',
    rankInvalid: '排序必须是 0 到 2147483647 之间的整数',
    titleRequired: '训练标题不能为空',
    descriptionRequired: '训练描述不能为空',
    categoryRequired: '训练分类不能为空',
    passwordRequired: '私有训练需要设置密码',
    dueInvalid: '截止时间必须晚于开放时间',
    private: '私有',
  },
};

/**
 * Walks the save rules of doc 3 §5 on an empty form: each save names the first broken rule (in the
 * page's language) before anything is sent, and filling its field reveals the next one.
 */
async function walkRules(page: Page, texts: (typeof RULES)['en'], category: string) {
  await page.locator('#training-rank').fill('');
  await saveExpecting(page, texts.rankRequired);
  await page.locator('#training-rank').fill('12.5');
  await saveExpecting(page, texts.rankInvalid);
  await page.locator('#training-rank').fill('10');
  await saveExpecting(page, texts.titleRequired);
  await page.locator('#training-title').fill('Loops');
  await saveExpecting(page, texts.descriptionRequired);
  await page.locator('#training-description').fill('Practise **loops**.');
  await page.getByTestId('md-training-description').locator('strong', { hasText: 'loops' }).waitFor();
  await saveExpecting(page, texts.categoryRequired);
  await pick(page, 'training-category', category);
  await pick(page, 'training-auth', texts.private);
  await saveExpecting(page, texts.passwordRequired);
  await page.locator('#training-pwd').fill('loops26');
  await page.locator('#training-openFrom').fill(localAt(1, 10, 0).input);
  await page.locator('#training-dueAt').fill(localAt(1, 9, 0).input);
  await saveExpecting(page, texts.dueInvalid);
}

test('an admin makes categories, creates a training through its rules, adds, orders and removes its problems, toggles, edits and deletes it', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const token = await seedProblems(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();

  // A fresh site starts with one category; once it is removed, the form says there is none and leads to the category page.
  const fresh = await api(h, '/api/get-training-category');
  expect(fresh.map((c: { name: string }) => c.name)).toEqual(['General / 综合']);
  await api(h, `/api/admin/training/category?cid=${fresh[0].id}`, { method: 'DELETE', token });
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Create Training' }).click();
  await page.getByTestId('training-editor').waitFor();
  expect(await page.title()).toBe('Create Training - Verdict');
  await page.getByTestId('no-category-alert').getByRole('link', { name: 'Training Categories' }).click();
  await page.waitForURL('**/admin/training/category');

  // A colour that is not one is refused in the dialog; two categories are made.
  await page.getByTestId('category-create').click();
  await page.locator('#category-name').fill('Basics');
  await page.locator('#category-color').fill('blue');
  await page.getByTestId('category-dialog-save').click();
  await page.getByText('The colour must be # followed by hexadecimal digits, e.g. #409eff').waitFor();
  await page.locator('#category-color').fill('#16a34a');
  await page.getByTestId('category-dialog-save').click();
  await page.getByTestId('category-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('category-create').click();
  await page.locator('#category-name').fill('Advanced');
  await page.locator('#category-color').fill('#dc2626');
  await page.getByTestId('category-dialog-save').click();
  await page.getByTestId('category-dialog').waitFor({ state: 'detached' });
  const categories = await api(h, '/api/get-training-category');
  expect(categories.map((c: { name: string; color: string }) => `${c.name}:${c.color}`)).toEqual([
    'Basics:#16a34a',
    'Advanced:#dc2626',
  ]);
  const [basics, advanced] = categories;
  await shot(page, 'category-en');

  // The form: each rule in order, then a saved training.
  await page.goto('/admin/training/create');
  await page.getByTestId('training-editor').waitFor();
  expect(await page.locator('#training-rank').inputValue()).toBe('1000');
  await walkRules(page, RULES.en, 'Basics');
  const open = localAt(1, 10, 0);
  const due = localAt(8, 18, 0);
  await page.locator('#training-dueAt').fill(due.input);
  await page.getByTestId('training-onTimeRank').click();
  await shot(page, 'form-en');
  await page.getByTestId('training-save').click();
  await page.waitForURL('**/admin/training');
  await page.getByTestId('admin-training-list').getByText('Loops').waitFor();
  const [row] = (await api(h, '/api/admin/training/get-training-list?currentPage=1&limit=10', { token })).records;
  const saved = await api(h, `/api/admin/training?tid=${row.id}`, { token });
  expect(saved).toMatchObject({
    training: {
      rank: 10,
      title: 'Loops',
      description: 'Practise **loops**.',
      auth: 'Private',
      privatePwd: 'loops26',
      visible: true,
      openFrom: open.ms,
      dueAt: due.ms,
      onTimeRank: true,
    },
    trainingCategory: { id: basics.id, name: 'Basics' },
  });

  // Three problems from the bank found by a search; the spare one is not among them.
  await page.getByTestId(`training-problems-${row.id}`).click();
  await page.getByTestId('training-problems').waitFor();
  await page.getByTestId('training-add-public').click();
  const dialog = page.getByTestId('add-problem-dialog');
  await dialog.getByTestId('add-problem-search').fill('Loop');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByTestId('addable-S1004').waitFor({ state: 'detached' });
  for (const pid of ['L1001', 'L1002', 'L1003']) {
    await dialog.getByTestId(`addable-${pid}-add`).click();
    await page.getByTestId(`training-problem-${pid}`).waitFor();
    // Added: marked on the picker's page, no longer offered once the list is searched again.
    await dialog.getByTestId(`addable-${pid}-added`).waitFor();
  }
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByText('No problem to add').waitFor();
  await page.keyboard.press('Escape');
  const order = () =>
    page
      .getByTestId('training-problem-rows')
      .locator('[data-testid^="training-problem-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('training-problem-', '')));

  // Ranks order the list: L1003 moves first; a bad rank is refused in place.
  await page.getByTestId('tp-L1003-rank').fill('abc');
  await page.getByTestId('tp-L1003-save').click();
  await page.getByText("The problem's rank must be an integer from 0 to 2147483647").waitFor();
  await page.getByTestId('tp-L1003-rank').fill('0');
  await page.getByTestId('tp-L1003-save').click();
  await page.getByText('Update Successfully').first().waitFor();
  await page
    .locator('[data-testid="training-problem-rows"] > tr:first-child[data-testid="training-problem-L1003"]')
    .waitFor();
  expect(await order()).toEqual(['L1003', 'L1001', 'L1002']);
  await page.getByTestId('tp-L1002-remove-open').click();
  await page.getByTestId('tp-L1002-remove-confirm').click();
  await page.getByTestId('training-problem-L1002').waitFor({ state: 'detached' });
  expect(await order()).toEqual(['L1003', 'L1001']);
  const links = (await api(h, `/api/admin/training/get-problem-list?tid=${row.id}&queryExisted=true`, { token }))
    .records;
  expect(
    links.map((p: { problemId: string; link: { rank: number } }) => `${p.problemId}:${p.link.rank}`).sort(),
  ).toEqual(['L1001:1000', 'L1003:0'].sort());
  await shot(page, 'problems-en');
  // The problem editor opens from the row.
  await page.getByTestId('tp-L1001-edit').click();
  await page.waitForURL('**/admin/problem/edit/*');
  await page.getByTestId('problem-editor').waitFor();
  expect(await page.locator('#problem-title').inputValue()).toBe('Loop Sum');

  // A category in use is refused until its trainings move to another one.
  await page.goto('/admin/training/category');
  await page.getByTestId(`category-${basics.id}-delete`).click();
  await page.getByTestId('category-delete-confirm').click();
  await page
    .getByTestId('category-delete-error')
    .getByText('Trainings still use this category (1): choose a category to move them to')
    .waitFor();
  await pick(page, 'category-move-to', 'Advanced');
  await page.getByTestId('category-delete-confirm').click();
  await page.getByTestId(`category-row-${basics.id}`).waitFor({ state: 'detached' });
  await expect(
    api(h, `/api/admin/training?tid=${row.id}`, { token }).then((t) => t.trainingCategory?.id),
  ).resolves.toBe(advanced.id);

  // The visible switch saves at once; an edit keeps the other fields; search finds the training; delete.
  await page.goto('/admin/training');
  await page.getByTestId(`training-visible-${row.id}`).click();
  await page.getByText('Update Successfully').first().waitFor();
  await expect(api(h, `/api/admin/training?tid=${row.id}`, { token }).then((t) => t.training.visible)).resolves.toBe(
    false,
  );
  await page.getByTestId(`training-edit-${row.id}`).click();
  await page.getByTestId('training-editor').waitFor();
  expect(await page.locator('#training-pwd').inputValue()).toBe('loops26');
  await page.locator('#training-title').fill('Loops and Arrays');
  await page.getByTestId('training-save').click();
  await page.waitForURL('**/admin/training');
  await expect(
    api(h, `/api/admin/training?tid=${row.id}`, { token }).then((t) => [
      t.training.title,
      t.training.visible,
      t.training.dueAt,
    ]),
  ).resolves.toEqual(['Loops and Arrays', false, due.ms]);
  await page.getByTestId('training-search').fill('Arrays');
  await page.getByTestId('training-search').press('Enter');
  // The keyword is the address's: a reload shows the same filtered list with the keyword in its box.
  await page.waitForURL(/[?&]keyword=Arrays/);
  await page.reload();
  await page.getByTestId(`training-row-${row.id}`).waitFor();
  await expect(page.getByTestId('training-search').inputValue()).resolves.toBe('Arrays');
  await shot(page, 'list-en');

  // Chinese: the rules in their order with their Chinese text, the pages at 390 px.
  await page.goto('/admin/training/create?l=zh-cn');
  await page.getByTestId('training-editor').waitFor();
  await page.getByText('创建训练').first().waitFor();
  await walkRules(page, RULES.zh, 'Advanced');
  await shot(page, 'form-zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/training');
  await page.getByTestId(`training-row-${row.id}`).waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'list-390-zh');
  await page.goto(`/admin/training/${row.id}/edit`);
  await page.getByTestId('training-editor').waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'form-390-zh');
  await page.goto(`/admin/training/${row.id}/problems`);
  await page.getByTestId('training-problem-L1003').waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'problems-390-zh');
  await page.getByTestId('training-add-public').click();
  await page.getByTestId('add-problem-dialog').getByTestId('addable-S1004').waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'add-problem-390-zh');
  await page.goto('/admin/training/category');
  await page.getByTestId(`category-row-${advanced.id}`).waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'category-390-zh');

  // Deleting asks first, then the training leaves the list.
  await page.goto('/admin/training');
  await page.getByTestId(`training-delete-${row.id}-open`).click();
  await page.getByTestId(`training-delete-${row.id}-confirm`).click();
  await page.getByTestId(`training-row-${row.id}`).waitFor({ state: 'detached' });
  expect((await api(h, '/api/admin/training/get-training-list?currentPage=1&limit=10', { token })).total).toBe(0);
}, 240_000);
