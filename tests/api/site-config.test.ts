import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { DEFAULT_WEBSITE_CONFIG } from '../../src/contract/site.ts';
import { getWebsiteConfig, setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { startSmtp } from './account-helpers.ts';

// Each test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

test('the public config has the defaults, no secrets, and emailEnabled', async () => {
  using t = makeTestApp({}, { keepDiskReserve: true });
  const { env } = await call(t.app, '/api/get-website-config');
  expect(env.data).toEqual({
    baseUrl: '',
    name: 'Verdict',
    shortName: 'Verdict',
    description: DEFAULT_WEBSITE_CONFIG.description,
    recordName: '',
    recordUrl: '',
    projectName: 'Verdict',
    projectUrl: '',
    register: true,
    showCarousel: true,
    openPublicDiscussion: true,
    openGroupDiscussion: true,
    openContestComment: true,
    submissionFrequency: 8,
    captchaOnSubmit: false,
    defaultTimeLimit: 1000,
    defaultMemoryLimit: 256,
    discussionAcRequired: 0,
    commentAcRequired: 0,
    groupAcRequired: 0,
    dailyDiscussionLimit: 5,
    dailyGroupLimit: 2,
    totalGroupLimit: 5,
    memberTimeLimitMax: 10_000,
    memberMemoryLimitMax: 1024,
    memberStackLimitMax: 256,
    memberCaseCountMax: 100,
    memberTestDataMaxMb: 64,
    submissionBudgetSeconds: 180,
    judgeUserShare: 1,
    groupCreateByUsers: false,
    userDiskQuotaMb: 100,
    groupDiskQuotaMb: 500,
    diskReserveMb: 512,
    emailEnabled: false,
    smsEnabled: false,
  });
});

test('root reads everything but the SMTP password, and updates part of it', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const set = await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: {
      name: 'School OJ',
      register: false,
      smtpHost: 'mail.school',
      smtpPort: 587,
      smtpSsl: false,
      smtpUsername: 'oj@school',
      smtpPassword: 'pw',
      unknownKey: 1,
    },
  });
  expect(set.env.status).toBe(200);
  const admin = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(admin).toMatchObject({
    name: 'School OJ',
    shortName: 'Verdict',
    register: false,
    smtpHost: 'mail.school',
    smtpPort: 587,
    smtpPassword: '',
    smtpPasswordSet: true,
  });
  expect(admin.unknownKey).toBeUndefined();

  const pub = (await call(t.app, '/api/get-website-config')).env.data;
  expect(pub).toMatchObject({ name: 'School OJ', register: false, emailEnabled: true });
  expect(Object.keys(pub).filter((k) => k.startsWith('smtp') || k.startsWith('session'))).toEqual([]);

  // A blank password in the form keeps the stored one.
  await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { smtpPassword: '', shortName: 'SOJ' },
  });
  const after = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(after).toMatchObject({ shortName: 'SOJ', smtpPasswordSet: true });
});

test.each([
  [{ name: '' }, 'Site name is required'],
  [{ shortName: 's'.repeat(31) }, 'Short name must be at most 30 characters'],
  [{ register: 'yes' }, 'Allow registration must be on or off (true or false)'],
  [{ submissionFrequency: -1 }, 'Seconds between submissions must be a whole number from 0 to 3600 seconds'],
  [{ smtpPort: 70000 }, 'Port must be a whole number from 1 to 65535'],
  [{ sessionRenewHours: 0 }, 'Renew a session after must be a whole number from 1 to 720 hours'],
  [{ showCarousel: 1 }, 'Show the carousel on the home page must be on or off (true or false)'],
  [{ defaultTimeLimit: 0 }, 'Default time limit of a new problem must be a whole number from 1 to 60000 ms'],
  [{ defaultTimeLimit: 60_001 }, 'Default time limit of a new problem must be a whole number from 1 to 60000 ms'],
  [{ defaultTimeLimit: 1.5 }, 'Default time limit of a new problem must be a whole number from 1 to 60000 ms'],
  [{ defaultMemoryLimit: 0 }, 'Default memory limit of a new problem must be a whole number from 1 to 4096 MB'],
  [{ defaultMemoryLimit: 4097 }, 'Default memory limit of a new problem must be a whole number from 1 to 4096 MB'],
  [{ baseUrl: 'u'.repeat(256) }, 'Base URL must be at most 255 characters'],
  [{ description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
  [{ recordName: 'r'.repeat(101) }, 'Record name must be at most 100 characters'],
  [{ submissionFrequency: 3601 }, 'Seconds between submissions must be a whole number from 0 to 3600 seconds'],
  [{ smtpPort: 0 }, 'Port must be a whole number from 1 to 65535'],
  [{ dailyDiscussionLimit: 10_001 }, 'Posts per day must be a whole number from 0 to 10000'],
])('set-web-config refuses %p with "%s" and writes nothing', async (patch, msg) => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const { env } = await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { description: 'changed', ...patch },
  });
  expect(env.msg).toBe(msg);
  expect((await call(t.app, '/api/get-website-config')).env.data.description).toBe(DEFAULT_WEBSITE_CONFIG.description);
});

test('the config survives a restart (it is in the database)', async () => {
  using t = makeTestApp({}, { keepDiskReserve: true });
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { name: 'Kept' },
  });
  const rows = t.deps.db.$client.query<{ key: string; value: string }, []>('SELECT key, value FROM site_config').all();
  expect(rows).toEqual([{ key: 'name', value: '"Kept"' }]);
});

describe('switches under the established names', () => {
  test('info maps the website configuration; update writes it, ignores what does not apply, and the features read it', async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const info = (await call(t.app, '/api/admin/switch/info', { headers: root.headers })).env.data;
    expect(info).toEqual({
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      defaultSubmitInterval: 8,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 5,
      defaultCreateGroupACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 5,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateCommentACInitValue: 0,
    });
    const { env } = await call(t.app, '/api/admin/switch/update', {
      method: 'PUT',
      headers: root.headers,
      json: {
        openPublicDiscussion: false,
        defaultSubmitInterval: 30,
        defaultCreateDiscussionACInitValue: 3,
        defaultCreateGroupLimit: 9,
        hduUsernameList: ['x'],
        openPublicJudge: true,
      },
    });
    expect(env.status).toBe(200);
    expect(env.data).toMatchObject({
      openPublicDiscussion: false,
      defaultSubmitInterval: 30,
      defaultCreateDiscussionACInitValue: 3,
      defaultCreateGroupLimit: 9,
    });
    expect(env.data.hduUsernameList).toBeUndefined();
    const web = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
    expect(web).toMatchObject({
      openPublicDiscussion: false,
      submissionFrequency: 30,
      discussionAcRequired: 3,
      totalGroupLimit: 9,
    });
    // The discussion board reads the switch.
    const board = await call(t.app, '/api/get-discussion-list', { headers: { 'Accept-Language': 'en-US' } });
    expect(board.env.msg).toBe('No Access: discussions are closed on this site');
  });

  test('an admin is refused the switches and the settings', async () => {
    using t = makeTestApp();
    const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
    for (const path of [
      '/api/admin/switch/info',
      '/api/admin/config/get-email-config',
      '/api/admin/config/get-db-and-redis-config',
    ]) {
      const { status, env } = await call(t.app, path, { headers: admin.headers });
      expect([path, status, env.status]).toEqual([path, 403, 403]);
    }
  });
});

describe('the mail server', () => {
  test('email config reads and writes the SMTP keys; a blank password keeps the stored one; emailBGImg is ignored', async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const put = (json: unknown) =>
      call(t.app, '/api/admin/config/set-email-config', { method: 'PUT', headers: root.headers, json });
    expect(
      (
        await put({
          emailHost: 'smtp.school',
          emailPort: 587,
          emailUsername: 'oj@school',
          emailPassword: 'pw',
          emailSsl: false,
          emailBGImg: 'x.png',
        })
      ).env.status,
    ).toBe(200);
    expect((await put({ emailPassword: '', emailFrom: 'judge@school' })).env.data).toEqual({
      emailHost: 'smtp.school',
      emailPort: 587,
      emailUsername: 'oj@school',
      emailSsl: false,
      emailFrom: 'judge@school',
      emailPasswordSet: true,
    });
    expect(
      (await call(t.app, '/api/admin/config/get-email-config', { headers: root.headers })).env.data.emailPasswordSet,
    ).toBe(true);
    expect(getWebsiteConfig(t.deps.db).smtpPassword).toBe('pw');
  });

  test('the test email without a mail server names what is missing, in both languages', async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const send = (lang: string, email = 'teacher@school.example') =>
      call(t.app, '/api/admin/config/test-email', {
        method: 'POST',
        headers: { ...root.headers, 'Accept-Language': lang },
        json: { email },
      });
    expect((await send('en-US')).env).toMatchObject({
      status: 400,
      msg: 'No mail server is configured: fill in the SMTP host and the sender address (or a username that is an address) and save first',
    });
    expect((await send('zh-CN')).env.msg).toBe(
      '尚未配置邮件服务器：请先填写并保存 SMTP 主机和发件地址（或邮箱形式的用户名）',
    );
    expect((await send('en-US', 'not-an-address')).env.msg).toBe('Invalid email format');
  });

  test("the test email goes through the configured server; a refusal carries the server's reason", async () => {
    using t = makeTestApp();
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    await using smtp = await startSmtp(t.deps);
    const send = () =>
      call(t.app, '/api/admin/config/test-email', {
        method: 'POST',
        headers: root.headers,
        json: { email: 'teacher@school.example' },
      });
    expect((await send()).env.status).toBe(200);
    expect(smtp.mails.map((m) => [m.from, m.to])).toEqual([['judge@school.example', ['teacher@school.example']]]);
    expect(smtp.lastText()).toContain('This is a test email from Verdict');
    setWebsiteConfig(t.deps.db, { smtpPassword: 'wrong' });
    const refused = (await send()).env;
    expect(refused.status).toBe(400);
    expect(refused.msg).toStartWith('The mail server did not take the test email: ');
    expect(refused.msg).toContain('bad auth');
    expect(smtp.mails).toHaveLength(1);
  });
});

test('the data source is the SQLite file of the data directory, in WAL mode; changing it is refused', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const { env } = await call(t.app, '/api/admin/config/get-db-and-redis-config', { headers: root.headers });
  expect(env.data).toMatchObject({ engine: 'sqlite', file: join(t.dataDir, 'verdict.db'), journalMode: 'wal' });
  expect(env.data.fileSize).toBe(statSync(join(t.dataDir, 'verdict.db')).size);
  expect(env.data.walSize).toBe(statSync(join(t.dataDir, 'verdict.db-wal')).size);
  expect(env.data.pageCount).toBeGreaterThan(0);
  expect(env.data.sqliteVersion).toMatch(/^3\.\d+\.\d+$/);
  const put = await call(t.app, '/api/admin/config/set-db-and-redis-config', {
    method: 'PUT',
    headers: { ...root.headers, 'Accept-Language': 'zh-CN' },
    json: { dbHost: 'x' },
  });
  expect(put.env.msg).toBe('数据源不能在此修改：Verdict 的数据保存在数据目录中的 SQLite 文件里（用 --data 指定）');
});

test('a new problem without limits starts with the configured default limits', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  setWebsiteConfig(t.deps.db, { defaultTimeLimit: 2500, defaultMemoryLimit: 512 });
  const problem = { problemId: 'D1', title: 'Defaults', description: 'd', input: 'i', output: 'o' };
  const { env } = await call(t.app, '/api/admin/problem', {
    method: 'POST',
    headers: root.headers,
    json: { problem, samples: [{ input: '1\n', output: '1\n' }], isUploadTestCase: false, languages: ['C'] },
  });
  expect(env.status).toBe(200);
  const stored = t.deps.db.$client
    .query<{ time_limit: number; memory_limit: number }, []>(
      "select time_limit, memory_limit from problems where problem_id = 'D1'",
    )
    .get();
  expect(stored).toEqual({ time_limit: 2500, memory_limit: 512 });
});
