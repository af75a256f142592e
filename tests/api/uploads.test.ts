import { expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const text = (s: string) => new TextEncoder().encode(s);

async function setup() {
  const t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const user = await createUserAndLogin(t.deps, t.app);
  const upload = (
    path: string,
    field: string,
    bytes: Uint8Array,
    name: string,
    headers: Record<string, string> = admin.headers,
  ) => {
    const form = new FormData();
    form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
    return call(t.app, path, { method: 'POST', headers, body: form });
  };
  const stored = () => (existsSync(join(t.dataDir, 'public')) ? readdirSync(join(t.dataDir, 'public')) : []);
  return { t, root, admin, problemAdmin, user, upload, stored, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

test('an editor image is stored under a random name, served inline with its type, and deleted', async () => {
  using s = await setup();
  const { env } = await s.upload('/api/file/upload-md-img', 'image', JPEG, 'photo.png');
  expect(env.status).toBe(200);
  expect(env.data.link).toMatch(/^\/api\/public\/file\/[A-Za-z0-9_-]{24}\.jpg$/);
  const served = await s.t.app.request(env.data.link);
  expect({
    status: served.status,
    type: served.headers.get('Content-Type'),
    sniff: served.headers.get('X-Content-Type-Options'),
    disposition: served.headers.get('Content-Disposition'),
  }).toEqual({ status: 200, type: 'image/jpeg', sniff: 'nosniff', disposition: null });
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  expect(s.stored()).toEqual([env.data.link.split('/').pop()]);
  // Another admin may not delete it; the uploader may.
  expect(
    (await call(s.t.app, `/api/file/delete-md-img?fileId=${env.data.fileId}`, { headers: s.problemAdmin.headers }))
      .status,
  ).toBe(403);
  expect(
    (await call(s.t.app, `/api/file/delete-md-img?fileId=${env.data.fileId}`, { headers: s.admin.headers })).env.status,
  ).toBe(200);
  expect(s.stored()).toEqual([]);
  expect((await s.t.app.request(env.data.link)).status).toBe(404);
  expect(
    (await call(s.t.app, `/api/file/delete-md-img?fileId=${env.data.fileId}`, { headers: s.admin.headers })).env.msg,
  ).toBe('The file does not exist');
});

test.each([
  ['an svg named .png', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png'],
  ['html named .jpg', text('<!doctype html><script>alert(1)</script>'), 'x.jpg'],
  ['a script named .gif', text('GIF is what I say I am'), 'x.gif'],
])('a file pretending to be an image is refused: %s', async (_, bytes, name) => {
  using s = await setup();
  for (const [path, field] of [
    ['/api/file/upload-md-img', 'image'],
    ['/api/file/upload-carouse-img', 'file'],
  ] as const) {
    const { env } = await s.upload(path, field, bytes, name, s.root.headers);
    expect(env).toEqual({ status: 400, msg: 'File type not support', data: null });
  }
  expect(s.stored()).toEqual([]);
});

test('images over 5 MB and files over 20 MB are refused with the limit named', async () => {
  using s = await setup();
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  big.set(PNG);
  expect((await s.upload('/api/file/upload-md-img', 'image', big, 'big.png')).env.msg).toBe(
    'Exceed max size limit (5 MB)',
  );
  expect((await s.upload('/api/file/upload-carouse-img', 'file', big, 'big.png', s.root.headers)).env.msg).toBe(
    'Exceed max size limit (5 MB)',
  );
  const huge = new Uint8Array(21 * 1024 * 1024);
  const zh = await s.upload('/api/file/upload-md-file', 'file', huge, 'notes.pdf', {
    ...s.admin.headers,
    'Accept-Language': 'zh-CN',
  });
  expect(zh.env.msg).toBe('超出大小限制（20 MB）');
  expect(s.stored()).toEqual([]);
});

test('an editor file is taken from the extension list and always served as a download', async () => {
  using s = await setup();
  const refused = await s.upload('/api/file/upload-md-file', 'file', text('<html></html>'), 'page.html');
  expect(refused.env.msg).toBe(
    'Files of type html cannot be uploaded; allowed: pdf, zip, txt, md, doc, docx, ppt, pptx, xls, xlsx',
  );
  expect((await s.upload('/api/file/upload-md-file', 'file', text('x'), 'noext')).env.status).toBe(400);
  const { env } = await s.upload(
    '/api/file/upload-md-file',
    'file',
    text('<script>alert(1)</script>'),
    '讲义 1.txt',
    s.problemAdmin.headers,
  );
  expect(env).toMatchObject({ status: 200, data: { name: '讲义 1.txt' } });
  const served = await s.t.app.request(env.data.link);
  expect(served.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(served.headers.get('Content-Disposition')).toBe(
    `attachment; filename="__ 1.txt"; filename*=UTF-8''${encodeURIComponent('讲义 1.txt')}`,
  );
  const pdf = await s.upload('/api/file/upload-md-file', 'file', text('%PDF-1.4'), 'Slides.PDF');
  expect((await s.t.app.request(pdf.env.data.link)).headers.get('Content-Type')).toBe('application/pdf');
});

test('editor uploads are for the admin roles; a missing file is named', async () => {
  using s = await setup();
  expect((await s.upload('/api/file/upload-md-img', 'image', PNG, 'a.png', s.user.headers)).status).toBe(403);
  expect((await s.upload('/api/file/upload-md-file', 'file', text('x'), 'a.txt', s.user.headers)).status).toBe(403);
  expect((await s.upload('/api/file/upload-md-img', 'image', PNG, 'a.png', {})).status).toBe(401);
  expect((await s.upload('/api/file/upload-md-img', 'other', PNG, 'a.png')).env.msg).toBe('image is required');
  expect((await s.upload('/api/file/upload-md-img', 'image', PNG, 'a.png', s.problemAdmin.headers)).env.status).toBe(
    200,
  );
});

test('the carousel: the super admin adds and deletes images, everyone lists them in order', async () => {
  using s = await setup();
  expect((await s.upload('/api/file/upload-carouse-img', 'file', PNG, 'a.png', s.admin.headers)).status).toBe(403);
  const a = (await s.upload('/api/file/upload-carouse-img', 'file', PNG, 'a.png', s.root.headers)).env.data;
  const b = (await s.upload('/api/file/upload-carouse-img', 'file', JPEG, 'b.jpg', s.root.headers)).env.data;
  // Editor images are not carousel images.
  await s.upload('/api/file/upload-md-img', 'image', PNG, 'c.png');
  expect((await call(s.t.app, '/api/home-carousel')).env.data).toEqual([a, b]);
  expect(
    (await call(s.t.app, `/api/admin/config/home-carousel?id=${a.id}`, { method: 'DELETE', headers: s.admin.headers }))
      .status,
  ).toBe(403);
  expect(
    (await call(s.t.app, `/api/admin/config/home-carousel?id=${a.id}`, { method: 'DELETE', headers: s.root.headers }))
      .env.status,
  ).toBe(200);
  expect((await call(s.t.app, '/api/home-carousel')).env.data).toEqual([b]);
  expect((await s.t.app.request(a.url)).status).toBe(404);
  expect(
    (await call(s.t.app, `/api/admin/config/home-carousel?id=${a.id}`, { method: 'DELETE', headers: s.root.headers }))
      .env.msg,
  ).toBe('The file does not exist');
});

test.each([
  '..%2Fverdict.db',
  '..%2F..%2Fetc%2Fpasswd',
  'x.png',
  'AAAAAAAAAAAAAAAAAAAAAAAA.svg',
  'AAAAAAAAAAAAAAAAAAAAAAAA.png',
])('no file but a stored one is served: %s', async (name) => {
  using s = await setup();
  expect((await s.t.app.request(`/api/public/file/${name}`)).status).toBe(404);
});
