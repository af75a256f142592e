// The scroll board after a lab contest: four students submit through the real judge while the
// board is sealed, the contest ends, and the admin steps through every reveal in Chromium.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { api, seed } from './problem-helpers.ts';
import { adminLogin, answerOf } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/scroll-board';
const MIN = 60_000;
const AB_C =
  '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }\n';
const WRONG_C =
  '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a - b); return 0; }\n';

async function addProblem(h: Verdict, token: string, problemId: string) {
  return api(h, '/api/admin/problem', {
    token,
    json: {
      problem: {
        problemId,
        title: `Sum ${problemId}`,
        description: 'Print the sum.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [],
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '4 5\n', output: '9\n' },
      ],
      isUploadTestCase: false,
      languages: ['C'],
    },
  }) as Promise<{ id: number }>;
}

async function student(h: Verdict, username: string): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  const password = 'lab-test-2026';
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

async function judged(h: Verdict, token: string, cid: number, displayId: string, code: string): Promise<number> {
  const { submitId } = await api(h, '/api/submit-problem-judge', {
    token,
    json: { pid: displayId, language: 'C', code, cid },
  });
  for (let i = 0; i < 480; i++) {
    const { submission } = await api(h, `/api/get-submission-detail?submitId=${submitId}`, { token });
    if (![5, 6, 7].includes(submission.status)) return submission.status;
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} was not judged`);
}

/** Waits until no CSS transition or animation runs and every row sits right under the one before it. */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="scroll-row"]')];
    const top = (el: Element) => el.getBoundingClientRect().top;
    const first = Math.min(...rows.map(top));
    const inPlace = rows.every((el) => Math.abs(top(el) - first - Number(el.dataset.index) * el.offsetHeight) < 1);
    return inPlace && document.getAnimations().length === 0;
  });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
}

/** [username, rank, medal] of the rows in board order. */
async function boardRows(page: Page) {
  const rows = await page
    .getByTestId('scroll-row')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          [
            Number(el.getAttribute('data-index')),
            el.getAttribute('data-username'),
            Number(el.getAttribute('data-rank')),
            el.getAttribute('data-medal'),
          ] as const,
      ),
    );
  return [...rows].sort((a, b) => a[0] - b[0]).map(([, name, rank, medal]) => [name, rank, medal]);
}

test('the scroll board reveals a sealed lab contest from the bottom up and hands out medals', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = await seed(h);
  const p1000 = await api(h, '/api/get-problem-detail?problemId=P1000', { token: root });
  const pids = [
    p1000.problem.id as number,
    (await addProblem(h, root, 'P1001')).id,
    (await addProblem(h, root, 'P1002')).id,
  ];
  const now = Date.now();
  const end = now + 60 * MIN;
  const created = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Lab final',
      description: 'Three problems.',
      type: 0,
      auth: 0,
      startTime: now - 120 * MIN,
      endTime: end,
      sealRank: true,
      sealRankTime: end - 90 * MIN,
      autoRealRank: false,
      rankShowName: 'username',
    },
  });
  const cid = created.id as number;
  const colours = ['#ef4444', '#3b82f6', '#22c55e'];
  for (const [i, pid] of pids.entries()) {
    await api(h, '/api/admin/contest/add-problem-from-public', {
      token: root,
      json: { cid, pid, displayId: 'ABC'[i], color: colours[i] },
    });
  }

  // While the contest runs, Start asks first, and the board's data is not out yet.
  const page = await h.newPage({ locale: 'en-US', viewport: { width: 1920, height: 1080 } });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.waitForURL('**/admin');
  await page.goto(`/scrollBoard?cid=${cid}`);
  await page
    .getByTestId('scroll-board-config-error')
    .getByText('The scroll board opens once a sealed ACM contest has ended')
    .waitFor();
  await page.getByTestId('scroll-board-start').click();
  await page
    .getByTestId('scroll-board-not-ended')
    .getByText('The contest has not ended yet. Do you still want to scroll the board?')
    .waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Eight submissions, all made after the seal: the board stays frozen for all of them.
  const tokens: string[] = [];
  for (const name of ['ann', 'bob', 'cat', 'dan']) tokens.push(await student(h, `${name}2026`));
  const [ann, bob, cat, dan] = tokens;
  const plan: [string, string, string, number][] = [
    [ann!, 'A', AB_C, 0],
    [ann!, 'B', AB_C, 0],
    [ann!, 'C', AB_C, 0],
    [bob!, 'A', WRONG_C, -1],
    [bob!, 'A', AB_C, 0],
    [bob!, 'B', AB_C, 0],
    [cat!, 'A', AB_C, 0],
    [dan!, 'B', WRONG_C, -1],
  ];
  for (const [token, displayId, code, verdict] of plan)
    expect(await judged(h, token, cid, displayId, code)).toBe(verdict);

  // The contest ends a few seconds from now, with its awards (one gold, two silver); wait for the server to say so.
  const form = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
  const awardConfigList = [
    { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
    { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#ffffff', num: 2 },
  ];
  await api(h, '/api/admin/contest', {
    method: 'PUT',
    token: root,
    json: { ...form, endTime: Date.now() + 3000, awardType: 2, awardConfigList },
  });
  for (let i = 0; (await api(h, `/api/get-contest-info?cid=${cid}`, { token: root })).status !== 1; i++) {
    if (i > 200) throw new Error('the contest did not end');
    await Bun.sleep(100);
  }

  // The configuration: the contest's awards give the counts 1 / 2 / 0; the admin asks for one of each.
  await page.goto(`/scrollBoard?cid=${cid}`);
  const config = page.getByTestId('scroll-board-config');
  await config.getByText("From the contest's awards, over the ranked participants (4).").waitFor();
  expect(await Promise.all(['gold', 'silver', 'bronze'].map((m) => page.locator(`#scroll-${m}`).inputValue()))).toEqual(
    ['1', '2', '0'],
  );
  for (const medal of ['gold', 'silver', 'bronze']) await page.locator(`#scroll-${medal}`).fill('1');
  await page.screenshot({ path: `${SHOTS}/config-en-1920x1080.png` });
  await page.getByTestId('scroll-board-start').click();
  await page.waitForURL(/gold=1&silver=1&bronze=1/);

  // The frozen board: nobody has solved anything; seven cells are "n tries, result unknown".
  const board = page.getByTestId('scroll-board');
  await board.getByText('Board frozen at the seal').waitFor();
  await board.getByText('Gold 1 · Silver 1 · Bronze 1').waitFor();
  expect(await page.locator('[data-cell="frozen"]').count()).toBe(7);
  expect(await page.locator('[data-cell="frozen"]').first().getAttribute('title')).toMatch(
    /^(1 try|\d tries), result unknown$/,
  );
  await shoot(page, 'before-en');

  // Seven reveals, then the medals: each Enter is one step.
  expect(await board.getAttribute('data-total')).toBe('8');
  for (let step = 1; step <= 8; step++) {
    await page.keyboard.press(step % 2 === 0 ? 'ArrowRight' : 'Enter');
    await page.locator(`[data-testid="scroll-board"][data-done="${step}"]`).waitFor();
    if (step === 4) {
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/middle-en-1920x1080.png` });
    }
  }
  await board.getByText('Final standings').waitFor();
  expect(await page.locator('[data-cell="frozen"]').count()).toBe(0);
  expect(await boardRows(page)).toEqual([
    ['ann2026', 1, 'gold'],
    ['bob2026', 2, 'silver'],
    ['cat2026', 3, 'bronze'],
    ['dan2026', 4, ''],
  ]);
  await shoot(page, 'after-en');

  // 中文: the same board, played by auto-play at the fastest speed.
  const zh = await h.newPage({ locale: 'zh-CN', viewport: { width: 1920, height: 1080 } });
  await zh.goto('/admin/login?l=zh-cn');
  await adminLogin(zh, 'root', h.rootPassword);
  await zh.waitForURL('**/admin');
  await zh.goto(`/scrollBoard?cid=${cid}&removeStar=false`);
  await zh.getByTestId('scroll-board-config').getByText('移除打星用户').waitFor();
  await zh.getByTestId('scroll-board-config').getByText('按比赛的奖项设置计算，参与排名人数为 4。').waitFor();
  await zh.setViewportSize({ width: 1280, height: 720 });
  await zh.screenshot({ path: `${SHOTS}/config-zh-1280x720.png` });
  await zh.getByTestId('scroll-board-start').click();
  await zh.getByTestId('scroll-board').getByText('封榜时的榜单').waitFor();
  // The counts the contest's awards gave, without a change.
  await zh.getByTestId('scroll-board').getByText('金牌 1 · 银牌 2 · 铜牌 0').waitFor();
  await shoot(zh, 'before-zh');
  for (let i = 0; i < 5; i++) await zh.keyboard.press('+');
  await zh.keyboard.press('Space');
  await zh.getByTestId('scroll-board').getByText('最终排名').waitFor({ timeout: 30_000 });
  expect(await boardRows(zh)).toEqual([
    ['ann2026', 1, 'gold'],
    ['bob2026', 2, 'silver'],
    ['cat2026', 3, 'silver'],
    ['dan2026', 4, ''],
  ]);
  await shoot(zh, 'after-zh');
}, 600_000);
