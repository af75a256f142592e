import { PERMISSION_IDS } from '../../src/contract/permissions.ts';
import { describe, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import type { AppEnv } from '../../src/http/env.ts';
import {
  assertCan,
  authenticate,
  requireAdmin,
  requireProblemAdmin,
  requireRoot,
} from '../../src/http/middleware/auth.ts';
import { onError } from '../../src/http/errors.ts';
import { ok } from '../../src/http/respond.ts';

const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/admin/config/get-web-config'],
  ['PUT', '/api/admin/config/set-web-config', { register: false }],
  ['PUT', '/api/admin/user/reset-password', { uid: 'x', password: 'secret123' }],
];

describe('admin calls', () => {
  test.each([1002, 1003, 1004, 1005, 1006, 1007])('are refused for role %d with 403', async (role) => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app, { role });
    for (const [method, path, json] of ADMIN_CALLS) {
      const { status, env } = await call(t.app, path, { method, headers: u.headers, json });
      expect(status).toBe(403);
      expect(env.msg).toBe('Please login again with the administrator account');
    }
  });

  test('are 401 for visitors, and in Chinese when asked', async () => {
    using t = makeTestApp();
    for (const [method, path, json] of ADMIN_CALLS) {
      expect((await call(t.app, path, { method, json })).status).toBe(401);
    }
    const u = await createUserAndLogin(t.deps, t.app);
    const zh = await call(t.app, '/api/admin/config/get-web-config', {
      headers: { ...u.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('请使用管理员账号重新登录');
  });

  test('site config is root only; password reset is admin and root', async () => {
    using t = makeTestApp();
    const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
    const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
    expect((await call(t.app, '/api/admin/config/get-web-config', { headers: admin.headers })).status).toBe(403);
    expect(
      (
        await call(t.app, '/api/admin/user/reset-password', {
          method: 'PUT',
          headers: problemAdmin.headers,
          json: { uid: admin.uid, password: 'secret123' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the role middlewares and assertCan, as other routers use them', () => {
  function probeApp(deps: Parameters<typeof createUserAndLogin>[0]) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      c.set('lang', 'en-US');
      await next();
    });
    app.use('*', authenticate);
    app.get('/root', requireRoot, (c) => ok(c, 'root'));
    app.get('/admin', requireAdmin, (c) => ok(c, 'admin'));
    app.get('/problems', requireProblemAdmin, (c) => ok(c, 'problems'));
    app.get('/submit', (c) => ok(c, assertCan(c, 'submit').uid));
    app.get('/post', (c) => ok(c, assertCan(c, 'post').uid));
    app.get('/comment', (c) => ok(c, assertCan(c, 'comment').uid));
    app.onError(onError);
    return app;
  }

  const expected: Record<number, Record<string, number>> = {
    1000: { root: 200, admin: 200, problems: 200, submit: 200, post: 200, comment: 200 },
    1001: { root: 403, admin: 403, problems: 200, submit: 200, post: 200, comment: 200 },
    1008: { root: 403, admin: 403, problems: 200, submit: 200, post: 200, comment: 200 },
    1002: { root: 403, admin: 403, problems: 403, submit: 200, post: 200, comment: 200 },
    1003: { root: 403, admin: 403, problems: 403, submit: 403, post: 200, comment: 200 },
    1004: { root: 403, admin: 403, problems: 403, submit: 200, post: 403, comment: 200 },
    1005: { root: 403, admin: 403, problems: 403, submit: 200, post: 403, comment: 403 },
    1006: { root: 403, admin: 403, problems: 403, submit: 403, post: 403, comment: 200 },
    1007: { root: 403, admin: 403, problems: 403, submit: 403, post: 403, comment: 403 },
  };

  test.each(Object.keys(expected).map(Number))('role %d', async (role) => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app, { role });
    const probe = probeApp(t.deps);
    const seen: Record<string, number> = {};
    for (const path of Object.keys(expected[role]!))
      seen[path] = (await probe.request(`/${path}`, { headers: u.headers })).status;
    expect(seen).toEqual(expected[role]!);
  });

  test('restricted rights answer with their own messages; visitors get 401', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app, { role: 1007 });
    const probe = probeApp(t.deps);
    const msg = async (path: string, headers: Record<string, string> = u.headers) =>
      ((await (await probe.request(path, { headers })).json()) as { msg: string }).msg;
    expect(await msg('/submit')).toBe('Your account is not allowed to submit');
    expect(await msg('/post')).toBe('Your account is not allowed to post discussions');
    expect(await msg('/comment')).toBe('Your account is muted and cannot comment');
    expect((await probe.request('/submit')).status).toBe(401);
  });
});

test('get-user-auth-info lists the role and permissions', async () => {
  using t = makeTestApp();
  const muted = await createUserAndLogin(t.deps, t.app, { role: 1005 });
  expect((await call(t.app, '/api/get-user-auth-info', { headers: muted.headers })).env.data).toEqual({
    roles: ['user'],
    permissions: ['submit'],
    held: ['submit'],
  });
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  expect((await call(t.app, '/api/get-user-auth-info', { headers: root.headers })).env.data).toEqual({
    roles: ['root'],
    permissions: ['submit', 'post', 'comment', 'enterAdmin', 'manageProblems', 'isAdmin', 'isRoot'],
    held: PERMISSION_IDS,
  });
  const teacher = await createUserAndLogin(t.deps, t.app, { role: 1009 });
  const held = (await call(t.app, '/api/get-user-auth-info', { headers: teacher.headers })).env.data.held;
  expect([held.includes('user_import'), held.includes('user_admin')]).toEqual([true, false]);
});
