import { expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const WEBP = new Uint8Array([
  ...new TextEncoder().encode('RIFF'),
  30,
  0,
  0,
  0,
  ...new TextEncoder().encode('WEBPVP8 '),
  0,
  0,
  0,
  0,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

function upload(t: ReturnType<typeof makeTestApp>, headers: Record<string, string>, bytes: Uint8Array, name = 'a.png') {
  const form = new FormData();
  form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return call(t.app, '/api/file/upload-avatar', { method: 'POST', headers, body: form });
}

test.each([
  ['png', PNG, 'image/png'],
  ['gif', GIF, 'image/gif'],
  ['webp', WEBP, 'image/webp'],
  ['jpg', JPEG, 'image/jpeg'],
] as const)('a %s avatar is stored, served with its type and replaces the previous one', async (ext, bytes, type) => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const first = await upload(t, u.headers, PNG);
  const { env } = await upload(t, u.headers, bytes, 'whatever.txt');
  expect(env.status).toBe(200);
  expect(env.data.avatar).toMatch(new RegExp(`^/api/public/avatars/[A-Za-z0-9_-]{24}\\.${ext}$`));
  const served = await t.app.request(env.data.avatar);
  expect(served.status).toBe(200);
  expect(served.headers.get('Content-Type')).toBe(type);
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  expect(readdirSync(join(t.dataDir, 'files', 'avatars'))).toEqual([env.data.avatar.split('/').pop()]);
  expect((await t.app.request(first.env.data.avatar)).status).toBe(404);
});

test('content that is not an image is refused whatever its name', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const { env } = await upload(
    t,
    u.headers,
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'evil.png',
  );
  expect(env).toEqual({ status: 400, msg: 'File type not support', data: null });
  const zh = await upload(t, { ...u.headers, 'Accept-Language': 'zh-CN' }, new Uint8Array([1, 2, 3]));
  expect(zh.env.msg).toBe('文件类型不支持');
  expect(
    existsSync(join(t.dataDir, 'files', 'avatars')) ? readdirSync(join(t.dataDir, 'files', 'avatars')) : [],
  ).toEqual([]);
});

test('more than 2 MB is refused', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(PNG);
  const { env } = await upload(t, u.headers, big);
  expect(env.msg).toBe('Exceed max size limit');
  const huge = new Uint8Array(3 * 1024 * 1024);
  huge.set(PNG);
  expect((await upload(t, u.headers, huge)).env.msg).toBe('Exceed max size limit');
});

test('a missing file field, and visitors, are refused', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const form = new FormData();
  form.append('other', 'x');
  expect(
    (await call(t.app, '/api/file/upload-avatar', { method: 'POST', headers: u.headers, body: form })).env.msg,
  ).toBe('image is required');
  expect((await upload(t, {}, PNG)).status).toBe(401);
});

test.each(['..%2Fverdict.db', '..%2F..%2Fetc%2Fpasswd', 'x.png', 'AAAAAAAAAAAAAAAAAAAAAAAA.svg'])(
  'no file outside the avatars is served: %s',
  async (name) => {
    using t = makeTestApp();
    const res = await t.app.request(`/api/public/avatars/${name}`);
    expect(res.status).toBe(404);
  },
);
