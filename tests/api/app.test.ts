import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';

test('ping answers in the envelope', async () => {
  using t = makeTestApp();
  const { env, status } = await call(t.app, '/api/ping');
  expect(status).toBe(200);
  expect(env.status).toBe(200);
  expect(typeof env.data.time).toBe('number');
});

test('an unknown api path is a real 404 with the catalogued message in the asked language', async () => {
  using t = makeTestApp();
  const en = await call(t.app, '/api/nope');
  expect(en.status).toBe(404);
  expect(en.env).toEqual({ status: 404, msg: 'Query error: unable to find the resource to request', data: null });
  const zh = await call(t.app, '/api/nope', { headers: { 'Accept-Language': 'zh-CN' } });
  expect(zh.env.msg).toBe('查询错误：找不到请求的资源');
});

test('a JSON body over the limit is refused with 413', async () => {
  using t = makeTestApp();
  const { status, env } = await call(t.app, '/api/ping', {
    method: 'POST',
    body: 'x'.repeat(2 * 1024 * 1024),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(status).toBe(413);
  expect(env.status).toBe(413);
});

test('a body that is not JSON is a 400 in the asked language, never a 500', async () => {
  using t = makeTestApp();
  const init = { method: 'POST', body: '{"username": ', headers: { 'Content-Type': 'application/json' } };
  const en = await call(t.app, '/api/login', init);
  expect({ status: en.status, env: en.env }).toEqual({
    status: 200,
    env: { status: 400, msg: 'The request body is not valid JSON', data: null },
  });
  const zh = await call(t.app, '/api/login', { ...init, headers: { ...init.headers, 'Accept-Language': 'zh-CN' } });
  expect(zh.env).toEqual({ status: 400, msg: '请求体不是有效的 JSON', data: null });
});
