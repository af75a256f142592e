// Groups through their pages: a teacher creates a private group through the dialog (its rules shown
// in order, the half-filled form kept across a reopening); students apply with the code and a reason,
// one with a wrong code is refused; the teacher approves one, refuses another and promotes the first
// to group admin, who then cannot touch the teacher; the member sees the teacher's announcement; a
// non-member is refused the member list; the teacher makes a choice problem that the member answers;
// the member exits; the teacher disbands. Both languages, 390 px.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerStudent } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { login, makePng, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/group';
const PASSWORD = 'contest-2026';
const CODE = 'K7Q2ZP';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedIn(h: Verdict, username: string, path: string, locale = 'en-US'): Promise<Page> {
  const page = await h.newPage({ locale });
  await page.goto(`/group?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, username, PASSWORD);
  await page.getByTestId('user-menu').waitFor();
  await page.goto(path);
  return page;
}

const alertText = (page: Page) => page.getByTestId('group-form-dialog').getByRole('alert').first().textContent();

async function applyInDialog(page: Page, code: string, reason: string) {
  await page.getByTestId('group-apply').click();
  await page.getByTestId('apply-code').fill(code);
  await page.getByTestId('apply-reason').fill(reason);
  await page.getByTestId('apply-submit').click();
}

const row = (page: Page, testId: string, username: string) =>
  page.getByTestId(testId).locator(`[data-testid="member-row"][data-username="${username}"]`);

test('a teacher runs a private group: creating, applications, levels, announcements, leaving and disbanding', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  // The teacher is an ordinary account: the site lets users create groups.
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { groupCreateByUsers: true } });
  const [teacherToken, amy, bob, , dan] = await Promise.all(
    ['teacher', 'amy2026', 'bob2026', 'cid2026', 'dan2026'].map((u) => registerStudent(h, u, PASSWORD)),
  );

  // A visitor sees the empty list; My Group is closed; creating asks for a login.
  const visitor = await h.newPage({ locale: 'en-US' });
  await visitor.goto('/group?l=en-us');
  await visitor.getByTestId('group-empty').waitFor();
  expect(await visitor.getByTestId('group-only-mine').isDisabled()).toBe(true);
  await visitor.getByTestId('group-create').click();
  await visitor.getByTestId('login-modal').waitFor();

  // The teacher's dialog shows the rules in order, keeps the half-filled form, then creates.
  const teacher = await signedIn(h, 'teacher', '/group');
  await teacher.getByTestId('group-create').click();
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Group name is required');
  await teacher.getByTestId('group-form-name').fill('Alg');
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Group name must be 5 to 25 characters long');
  await teacher.getByTestId('group-form-name').fill('Algorithms Club of North High');
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Group name must be 5 to 25 characters long');
  await teacher.getByTestId('group-form-name').fill('Algorithms Club 2026');
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Short name is required');
  await teacher.keyboard.press('Escape');
  await teacher.getByTestId('group-create').click();
  expect(await teacher.getByTestId('group-form-name').inputValue()).toBe('Algorithms Club 2026');
  await teacher.getByTestId('group-form-shortName').fill('algo26');
  await teacher.getByTestId('group-form-brief').fill('Weekly problems for the school team');
  await teacher.getByTestId('group-form-auth').click();
  await teacher.getByRole('option', { name: 'Private', exact: true }).click();
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Join code is required');
  await teacher.getByTestId('group-form-code').fill('K7Q2');
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('The join code must be exactly 6 characters');
  await teacher.getByTestId('group-form-code').fill(CODE);
  await teacher.getByTestId('group-form-save').click();
  expect(await alertText(teacher)).toBe('Description is required');
  await teacher
    .locator('#group-form-description')
    .fill('We meet **every Friday**.\n\n<img src=x onerror="window.hacked=1">');
  await shoot(teacher, 'create-dialog');
  await teacher.getByTestId('group-form-save').click();
  await teacher.getByTestId('group-shell').waitFor();
  const gid = Number(/\/group\/(\d+)/.exec(teacher.url())![1]);
  expect(await teacher.getByTestId('group-code').textContent()).toBe(CODE);
  expect(await teacher.getByTestId('group-description').locator('strong').textContent()).toBe('every Friday');
  expect(await teacher.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await shoot(teacher, 'home-owner');

  // amy applies with the code; cid's wrong code is refused in the dialog; bob applies through the API.
  const amyPage = await signedIn(h, 'amy2026', `/group/${gid}`);
  expect(await amyPage.getByTestId('group-tab-member').isDisabled()).toBe(true);
  await amyPage.getByTestId('group-apply').click();
  await amyPage.getByTestId('apply-submit').click();
  expect(await amyPage.getByTestId('group-apply-dialog').getByRole('alert').textContent()).toBe(
    'Join code is required',
  );
  await amyPage.keyboard.press('Escape');
  await applyInDialog(amyPage, CODE, 'I train for the regional contest');
  await amyPage.getByTestId('group-applying').waitFor();
  const cidPage = await signedIn(h, 'cid2026', `/group/${gid}`);
  await applyInDialog(cidPage, 'WRONG1', 'Please let me in');
  expect(await cidPage.getByTestId('apply-error').textContent()).toBe('The join code is wrong');
  await shoot(cidPage, 'apply-dialog');
  await api(h, `/api/group/member?gid=${gid}&code=${CODE}&reason=${encodeURIComponent('I like puzzles')}`, {
    method: 'POST',
    token: bob,
  });

  // The teacher approves amy, refuses bob and promotes amy to group admin.
  await teacher.goto(`/group/${gid}/member`);
  await teacher.getByTestId('member-view-admin').click();
  expect(await row(teacher, 'application-table', 'bob2026').getByTestId('member-reason').textContent()).toBe(
    'I like puzzles',
  );
  await shoot(teacher, 'member-admin');
  await row(teacher, 'application-table', 'amy2026').getByTestId('member-approve').click();
  await row(teacher, 'member-admin-table', 'amy2026').waitFor();
  await row(teacher, 'application-table', 'bob2026').getByTestId('member-refuse').click();
  await row(teacher, 'application-table', 'bob2026').getByText('Refused').waitFor();
  await row(teacher, 'member-admin-table', 'amy2026').getByRole('combobox').click();
  expect(await teacher.getByRole('option', { name: 'Applying' }).getAttribute('data-disabled')).not.toBeNull();
  await teacher.getByRole('option', { name: 'Group Admin' }).click();
  await row(teacher, 'member-admin-table', 'amy2026').getByText('Group Admin').waitFor();
  expect(await row(teacher, 'member-admin-table', 'teacher').getByRole('combobox').isDisabled()).toBe(true);

  // amy, a group admin now, cannot touch the teacher; her own options stop below her level.
  await amyPage.goto(`/group/${gid}/member`);
  await amyPage.getByTestId('member-view-admin').click();
  await row(amyPage, 'member-admin-table', 'teacher').waitFor();
  expect(await row(amyPage, 'member-admin-table', 'teacher').getByRole('combobox').isDisabled()).toBe(true);
  expect(await row(amyPage, 'member-admin-table', 'teacher').getByTestId('member-remove-open').count()).toBe(0);
  const teacherUid = (await api(h, `/api/group/get-member-list?gid=${gid}`, { token: amy })).records.find(
    (m: { username: string }) => m.username === 'teacher',
  ).uid;
  await expect(
    api(h, '/api/group/member', { method: 'PUT', token: amy, json: { gid, uid: teacherUid, auth: 3 } }),
  ).rejects.toThrow(/owner's membership cannot be changed|may only change/);
  await expect(
    api(h, `/api/group/member?gid=${gid}&uid=${teacherUid}`, { method: 'DELETE', token: amy }),
  ).rejects.toThrow(/cannot|may only/);

  // The teacher posts an announcement; amy reads it on the home page.
  await teacher.goto(`/group/${gid}/announcement`);
  await teacher.getByTestId('group-announcement-create').click();
  await teacher.locator('#group-announcement-title').fill('Friday training moved');
  await teacher.locator('#group-announcement-content').fill('This week we meet in **room 204**.');
  // A group root who holds no admin role still uploads a picture for the group's text (no file button).
  expect(await teacher.getByTestId('md-group-announcement-content-uploads').getByRole('button').count()).toBe(1);
  await teacher
    .getByTestId('md-group-announcement-content-image-input')
    .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await makePng(teacher, 60, 40) });
  await teacher.waitForFunction(() =>
    (document.querySelector('#group-announcement-content') as HTMLTextAreaElement).value.includes('/api/public/file/'),
  );
  await teacher.getByTestId('group-announcement-save').click();
  await teacher.getByTestId('group-announcement-row').waitFor();
  await shoot(teacher, 'announcement-admin');
  await amyPage.goto(`/group/${gid}`);
  await amyPage.getByTestId('group-announcement-title').filter({ hasText: 'Friday training moved' }).click();
  expect(await amyPage.getByTestId('group-announcement-detail').locator('strong').textContent()).toBe('room 204');
  await amyPage.getByTestId('group-announcement-detail').locator('img[src^="/api/public/file/"]').waitFor();
  await shoot(amyPage, 'home-member');

  // The teacher makes a choice problem with the group's choice form (file IO on); amy opens it from the group's list and answers.
  await teacher.goto(`/group/${gid}/problem`);
  await teacher.getByTestId('group-choice-create').click();
  expect(await teacher.getByTestId('ct-problem-id-prefix').textContent()).toBe('algo26-');
  await teacher.locator('#ct-problem-id').fill('CT1');
  await teacher.locator('#ct-title').fill('One plus two');
  await teacher.locator('#ct-description').fill('How much is 1 + 2?');
  for (const [letter, text] of Object.entries({ A: 'Two', B: 'Three', C: 'Four', D: 'Five' }))
    await teacher.locator(`#ct-option-${letter}`).fill(text);
  await teacher.getByTestId('answer-B').check();
  await teacher.getByTestId('ct-file-io').click();
  await teacher.locator('#ct-ioReadFileName').fill('sum.in');
  await teacher.locator('#ct-ioWriteFileName').fill('sum.out');
  await teacher.getByTestId('choice-save').click();
  await teacher.getByTestId('group-problem-admin-row').filter({ hasText: 'algo26-CT1' }).waitFor();
  await amyPage.goto(`/group/${gid}/problem`);
  await amyPage.getByRole('link', { name: 'One plus two' }).click();
  await amyPage.getByTestId('choice-panel').waitFor();
  expect(await amyPage.getByTestId('choice-file-io').textContent()).toContain('sum.in');
  await amyPage.getByTestId('choice-option-B').click();
  await amyPage.getByTestId('choice-submit').click();
  await amyPage.locator('[data-testid="choice-status"][data-status="0"]').waitFor();
  await shoot(amyPage, 'choice-member');
  await amyPage.goto(`/group/${gid}`);

  // dan, not a member, is refused the member list; the tab stays locked for him.
  await expect(api(h, `/api/group/get-member-list?gid=${gid}`, { token: dan })).rejects.toThrow(
    'Only members of this group may see this',
  );
  const danPage = await signedIn(h, 'dan2026', `/group/${gid}/member`);
  await danPage.getByTestId('group-apply').waitFor();
  expect(await danPage.getByTestId('group-tab-member').isDisabled()).toBe(true);

  // amy exits the group and sees Apply again.
  await amyPage.getByTestId('group-exit-open').click();
  await amyPage.getByTestId('group-exit-confirm').click();
  await amyPage.getByTestId('group-apply').waitFor();

  // The Chinese pages, wide and at 390 px.
  const zh = await signedIn(h, 'teacher', '/group?l=zh-cn', 'zh-CN');
  await zh.getByTestId('group-card').waitFor();
  expect(await zh.getByTestId('group-auth-tag').first().textContent()).toBe('私有');
  await shoot(zh, 'list-zh');
  await zh.goto(`/group/${gid}`);
  await zh.getByText('团队描述').first().waitFor();
  await shoot(zh, 'home-zh');
  await zh.goto(`/group/${gid}/member`);
  await zh.getByTestId('member-view-admin').click();
  await zh.getByText('入团申请').waitFor();
  await shoot(zh, 'member-admin-zh');
  await zh.goto(`/group/${gid}/setting`);
  await zh.getByTestId('group-settings').waitFor();
  await shoot(zh, 'settings-zh');
  const choice = (await api(h, `/api/group/get-admin-problem-list?gid=${gid}`, { token: teacherToken })).records[0];
  await zh.goto(`/group/${gid}/choice-problem-edit/${choice.id}`);
  await zh.getByText('文件读写与附件').waitFor();
  expect(await zh.locator('#ct-ioReadFileName').inputValue()).toBe('sum.in');
  await shoot(zh, 'choice-form-zh');
  await teacher.goto('/group');
  await teacher.getByTestId('group-card').waitFor();
  await shoot(teacher, 'list');

  // The teacher disbands; the list has no groups left and members are told.
  await teacher.goto(`/group/${gid}`);
  await teacher.getByTestId('group-disband-open').click();
  await teacher.getByTestId('group-disband-confirm').click();
  await teacher.waitForURL(/\/group$/);
  await teacher.getByTestId('group-empty').waitFor();
  await expect(api(h, `/api/get-group-detail?gid=${gid}`, { token: root })).rejects.toThrow('The group does not exist');
}, 600_000);
