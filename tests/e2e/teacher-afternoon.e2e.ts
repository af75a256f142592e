// A teacher's afternoon on a fresh site, done by a teacher (the teacher role, not the super admin)
// in Chromium, every step reached by clicking from the home page: the root adds the teacher with
// the "Add user" form; the teacher imports the class file (a header, columns in their own order),
// makes a class group from the same file, prints slips, installs the starter problems, writes a
// problem with zipped test data, sets homework with a due date and a sealed exam held to the lab;
// two students do both (one submit through the exam's page), the teacher watches the live board,
// gives extra time, ends the exam, runs the resolver, unseals and downloads the gradebook.
import { expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { judged } from './contest-helpers.ts';
import { api, typeCode } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';
import {
  CLASS,
  DOUBLE_CPP,
  EXAM_PASSWORD,
  envelope,
  INT_SUM_CPP,
  localInput,
  LONG_SUM_CPP,
  pick,
  rosterCsv,
  tokenOf,
} from './teacher-helpers.ts';

const SHOTS = '/tmp/t26-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const TEACHER = { username: 'mswang', realname: '王老师', password: 'teach-2026' };

/** A fresh context on the site's home, signed in from the header. */
async function signedIn(h: Verdict, username: string, password: string): Promise<Page> {
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/?l=en-us');
  await openLogin(page);
  await login(page, username, password);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The id in the first `{prefix}{id}` test id inside a list. */
async function idIn(page: Page, list: string, prefix: string): Promise<number> {
  const row = page.getByTestId(list).locator(`[data-testid^="${prefix}"]`);
  await row.first().waitFor();
  const ids = await row.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  const id = ids.map((t) => Number(t.slice(prefix.length))).find((n) => Number.isInteger(n) && n > 0);
  if (!id) throw new Error(`no ${prefix}{id} in ${list}: ${ids.join(' ')}`);
  return id;
}

/** The user menu's Management entry, then a link of the back office's side menu. */
async function backOffice(page: Page, href: string) {
  if (!page.url().includes('/admin')) {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Management' }).click();
    await page.getByTestId('admin-sidebar').waitFor();
  }
  await page.getByTestId('admin-sidebar').locator(`a[href="${href}"]`).click();
}

/** The root adds the teacher through the users page's "Add user" form. */
async function rootAddsTeacher(h: Verdict) {
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
async function teacherPreparesBank(page: Page) {
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
async function teacherMakesGroup(page: Page): Promise<number> {
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
async function teacherPrintsSlips(page: Page): Promise<Record<string, string>> {
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
async function teacherWritesProblem(page: Page) {
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
  await page.getByTestId('lang-C++17').and(page.locator('[data-state="checked"]')).waitFor();
  await shot(page, '06-problem-form');
  await page.getByTestId('problem-save').click();
  await page.getByTestId('group-problems').waitFor();
}

/** Adds a bank problem (the starter S001) and the group's own to a training's or contest's problems. */
async function addBoth(page: Page, kind: 'training' | 'contest') {
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
async function teacherSetsHomework(page: Page): Promise<number> {
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
async function teacherSetsExam(page: Page): Promise<number> {
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

test('a teacher runs an afternoon unaided: class, slips, problems, homework, a sealed lab exam, extra time, the resolver and the gradebook', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  await rootAddsTeacher(h);
  // The students below submit faster than people do: no interval between submissions.
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { submissionFrequency: 0 } });

  const teacher = await signedIn(h, TEACHER.username, TEACHER.password);
  const teacherToken = await tokenOf(teacher);
  // No site configuration for a teacher.
  expect((await envelope(h, '/api/admin/config/get-web-config', teacherToken)).status).toBe(403);
  await teacherPreparesBank(teacher);
  const gid = await teacherMakesGroup(teacher);
  const passwords = await teacherPrintsSlips(teacher);
  await teacherWritesProblem(teacher);
  const tid = await teacherSetsHomework(teacher);
  const cid = await teacherSetsExam(teacher);
  const ownPid = (
    await api(h, `/api/group/get-problem-list?gid=${gid}&currentPage=1&limit=10`, { token: teacherToken })
  ).records[0].problemId as string;
  expect(ownPid).toMatch(/1001$/);

  // Homework, through the students' own sessions: Amy solves both, Bob one.
  const [amy, bob] = CLASS.students;
  const amyPage = await signedIn(h, amy!.username, passwords[amy!.username]!);
  const bobPage = await signedIn(h, bob!.username, passwords[bob!.username]!);
  const amyToken = await tokenOf(amyPage);
  const bobToken = await tokenOf(bobPage);
  expect((await judged(h, amyToken, { pid: 'S001', tid, code: LONG_SUM_CPP })).status).toBe(0);
  expect((await judged(h, amyToken, { pid: ownPid, tid, code: DOUBLE_CPP })).status).toBe(0);
  expect((await judged(h, bobToken, { pid: 'S001', tid, code: LONG_SUM_CPP })).status).toBe(0);

  // The teacher opens the exam from the group's contests and watches its board (the real one: it is sealed).
  await teacher.getByTestId('group-tab-contest').click();
  await teacher.getByTestId(`group-contest-${cid}`).getByRole('link', { name: 'Unit 1 exam' }).click();
  await teacher.getByTestId('contest-tab-rank').click();
  await teacher.getByTestId('board-sealed').waitFor();
  await teacher.getByTestId('board-force').click();

  // Amy registers on the exam's page and submits there; Bob and Carl register through their sessions.
  await amyPage.getByTestId('desktop-nav').locator('a[href="/group"]').click();
  await amyPage.getByTestId('group-card').filter({ hasText: CLASS.name }).getByTestId('group-open').click();
  await amyPage.getByTestId('group-tab-contest').click();
  await amyPage.getByTestId(`group-contest-${cid}`).getByRole('link', { name: 'Unit 1 exam' }).click();
  await amyPage.getByTestId('contest-password-input').fill(EXAM_PASSWORD);
  await amyPage.getByTestId('contest-password-submit').click();
  await amyPage.getByTestId('contest-tab-problems').click();
  await amyPage.getByText('Sum of Two Numbers').first().click();
  await amyPage.getByTestId('problem-title').waitFor();
  await typeCode(amyPage, LONG_SUM_CPP);
  await amyPage.getByTestId('submit-code').click();
  await amyPage.getByTestId('submit-status').getByText('Accepted').waitFor({ timeout: 120_000 });
  await shot(amyPage, '10-amy-exam-submit');
  const carl = CLASS.students[2]!;
  const carlToken = (
    await api(h, '/api/login', { json: { username: carl.username, password: passwords[carl.username] } })
  ).token as string;
  for (const token of [bobToken, carlToken])
    await api(h, '/api/register-contest', { token, json: { cid, password: EXAM_PASSWORD } });
  // Bob's wrong answer shows on the teacher's board without a reload.
  expect((await judged(h, bobToken, { pid: 'A', cid, code: INT_SUM_CPP })).status).toBe(-1);
  const bobRow = teacher.locator(`[data-testid="board-row"][data-username="${bob!.username}"]`).first();
  await bobRow.getByTestId('acm-cell').filter({ hasText: '(-1)' }).first().waitFor({ timeout: 60_000 });
  await shot(teacher, '11-live-board');

  // Hostile: a student may not read the proctor's rows; the teacher may not rejudge a contest not theirs.
  expect((await envelope(h, `/api/admin/contest/proctor?cid=${cid}`, bobToken)).status).toBe(403);
  const theirs = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: "The root's contest",
      description: 'Not the teacher’s.',
      type: 0,
      auth: 0,
      pwd: '',
      startTime: Date.now() - 60_000,
      endTime: Date.now() + 3_600_000,
    },
  });
  const s001 = (await api(h, '/api/get-problem-detail?problemId=S001', { token: root })).problem.id as number;
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid: theirs.id, pid: s001, displayId: 'A' },
  });
  expect(
    (await envelope(h, `/api/admin/judge/rejudge-contest-problem?cid=${theirs.id}&pid=${s001}`, teacherToken)).status,
  ).toBe(403);

  // Proctor tab: who is where; Amy gets ten extra minutes.
  await teacher.getByTestId('contest-tab-proctor').click();
  await teacher.getByTestId(`proctor-row-${CLASS.students[3]!.username}`).waitFor();
  const state = (u: string) => teacher.getByTestId(`proctor-row-${u}`).getByTestId('proctor-state').textContent();
  expect(await state(CLASS.students[3]!.username)).toBe('Not logged in');
  await teacher.getByTestId(`proctor-extra-${amy!.username}`).click();
  await teacher.locator('#extra-minutes').fill('10');
  await teacher.getByTestId('extra-time-save').click();
  await teacher
    .getByTestId(`proctor-row-${amy!.username}`)
    .getByTestId('proctor-extra')
    .filter({ hasText: '10' })
    .waitFor();
  await shot(teacher, '12-proctor');

  // End now: the exam ends for everyone but Amy, who sees her own end and countdown.
  await teacher.getByTestId(`contest-endNow-${cid}-open`).click();
  await teacher.getByTestId(`contest-endNow-${cid}-confirm`).click();
  await teacher.getByTestId('countdown').filter({ hasText: 'Ended' }).waitFor();
  await amyPage.reload();
  await amyPage
    .getByTestId('contest-extra-time')
    .filter({ hasText: '+10 min extra time' })
    .waitFor({ timeout: 60_000 });
  await amyPage.getByTestId('countdown').filter({ hasText: 'Ends in' }).waitFor();
  await shot(amyPage, '13-amy-extra-time');
  expect((await judged(h, amyToken, { pid: 'B', cid, code: DOUBLE_CPP })).status).toBe(0);
  expect(
    (await envelope(h, '/api/submit-problem-judge', bobToken, { pid: 'A', cid, language: 'C++17', code: LONG_SUM_CPP }))
      .status,
  ).not.toBe(200);

  // The resolver opens from its tab, frozen at the seal; then Unseal now shows everyone the real board.
  await teacher.getByTestId('contest-tab-scrollBoard').click();
  const [resolver] = await Promise.all([
    teacher.context().waitForEvent('page'),
    teacher.getByTestId('scroll-board-open').click(),
  ]);
  await resolver.getByTestId('scroll-board-config').waitFor();
  await shot(resolver, '14-resolver-config');
  await resolver.getByTestId('scroll-board-start').click();
  // Amy's extra time still runs: the resolver asks first.
  const anyway = resolver.getByTestId('scroll-board-not-ended-confirm');
  await resolver.getByTestId('scroll-board').or(anyway).first().waitFor();
  if (await anyway.isVisible()) await anyway.click();
  await resolver.getByTestId('scroll-board').getByText('Board frozen at the seal').waitFor();
  await shot(resolver, '15-resolver-frozen');
  await resolver.close();
  await teacher.getByTestId(`contest-unsealNow-${cid}-open`).click();
  await teacher.getByTestId(`contest-unsealNow-${cid}-confirm`).click();
  await teacher.getByTestId(`contest-unsealNow-${cid}-open`).waitFor({ state: 'detached' });
  const board = (await api(h, '/api/get-contest-rank', { token: bobToken, json: { cid, limit: 30 } })).records as {
    username: string;
    ac: number;
  }[];
  expect(board.find((r) => r.username === amy!.username)?.ac).toBe(2);

  // The gradebook: Amy 2 of 2 and the exam solved, Bob 1 of 2 and a wrong answer, Carl registered, Dan absent.
  await teacher.getByTestId('desktop-nav').locator('a[href="/group"]').click();
  await teacher.getByTestId('group-card').filter({ hasText: CLASS.name }).getByTestId('group-open').click();
  await teacher.getByTestId('group-tab-gradebook').click();
  await teacher.locator(`[data-testid="gradebook-row"][data-username="${amy!.username}"]`).waitFor();
  await shot(teacher, '16-gradebook');
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByTestId('gradebook-download').click(),
  ]);
  const csv = (await Bun.file((await download.path())!).text()).replace(/^\uFEFF/, '');
  writeFileSync(`${SHOTS}/gradebook.csv`, csv);
  const [head, ...lines] = csv
    .trim()
    .split(/\r?\n/)
    .map((l) => l.split(','));
  expect(head!.slice(3)).toEqual([
    'Week 1 homework · solved /2',
    'Week 1 homework · late',
    'Unit 1 exam · rank',
    'Unit 1 exam · solved',
    'Unit 1 exam · penalty (min)',
  ]);
  // username: homework solved, late; exam rank, solved (a rank and penalty only for who submitted).
  const got = Object.fromEntries(lines.map((l) => [l[0], [l[3], l[4], l[5], l[6]]]));
  expect(got).toEqual({
    s7a01: ['2', '0', '1', '2'],
    s7a02: ['1', '0', '2', '0'],
    s7a03: ['0', '0', 'registered', ''],
    s7a04: ['0', '0', 'absent', ''],
  });
}, 900_000);
