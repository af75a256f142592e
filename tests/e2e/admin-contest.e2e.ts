import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { contestLinksOf } from '../../src/contract/contests.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/admin-contest';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveExpecting(page: Page, message: string) {
  await page.getByTestId('contest-save').click();
  await expect(page.getByTestId('contest-form-error').textContent()).resolves.toBe(message);
}

/** A datetime-local value (local time) `days` days from now at hh:mm. */
function localAt(days: number, hh: number, mm: number): { input: string; ms: number } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hh, mm, 0, 0);
  const p = (n: number) => String(n).padStart(2, '0');
  return { input: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(hh)}:${p(mm)}`, ms: d.getTime() };
}

/** Four ACM problems and one OI problem in the bank, made by the super admin. */
async function seedProblems(h: Verdict): Promise<string> {
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  const make = (problemId: string, title: string, type: number) =>
    api(h, '/api/admin/problem', {
      token: root.token,
      json: {
        problem: {
          problemId,
          title,
          description: `Statement of ${title}.`,
          input: 'Input.',
          output: 'Output.',
          type,
          exampleList: [{ input: '1', output: '1' }],
        },
        samples: [{ input: '1\n', output: '1\n', score: type === 1 ? 100 : null }],
        isUploadTestCase: false,
        languages: ['C++17'],
      },
    });
  for (const [id, title] of [
    ['P1001', 'Balloons'],
    ['P1002', 'Penalty'],
    ['P1003', 'First Blood'],
    ['P1004', 'Spare'],
  ])
    await make(id!, title!, 0);
  await make('O2001', 'Partial Sums', 1);
  return root.token;
}

test('an admin creates an ACM contest through its rules, adds three problems, creates a fourth inside it, edits a colour, hides, clones and deletes the clone', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const token = await seedProblems(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Create Contest' }).click();
  await page.waitForURL('**/admin/contest/create');
  await page.getByTestId('contest-editor').waitFor();
  expect(await page.title()).toBe('Create Contest - Verdict');

  // The save rules answer one at a time, in the order of doc 3 §5, before anything is sent.
  await saveExpecting(page, 'Contest Title is required');
  await page.locator('#contest-title').fill('Spring Lab Test');
  await saveExpecting(page, 'Contest Description is required');
  await page.locator('#contest-description').fill('Three problems, **ACM** rules.');
  await page.getByTestId('md-contest-description').locator('strong', { hasText: 'ACM' }).waitFor();
  await saveExpecting(page, 'Contest Start Time is required');
  const start = localAt(1, 10, 0);
  const end = localAt(1, 12, 0);
  await page.locator('#contest-startTime').fill(start.input);
  await saveExpecting(page, 'Contest End Time is required');
  // An end before the start shows the time check and a duration of 0.
  await page.locator('#contest-endTime').fill(localAt(1, 9, 0).input);
  await page.getByText('The end time is before the start time: the duration is 0.').waitFor();
  expect(await page.getByTestId('contest-duration').textContent()).toBe('0 h 0 min');
  await saveExpecting(page, 'The duration of the contest cannot be less than or equal to zero!');
  await page.locator('#contest-endTime').fill(end.input);
  expect(await page.getByTestId('contest-duration').textContent()).toBe('2 h 0 min');
  await pick(page, 'contest-auth', 'Protected');
  await saveExpecting(page, 'A private or protected contest needs a password');
  await page.locator('#contest-pwd').fill('spring26');

  // Seal: a two-hour ACM contest starts at 60 minutes before the end; 30 minutes is picked.
  await page.getByTestId('contest-sealRank').click();
  expect(await page.getByTestId('contest-sealChoice').textContent()).toBe('60 minutes before the end');
  await pick(page, 'contest-sealChoice', '30 minutes before the end');
  // A 45-minute window disables the 60-minute option (and keeps 30).
  await page.locator('#contest-endTime').fill(localAt(1, 10, 45).input);
  await page.getByTestId('contest-sealChoice').click();
  expect(
    await page.getByRole('option', { name: '60 minutes before the end' }).getAttribute('data-disabled'),
  ).not.toBeNull();
  expect(
    await page.getByRole('option', { name: '30 minutes before the end' }).getAttribute('data-disabled'),
  ).toBeNull();
  await page.keyboard.press('Escape');
  await page.locator('#contest-endTime').fill(end.input);

  // Two star users, trimmed; a second copy is warned and refused.
  for (const name of ['alice', ' bob ', 'alice']) {
    await page.getByTestId('star-input').fill(name);
    await page.getByTestId('star-add').click();
  }
  await page.getByTestId('star-warning').getByText('Please do not add existing star user repeatedly!').waitFor();
  expect(await page.getByTestId('star-list').innerText()).toBe('alice\nbob');

  // Awards by count bring back the three defaults.
  await pick(page, 'contest-awardType', 'Count');
  expect(await page.locator('#award-0-name').inputValue()).toBe('Gold');
  expect(await page.locator('#award-2-name').inputValue()).toBe('Bronze');
  await page.locator('#award-0-num').fill('1');

  // The account limit previews the names it admits.
  await page.getByTestId('contest-openAccountLimit').click();
  await page.locator('#account-prefix').fill('stu');
  await page.locator('#account-start').fill('1');
  await page.locator('#account-end').fill('3');
  await page.locator('#account-extra').fill('teacher');
  expect((await page.getByTestId('account-preview').innerText()).replace(/\s+/g, ' ')).toBe(
    'Accounts admitted (4): stu1 stu2 stu3 teacher',
  );
  await shot(page, 'form-en');

  await page.getByTestId('contest-save').click();
  await page.waitForURL('**/admin/contest');
  await page.getByTestId('admin-contest-list').getByText('Spring Lab Test').waitFor();
  const [row] = (await api(h, '/api/admin/contest/get-contest-list?currentPage=1&limit=10', { token })).records;
  const saved = await api(h, `/api/admin/contest?cid=${row.id}`, { token });
  expect(saved).toMatchObject({
    title: 'Spring Lab Test',
    type: 0,
    auth: 2,
    pwd: 'spring26',
    startTime: start.ms,
    endTime: end.ms,
    sealRank: true,
    sealRankTime: end.ms - 30 * 60_000,
    starAccount: ['alice', 'bob'],
    awardType: 2,
    openAccountLimit: true,
    visible: true,
  });
  expect(saved.awardConfigList.map((a: { name: string; num: number }) => `${a.name}:${a.num}`)).toEqual([
    'Gold:1',
    'Silver:20',
    'Bronze:30',
  ]);

  // Editing keeps every field and locks the rule type.
  await page.getByTestId(`contest-edit-${row.id}`).click();
  await page.getByTestId('contest-editor').waitFor();
  expect(await page.getByTestId('contest-type').isDisabled()).toBe(true);
  expect(await page.getByTestId('contest-sealChoice').textContent()).toBe('30 minutes before the end');
  expect(await page.locator('#account-prefix').inputValue()).toBe('stu');
  await page.goto('/admin/contest');

  // Three problems from the bank under A, B and C; the OI problem is not offered to an ACM contest.
  await page.getByTestId(`contest-problems-${row.id}`).click();
  await page.getByTestId('contest-problems').waitFor();
  await page.getByTestId('contest-add-public').click();
  const dialog = page.getByTestId('add-problem-dialog');
  await dialog.getByText('An ACM contest accepts ACM problems (and remote ones) only.').waitFor();
  await dialog.getByTestId('addable-P1001').waitFor();
  expect(await dialog.getByTestId('addable-O2001').count()).toBe(0);
  for (const [pid, displayId] of [
    ['P1001', 'A'],
    ['P1002', 'B'],
    ['P1003', 'C'],
  ]) {
    await dialog.getByTestId(`addable-${pid}-add`).click();
    expect(await dialog.getByTestId('add-problem-displayId').inputValue()).toBe(displayId!);
    await dialog.getByTestId('add-problem-confirm').click();
    await page.getByTestId(`contest-problem-${displayId}`).waitFor();
  }
  await dialog.getByTestId('add-problem-search').fill('Spare');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByTestId('addable-P1004').waitFor();
  expect(await dialog.getByTestId('addable-P1001').count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('cp-B-color').fill('#ff0000');
  await page.getByTestId('cp-B-save').click();
  await page.getByText('Update Successfully').first().waitFor();
  const links = contestLinksOf(await api(h, `/api/admin/contest/get-problem-list?cid=${row.id}`, { token }));
  expect(links.map((l) => `${l.displayId}:${l.problem?.problemId}:${l.color}`)).toEqual([
    'A:P1001:null',
    'B:P1002:#ff0000',
    'C:P1003:null',
  ]);
  await shot(page, 'problems-en');

  // "Create problem" opens the problem editor with contest visibility and the contest's display fields.
  await page.getByTestId('contest-create-problem').click();
  await page.getByTestId('problem-editor').waitFor();
  await page.getByTestId('problem-contest-fields').waitFor();
  expect(await page.getByTestId('problem-auth').textContent()).toBe('Contest');
  await page.locator('#problem-problemId').fill('C3001');
  await page.locator('#problem-title').fill('Inside');
  await page.getByTestId('problem-save').click();
  await expect(page.getByTestId('problem-form-error').textContent()).resolves.toBe(
    'Contest display ID and display title are required',
  );
  await page.locator('#problem-contestDisplayId').fill('D');
  await page.locator('#problem-contestDisplayTitle').fill('Inside Job');
  await page.locator('#problem-description').fill('Print the input.');
  await page.locator('#problem-input').fill('One integer.');
  await page.locator('#problem-output').fill('The same integer.');
  await page.getByTestId('cases-manual').click();
  await page.getByTestId('manual-cases-0-input').fill('7\n');
  await page.getByTestId('manual-cases-0-output').fill('7\n');
  await page.getByTestId('lang-C++17').and(page.locator('[data-state="checked"]')).waitFor();
  await page.getByTestId('problem-save').click();
  await page.waitForURL(`**/admin/contest/${row.id}/problems`);
  await page.getByTestId('contest-problem-D').waitFor();
  const inside = contestLinksOf(await api(h, `/api/admin/contest/get-problem-list?cid=${row.id}`, { token })).find(
    (l) => l.displayId === 'D',
  )!;
  expect(inside).toMatchObject({
    displayTitle: 'Inside Job',
    problem: { problemId: 'C3001', title: 'Inside', auth: 3, type: 0 },
  });
  // Its editor opens from the list and comes back to it.
  await page.getByTestId('cp-D-edit').click();
  await page.waitForURL(`**/admin/contest/${row.id}/problem/${inside.pid}/edit`);
  expect(await page.locator('#problem-title').inputValue()).toBe('Inside');
  expect(await page.title()).toBe('Edit Contest Problem - Verdict');

  // The visible switch saves at once; a clone appears and is deleted after confirming.
  await page.goto('/admin/contest');
  await page.getByTestId(`contest-visible-${row.id}`).click();
  await page.getByText('Update Successfully').first().waitFor();
  await expect(api(h, `/api/admin/contest?cid=${row.id}`, { token }).then((c) => c.visible)).resolves.toBe(false);
  await page.getByTestId(`contest-clone-${row.id}`).click();
  const list = page.getByTestId('admin-contest-list');
  await list.locator('[data-testid^="contest-row-"]').nth(1).waitFor();
  const copyId = (await api(h, '/api/admin/contest/get-contest-list?currentPage=1&limit=10', { token })).records
    .map((r: { id: number }) => r.id)
    .find((id: number) => id !== row.id);
  await shot(page, 'list-en');
  // The accepted code downloads as a zip, split as chosen.
  await page.getByTestId(`contest-download-${row.id}-open`).click();
  await pick(page, `download-${row.id}-split`, 'One per problem');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`contest-download-${row.id}-submit`).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  await page.getByTestId(`contest-download-${row.id}`).waitFor({ state: 'detached' });
  await page.getByTestId(`contest-delete-${copyId}-open`).click();
  await page.getByTestId(`contest-delete-${copyId}-confirm`).click();
  await page.getByTestId(`contest-row-${copyId}`).waitFor({ state: 'detached' });
  expect((await api(h, '/api/admin/contest/get-contest-list?currentPage=1&limit=10', { token })).total).toBe(1);

  // Chinese and 390 px.
  await page.goto('/admin/contest?l=zh-cn');
  await page.getByText('比赛列表').first().waitFor();
  await shot(page, 'list-zh');
  await page.goto(`/admin/contest/${row.id}/edit`);
  await page.getByTestId('contest-editor').waitFor();
  await page.getByText('封榜时间').first().waitFor();
  await shot(page, 'form-zh');
  // A new OI contest: the OI score type appears and a switched-on seal starts from the start.
  await page.goto('/admin/contest/create');
  await page.getByTestId('contest-editor').waitFor();
  expect(await page.getByTestId('contest-oiRankScoreType').count()).toBe(0);
  await pick(page, 'contest-type', 'OI');
  await pick(page, 'contest-oiRankScoreType', '最高得分');
  await page.locator('#contest-startTime').fill(start.input);
  await page.locator('#contest-endTime').fill(end.input);
  await page.getByTestId('contest-sealRank').click();
  expect(await page.getByTestId('contest-sealChoice').textContent()).toBe('比赛开始时');
  await page.getByTestId('contest-save').click();
  await expect(page.getByTestId('contest-form-error').textContent()).resolves.toBe('比赛标题不能为空');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/contest');
  await page.getByTestId(`contest-row-${row.id}`).waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'list-390-zh');
  await page.goto(`/admin/contest/${row.id}/edit`);
  await page.getByTestId('contest-editor').waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'form-390-zh');
  await page.goto(`/admin/contest/${row.id}/problems`);
  await page.getByTestId('contest-add-public').click();
  await page.getByTestId('add-problem-dialog').getByTestId('addable-P1004-add').click();
  await page.getByTestId('add-problem-prompt').waitFor();
  expect(await noOverflow(page)).toBe(0);
  await shot(page, 'add-problem-390-zh');
}, 180_000);
