import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { DEFAULT_WEBSITE_CONFIG } from '../../src/contract/site.ts';

test('the public config has the defaults, no secrets, and emailEnabled', async () => {
  using t = makeTestApp();
  const { env } = await call(t.app, '/api/get-website-config');
  expect(env.data).toEqual({
    baseUrl: '', name: 'Verdict', shortName: 'Verdict', description: DEFAULT_WEBSITE_CONFIG.description,
    recordName: '', recordUrl: '', projectName: 'Verdict', projectUrl: '',
    register: true, openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true,
    submissionFrequency: 8, captchaOnSubmit: false,
    discussionAcRequired: 0, commentAcRequired: 0, groupAcRequired: 0, dailyDiscussionLimit: 5, dailyGroupLimit: 2, totalGroupLimit: 5,
    emailEnabled: false,
  });
});

test('root reads everything but the SMTP password, and updates part of it', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const set = await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT', headers: root.headers,
    json: { name: 'School OJ', register: false, smtpHost: 'mail.school', smtpPort: 587, smtpSsl: false, smtpUsername: 'oj@school', smtpPassword: 'pw', unknownKey: 1 },
  });
  expect(set.env.status).toBe(200);
  const admin = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(admin).toMatchObject({ name: 'School OJ', shortName: 'Verdict', register: false, smtpHost: 'mail.school', smtpPort: 587, smtpPassword: '', smtpPasswordSet: true });
  expect(admin.unknownKey).toBeUndefined();

  const pub = (await call(t.app, '/api/get-website-config')).env.data;
  expect(pub).toMatchObject({ name: 'School OJ', register: false, emailEnabled: true });
  expect(Object.keys(pub).filter((k) => k.startsWith('smtp') || k.startsWith('session'))).toEqual([]);

  // A blank password in the form keeps the stored one.
  await call(t.app, '/api/admin/config/set-web-config', { method: 'PUT', headers: root.headers, json: { smtpPassword: '', shortName: 'SOJ' } });
  const after = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(after).toMatchObject({ shortName: 'SOJ', smtpPasswordSet: true });
});

test.each([
  [{ name: '' }, 'name is required'],
  [{ shortName: 's'.repeat(31) }, 'shortName must be at most 30 characters'],
  [{ register: 'yes' }, 'register must be boolean'],
  [{ submissionFrequency: -1 }, 'submissionFrequency must be at least 0'],
  [{ smtpPort: 70000 }, 'smtpPort must be at most 65535'],
  [{ sessionRenewHours: 0 }, 'sessionRenewHours must be at least 1'],
])('set-web-config refuses %p with "%s" and writes nothing', async (patch, msg) => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const { env } = await call(t.app, '/api/admin/config/set-web-config', { method: 'PUT', headers: root.headers, json: { description: 'changed', ...patch } });
  expect(env.msg).toBe(msg);
  expect((await call(t.app, '/api/get-website-config')).env.data.description).toBe(DEFAULT_WEBSITE_CONFIG.description);
});

test('the config survives a restart (it is in the database)', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  await call(t.app, '/api/admin/config/set-web-config', { method: 'PUT', headers: root.headers, json: { name: 'Kept' } });
  const rows = t.deps.db.$client.query<{ key: string; value: string }, []>('SELECT key, value FROM site_config').all();
  expect(rows).toEqual([{ key: 'name', value: '"Kept"' }]);
});
