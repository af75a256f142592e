// An exam-mode contest run from the back office: the allowed addresses refuse the student's login
// until the admin adds the lab's address in the contest form, a second login ends the first
// session, the student is held inside the contest, and the proctor sees it all and grants extra
// time; the contest's announcements are written, edited and deleted; an ended sealed ACM contest
// offers the scroll board.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { MIN, registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { seedLabExam } from './exam-helpers.ts';
import { api } from './problem-helpers.ts';
import { adminLogin, login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/admin-contest-2';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const REFUSED = "Your exam can only be taken from the lab's computers";
const CLOSED = "During the exam only the exam's pages are open";

/** The browser's own "2026-11-21 14:05:09" for a moment, as the back office shows it. */
const localTime = (page: Page, ms: number) =>
  page.evaluate((when) => {
    const d = new Date(when);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

/** A student page on the public contest list, signing in through the header's dialog. */
async function studentLogin(page: Page) {
  await page.goto('/contest?l=en-us');
  await openLogin(page);
  await login(page, 'amy', STUDENT_PASSWORD);
}

test('an exam refuses a login from outside its addresses until the admin adds the lab, keeps one session and the contest only, and the proctor sees it and grants extra time', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  // An exam (private, password, running for two hours) held to a range the browser is not in, with one problem and Amy registered.
  const { root, cid } = await seedLabExam(h, ['amy'], { examAddresses: '10.9.9.0/24' });

  // The browser comes from 127.0.0.1, outside 10.9.9.0/24: the login is refused.
  const a = await h.newPage({ locale: 'en-US' });
  await studentLogin(a);
  await a.getByText(REFUSED).first().waitFor();
  expect(await a.getByTestId('user-menu').count()).toBe(0);

  // The admin: the contest form explains the rules, shows the server's message for a bad address, and saves the lab's address.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.goto('/admin/contest');
  await admin.getByTestId(`contest-edit-${cid}`).click();
  await admin.getByTestId('contest-editor').waitFor();
  expect(await admin.getByTestId('exam-rules').locator('li').count()).toBe(4);
  expect(await admin.getByTestId('exam-rules').textContent()).toContain('Contest-only view');
  const addresses = admin.locator('#contest-examAddresses');
  expect(await addresses.inputValue()).toBe('10.9.9.0/24');
  const form = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
  const serverSays = await api(h, '/api/admin/contest', {
    method: 'PUT',
    token: root,
    json: { ...form, examAddresses: '10.9.9.300' },
  }).catch((e: Error) => e.message);
  expect(serverSays).toBe('/api/admin/contest: The exam address 10.9.9.300 is not an IP address or a CIDR range');
  await addresses.fill('10.9.9.0/24\n10.9.9.300');
  await admin.getByTestId('contest-save').click();
  expect(await admin.getByTestId('contest-form-error').textContent()).toBe(
    'The exam address 10.9.9.300 is not an IP address or a CIDR range',
  );
  await addresses.fill('10.9.9.0/24\n127.0.0.1');
  await admin.locator('#section-exam').screenshot({ path: `${SHOTS}/exam-section-en.png` });
  await admin.getByTestId('contest-save').click();
  await admin.waitForURL('**/admin/contest');

  // The same login now succeeds.
  await a.locator('#login-password').fill(STUDENT_PASSWORD);
  await a.getByTestId('login-submit').click();
  await a.getByTestId('user-menu').waitFor();
  await a.goto(`/contest/${cid}/problems`);
  await a.getByTestId('contest-problem-row').first().waitFor();

  // A second login in another browser ends the first session: A's next action asks it to sign in again.
  const b = await h.newPage({ locale: 'en-US' });
  await studentLogin(b);
  await b.getByTestId('user-menu').waitFor();
  await a.getByTestId('contest-tab-rank').click();
  await a.getByTestId('login-modal').waitFor();

  // In B the bank is closed; the contest's pages are open.
  await b.goto('/problem');
  await b.getByText(CLOSED).first().waitFor();
  await b.goto(`/contest/${cid}/problems`);
  expect(await b.getByTestId('contest-problem-row').first().textContent()).toContain('Exam Sum');

  // The proctor: the exam's row offers the view; Amy is registered and online with at least one session change.
  await admin.getByTestId(`contest-proctor-${cid}`).click();
  await admin.waitForURL(`**/admin/contest/${cid}/proctor`);
  const row = admin.getByTestId('proctor-row-amy');
  await row.waitFor();
  expect(await row.getByTestId('proctor-state').textContent()).toBe('Registered');
  expect(await row.getByTestId('proctor-online').textContent()).toBe('Online');
  expect(Number(await row.getByTestId('proctor-changes').textContent())).toBeGreaterThanOrEqual(1);
  expect(await row.getByTestId('proctor-extra').textContent()).toBe('0');
  const endBefore = (await api(h, `/api/admin/contest?cid=${cid}`, { token: root })).endTime as number;
  expect(await row.getByTestId('proctor-end').textContent()).toBe(await localTime(admin, endBefore));

  // 15 extra minutes: the table shows them and the new end (a value out of range is refused first).
  await row.getByTestId('proctor-extra-amy').click();
  const dialog = admin.getByTestId('extra-time-dialog');
  await dialog.locator('#extra-minutes').fill('601');
  await dialog.getByTestId('extra-time-save').click();
  await dialog.getByText('Extra time must be between 0 and 600 minutes').waitFor();
  await dialog.locator('#extra-minutes').fill('15');
  await dialog.getByTestId('extra-time-save').click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByTestId('proctor-extra').filter({ hasText: '15' }).waitFor();
  expect(await row.getByTestId('proctor-end').textContent()).toBe(await localTime(admin, endBefore + 15 * MIN));
  await shot(admin, 'proctor-en');

  // Ending the session from the proctor view signs B out too.
  await row.getByTestId('proctor-end-amy-open').click();
  await admin.getByTestId('proctor-end-amy-confirm').click();
  await admin.getByText('The session has been ended').waitFor();
  await b.getByTestId('contest-tab-rank').click();
  await b.getByTestId('login-modal').waitFor();

  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/admin/login?l=zh-cn');
  await adminLogin(zh, 'root', h.rootPassword);
  await zh.getByTestId('admin-dashboard').waitFor();
  await zh.goto(`/admin/contest/${cid}/proctor`);
  await zh.getByTestId('proctor-row-amy').getByRole('button', { name: '延长时间' }).waitFor();
  await shot(zh, 'proctor-zh');
  await zh.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(zh)).toBeLessThanOrEqual(0);
  await shot(zh, 'proctor-zh-390');
}, 240_000);

test("an admin writes, edits and deletes a contest's announcements, which the participant reads; an ended sealed ACM contest offers the scroll board", async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Spring lab',
      description: 'Practice.',
      type: 0,
      auth: 0,
      startTime: now - 10 * MIN,
      endTime: now + 60 * MIN,
    },
  });
  const { id: ended } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Winter final',
      description: 'Sealed.',
      type: 0,
      auth: 0,
      startTime: now - 120 * MIN,
      endTime: now - 10 * MIN,
      sealRank: true,
      sealRankTime: now - 60 * MIN,
    },
  });
  const amy = await registerStudent(h, 'amy');

  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.goto('/admin/contest');
  // Neither contest is an exam; only the ended sealed one offers the scroll board, in a new window.
  await admin.getByTestId(`contest-announcements-${cid}`).waitFor();
  expect(await admin.getByTestId(`contest-proctor-${cid}`).count()).toBe(0);
  expect(await admin.getByTestId(`contest-scroll-board-${cid}`).count()).toBe(0);
  const [board] = await Promise.all([
    admin.context().waitForEvent('page'),
    admin.getByTestId(`contest-scroll-board-${ended}`).click(),
  ]);
  await board!.waitForURL(`**/scrollBoard?cid=${ended}`);
  await board!.close();

  await admin.getByTestId(`contest-announcements-${cid}`).click();
  await admin.waitForURL(`**/admin/contest/${cid}/announcement`);
  await admin.getByTestId('announcements-empty').waitFor();
  const write = async (title: string, content: string) => {
    const dialog = admin.getByTestId('announcement-dialog');
    await dialog.locator('#announcement-title').fill(title);
    await dialog.locator('#announcement-content').fill(content);
    await dialog.getByTestId('announcement-save').click();
    await dialog.waitFor({ state: 'hidden' });
  };
  await admin.getByTestId('announcement-create').click();
  await admin.getByTestId('announcement-save').click();
  await admin.getByTestId('announcement-dialog').getByText('The title is required').waitFor();
  await write('Room change', 'We move to **room 204** at 10:00.');
  await admin.getByTestId('announcement-create').click();
  await write('Clarification on A', 'Input ends with a newline.');
  const cards = admin.locator('[data-testid^="announcement-"][data-testid$="-edit"]');
  await admin.getByText('Clarification on A').waitFor();
  expect(await cards.count()).toBe(2);
  expect(await admin.locator('strong', { hasText: 'room 204' }).count()).toBe(1);

  // Edit the first one; the participant reads the new title.
  const list = await api(h, `/api/get-contest-announcement?cid=${cid}`, { token: amy });
  const roomId = list.records.find((r: { title: string }) => r.title === 'Room change').id;
  await admin.getByTestId(`announcement-${roomId}-edit`).click();
  expect(await admin.locator('#announcement-title').inputValue()).toBe('Room change');
  await write('Room change: 204', 'We move to **room 204** at 10:00.');
  await admin.getByText('Room change: 204').waitFor();
  const titles = async () =>
    (await api(h, `/api/get-contest-announcement?cid=${cid}`, { token: amy })).records
      .map((r: { title: string }) => r.title)
      .sort();
  expect(await titles()).toEqual(['Clarification on A', 'Room change: 204']);
  await shot(admin, 'announcements-en');

  // Delete the clarification after confirmation.
  const clarId = list.records.find((r: { title: string }) => r.title === 'Clarification on A').id;
  await admin.getByTestId(`announcement-${clarId}-delete-open`).click();
  await admin.getByTestId(`announcement-${clarId}-delete-confirm`).click();
  await admin.getByTestId(`announcement-${clarId}`).waitFor({ state: 'detached' });
  expect(await titles()).toEqual(['Room change: 204']);

  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/admin/login?l=zh-cn');
  await adminLogin(zh, 'root', h.rootPassword);
  await zh.getByTestId('admin-dashboard').waitFor();
  await zh.goto(`/admin/contest/${cid}/announcement`);
  await zh.getByText('Room change: 204').waitFor();
  await shot(zh, 'announcements-zh');
  await zh.getByTestId(`announcement-${roomId}-edit`).click();
  await zh.getByTestId('announcement-dialog').waitFor();
  await shot(zh, 'announcement-dialog-zh');
  await zh.keyboard.press('Escape');
  await zh.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(zh)).toBeLessThanOrEqual(0);
  await shot(zh, 'announcements-zh-390');
}, 180_000);
