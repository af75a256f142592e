// An ACM contest run through to the end in the browser: three students (one with a wrong password
// first) and a star user, live board updates, the seal freezing the board for students but not the
// admin, and the automatic unsealing at the end; then an OI contest ranked by the highest score.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { editContest, endSoon, judged, MIN, registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { AB_CPP, api, seed, WRONG_CPP } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

/** Prints 3 whatever it reads: right on the first case (1 2), wrong on the second. */
const HALF_CPP = '#include <cstdio>\nint main() { printf("3\\n"); return 0; }\n';

async function signedIn(h: Verdict, username: string, password: string, locale = 'en-US'): Promise<Page> {
  const page = await h.newPage({ locale, viewport: { width: 1280, height: 900 } });
  await page.goto(`/home?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, username, password);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The board's rows as "rank name solved" (a star user's rank is "*"); the viewer's own row comes first as a pinned copy. */
async function rows(page: Page): Promise<string[]> {
  return page.getByTestId('board-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const rank = tr.querySelector('td')?.textContent?.trim() || '*';
      const solved = tr.querySelector('[data-testid="board-total"] div')?.textContent?.trim();
      return `${rank} ${(tr as HTMLElement).dataset.username} ${solved}`;
    }),
  );
}

/**
 * Waits until the board ends with these rows (the pinned copy before them is left out). Compared
 * as sets: a star user's row stands where its result puts it, which depends on the judging seconds.
 */
async function waitForRows(page: Page, expected: string[]) {
  const tail = async () => (await rows(page).catch(() => [] as string[])).slice(-expected.length).sort();
  for (let i = 0; i < 240; i++) {
    if (JSON.stringify(await tail()) === JSON.stringify([...expected].sort())) return;
    await Bun.sleep(250);
  }
  expect(await tail()).toEqual([...expected].sort());
}

const cell = (page: Page, username: string) =>
  page.locator(`[data-username="${username}"] [data-testid="acm-cell"]`).last();

test('an ACM contest from the first submission to the end: live board, first blood, stars, the seal and unsealing', async () => {
  await using h = await startVerdict();
  const root = await seed(h);
  const a = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id;
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Lab final',
      description: 'Two hours, one problem.',
      type: 0,
      auth: 2,
      pwd: 'lab-pw',
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      sealRank: true,
      sealRankTime: now + 60 * MIN,
      autoRealRank: true,
      starAccount: ['star1'],
      awardType: 2,
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid, pid: a, displayId: 'A', color: '#ef4444' },
  });
  const tokens: Record<string, string> = {};
  for (const name of ['amy', 'bob', 'cat', 'star1']) tokens[name] = await registerStudent(h, name);
  await expect(api(h, '/api/register-contest', { token: tokens.cat, json: { cid, password: 'nope' } })).rejects.toThrow(
    'The contest password is wrong',
  );
  for (const name of Object.keys(tokens))
    await api(h, '/api/register-contest', { token: tokens[name], json: { cid, password: 'lab-pw' } });

  const submit = (who: string, code: string) => judged(h, tokens[who]!, { pid: 'A', code, cid });
  expect((await submit('bob', AB_CPP)).status).toBe(0);
  expect((await submit('amy', WRONG_CPP)).status).toBe(-1);
  expect((await submit('amy', AB_CPP)).status).toBe(0);
  expect((await submit('star1', AB_CPP)).status).toBe(0);

  const amy = await signedIn(h, 'amy', STUDENT_PASSWORD);
  await amy.goto(`/contest/${cid}/rank`);
  const admin = await signedIn(h, 'root', h.rootPassword);
  await admin.goto(`/contest/${cid}/rank`);
  await waitForRows(amy, ['1 bob 1', '2 amy 1', '* star1 1']);
  // Bob's accept came first: first blood and the gold award; Amy pays 20 minutes for her wrong try.
  expect(await cell(amy, 'bob').getAttribute('data-first-blood')).toBe('true');
  expect(await amy.locator('[data-username="bob"] [data-testid="award"]').last().textContent()).toBe('Gold');
  expect(await cell(amy, 'amy').textContent()).toContain('(-1)');
  await h.shot(amy, 'contest-seal-board-live-en');

  // A new submission reaches both open boards without a reload.
  expect((await submit('cat', WRONG_CPP)).status).toBe(-1);
  await waitForRows(amy, ['1 bob 1', '2 amy 1', '3 cat 0', '* star1 1']);
  await waitForRows(admin, ['1 bob 1', '2 amy 1', '3 cat 0', '* star1 1']);

  // The seal: from now on students see tries, not results; the admin forcing the real board sees them.
  await editContest(h, root, cid, { sealRankTime: Date.now() });
  expect((await submit('cat', AB_CPP)).status).toBe(0);
  await amy.reload();
  await cell(amy, 'cat').filter({ hasText: '1 try, unknown' }).waitFor();
  await waitForRows(amy, ['1 bob 1', '2 amy 1', '3 cat 0', '* star1 1']);
  await h.shot(amy, 'contest-seal-board-sealed-en');
  await admin.reload();
  await admin.getByTestId('board-force').click();
  await waitForRows(admin, ['1 bob 1', '2 amy 1', '3 cat 1', '* star1 1']);
  await h.shot(admin, 'contest-seal-board-admin-en');

  // The end: the board unseals by itself.
  await endSoon(h, root, cid);
  await amy.reload();
  await waitForRows(amy, ['1 bob 1', '2 amy 1', '3 cat 1', '* star1 1']);
  expect(await cell(amy, 'cat').textContent()).not.toContain('unknown');
  const zh = await signedIn(h, 'amy', STUDENT_PASSWORD, 'zh-CN');
  await zh.goto(`/contest/${cid}/rank`);
  await waitForRows(zh, ['1 bob 1', '2 amy 1', '3 cat 1', '* star1 1']);
  await h.shot(zh, 'contest-seal-board-ended-zh');
  await zh.setViewportSize({ width: 390, height: 844 });
  await h.shot(zh, 'contest-seal-board-ended-zh-390');
}, 420_000);

test("an OI contest ranked by each student's highest score", async () => {
  await using h = await startVerdict();
  const root = await seed(h);
  const { id: pid } = await api(h, '/api/admin/problem', {
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
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'OI practice',
      description: 'Highest score counts.',
      type: 1,
      auth: 0,
      startTime: now - MIN,
      endTime: now + 60 * MIN,
      oiRankScoreType: 'Highest',
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', { token: root, json: { cid, pid, displayId: 'A' } });
  const amy = await registerStudent(h, 'amy');
  const bob = await registerStudent(h, 'bob');
  expect((await judged(h, amy, { pid: 'A', code: HALF_CPP, cid })).score).toBe(50);
  expect((await judged(h, amy, { pid: 'A', code: AB_CPP, cid })).score).toBe(100);
  expect((await judged(h, amy, { pid: 'A', code: HALF_CPP, cid })).score).toBe(50);
  expect((await judged(h, bob, { pid: 'A', code: HALF_CPP, cid })).score).toBe(50);
  const page = await signedIn(h, 'bob', STUDENT_PASSWORD);
  await page.goto(`/contest/${cid}/rank`);
  await page.locator('[data-username="amy"] [data-testid="oi-cell"]').first().waitFor();
  expect(await page.locator('[data-username="amy"] [data-testid="oi-cell"]').first().textContent()).toContain('100');
  expect(await page.locator('[data-username="bob"] [data-testid="oi-cell"]').first().textContent()).toContain('50');
  await h.shot(page, 'contest-oi-highest-en');
}, 300_000);
