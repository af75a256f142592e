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
