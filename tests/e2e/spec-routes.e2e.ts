// The spec's addresses that Verdict serves since: a computational-thinking contest's pages under
// /computationalThinkingContest/{cid}, focus mode's /full-screen addresses with their problem bar,
// /developer, /admin/dashboard and the CT contest's problem forms, and the outside board's
// switches. Each opens as the user it is for, in English and Chinese, at 1280 and 390 px.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { MIN, registerStudent, STUDENT_PASSWORD } from './contest-helpers.ts';
import { startVerdict } from './harness.ts';
import { openInApp } from './in-app.ts';
import { trainingForm } from '../api/trainings/helpers.ts';
import { api, seed } from './problem-helpers.ts';
import { adminLogin, login, openLogin } from './ui-helpers.ts';

setDefaultTimeout(900_000);

/** Screenshots of every visit are saved here when SHOTS_DIR is set. */
const SHOTS = process.env.SHOTS_DIR;
const LANGS = [
  ['en-us', 'en-US'],
  ['zh-cn', 'zh-CN'],
] as const;
const WIDTHS = [1280, 390] as const;

interface Visit {
  path: string;
  /** What the page shows once it has loaded. */
  ready: string;
  /** Texts it shows, per language. */
  texts?: Partial<Record<'en-us' | 'zh-cn', string[]>>;
}

/**
 * Opens each address in both languages at both widths: never the 404 page, the key texts there, a
 * screenshot of each. Each address is loaded from the server once (the first language and width);
 * the other rounds start with a load of the first address in their language and go on inside the app.
 */
async function visitAll(page: Page, who: string, visits: Visit[]) {
  let round = 0;
  for (const [lang] of LANGS)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 860 });
      for (const [i, v] of visits.entries()) {
        const sep = v.path.includes('?') ? '&' : '?';
        const address = `${v.path}${sep}l=${lang}`;
        if (round === 0 || i === 0) {
          await page.goto(address);
          await page.getByTestId(v.ready).first().waitFor();
        } else await openInApp(page, address, v.ready);
        expect(await page.getByTestId('not-found').count()).toBe(0);
        const body = (await page.locator('body').textContent()) ?? '';
        for (const text of v.texts?.[lang] ?? []) expect(body).toContain(text);
        const name = v.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${who}-${name}-${lang}-${width}.png`, fullPage: true });
      }
      round++;
    }
}

test('the spec routes render for the right users in both languages at 1280 and 390 px', async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const root = await seed(h);
  const problems = await api(h, '/api/admin/problem/get-problem-list?limit=10', { token: root });
  const codePid = problems.records.find((p: { problemId: string }) => p.problemId === 'P1000').id as number;
  const { id: choicePid } = await api(h, '/api/admin/choice-problem', {
    token: root,
    json: {
      problemId: 'CT1',
      title: 'One plus two',
      description: 'How much is 1 + 2?',
      answer: 'B',
      analysis: 'Count.',
      auth: 1,
      options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
    },
  });
  const now = Date.now();
  const form = (title: string, type: number) => ({
    title,
    description: 'Solve what you can.',
    type,
    auth: 0,
    startTime: now - 10 * MIN,
    endTime: now + 120 * MIN,
    openRank: true,
    openPrint: true,
  });
  const { id: acm } = await api(h, '/api/admin/contest', { token: root, json: form('Spring Cup', 0) });
  const { id: ct } = await api(h, '/api/admin/contest', { token: root, json: form('Thinking Cup', 2) });
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid: acm, pid: codePid, displayId: 'A', color: '#0ea5e9' },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid: ct, pid: choicePid, displayId: 'A', color: '#f59e0b' },
  });
  // A training holding P1000 as T1, for focus mode's bar in a training.
  const category = await api(h, '/api/admin/training/category', {
    token: root,
    json: { name: 'Basics', color: '#2d8cf0' },
  });
  const { training } = await api(h, '/api/admin/training', { token: root, json: trainingForm(category.id) });
  await api(h, '/api/admin/training/add-problem-from-public', {
    token: root,
    json: { tid: training.id, pid: codePid, displayId: 'T1' },
  });
  const sam = await registerStudent(h, 'sam2026');
  await api(h, '/api/register-contest', { token: sam, json: { cid: ct, password: '' } });
  const { submitId } = await api(h, '/api/submit-c-problem-judge', {
    token: sam,
    json: { cid: ct, pid: 'A', selection: 'B' },
  });

  // The student: the CT contest's pages under their own base, focus mode in both kinds of contest, /developer.
  const student = await h.newPage();
  await student.goto('/home?l=en-us');
  await openLogin(student);
  await login(student, 'sam2026', STUDENT_PASSWORD);
  await student.getByTestId('user-menu').waitFor();
  // The agenda links the CT contest the student registered for under its own base.
  expect(await student.getByTestId('agenda-contest').filter({ hasText: 'Thinking Cup' }).getAttribute('href')).toBe(
    `/computationalThinkingContest/${ct}`,
  );
  // The home page's recent contest card names the CT contest's rule and leads under its base.
  const card = student.getByTestId('recent-contest').filter({ hasText: 'Thinking Cup' });
  expect(await card.getByTestId('recent-contest-rule').textContent()).toBe('CT');
  await card.click();
  await student.waitForURL(`**/computationalThinkingContest/${ct}`);
  await student.getByTestId('contest-title').waitFor();
  // Its tabs stay under the CT base.
  expect(await student.getByTestId('contest-tab-problems').getAttribute('href')).toBe(
    `/computationalThinkingContest/${ct}/problems`,
  );
  const ctBase = `/computationalThinkingContest/${ct}`;
  await visitAll(student, 'student', [
    { path: ctBase, ready: 'contest-overview', texts: { 'en-us': ['Thinking Cup'], 'zh-cn': ['Thinking Cup'] } },
    { path: `${ctBase}/problems`, ready: 'contest-problem-row', texts: { 'en-us': ['One plus two'] } },
    { path: `${ctBase}/problem/A`, ready: 'choice-panel', texts: { 'en-us': ['How much is 1 + 2?'] } },
    { path: `${ctBase}/problem/A/full-screen`, ready: 'problem-bar-item' },
    { path: `${ctBase}/print`, ready: 'contest-print' },
    { path: `/contest/${ct}/problems`, ready: 'contest-problem-row' },
    { path: `/contest/${acm}/problem/A/full-screen`, ready: 'problem-bar-item', texts: { 'en-us': ['A + B'] } },
    { path: `/training/${training.id}/problem/P1000/full-screen`, ready: 'problem-bar-item' },
    {
      path: '/developer',
      ready: 'developer-page',
      texts: { 'en-us': ['Developer', 'For developers', '/api/login'], 'zh-cn': ['开发者', '面向开发者'] },
    },
    {
      path: `/contest/acm-scoreboard/${acm}`,
      ready: 'board-star-user',
      texts: { 'en-us': ['Star User', 'Auto Refresh'], 'zh-cn': ['打星用户'] },
    },
  ]);
  await student.setViewportSize({ width: 1280, height: 860 });
  // Focus mode's bar: the contest's problems from get-full-screen-problem-list; its links keep focus mode.
  await student.goto(`/contest/${acm}/problem/A/full-screen?l=en-us`);
  const item = student.getByTestId('problem-bar-item');
  await item.first().waitFor();
  expect(await item.getAttribute('href')).toBe(`/contest/${acm}/problem/A/full-screen`);
  await student.goto(`${ctBase}/problem/A/full-screen`);
  await item.first().waitFor();
  expect(await item.getAttribute('href')).toBe(`${ctBase}/problem/A/full-screen`);
  // The sealed CT contest shows the student that an answer was given, not whether it is right.
  expect(Number(await item.getAttribute('data-status'))).toBe(-5);
  // A training's bar (get-full-screen-problem-list): labelled by the training's display id, linked by the bank id.
  await student.goto(`/training/${training.id}/problem/P1000/full-screen`);
  await item.first().waitFor();
  expect(await item.getAttribute('data-display-id')).toBe('T1');
  expect(await item.textContent()).toContain('T1');
  expect(await item.getAttribute('href')).toBe(`/training/${training.id}/problem/P1000/full-screen`);
  // Moving inside the app between a problem page and its full-screen address (the page stays in
  // place) gives the mode the address says, in a training and in a contest.
  const focusAfter = async (path: string, focus: boolean) => {
    await student.evaluate((to) => history.pushState(null, '', to), path);
    await student.locator(`[data-testid="problem-page"][data-focus="${focus}"]`).waitFor();
  };
  for (const base of [`/training/${training.id}/problem/P1000`, `/contest/${acm}/problem/A`]) {
    await focusAfter(base, false);
    await focusAfter(`${base}/full-screen`, true);
    await focusAfter(base, false);
  }
  // Students get no Force Update on the outside board; it starts at 50 rows a page.
  await student.goto(`/contest/acm-scoreboard/${acm}`);
  await student.getByTestId('board-star-user').waitFor();
  expect(await student.getByTestId('board-force').count()).toBe(0);
  expect(await student.getByTestId('pager').textContent()).toContain('50');

  // The super admin: the contest admin's tabs under the CT base, the dashboard, the CT contest's problem forms.
  const admin = await h.newPage();
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await visitAll(admin, 'admin', [
    { path: '/admin/dashboard', ready: 'admin-dashboard' },
    { path: `${ctBase}/admin-print`, ready: 'admin-print' },
    { path: `${ctBase}/rejudge`, ready: 'contest-rejudge' },
    // A CT contest has no AC helper or scroll board (ACM only): their addresses show its overview.
    { path: `${ctBase}/ac-info`, ready: 'contest-overview' },
    { path: `${ctBase}/scroll-board`, ready: 'contest-overview' },
    { path: `${ctBase}/problem/A/submission-detail/${submitId}`, ready: 'submission-detail' },
    {
      path: `/admin/computational-thinking-contest/${ct}/problem/create`,
      ready: 'ct-display-id',
      texts: { 'en-us': ['Display ID in the contest'], 'zh-cn': ['比赛中的展示 ID'] },
    },
    { path: `/admin/computational-thinking-contest/${ct}/problem/${choicePid}/edit`, ready: 'choice-edit' },
    {
      path: `/contest/acm-scoreboard/${acm}`,
      ready: 'board-force',
      texts: { 'en-us': ['Force Update', 'Star User'], 'zh-cn': ['强制更新', '打星用户'] },
    },
  ]);
  await admin.setViewportSize({ width: 1280, height: 860 });
  // The edit form inside the contest is the stored problem's.
  await admin.goto(`/admin/computational-thinking-contest/${ct}/problem/${choicePid}/edit?l=en-us`);
  // The form shows first and fills in once the stored problem is read: wait for its title.
  await admin.waitForFunction(
    () => (document.querySelector('#ct-title') as HTMLInputElement | null)?.value === 'One plus two',
  );

  // A choice problem made inside the contest is added to it under the display id given.
  await admin.goto(`/admin/computational-thinking-contest/${ct}/problems?l=en-us`);
  await admin.getByTestId('contest-create-problem').click();
  await admin.waitForURL(`**/admin/computational-thinking-contest/${ct}/problem/create`);
  await admin.getByTestId('choice-save').click();
  // Without a display id nothing is saved.
  await admin.getByText('Give the problem a display ID in the contest').waitFor();
  await admin.getByTestId('ct-display-id').fill('B');
  await admin.locator('#ct-problem-id').fill('CT2');
  await admin.locator('#ct-title').fill('Two plus two');
  await admin.locator('#ct-description').fill('How much is 2 + 2?');
  for (const [letter, text] of [
    ['A', 'Three'],
    ['B', 'Four'],
    ['C', 'Five'],
    ['D', 'Six'],
  ])
    await admin.locator(`#ct-option-${letter}`).fill(text!);
  await admin.getByTestId('answer-B').check();
  await admin.getByTestId('choice-save').click();
  await admin.waitForURL(`**/admin/computational-thinking-contest/${ct}/problems`);
  const list = await api(h, `/api/get-full-screen-problem-list?cid=${ct}`, { token: root });
  expect(list.map((r: { problemId: string; title: string }) => `${r.problemId} ${r.title}`)).toEqual([
    'A One plus two',
    'B Two plus two',
  ]);
});
