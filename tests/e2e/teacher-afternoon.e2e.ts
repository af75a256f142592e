// A teacher's afternoon on a fresh site, done by a teacher (the teacher role, not the super admin)
// in Chromium, every step reached by clicking from the home page: the root adds the teacher with
// the "Add user" form; the teacher imports the class file (a header, columns in their own order),
// makes a class group from the same file, prints slips, installs the starter problems, writes a
// problem with zipped test data, sets homework with a due date and a sealed exam held to the lab;
// two students do both (one submit through the exam's page), the teacher watches the live board,
// gives extra time, ends the exam, runs the resolver, unseals and downloads the gradebook.
import { expect, test } from 'bun:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startVerdict } from './harness.ts';
import { judged } from './contest-helpers.ts';
import { api, typeCode } from './problem-helpers.ts';
import { CLASS, DOUBLE_CPP, EXAM_PASSWORD, envelope, INT_SUM_CPP, LONG_SUM_CPP, tokenOf } from './teacher-helpers.ts';
import {
  rootAddsTeacher,
  SHOTS,
  shot,
  signedIn,
  TEACHER,
  teacherMakesGroup,
  teacherPrintsSlips,
  teacherPreparesBank,
  teacherSetsExam,
  teacherSetsHomework,
  teacherWritesProblem,
} from './teacher-steps.ts';

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
  // The page's own role read meets the exam; on the exam's pages that refusal is not shown.
  const rolesRead = amyPage.waitForResponse((r) => r.url().includes('/api/get-user-auth-info'));
  await amyPage.reload();
  await rolesRead;
  await amyPage
    .getByTestId('contest-extra-time')
    .filter({ hasText: '+10 min extra time' })
    .waitFor({ timeout: 60_000 });
  await amyPage.getByTestId('countdown').filter({ hasText: 'Ends in' }).waitFor();
  expect(await amyPage.locator('[data-sonner-toast]').filter({ hasText: 'During the exam' }).count()).toBe(0);
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
  // The exam has ended, but Amy's extra time still runs: the resolver asks first.
  await resolver.getByTestId('scroll-board-not-ended-confirm').click();
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
