import { expect, setDefaultTimeout, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

// Each test creates an account (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

// The envelope carries the status (the HTTP answer is 200, as the established client expects).
// A value out of range sent to set-web-config directly (not through the form) is refused with the
// form's own words: the field as the page names it, both bounds and the unit, in both languages.
const CASES: [patch: Record<string, unknown>, en: string, zh: string][] = [
  [
    { defaultTimeLimit: 60_001 },
    'Default time limit of a new problem must be a whole number from 1 to 60000 ms',
    '新题目默认时间限制应为 1 到 60000 毫秒之间的整数',
  ],
  [
    { defaultMemoryLimit: 0 },
    'Default memory limit of a new problem must be a whole number from 1 to 4096 MB',
    '新题目默认内存限制应为 1 到 4096 MB 之间的整数',
  ],
  [
    { submissionBudgetSeconds: 2.5 },
    'Most judge time one submission may take must be a whole number from 10 to 3600 seconds',
    '单个提交最多占用的评测时间应为 10 到 3600 秒之间的整数',
  ],
  [
    { memberTimeLimitMax: '1000' },
    'Highest time limit must be a whole number from 1 to 60000 ms',
    '最高时间限制应为 1 到 60000 毫秒之间的整数',
  ],
  [
    { memberCaseCountMax: 100_000 },
    'Most test cases must be a whole number from 1 to 10000',
    '最多测试点数应为 1 到 10000 之间的整数',
  ],
  [
    { judgeUserShare: 0 },
    'Submissions of one user judged at once while others wait must be a whole number from 1 to 64',
    '他人排队时同一用户同时评测的提交数应为 1 到 64 之间的整数',
  ],
  [
    { groupCreateByUsers: 'yes' },
    'Users without a staff role may create groups must be on or off (true or false)',
    '无管理角色的用户也可创建团队应为开或关（true 或 false）',
  ],
  [{ shortName: 's'.repeat(31) }, 'Short name must be at most 30 characters', '网站简称最多 30 个字符'],
  [{ name: '' }, 'Site name is required', '请输入网站名称'],
  [{ smsMethod: 'PATCH' }, 'Method must be one of POST, PUT, GET', '请求方法应为 POST、PUT、GET 之一'],
  [{ baseUrl: 'ftp://x' }, 'Base URL must start with http:// or https://', '网站地址应以 http:// 或 https:// 开头'],
  [
    { baseUrl: 'oj.school.edu' },
    'Base URL must start with http:// or https://',
    '网站地址应以 http:// 或 https:// 开头',
  ],
  [
    { recordUrl: 'javascript:alert(1)' },
    'Record URL must start with http:// or https://',
    '备案链接应以 http:// 或 https:// 开头',
  ],
  [
    { projectUrl: 'github.com/x' },
    'Project URL must start with http:// or https://',
    '项目链接应以 http:// 或 https:// 开头',
  ],
  [
    { smsUrl: 'file:///etc/passwd' },
    'Gateway address must start with http:// or https://',
    '网关地址应以 http:// 或 https:// 开头',
  ],
  [
    { smtpFrom: 'not an address' },
    'Sender address must be an e-mail address such as oj@school.edu or Verdict <oj@school.edu>',
    '发件地址应为邮箱地址，如 oj@school.edu 或 Verdict <oj@school.edu>',
  ],
];

test.each(CASES)('set-web-config refuses %p by name, bounds and unit, and writes nothing', async (patch, en, zh) => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const before = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  for (const [lang, msg] of [
    ['en-US', en],
    ['zh-CN', zh],
  ] as const) {
    const put = await call(t.app, '/api/admin/config/set-web-config', {
      method: 'PUT',
      headers: { ...root.headers, 'Accept-Language': lang },
      json: { description: 'changed', ...patch },
    });
    expect(put.env).toMatchObject({ status: 400, msg });
  }
  const after = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(after).toEqual(before);
});

// The switches and the mail server are the same settings under the established client's names: a
// refused value is named as the settings page names it too (never `emailPort`), and nothing is written.
const UNDER_OTHER_NAMES: [path: string, patch: Record<string, unknown>, en: string, zh: string][] = [
  [
    '/api/admin/switch/update',
    { openGroupDiscussion: 'no' },
    'Group discussion must be on or off (true or false)',
    '团队讨论区应为开或关（true 或 false）',
  ],
  [
    '/api/admin/switch/update',
    { defaultSubmitInterval: -1 },
    'Seconds between submissions must be a whole number from 0 to 3600 seconds',
    '两次提交的间隔应为 0 到 3600 秒之间的整数',
  ],
  [
    '/api/admin/switch/update',
    { defaultCreateGroupDailyLimit: 10_001 },
    'Groups created per day must be a whole number from 0 to 10000',
    '每日创建团队数应为 0 到 10000 之间的整数',
  ],
  [
    '/api/admin/switch/update',
    { defaultCreateGroupACInitValue: 2.5 },
    'Accepted problems to create a group must be a whole number from 0 to 10000',
    '创建团队所需通过题数应为 0 到 10000 之间的整数',
  ],
  [
    '/api/admin/switch/update',
    { defaultCreateCommentACInitValue: '1' },
    'Accepted problems to comment must be a whole number from 0 to 10000',
    '评论所需通过题数应为 0 到 10000 之间的整数',
  ],
  [
    '/api/admin/config/set-email-config',
    { emailPort: 0 },
    'Port must be a whole number from 1 to 65535',
    '端口应为 1 到 65535 之间的整数',
  ],
  [
    '/api/admin/config/set-email-config',
    { emailPort: 65_536 },
    'Port must be a whole number from 1 to 65535',
    '端口应为 1 到 65535 之间的整数',
  ],
  [
    '/api/admin/config/set-email-config',
    { emailHost: 'h'.repeat(256) },
    'Host must be at most 255 characters',
    '服务器最多 255 个字符',
  ],
  [
    '/api/admin/config/set-email-config',
    { emailFrom: 'judge at school' },
    'Sender address must be an e-mail address such as oj@school.edu or Verdict <oj@school.edu>',
    '发件地址应为邮箱地址，如 oj@school.edu 或 Verdict <oj@school.edu>',
  ],
  [
    '/api/admin/config/set-email-config',
    { emailSsl: 'true' },
    'TLS from the start (SSL) must be on or off (true or false)',
    '使用 SSL 连接应为开或关（true 或 false）',
  ],
];

test('the switches and the mail server refuse a value by the name the settings page gives it, and write nothing', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const settings = async () =>
    (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  const before = await settings();
  for (const [path, patch, en, zh] of UNDER_OTHER_NAMES)
    for (const [lang, msg] of [
      ['en-US', en],
      ['zh-CN', zh],
    ] as const) {
      const put = await call(t.app, path, {
        method: 'PUT',
        headers: { ...root.headers, 'Accept-Language': lang },
        json: patch,
      });
      expect([path, lang, put.env.status, put.env.msg]).toEqual([path, lang, 400, msg]);
      expect(put.env.data).toEqual({ field: Object.keys(patch)[0] });
    }
  expect(await settings()).toEqual(before);
  // A field that writes no setting keeps the general words.
  const picture = await call(t.app, '/api/admin/config/set-email-config', {
    method: 'PUT',
    headers: { ...root.headers, 'Accept-Language': 'en-US' },
    json: { emailBGImg: 'x'.repeat(1001) },
  });
  expect(picture.env.msg).toBe('emailBGImg must be at most 1000 characters');
});

// An empty address stays allowed (a site without mail, links or a gateway); an address is kept as given.
test('set-web-config takes an empty address, an http(s) address and a sender with or without a name', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const put = (json: Record<string, unknown>) =>
    call(t.app, '/api/admin/config/set-web-config', { method: 'PUT', headers: root.headers, json });
  const read = async () => (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  for (const patch of [
    { baseUrl: 'https://oj.school.edu/', smtpFrom: 'oj@school.edu', smsUrl: 'http://sms.lan/send?to={phone}' },
    { baseUrl: 'http://10.0.0.5:8080', smtpFrom: 'Verdict <judge@school>' },
    { baseUrl: '', smtpFrom: '', smsUrl: '' },
    { recordUrl: 'https://beian.miit.gov.cn/', projectUrl: 'https://github.com/school/oj' },
    { recordUrl: '', projectUrl: '' },
  ]) {
    expect((await put(patch)).env.status).toBe(200);
    expect(await read()).toMatchObject(patch);
  }
});
