// A student in a protected ACM contest: the list, a wrong then right password, a problem in focus
// mode with a wrong and a right answer through the real judge, and the board updating by itself.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, seed, typeCode, WRONG_CPP } from './problem-helpers.ts';
import { answerOf, login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/contest';
const MIN = 60_000;

async function student(h: Verdict, username: string): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  const password = 'contest-2026';
  await api(h, '/api/register', {
    json: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      code: answerOf(h.dataDir, captcha.captchaKey),
      uuid: captcha.captchaKey,
    },
  });
  return (await api(h, '/api/login', { json: { username, password } })).token;
}

async function contest(h: Verdict, root: string, title: string, type: number, pid: number) {
  const now = Date.now();
  const { id } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title,
      description: `**${title}**: one problem.`,
      type,
      auth: 2,
      pwd: 'open-sesame',
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      openRank: true,
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid: id, pid, displayId: 'A', color: '#f59e0b' },
  });
  return id as number;
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 });
  }
}

test('a student enters a protected contest, solves its problem and sees the board', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = await seed(h);
  const acm = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id as number;
  const { id: oiPid } = await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: {
        problemId: 'P2000',
        title: 'Sum OI',
        description: 'Print the sum.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [],
        type: 1,
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '4 5\n', output: '9\n', score: 50 },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  const cid = await contest(h, root, 'Spring ACM', 0, acm);
  const oiCid = await contest(h, root, 'Spring OI', 1, oiPid);
  await student(h, 'amy2026');
  const bob = await student(h, 'bob2026');

  const page = await h.newPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await page.goto('/home?l=en-us');
  await openLogin(page);
  await login(page, 'amy2026', 'contest-2026');
  await page.getByTestId('user-menu').waitFor();

  // The list: both contests, locked, running.
  await page.goto('/contest');
  await page.getByTestId('contest-row').nth(1).waitFor();
  expect(await page.getByTestId('contest-status').allTextContents()).toEqual(['Running', 'Running']);
  await shoot(page, 'list-en');
  await page.getByTestId('contest-title').filter({ hasText: 'Spring ACM' }).click();
  await page.waitForURL(`**/contest/${cid}`);

  // Wrong password, then the right one.
  await page.getByTestId('contest-password-input').fill('guess');
  await page.getByTestId('contest-password-submit').click();
  await page.getByTestId('contest-password-error').getByText('The contest password is wrong').waitFor();
  await page.getByTestId('contest-password-input').fill('open-sesame');
  await page.getByTestId('contest-password-submit').click();
  await page.getByTestId('contest-password').waitFor({ state: 'detached' });
  await shoot(page, 'overview-en');

  // The problem, in focus mode: a wrong answer, then a right one, each shown in the problem bar.
  await page.getByTestId('contest-tab-problems').click();
  await page.getByTestId('contest-problem-row').getByText('A + B').click();
  await page.getByText('Contest Problem').waitFor();
  await page.getByTestId('editor-focus').click();
  const bar = page.getByTestId('problem-bar-item').first();
  await typeCode(page, WRONG_CPP);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid="problem-bar-item"][data-status="-1"]').waitFor({ timeout: 60_000 });
  await typeCode(page, AB_CPP);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid="problem-bar-item"][data-status="0"]').waitFor({ timeout: 60_000 });
  expect(await bar.getAttribute('data-display-id')).toBe('A');
  await shoot(page, 'problem-focus-en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');

  // The board: Amy's row with one accepted problem and 20 minutes of penalty on top of her time.
  await page.goto(`/contest/${cid}/rank`);
  const amy = page.locator('[data-testid="board-row"][data-username="amy2026"]').first();
  await amy.waitFor();
  const total = /^1(\d\d):(\d\d):\d\d$/.exec((await amy.getByTestId('board-total').textContent()) ?? '');
  expect(total).not.toBeNull();
  // Accepted about ten minutes after the start, plus 20 minutes for the wrong answer.
  expect(Number(total![1]) * 60 + Number(total![2])).toBeGreaterThanOrEqual(30);
  expect(await amy.getByTestId('acm-cell').textContent()).toContain('(-1)');

  // Bob registers and solves through the API: his row arrives with the auto refresh, no reload.
  await api(h, '/api/register-contest', { token: bob, json: { cid, password: 'open-sesame' } });
  await api(h, '/api/submit-problem-judge', { token: bob, json: { pid: 'A', language: 'C++17', code: AB_CPP, cid } });
  await page.locator('[data-testid="board-row"][data-username="bob2026"]').waitFor({ timeout: 45_000 });
  await shoot(page, 'acm-board-en');

  // The OI contest's outside board, and everything again in Chinese.
  await api(h, '/api/register-contest', { token: bob, json: { cid: oiCid, password: 'open-sesame' } });
  await api(h, '/api/submit-problem-judge', {
    token: bob,
    json: { pid: 'A', language: 'C++17', code: AB_CPP, cid: oiCid },
  });
  await page.goto(`/contest/oi-scoreboard/${oiCid}`);
  await page.locator('[data-testid="oi-cell"]').first().waitFor({ timeout: 45_000 });
  await shoot(page, 'oi-board-en');
  // Contest pages keep the contest's event stream open, so the network never goes idle: each waits for its content.
  for (const [path, name, content] of [
    ['/contest', 'list', 'contest-row'],
    [`/contest/${cid}`, 'overview', 'contest-title'],
    [`/contest/${cid}/rank`, 'acm-board', 'board-row'],
    [`/contest/oi-scoreboard/${oiCid}`, 'oi-board', 'oi-cell'],
  ]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${path}?l=zh-cn`);
    await page.getByTestId(content!).first().waitFor();
    await shoot(page, `${name}-zh`);
  }
  await page.goto(`/contest/${cid}/problem/A?l=zh-cn`);
  await page.getByText('比赛题目').waitFor();
  await page.getByTestId('editor-focus').click();
  await shoot(page, 'problem-focus-zh');
}, 300_000);
