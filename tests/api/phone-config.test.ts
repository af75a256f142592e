import { afterEach, expect, spyOn, test } from 'bun:test';
import { log } from '../../src/log.ts';
import { rolePermissions } from '../../src/db/schema/index.ts';
import { forgetRolePermissions } from '../../src/domain/permissions/role-permissions.ts';
import { getWebsiteConfig, setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { askCode, startGateway } from './phone-helpers.ts';

const SECRET = 'sk-live-very-secret';

test('the SMS section is off by default and its secret reaches no browser, not even a settings admin', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const fresh = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(fresh).toMatchObject({ smsEnabled: false, smsUrl: '', smsMethod: 'POST', smsSecret: '', smsSecretSet: false });

  const set = await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { smsEnabled: true, smsUrl: 'https://sms.example/send', smsSecret: SECRET, smsSender: 'School' },
  });
  expect(set.env.status).toBe(200);
  expect(JSON.stringify(set.env)).not.toContain(SECRET);

  // An admin given the website settings page.
  t.deps.db.insert(rolePermissions).values({ role: 1001, permission: 'system_info_admin' }).run();
  forgetRolePermissions(t.deps.db);
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const read = await call(t.app, '/api/admin/config/get-web-config', { headers: admin.headers });
  expect(read.env.status).toBe(200);
  expect(read.env.data).toMatchObject({ smsEnabled: true, smsSecret: '', smsSecretSet: true, smsSender: 'School' });
  expect(read.res.headers.get('Content-Type')).toContain('json');
  expect(JSON.stringify(read.env)).not.toContain(SECRET);
  const asRoot = await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers });
  expect(JSON.stringify(asRoot.env)).not.toContain(SECRET);

  // Visitors learn only that phone codes work.
  const pub = (await call(t.app, '/api/get-website-config')).env.data;
  expect(pub.smsEnabled).toBe(true);
  expect(Object.keys(pub).filter((k) => k.startsWith('sms'))).toEqual(['smsEnabled']);

  // A blank secret in the form keeps the stored one.
  await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: admin.headers,
    json: { smsSecret: '', smsSender: 'OJ' },
  });
  const after = (await call(t.app, '/api/admin/config/get-web-config', { headers: root.headers })).env.data;
  expect(after).toMatchObject({ smsSecretSet: true, smsSender: 'OJ' });
});

test('a gateway address that is not http(s) is refused in both languages', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  for (const [lang, msg] of [
    ['en-US', 'Gateway address must start with http:// or https://'],
    ['zh-CN', '网关地址应以 http:// 或 https:// 开头'],
  ]) {
    const r = await call(t.app, '/api/admin/config/set-web-config', {
      method: 'PUT',
      headers: { ...root.headers, 'Accept-Language': lang! },
      json: { smsUrl: 'file:///etc/passwd' },
    });
    expect(r.env).toMatchObject({ status: 400, msg });
  }
  const bad = await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { smsMethod: 'DELETE' },
  });
  expect(bad.env.status).toBe(400);
});

test('switched on without an address, the site still sends no SMS', async () => {
  using t = makeTestApp();
  using _gw = startGateway(t.deps, { smsUrl: '' });
  expect((await call(t.app, '/api/get-website-config')).env.data.smsEnabled).toBe(false);
  expect((await askCode(t.app, 'register', '13800138000')).env.msg).toBe(
    'This site sends no SMS: registering, resetting a password or binding a number by phone is not available',
  );
});

test('a GET gateway gets the values in its address, escaped, and a form body is escaped for forms', async () => {
  using t = makeTestApp();
  using gw = startGateway(t.deps, { smsMethod: 'GET', smsSender: 'A&B School' });
  // The gateway's address (with {phone}) also carries the sender and the code.
  setWebsiteConfig(t.deps.db, { smsUrl: `${getWebsiteConfig(t.deps.db).smsUrl}&from={sender}&code={code}` });
  expect((await askCode(t.app, 'register', '13800138000')).env.status).toBe(200);
  const sms = gw.sent[0]!;
  expect(sms.method).toBe('GET');
  expect(sms.body).toBe('');
  const q = new URL(sms.url).searchParams;
  expect(q.get('from')).toBe('A&B School');
  expect(q.get('to')).toBe('13800138000');
  expect(q.get('code')).toMatch(/^\d{6}$/);

  setWebsiteConfig(t.deps.db, {
    smsMethod: 'POST',
    smsHeaders: 'Content-Type: application/x-www-form-urlencoded\nX-Key: {secret}',
    smsBody: 'to={phone}&sign={sender}&msg=Your code is {code}',
  });
  expect((await askCode(t.app, 'register', '13900139000')).env.status).toBe(200);
  const form = gw.sent[1]!;
  expect(form.headers['x-key']).toBe('gateway-secret-xyz');
  const fields = new URLSearchParams(form.body);
  expect(fields.get('sign')).toBe('A&B School');
  expect(fields.get('to')).toBe('13900139000');
  expect(fields.get('msg')).toMatch(/^Your code is \d{6}$/);
});

afterEach(() => log.setLevel('info'));

test('neither the secret nor a code reaches the log, even at debug level and when the gateway fails', async () => {
  log.setLevel('debug');
  const lines: string[] = [];
  const out = spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const err = spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  try {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    await call(t.app, '/api/admin/config/set-web-config', {
      method: 'PUT',
      headers: root.headers,
      json: { smsSecret: SECRET },
    });
    gw.state.status = 503;
    expect((await askCode(t.app, 'register', '13800138000')).env.status).toBe(400);
    gw.state.status = 200;
    expect((await askCode(t.app, 'register', '13900139000')).env.status).toBe(200);
    const code = gw.codeFor('13900139000');
    const reg = await call(t.app, '/api/register-by-phone', {
      method: 'POST',
      json: { username: 'quiet', password: 'secret123', phone_number: '13900139000', code },
    });
    expect(reg.env.status).toBe(200);
    expect(gw.sent.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(lines.some((l) => l.includes('/api/register-by-phone'))).toBe(true);
    expect(lines.filter((l) => l.includes(SECRET) || l.includes(code))).toEqual([]);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
});
