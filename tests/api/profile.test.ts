import { describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin } from '../helpers/factories.ts';
import { eq } from 'drizzle-orm';
import { problems, submissions, users } from '../../src/db/schema/index.ts';
import { localDate } from '../../src/domain/users/home.ts';
import { startSmtp } from './account-helpers.ts';

type T = ReturnType<typeof makeTestApp>;

describe('change-userInfo', () => {
  test('updates the given fields and returns the user', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const json = {
      nickname: 'Nick',
      realname: 'Real Name',
      gender: 'female',
      school: 'No. 1 High School',
      number: '2024001',
      signature: '**hi**',
      github: 'https://github.com/x',
      blog: 'https://blog.example',
      cfUsername: 'tourist',
    };
    const { env } = await call(t.app, '/api/change-userInfo', { method: 'POST', headers: u.headers, json });
    expect(env.status).toBe(200);
    expect(env.data).toMatchObject(json);
    const partial = await call(t.app, '/api/change-userInfo', {
      method: 'POST',
      headers: u.headers,
      json: { school: 'Other' },
    });
    expect(partial.env.data).toMatchObject({ ...json, school: 'Other' });
    expect((await call(t.app, '/api/get-user-info', { headers: u.headers })).env.data).toEqual(partial.env.data);
  });

  test.each([
    ['nickname', 'n'.repeat(21), 'nickname must be at most 20 characters'],
    ['realname', 'r'.repeat(51), 'realname must be at most 50 characters'],
    ['gender', 'other', 'gender has a value that is not allowed'],
    ['school', 's'.repeat(101), 'school must be at most 100 characters'],
    ['number', '1'.repeat(31), 'number must be at most 30 characters'],
    ['signature', 's'.repeat(2001), 'signature must be at most 2000 characters'],
    ['github', 'g'.repeat(256), 'github must be at most 255 characters'],
    ['blog', 'b'.repeat(256), 'blog must be at most 255 characters'],
    ['cfUsername', 'c'.repeat(51), 'cfUsername must be at most 50 characters'],
  ] as const)('refuses a bad %s and changes nothing', async (field, value, msg) => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app, { nickname: 'Before' });
    const { env } = await call(t.app, '/api/change-userInfo', {
      method: 'POST',
      headers: u.headers,
      json: { nickname: 'After', [field]: value },
    });
    expect(env.msg).toBe(msg);
    expect((await call(t.app, '/api/get-user-info', { headers: u.headers })).env.data.nickname).toBe('Before');
  });

  test('zh messages', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const { env } = await call(t.app, '/api/change-userInfo', {
      method: 'POST',
      headers: { ...u.headers, 'Accept-Language': 'zh-CN' },
      json: { nickname: 'n'.repeat(21) },
    });
    expect(env.msg).toBe('昵称不能超过 20 个字符');
  });
});

describe('change-email', () => {
  test('without mail: the current password is enough', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const wrong = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { password: 'wrong-pass', newEmail: 'new@example.com' },
    });
    expect(wrong.env.msg).toBe('The current password is wrong');
    const same = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { password: u.password, newEmail: u.email },
    });
    expect(same.env.msg).toBe('The new email is the same as the current one');
    const other = await createUser(t.deps);
    const taken = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { password: u.password, newEmail: other.email },
    });
    expect(taken.env.msg).toBe('The email already exists');
    const bad = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { password: u.password, newEmail: 'nope' },
    });
    expect(bad.env.msg).toBe('Invalid email format');
    const ok = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { password: u.password, newEmail: 'new@example.com' },
    });
    expect(ok.env.data.email).toBe('new@example.com');
    const code = await call(t.app, '/api/get-change-email-code?email=x@example.com', { headers: u.headers });
    expect(code.env.msg).toBe('Email is not configured on this site; use the image captcha');
  });

  test('with mail: the code sent to the new address is required', async () => {
    using t = makeTestApp();
    await using smtp = await startSmtp(t.deps);
    const u = await createUserAndLogin(t.deps, t.app);
    const json = { password: u.password, newEmail: 'new@example.com' };
    expect((await call(t.app, '/api/change-email', { method: 'POST', headers: u.headers, json })).env.msg).toBe(
      'code is required',
    );
    expect(
      (await call(t.app, '/api/get-change-email-code?email=new@example.com', { headers: u.headers })).env.status,
    ).toBe(200);
    expect(smtp.mails.at(-1)!.to).toEqual(['new@example.com']);
    const code = /address is (\d{6})/.exec(smtp.lastText())![1]!;
    const wrong = await call(t.app, '/api/change-email', {
      method: 'POST',
      headers: u.headers,
      json: { ...json, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.env.msg).toBe('The email code is wrong or has expired');
    const ok = await call(t.app, '/api/change-email', { method: 'POST', headers: u.headers, json: { ...json, code } });
    expect(ok.env.data.email).toBe('new@example.com');
  });
});

function addProblem(t: T, problemId: string, difficulty: number) {
  const now = new Date();
  return t.deps.db
    .insert(problems)
    .values({ problemId, title: problemId, difficulty, createdAt: now, updatedAt: now })
    .returning()
    .get().id;
}

function addSubmission(
  t: T,
  uid: string,
  pid: number,
  status: number,
  submitTime: Date,
  oiRankScore: number | null = null,
) {
  t.deps.db
    .insert(submissions)
    .values({
      pid,
      displayPid: String(pid),
      uid,
      username: 'u',
      status,
      length: 1,
      language: 'C',
      code: 'x',
      submitTime,
      oiRankScore,
    })
    .run();
}

describe('user home and heatmap', () => {
  test('zero for a user without submissions', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps, { nickname: 'Zed' });
    const { env } = await call(t.app, `/api/get-user-home-info?uid=${u.uid}`);
    expect(env.data).toMatchObject({
      uid: u.uid,
      username: u.username,
      nickname: 'Zed',
      total: 0,
      solvedList: [],
      solvedGroupByDifficulty: { easy: 0, mid: 0, hard: 0 },
      scoreList: [],
      recentLoginTime: null,
      rating: null,
    });
    const heat = (await call(t.app, `/api/get-user-calendar-heatmap?username=${u.username}`)).env.data;
    expect(heat.dataList).toHaveLength(365);
    expect(heat.dataList.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(heat.endDate).toBe(localDate(new Date()));
    expect(heat.dataList.at(-1).date).toBe(heat.endDate);
  });

  test('counts submissions, solved problems by difficulty and days', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const other = await createUser(t.deps);
    const [easy, mid, hard, unsolved] = [
      addProblem(t, 'P1', 0),
      addProblem(t, 'P2', 1),
      addProblem(t, 'P3', 2),
      addProblem(t, 'P4', 2),
    ];
    const today = new Date();
    const threeDaysAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3, 12);
    const longAgo = new Date(today.getFullYear() - 2, 0, 1);
    addSubmission(t, u.uid, easy, -1, threeDaysAgo);
    addSubmission(t, u.uid, easy, 0, threeDaysAgo, 10);
    addSubmission(t, u.uid, easy, 0, today, 12);
    addSubmission(t, u.uid, mid, 0, today);
    addSubmission(t, u.uid, hard, 0, longAgo, 30);
    addSubmission(t, u.uid, unsolved, 1, today);
    addSubmission(t, other.uid, unsolved, 0, today);

    const home = (await call(t.app, '/api/get-user-home-info', { headers: u.headers })).env.data;
    expect(home).toMatchObject({
      total: 6,
      solvedList: ['P1', 'P2', 'P3'],
      solvedGroupByDifficulty: { easy: 1, mid: 1, hard: 1 },
      scoreList: [12, 0, 30],
    });
    expect(typeof home.recentLoginTime).toBe('string');

    const heat = (await call(t.app, `/api/get-user-calendar-heatmap?uid=${u.uid}`)).env.data;
    const nonZero = heat.dataList.filter((d: { count: number }) => d.count > 0);
    expect(nonZero).toEqual([
      { date: localDate(threeDaysAgo), count: 2 },
      { date: localDate(today), count: 3 },
    ]);
  });

  test('unknown users are a 404 business error; no arguments without login is 401', async () => {
    using t = makeTestApp();
    expect((await call(t.app, '/api/get-user-home-info?username=ghost')).env).toEqual({
      status: 404,
      msg: 'The user does not exist',
      data: null,
    });
    expect((await call(t.app, '/api/get-user-home-info')).status).toBe(401);
  });

  test('a deleted account has no home, by name or by id, and no heatmap', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps, {});
    t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.uid, u.uid)).run();
    expect((await call(t.app, `/api/get-user-home-info?username=${u.username}`)).env.msg).toBe(
      'The user does not exist',
    );
    expect((await call(t.app, `/api/get-user-home-info?uid=${u.uid}`)).env.status).toBe(404);
    expect((await call(t.app, `/api/get-user-calendar-heatmap?uid=${u.uid}`)).env.status).toBe(404);
  });
});
