// The exam as the student sees it: inside a running exam every other page takes them to the exam
// with a few calls and one message (never a loop of refused calls), and a student with extra time
// sees their own end and countdown while the others see the contest ended.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { editContest, MIN, STUDENT_PASSWORD } from './contest-helpers.ts';
import { grantExtraTime, seedLabExam } from './exam-helpers.ts';
import { api } from './problem-helpers.ts';
import { seedClassAndTraining } from './class-seed.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/exam-student';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const CLOSED = "During the exam only the exam's pages are open";

/** The API calls a page makes from now on, by path. */
function countCalls(page: Page) {
  const calls: string[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  };
  page.on('request', onRequest);
  return {
    calls,
    of: (path: string) => calls.filter((c) => c === path).length,
    stop: () => page.off('request', onRequest),
  };
}

/** Toasts and notifications on the page that carry the exam's refusal. */
const closedMessages = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: CLOSED }).count();

test('inside a running exam, signing in and opening the bank, a group or a training take the student to the exam with a few calls and one message', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { root, cid } = await seedLabExam(h, ['amy']);
  const { group, training } = await seedClassAndTraining(h, root, 'Public');

  const page = await h.newPage({ locale: 'en-US' });
  // Signing in on the home page lands on the exam.
  await page.goto('/home?l=en-us');
  const atLogin = countCalls(page);
  await openLogin(page);
  await login(page, 'amy', STUDENT_PASSWORD);
  await page.waitForURL(new RegExp(`/contest/${cid}(/|$|\\?)`));
  await page.getByTestId('contest-title').filter({ hasText: 'Lab exam' }).waitFor();
  atLogin.stop();
  expect(atLogin.of('/api/get-user-auth-info')).toBeLessThanOrEqual(2);
  expect(await closedMessages(page)).toBeLessThanOrEqual(1);

  for (const path of ['/problem', `/group/${group.id}`, `/training/${training.training.id}`, '/contest']) {
    const visit = countCalls(page);
    await page.goto(`${path}?l=en-us`);
    await page.waitForURL(new RegExp(`/contest/${cid}(/|$|\\?)`));
    await page.getByTestId('contest-problem-row').first().or(page.getByTestId('contest-overview')).first().waitFor();
    visit.stop();
    // A handful of calls: the page's own, one refusal or two, the exam's pages; never a loop.
    expect(visit.of('/api/get-user-auth-info')).toBeLessThanOrEqual(2);
    expect(visit.calls.length).toBeLessThanOrEqual(25);
    expect(await closedMessages(page)).toBeLessThanOrEqual(1);
  }
  await shot(page, 'landed-en');
}, 180_000);

test('a student with 10 extra minutes sees the exam running with their own countdown and a note, and can still submit; a classmate sees it ended', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { root, cid, tokens } = await seedLabExam(h, ['amy', 'bob']);
  await grantExtraTime(h, root, cid, tokens.amy!, 10);
  // The exam ended a minute ago for everyone but Amy, who has ten more minutes.
  await editContest(h, root, cid, { endTime: Date.now() - MIN, startTime: Date.now() - 90 * MIN });

  const info = await api(h, `/api/get-contest-info?cid=${cid}`, { token: tokens.amy });
  expect(info.myEndTime).toBe(info.endTime + 10 * MIN);
  const bobInfo = await api(h, `/api/get-contest-info?cid=${cid}`, { token: tokens.bob });
  expect(bobInfo.myEndTime).toBe(bobInfo.endTime);

  for (const [lang, running, note] of [
    ['en-US', 'Ends in', '+10 min extra time'],
    ['zh-CN', '距离结束', '延长 10 分钟'],
  ] as const) {
    const amy = await h.newPage({ locale: lang });
    await amy.goto(`/contest?l=${lang.toLowerCase()}`);
    await openLogin(amy);
    await login(amy, 'amy', STUDENT_PASSWORD);
    await amy.waitForURL(new RegExp(`/contest/${cid}(/|$|\\?)`));
    const countdown = amy.getByTestId('countdown');
    await countdown.filter({ hasText: running }).waitFor();
    expect(await amy.getByTestId('contest-extra-time').textContent()).toContain(note);
    await shot(amy, `extra-time-${lang}`);
    await amy.setViewportSize({ width: 390, height: 844 });
    await shot(amy, `extra-time-${lang}-390`);
    await amy.context().close();
  }

  // Amy's submission is taken (her browser sessions gave way to this one); Bob's page says the exam has ended.
  const amyToken = (await api(h, '/api/login', { json: { username: 'amy', password: STUDENT_PASSWORD } }))
    .token as string;
  const { submitId } = await api(h, '/api/submit-problem-judge', {
    token: amyToken,
    json: { cid, pid: 'A', language: 'C++17', code: 'int main() { return 0; }' },
  });
  expect(submitId).toBeGreaterThan(0);
  const bob = await h.newPage({ locale: 'en-US' });
  await bob.goto('/contest?l=en-us');
  await openLogin(bob);
  await login(bob, 'bob', STUDENT_PASSWORD);
  await bob.getByTestId('user-menu').waitFor();
  await bob.goto(`/contest/${cid}?l=en-us`);
  await bob.getByTestId('countdown').filter({ hasText: 'Ended' }).waitFor();
  expect(await bob.getByTestId('contest-extra-time').count()).toBe(0);
}, 180_000);
