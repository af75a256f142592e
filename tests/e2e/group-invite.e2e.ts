// Adding a class without the students' consent is the site's staff's and the owner's only: a
// teacher's assistant (a group admin, not the owner) previews a roster in Chromium and sees its
// students marked invited; adding invites them and nobody joins. The invited student opens the
// group, reads the invitation and accepts it with one button, without the join code. Both
// languages and 390 px.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerStudent } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/group-invite';
const PASSWORD = 'class-2026';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedIn(h: Verdict, username: string, locale: string): Promise<Page> {
  const page = await h.newPage({ locale });
  await page.goto(`/home?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, username, PASSWORD);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

test('a group admin who is not the owner invites a roster; the student accepts the invitation in the group page', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { groupCreateByUsers: true } });
  const [teacher, _helper] = await Promise.all(['teacher7', 'helper7'].map((u) => registerStudent(h, u, PASSWORD)));
  await Promise.all(['amy2026', 'ben2026'].map((u) => registerStudent(h, u, PASSWORD)));
  const gid = (
    await api(h, '/api/group', {
      token: teacher!,
      json: {
        name: 'Class 7A',
        shortName: 'class7a',
        brief: 'Our class group',
        description: 'Homework of 7A.',
        auth: 3,
        code: 'K7Q2ZP',
        visible: true,
      },
    })
  ).id as number;
  // The owner adds the assistant at once, then makes them a group admin.
  expect(await api(h, '/api/group/roster-add', { token: teacher, json: { gid, rows: [['helper7']] } })).toEqual({
    joined: 1,
    created: 0,
    invited: 0,
  });
  const helperUid = (await api(h, `/api/group/get-member-list?gid=${gid}`, { token: teacher })).records.find(
    (r: { username: string }) => r.username === 'helper7',
  ).uid;
  await api(h, '/api/group/member', { method: 'PUT', token: teacher, json: { gid, uid: helperUid, auth: 4 } });

  // The assistant previews and adds a roster in the browser: both students are invited, not joined.
  const assistant = await signedIn(h, 'helper7', 'en-US');
  await assistant.goto(`/group/${gid}/member`);
  await assistant.getByTestId('member-view-admin').click();
  await assistant.getByTestId('roster-open').click();
  await assistant
    .getByTestId('roster-file')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from('amy2026\nben2026\n') });
  await assistant.getByTestId('roster-preview').click();
  await assistant.getByTestId('roster-line').nth(1).waitFor();
  expect(
    await assistant.getByTestId('roster-line').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))),
  ).toEqual(['invite', 'invite']);
  await assistant.getByTestId('roster-dialog').getByText('Invited', { exact: true }).first().waitFor();
  await shoot(assistant, 'roster-preview-en');
  await assistant.getByTestId('roster-confirm').click();
  await assistant.getByText('0 joined the group (0 new accounts); 2 invited').waitFor();
  expect((await api(h, `/api/group/get-member-list?gid=${gid}`, { token: teacher })).total).toBe(2);

  // Amy reads the invitation on the group page, in Chinese, and accepts it without the join code.
  const amy = await signedIn(h, 'amy2026', 'zh-CN');
  await amy.goto(`/group/${gid}`);
  await amy.getByText('你被邀请加入该团队：接受邀请即可加入。').waitFor();
  expect(await amy.getByTestId('group-apply').count()).toBe(0);
  await shoot(amy, 'invited-zh');
  await amy.getByTestId('group-accept').click();
  await amy.getByTestId('group-exit-open').waitFor();
  expect(await amy.getByTestId('group-accept').count()).toBe(0);
  await shoot(amy, 'accepted-zh');
  const members = (await api(h, `/api/group/get-member-list?gid=${gid}`, { token: teacher })).records.map(
    (r: { username: string }) => r.username,
  );
  expect(members.sort()).toEqual(['amy2026', 'helper7', 'teacher7']);

  // Ben, in English, sees the same button until he accepts.
  const ben = await signedIn(h, 'ben2026', 'en-US');
  await ben.goto(`/group/${gid}`);
  await ben.getByTestId('group-accept').getByText('Accept invitation').waitFor();
  await shoot(ben, 'invited-en');
}, 600_000);
