import { expect, test } from 'bun:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { endpoint } from '../../src/contract/endpoints/define.ts';
import { mount } from '../../src/http/endpoint.ts';
import type { AppEnv, SessionUser } from '../../src/http/env.ts';
import { onError } from '../../src/http/errors.ts';

/** A route mounted from its entry: the caller rule, the input parsed by its schema, the answer checked, the entry's message. */
const entries = {
  double: endpoint({
    method: 'GET',
    path: '/api/double',
    aliases: ['/api/twice'],
    query: z.object({ n: z.coerce.number().int().max(100) }),
    answer: z.object({ n: z.number() }),
    caller: 'anyone',
  }),
  echo: endpoint({
    method: 'POST',
    path: '/api/echo',
    body: z.object({ text: z.string().min(1) }),
    answer: z.string(),
    caller: 'signed-in',
    message: 'Echoed',
  }),
  admin: endpoint({ method: 'DELETE', path: '/api/admin-only', answer: z.null(), caller: 'contest_admin' }),
  drift: endpoint({ method: 'GET', path: '/api/drift', answer: z.object({ id: z.number() }), caller: 'anyone' }),
};

function appFor(user: Partial<SessionUser> | null) {
  const api = new Hono<AppEnv>();
  mount(api, entries.double, ({ n }) => ({ n: n * 2 }));
  mount(api, entries.echo, ({ text }, c) => `${c.var.user!.username}: ${text}`);
  mount(api, entries.admin, () => null);
  mount(api, entries.drift, () => ({ id: '1' }) as never);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { config: { checkResponses: true } } as never);
    c.set('lang', 'en-US');
    c.set(
      'user',
      user ? ({ uid: 'u', username: 'ann', role: 1002, permissions: new Set(), ...user } as SessionUser) : null,
    );
    await next();
  });
  app.route('/api', api);
  app.onError(onError);
  return app;
}

const send = async (app: Hono<AppEnv>, path: string, init?: RequestInit) => {
  const res = await app.request(path, init);
  return { http: res.status, body: (await res.json()) as { status: number; msg: string; data: unknown } };
};
const post = (json: string) => ({ method: 'POST', body: json, headers: { 'Content-Type': 'application/json' } });

test('the input is parsed by the entry schema; bad input is the 400 envelope naming the field', async () => {
  const app = appFor(null);
  expect((await send(app, '/api/double?n=21')).body).toEqual({ status: 200, msg: 'success', data: { n: 42 } });
  expect((await send(app, '/api/twice?n=4')).body.data).toEqual({ n: 8 });
  const bad = await send(app, '/api/double?n=abc');
  expect({ http: bad.http, status: bad.body.status }).toEqual({ http: 200, status: 400 });
  expect(bad.body.msg).toStartWith('n ');
  expect((await send(app, '/api/double?n=101')).body.msg).toBe('n must be at most 100');
  expect((await send(app, '/api/double')).body.status).toBe(400);
});

test('the caller rule comes first: a visitor is asked to sign in, a user without the permission refused', async () => {
  expect((await send(appFor(null), '/api/echo', post('{"text":"hi"}'))).http).toBe(401);
  expect((await send(appFor(null), '/api/echo', post('{'))).http).toBe(401);
  expect((await send(appFor({}), '/api/admin-only', { method: 'DELETE' })).http).toBe(403);
  expect(
    (await send(appFor({ permissions: new Set(['contest_admin']) } as never), '/api/admin-only', { method: 'DELETE' }))
      .body,
  ).toEqual({ status: 200, msg: 'success', data: null });
});

test("a body is read as JSON: malformed JSON and bad fields are 400s, a good one answers with the entry's message", async () => {
  const app = appFor({});
  expect((await send(app, '/api/echo', post('{"text":"hi"}'))).body).toEqual({
    status: 200,
    msg: 'Echoed',
    data: 'ann: hi',
  });
  const malformed = await send(app, '/api/echo', post('{"text":'));
  expect(malformed.http).toBeLessThan(500);
  expect(malformed.body.status).toBe(400);
  expect((await send(app, '/api/echo', post('{"text":""}'))).body).toMatchObject({
    status: 400,
    msg: 'text is required',
  });
  // The method is the entry's.
  expect((await app.request('/api/echo')).status).toBe(404);
});

test("an answer that drifts from the entry's answer schema is a server error", async () => {
  const drift = await send(appFor(null), '/api/drift');
  expect(drift.http).toBe(500);
});
