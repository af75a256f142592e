/** The teacher's afternoon, step by step as the teacher clicks them (teacher-afternoon.e2e.ts). */
import { expect } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import type { Verdict } from './harness.ts';
import { login, openLogin } from './ui-helpers.ts';
import { CLASS, EXAM_PASSWORD, localInput, pick, rosterCsv } from './teacher-helpers.ts';

export const SHOTS = '/tmp/t26-shots';
export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
export const TEACHER = { username: 'mswang', realname: '王老师', password: 'teach-2026' };

/** A fresh context on the site's home, signed in from the header. */
export async function signedIn(h: Verdict, username: string, password: string): Promise<Page> {
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/?l=en-us');
  await openLogin(page);
  await login(page, username, password);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The id in the first `{prefix}{id}` test id inside a list. */
export async function idIn(page: Page, list: string, prefix: string): Promise<number> {
  const row = page.getByTestId(list).locator(`[data-testid^="${prefix}"]`);
  // The list's own state line (loading, empty) shares the prefix: wait for a row with an id.
  await page.waitForFunction(
    ([l, p]) =>
      [...document.querySelectorAll(`[data-testid="${l}"] [data-testid^="${p}"]`)].some((e) =>
        /^\d+$/.test((e.getAttribute('data-testid') ?? '').slice(p.length)),
      ),
    [list, prefix] as const,
  );
  const ids = await row.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  const id = ids.map((t) => Number(t.slice(prefix.length))).find((n) => Number.isInteger(n) && n > 0);
  if (!id) throw new Error(`no ${prefix}{id} in ${list}: ${ids.join(' ')}`);
  return id;
}

/** The user menu's Management entry, then a link of the back office's side menu. */
export async function backOffice(page: Page, href: string) {
  if (!page.url().includes('/admin')) {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Management' }).click();
    await page.getByTestId('admin-sidebar').waitFor();
  }
  await page.getByTestId('admin-sidebar').locator(`a[href="${href}"]`).click();
}

/** The root adds the teacher through the users page's "Add user" form. */
export async function rootAddsTeacher(h: Verdict) {
  const root = await signedIn(h, 'root', h.rootPassword);
  await backOffice(root, '/admin/user');
  await root.getByTestId('user-add').click();
  const dialog = root.getByTestId('user-add-dialog');
  for (const [field, value] of Object.entries(TEACHER)) await dialog.locator(`#user-add-${field}`).fill(value);
  await pick(root, 'user-add-role', 'Teacher');
  await dialog.getByTestId('user-add-save').click();
  await dialog.waitFor({ state: 'hidden' });
  await root.getByText(TEACHER.username, { exact: true }).first().waitFor();
  await shot(root, '01-root-added-teacher');
  await root.context().close();
}

/** Accounts from the class file in the back office; the starter problems from the empty problem list. */
export async function teacherPreparesBank(page: Page) {
  await backOffice(page, '/admin/user/import');
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'class-7a.csv', mimeType: 'text/csv', buffer: rosterCsv() });
  await page.getByTestId('import-summary').waitFor();
  expect(await page.getByTestId('import-fates').textContent()).toBe(
    '4 to create, 0 existing (left unchanged), 0 invalid',
  );
  await shot(page, '02-import-preview');
  await page.getByTestId('import-confirm').click();
  await page.getByText('4 accounts imported').waitFor({ timeout: 120_000 });

  await backOffice(page, '/admin/problems');
  // The bank is empty: its list offers the starter problems, and fills once they are installed.
  await page.getByTestId('starter-set-install').click();
  await shot(page, '03-starter-offer');
  await page.getByTestId('starter-set-confirm-confirm').click();
  await page.locator('[data-testid^="problem-row-"]').first().waitFor({ timeout: 120_000 });
  await shot(page, '03-starter-installed');
}

/** The class group, made from the group list, and its members from the same class file. */
export async function teacherMakesGroup(page: Page): Promise<number> {
  await page.getByTestId('admin-sidebar').locator('a[href="/home"]').click();
  await page.getByTestId('desktop-nav').locator('a[href="/group"]').click();
  await page.getByTestId('group-create').click();
  await page.getByTestId('group-form-name').fill(CLASS.name);
  await page.getByTestId('group-form-shortName').fill(CLASS.shortName);
  await page.getByTestId('group-form-brief').fill('Homework and exams of class 7A');
  await pick(page, 'group-form-auth', 'Private');
  await page.getByTestId('group-form-code').fill('K7Q2ZP');
  await page.locator('#group-form-description').fill('Our class.');
  await page.getByTestId('group-form-save').click();
  await page.getByTestId('group-shell').waitFor();
  const gid = Number(/\/group\/(\d+)/.exec(page.url())![1]);

  await page.getByTestId('group-tab-member').click();
  await page.getByTestId('member-view-admin').click();
  await page.getByTestId('roster-open').click();
  await page
    .getByTestId('roster-file')
    .setInputFiles({ name: 'class-7a.csv', mimeType: 'text/csv', buffer: rosterCsv() });
  await page.getByTestId('roster-preview').click();
  await page.getByTestId('roster-summary').waitFor();
  await shot(page, '04-roster-preview');
  await page.getByTestId('roster-confirm').click();
  await page.getByTestId('roster-dialog').waitFor({ state: 'hidden' });
  return gid;
}

/** Slips for the four students (new passwords, shown once); returns each one's password. */
export async function teacherPrintsSlips(page: Page): Promise<Record<string, string>> {
  for (const s of CLASS.students) await page.getByTestId(`member-select-${s.username}`).click();
  await page.getByTestId('member-bulk-slips').click();
  await page.getByTestId('member-bulk-slips-dialog-confirm').click();
  await page.getByTestId('slip-sheet').waitFor({ timeout: 120_000 });
  const names = await page.getByTestId('slip-username').allTextContents();
  const passwords = await page.getByTestId('slip-password').allTextContents();
  expect(names.sort()).toEqual(CLASS.students.map((s) => s.username));
  await page.emulateMedia({ media: 'print' });
  writeFileSync(`${SHOTS}/slips.pdf`, await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  await shot(page, '05-slips');
  const byName = Object.fromEntries(names.map((n, i) => [n, passwords[i]!]));
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('group-shell').waitFor();
  return byName;
}

/** The group's own problem, with its test data uploaded as a zip. */
export async function teacherWritesProblem(page: Page) {
  await page.getByTestId('group-tab-problem').click();
  await page.getByTestId('group-problem-create').click();
  await page.locator('#problem-problemId').fill('1001');
  await page.locator('#problem-title').fill('Double it');
  await page.locator('#problem-description').fill('Read $n$ and print $2n$.');
  await page.locator('#problem-input').fill('One integer $n$.');
  await page.locator('#problem-output').fill('$2n$.');
  await page.getByTestId('example-0-input').fill('4');
  await page.getByTestId('example-0-output').fill('8');
  const zip = zipSync({
    '1.in': strToU8('4\n'),
    '1.out': strToU8('8\n'),
    '2.in': strToU8('-7\n'),
    '2.out': strToU8('-14\n'),
  });
  await page
    .getByTestId('testcase-file')
    .setInputFiles({ name: 'double.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await page.getByText('Upload Testcase Successfully').first().waitFor();
  // The form's default languages arrive with its reads: a loaded machine may take a while.
  await page.getByTestId('lang-C++17').and(page.locator('[data-state="checked"]')).waitFor({ timeout: 120_000 });
  await shot(page, '06-problem-form');
  await page.getByTestId('problem-save').click();
  await page.getByTestId('group-problems').waitFor();
}

/** Adds a bank problem (the starter S001) and the group's own to a training's or contest's problems. */
export async function addBoth(page: Page, kind: 'training' | 'contest') {
  await page.getByTestId(`${kind}-add-public`).click();
  await page.getByTestId('add-problem-search').fill('S001');
  await page.getByTestId('add-problem-search').press('Enter');
  await page.getByTestId('addable-S001-add').click();
  if (kind === 'contest') await page.getByTestId('add-problem-confirm').click();
  await page.getByTestId('addable-S001-added').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId(`${kind}-add-group`).click();
  const own = page.locator('[data-testid$="-1001-add"]');
  await own.click();
  if (kind === 'contest') await page.getByTestId('add-problem-confirm').click();
  await page.locator('[data-testid$="-1001-added"]').waitFor();
  await page.keyboard.press('Escape');
}

/** Homework in the group, due tomorrow evening, with both problems. */
export async function teacherSetsHomework(page: Page): Promise<number> {
  await page.getByTestId('group-tab-training').click();
  await page.getByTestId('group-training-create').click();
  await page.locator('#training-title').fill('Week 1 homework');
  await page.locator('#training-description').fill('Two problems, due tomorrow.');
  // A fresh site has one category.
  await pick(page, 'training-category', 'General / 综合');
  const due = new Date();
  due.setDate(due.getDate() + 1);
  due.setHours(20, 0, 0, 0);
  await page.locator('#training-dueAt').fill(localInput(due.getTime()));
  await shot(page, '07-training-form');
  await page.getByTestId('training-save').click();
  const tid = await idIn(page, 'group-training-table', 'group-training-');
  await page.getByTestId('group-training-admin-toggle').click();
  await page.getByTestId(`group-training-problems-${tid}`).click();
  await addBoth(page, 'training');
  await page.getByTestId('training-problem-rows').locator('tr').nth(1).waitFor();
  await shot(page, '08-training-problems');
  return tid;
}

/** The exam: private, sealed from its start with no automatic unsealing, exam mode held to the lab. */
export async function teacherSetsExam(page: Page): Promise<number> {
  await page.getByTestId('group-tab-contest').click();
  await page.getByTestId('group-contest-create').click();
  await page.locator('#contest-title').fill('Unit 1 exam');
  await page.locator('#contest-description').fill('Two problems in the lab.');
  const start = Date.now() - 60_000;
  await page.locator('#contest-startTime').fill(localInput(start));
  await page.locator('#contest-endTime').fill(localInput(start + 2 * 3_600_000));
  await pick(page, 'contest-auth', 'Private');
  await page.locator('#contest-pwd').fill(EXAM_PASSWORD);
  await page.getByTestId('contest-sealRank').click();
  await pick(page, 'contest-sealChoice', 'The start');
  await page.getByTestId('contest-autoRealRank').click();
  await page.getByTestId('contest-examMode').click();
  await page.locator('#contest-examAddresses').fill('127.0.0.0/8');
  await shot(page, '09-exam-form');
  await page.getByTestId('contest-save').click();
  const cid = await idIn(page, 'group-contest-table', 'group-contest-');
  await page.getByTestId('group-contest-admin-toggle').click();
  await page.getByTestId(`group-contest-problems-${cid}`).click();
  await addBoth(page, 'contest');
  await page.getByTestId('contest-problem-B').waitFor();
  return cid;
}
