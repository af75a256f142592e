// A class in a group, end to end: a teacher's private group holds a problem of their own (its id
// after the group's short name) and one from the bank, a homework training and a contest. Two
// students, members after applying with the code, solve the homework inside the group's pages; one
// also solves the contest problem. An outsider is refused every group page. The teacher's gradebook
// and the group rank show the class. Both languages and 390 px.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { contestLinksOf } from '../../src/contract/contests.ts';
import { judged, registerStudent } from './contest-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { AB_CPP, api, seed, typeCode, WRONG_CPP } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/group-class';
const PASSWORD = 'class-2026';
const CODE = 'K7Q2ZP';
const HOUR = 3_600_000;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedIn(h: Verdict, username: string, locale = 'en-US'): Promise<Page> {
  const page = await h.newPage({ locale });
  await page.goto(`/home?l=${locale.toLowerCase()}`);
  await openLogin(page);
  await login(page, username, PASSWORD);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The teacher's group with two members, a problem of its own, a training (with a bank problem) and a running contest, through the API. */
async function seedClass(h: Verdict) {
  const root = await seed(h);
  // The teacher registers as students do: the site lets users create groups.
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { groupCreateByUsers: true } });
  const category = await api(h, '/api/admin/training/category', {
    token: root,
    json: { name: 'Homework', color: '#0ea5e9' },
  });
  const [teacher, amy, bob, eve] = await Promise.all(
    ['teacher7', 'amy2026', 'bob2026', 'eve2026'].map((u) => registerStudent(h, u, PASSWORD)),
  );
  const group = await api(h, '/api/group', {
    token: teacher!,
    json: {
      name: 'Class 7A',
      shortName: 'class7a',
      brief: 'Our class group',
      description: 'Homework and contests of **7A**.',
      auth: 3,
      code: CODE,
      visible: true,
    },
  });
  const gid = group.id as number;
  for (const token of [amy, bob])
    await api(h, `/api/group/member?gid=${gid}&code=${CODE}&reason=${encodeURIComponent('I am in 7A')}`, {
      method: 'POST',
      token,
    });
  const applications = await api(h, `/api/group/get-apply-list?gid=${gid}`, { token: teacher });
  for (const a of applications.records as { uid: string }[])
    await api(h, '/api/group/member', { method: 'PUT', token: teacher, json: { gid, uid: a.uid, auth: 3 } });

  const own = await api(h, '/api/group/problem', {
    token: teacher,
    json: {
      problem: {
        gid,
        problemId: '1001',
        title: 'Sum in class',
        description: 'Print $a+b$.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [{ input: '2 3', output: '5' }],
      },
      samples: [
        { input: '2 3\n', output: '5\n' },
        { input: '10 -4\n', output: '6\n' },
      ],
      isUploadTestCase: false,
      languages: ['C', 'C++17', 'Python3'],
      tags: [],
    },
  });
  expect(own.problemId).toBe('class7a-1001');
  const bank = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id as number;

  const training = await api(h, '/api/group/training', {
    token: teacher,
    json: {
      training: {
        gid,
        rank: 1,
        title: 'Week 1 homework',
        description: 'Two sums.',
        auth: 'Public',
        privatePwd: '',
        visible: true,
        openFrom: null,
        dueAt: null,
        onTimeRank: false,
      },
      trainingCategory: { id: category.id },
    },
  });
  const tid = training.training.id as number;
  await api(h, '/api/group/add-training-problem-from-public', {
    token: teacher,
    json: { tid, pid: bank, displayId: 'H1' },
  });

  const start = Date.now() - HOUR;
  const contest = await api(h, '/api/group/contest', {
    token: teacher,
    json: {
      gid,
      title: 'Class quiz',
      description: 'One problem.',
      type: 0,
      auth: 0,
      pwd: '',
      startTime: start,
      endTime: start + 24 * HOUR,
      sealRank: false,
      sealRankTime: null,
      autoRealRank: true,
      visible: true,
      openPrint: false,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: [],
      openAccountLimit: false,
      accountLimitRule: '',
      awardType: 0,
      awardConfigList: [],
      allowEndSubmit: false,
    },
  });
  const cid = contest.id as number;
  return { root, teacher: teacher!, amy: amy!, bob: bob!, eve: eve!, gid, tid, cid };
}

test('a teacher runs a class in a private group: the class solves its homework and contest inside the group, an outsider is refused, the gradebook shows the class', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { bob, gid, tid, cid, teacher: teacherToken } = await seedClass(h);

  // The teacher's problem tab: the group's own problem under its prefixed id.
  const teacher = await signedIn(h, 'teacher7');
  await teacher.goto(`/group/${gid}/problem`);
  await teacher.getByTestId('group-problem-row').first().waitFor();
  expect(await teacher.getByTestId('group-problem-table').textContent()).toContain('class7a-1001');
  await shoot(teacher, 'problems-en');

  // The teacher adds the group's problem to the homework and the quiz from the pickers of the group's own problems.
  await teacher.goto(`/group/${gid}/training/${tid}/problem-admin`);
  await teacher.getByTestId('training-add-group').click();
  await teacher.getByTestId('add-problem-search').fill('Sum in');
  await teacher.getByTestId('add-problem-search').press('Enter');
  await teacher.getByTestId('addable-class7a-1001-add').click();
  await teacher.getByTestId('addable-class7a-1001-added').waitFor();
  await teacher.keyboard.press('Escape');
  await teacher.getByTestId('training-problem-rows').getByText('Sum in class').waitFor();
  await teacher.goto(`/group/${gid}/contest/${cid}/problems`);
  await teacher.getByTestId('contest-add-group').click();
  await teacher.getByTestId('addable-class7a-1001-add').click();
  // A contest asks the display id, suggesting the first free letter.
  expect(await teacher.getByTestId('add-problem-displayId').inputValue()).toBe('A');
  await teacher.getByTestId('add-problem-confirm').click();
  await teacher.getByTestId('addable-class7a-1001-added').waitFor();
  await shoot(teacher, 'contest-add-group-en');
  await teacher.keyboard.press('Escape');
  await teacher.getByTestId('contest-problem-A').waitFor();
  // Opened again, the picker marks it as already in the contest.
  await teacher.getByTestId('contest-add-group').click();
  await teacher.getByTestId('addable-class7a-1001-added').waitFor();
  await teacher.keyboard.press('Escape');

  // Amy does the homework in the group's pages: the training opens inside the group's frame.
  const amy = await signedIn(h, 'amy2026');
  await amy.goto(`/group/${gid}/training`);
  await amy.getByTestId(`group-training-${tid}`).click();
  await amy.waitForURL(`**/group/${gid}/training/${tid}`);
  await amy.getByTestId('group-shell').waitFor();
  await amy.getByTestId('training-tab-problems').click();
  await amy.getByTestId('training-problem-row').nth(1).waitFor();
  await shoot(amy, 'training-problems-en');
  for (const title of ['A + B', 'Sum in class']) {
    await amy.goto(`/group/${gid}/training/${tid}/problems`);
    await amy.getByTestId('training-problem-row').getByText(title, { exact: true }).click();
    await amy.getByTestId('problem-title').getByText(title).waitFor();
    await typeCode(amy, AB_CPP);
    await amy.getByTestId('submit-code').click();
    await amy.getByTestId('problem-title').locator('[aria-label="Accepted"]').waitFor({ timeout: 120_000 });
  }
  await shoot(amy, 'training-problem-en');
  // Her submissions carry the training and its group.
  const mine = await api(h, `/api/get-submission-list?onlyMine=true&gid=${gid}`, {
    token: (await api(h, '/api/login', { json: { username: 'amy2026', password: PASSWORD } })).token,
  });
  expect(mine.records.map((s: { tid: number | null }) => s.tid)).toEqual([tid, tid]);

  // The contest: Amy solves it in the contest's own pages, opened from the group's contest tab.
  await amy.goto(`/group/${gid}/contest`);
  await amy.getByTestId(`group-contest-${cid}`).waitFor();
  await shoot(amy, 'contests-en');
  await amy.goto(`/contest/${cid}/problem/A`);
  await amy.getByTestId('problem-title').waitFor();
  await typeCode(amy, AB_CPP);
  await amy.getByTestId('submit-code').click();
  await amy.getByTestId('submit-status').getByText('Accepted').waitFor({ timeout: 120_000 });
  // Bob gets it wrong once, then does one homework problem through the API.
  expect((await judged(h, bob, { pid: 'A', cid, code: WRONG_CPP })).status).toBe(-1);
  expect((await judged(h, bob, { pid: 'P1000', tid, code: AB_CPP })).status).toBe(0);

  // The group's rank for a member: Amy first.
  await amy.goto(`/group/${gid}/rank`);
  const rankRows = amy.getByTestId('group-rank').locator('tbody tr');
  await rankRows.nth(1).waitFor();
  expect((await rankRows.first().textContent()) ?? '').toContain('amy2026');
  await shoot(amy, 'rank-en');

  // An outsider: the content tabs are closed and every group resource is refused.
  const eve = await signedIn(h, 'eve2026');
  await eve.goto(`/group/${gid}`);
  await eve.getByTestId('group-apply').waitFor();
  for (const tab of ['problem', 'training', 'contest', 'status', 'rank'])
    expect(await eve.getByTestId(`group-tab-${tab}`).isDisabled()).toBe(true);
  await shoot(eve, 'outsider-en');
  // A link into the group's content lands on the group's home, its content locked; the contest says why.
  for (const path of [
    `/group/${gid}/training/${tid}`,
    `/group/${gid}/problem/class7a-1001`,
    `/group/${gid}/gradebook`,
  ]) {
    await eve.goto(path);
    await eve.getByTestId('group-apply').waitFor();
    expect(
      (await eve.getByTestId('training-shell').count()) +
        (await eve.getByTestId('problem-title').count()) +
        (await eve.getByTestId('gradebook').count()),
    ).toBe(0);
  }
  await eve.goto(`/contest/${cid}`);
  await eve.getByTestId('contest-error').getByText('Only members of this group may see this').waitFor();
  const eveToken = (await api(h, '/api/login', { json: { username: 'eve2026', password: PASSWORD } })).token;
  const refused = (await fetch(`${h.url}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: eveToken },
    body: JSON.stringify({
      pid: 'class7a-1001',
      language: 'C++17',
      code: AB_CPP,
      cid: null,
      tid: null,
      gid: null,
      isRemote: false,
    }),
  }).then((r) => r.json())) as { status: number };
  expect(refused.status).toBe(403);

  // The teacher's gradebook: both students, Amy with 2 of 2 homework problems and the contest solved, Bob 1 of 2.
  await teacher.goto(`/group/${gid}/gradebook`);
  const amyRow = teacher.locator('[data-testid="gradebook-row"][data-username="amy2026"]');
  await amyRow.waitFor();
  expect(await amyRow.textContent()).toContain('2 / 2');
  expect(await teacher.locator('[data-testid="gradebook-row"][data-username="bob2026"]').textContent()).toContain(
    '1 / 2',
  );
  await shoot(teacher, 'gradebook-en');
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByTestId('gradebook-download').click(),
  ]);
  const csv = await Bun.file((await download.path())!).text();
  expect(csv).toContain('amy2026');
  expect(csv).toContain('bob2026');

  // Bob posts in the group's discussions; the teacher disables the post from the discussion admin table.
  const categories = await api(h, '/api/discussion-category');
  const bobPost = await api(h, '/api/group/discussion', {
    token: bob,
    json: {
      gid,
      title: 'Homework question',
      description: 'About H1',
      content: 'Is the input on one line?',
      categoryId: categories[0].id,
    },
  });
  await teacher.goto(`/group/${gid}/discussion`);
  await teacher.getByTestId('group-discussion-admin-open').click();
  const postRow = teacher.locator(`[data-testid="group-discussion-admin-row"][data-id="${bobPost.id}"]`);
  await postRow.waitFor();
  await shoot(teacher, 'discussion-admin-en');
  await teacher.locator(`#group-discussion-${bobPost.id}-status`).click();
  await teacher.getByRole('option', { name: 'Disabled', exact: true }).click();
  await teacher
    .locator(`[data-testid="group-discussion-admin-row"][data-id="${bobPost.id}"][data-status="1"]`)
    .waitFor();

  // The teacher makes a problem inside the group contest: a group problem, linked in the contest.
  await teacher.goto(`/group/${gid}/contest/${cid}/problems`);
  await teacher.getByTestId('contest-create-problem').click();
  await teacher.getByTestId('problem-contest-fields').waitFor();
  await teacher.locator('#problem-problemId').fill('1002');
  await teacher.locator('#problem-title').fill('Inside the quiz');
  await teacher.locator('#problem-contestDisplayId').fill('B');
  await teacher.locator('#problem-contestDisplayTitle').fill('Quiz two');
  await teacher.locator('#problem-description').fill('Print the input.');
  await teacher.locator('#problem-input').fill('One integer.');
  await teacher.locator('#problem-output').fill('The same integer.');
  await teacher.getByTestId('cases-manual').click();
  await teacher.getByTestId('manual-cases-0-input').fill('7\n');
  await teacher.getByTestId('manual-cases-0-output').fill('7\n');
  await teacher.getByTestId('lang-C++17').and(teacher.locator('[data-state="checked"]')).waitFor();
  await teacher.getByTestId('problem-save').click();
  await teacher.waitForURL(`**/group/${gid}/contest/${cid}/problems`);
  await teacher.getByTestId('contest-problem-B').waitFor();
  const quiz = contestLinksOf(await api(h, `/api/group/get-contest-problem-list?cid=${cid}`, { token: teacherToken }));
  expect(quiz.find((l) => l.displayId === 'B')).toMatchObject({
    displayTitle: 'Quiz two',
    problem: { problemId: 'class7a-1002' },
  });
  // The contest's accepted code downloads through the back office's dialog: admins left out or not, by problem.
  await teacher.goto(`/group/${gid}/contest`);
  await teacher.getByTestId('group-contest-admin-toggle').click();
  await teacher.getByTestId(`group-contest-download-${cid}`).click();
  await teacher.getByTestId(`contest-download-${cid}`).waitFor();
  await teacher.getByTestId(`download-${cid}-split`).click();
  await teacher.getByRole('option', { name: 'One per problem', exact: true }).click();
  const [zip] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByTestId(`contest-download-${cid}-submit`).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);

  // The same pages in Chinese.
  for (const [path, name, testId] of [
    [`/group/${gid}/problem`, 'problems', 'group-problem-row'],
    [`/group/${gid}/gradebook`, 'gradebook', 'gradebook-row'],
    [`/group/${gid}/training`, 'trainings', `group-training-${tid}`],
  ] as const) {
    await teacher.goto(`${path}?l=zh-cn`);
    await teacher.getByTestId(testId).first().waitFor();
    await shoot(teacher, `${name}-zh`);
  }
});
