import { expect, test } from 'bun:test';
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createFileLesson } from '../../src/domain/videos/lessons.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

/** Bytes that start as an MP4 does (an `ftyp` box), then a counting pattern so every range is checkable. */
function mp4(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i++) bytes[i] = (i * 7) % 251;
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  return bytes;
}
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81];

async function setup() {
  const t = makeTestApp();
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const student = await createUserAndLogin(t.deps, t.app);
  const dir = join(t.dataDir, 'videos');
  const upload = (bytes: Uint8Array, query = 'title=Loops&rank=1', headers: Record<string, string> = admin.headers) =>
    call(t.app, `/api/file/upload-video?${query}`, { method: 'POST', headers, body: bytes as Uint8Array<ArrayBuffer> });
  const stored = () => (existsSync(dir) ? readdirSync(dir) : []);
  return { t, admin, problemAdmin, student, dir, upload, stored, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

test('a student or a visitor may not add, edit or delete lessons; nothing is stored', async () => {
  using s = await setup();
  expect((await s.upload(mp4(2000), 'title=A&rank=1', s.student.headers)).status).toBe(403);
  expect((await s.upload(mp4(2000), 'title=A&rank=1', {})).status).toBe(401);
  expect(
    (
      await call(s.t.app, '/api/admin/video', {
        method: 'POST',
        headers: s.student.headers,
        json: { title: 'A', rank: 1, url: 'http://10.0.0.5/a.mp4' },
      })
    ).status,
  ).toBe(403);
  expect((await call(s.t.app, '/api/admin/video?id=1', { method: 'DELETE', headers: s.student.headers })).status).toBe(
    403,
  );
  expect((await call(s.t.app, '/api/admin/video/list', { headers: s.student.headers })).status).toBe(403);
  expect(s.stored()).toEqual([]);
});

test('a page renamed .mp4, an empty body and a short file are refused by their bytes; nothing is left on disk', async () => {
  using s = await setup();
  const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>'.repeat(10));
  expect((await s.upload(html, 'title=x.mp4&rank=1')).env).toEqual({
    status: 400,
    msg: 'File type not support',
    data: null,
  });
  expect((await s.upload(new Uint8Array(0))).env.msg).toBe('The request body must be the video file');
  expect((await s.upload(new Uint8Array([0x1a, 0x45, 0xdf]))).env.msg).toBe('File type not support');
  expect(s.stored()).toEqual([]);
  expect((await call(s.t.app, '/api/video/lessons')).env.data).toEqual([]);
});

test('a link lesson must be http or https: javascript:, data: and file: links are refused', async () => {
  using s = await setup();
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'not a url',
  ]) {
    const { env } = await call(s.t.app, '/api/admin/video', {
      method: 'POST',
      headers: s.admin.headers,
      json: { title: 'A', rank: 1, url },
    });
    expect(env.status).toBe(400);
    expect(env.msg).toContain('url');
  }
  const { env } = await call(s.t.app, '/api/admin/video', {
    method: 'POST',
    headers: s.problemAdmin.headers,
    json: { title: 'On the LAN', rank: 2, url: 'http://10.0.0.5/scratch/1.mp4' },
  });
  expect(env.data).toMatchObject({ title: 'On the LAN', rank: 2, url: 'http://10.0.0.5/scratch/1.mp4' });
});

test("no path of the request reaches the disk: names are the server's own, and a planted link is not followed", async () => {
  using s = await setup();
  const { env } = await s.upload(
    mp4(3000),
    `title=${encodeURIComponent('../../verdict.db')}&rank=1&name=${encodeURIComponent('../../evil.mp4')}`,
  );
  expect(env.status).toBe(200);
  const [name] = s.stored();
  expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.mp4$/);
  expect(existsSync(join(s.t.dataDir, 'evil.mp4'))).toBe(false);
  expect((await call(s.t.app, '/api/video/file/..%2F..%2Fverdict.db')).env.status).toBe(400);
  // The stored file replaced by a link to the database: refused, not followed.
  rmSync(join(s.dir, name!));
  symlinkSync(join(s.t.dataDir, 'verdict.db'), join(s.dir, name!));
  expect((await call(s.t.app, env.data.url)).env.msg).toBe('The file does not exist');
});

test('the file is served by ranges: first bytes, a middle, a suffix, an open end; 416 past the end; whole without a range', async () => {
  using s = await setup();
  const bytes = mp4(5000);
  const { env } = await s.upload(bytes);
  expect(env.data.url).toBe(`/api/video/file/${env.data.id}`);
  const get = (range?: string) => s.t.app.request(env.data.url, { headers: range ? { Range: range } : {} });
  const cases: [string, number, number][] = [
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=-100', 4900, 4999],
    ['bytes=4990-', 4990, 4999],
    ['bytes=4990-99999', 4990, 4999],
  ];
  for (const [range, start, end] of cases) {
    const res = await get(range);
    expect({
      range,
      status: res.status,
      contentRange: res.headers.get('Content-Range'),
      length: res.headers.get('Content-Length'),
    }).toEqual({ range, status: 206, contentRange: `bytes ${start}-${end}/5000`, length: String(end - start + 1) });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(start, end + 1));
  }
  for (const range of ['bytes=5000-', 'bytes=999999-1000000', 'bytes=-0']) {
    const res = await get(range);
    expect({ status: res.status, contentRange: res.headers.get('Content-Range') }).toEqual({
      status: 416,
      contentRange: 'bytes */5000',
    });
  }
  const whole = await get();
  expect({
    status: whole.status,
    ranges: whole.headers.get('Accept-Ranges'),
    type: whole.headers.get('Content-Type'),
    cache: whole.headers.get('Cache-Control'),
    sniff: whole.headers.get('X-Content-Type-Options'),
  }).toEqual({ status: 200, ranges: 'bytes', type: 'video/mp4', cache: 'public, max-age=86400', sniff: 'nosniff' });
  expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
  // Several ranges or a malformed one: the whole file, as the RFC allows.
  expect((await get('bytes=0-1,5-6')).status).toBe(200);
  expect((await get('items=0-1')).status).toBe(200);
  expect((await s.t.app.request('/api/video/file/999999')).status).toBe(200);
  expect((await call(s.t.app, '/api/video/file/999999')).env.msg).toBe('The video lesson does not exist');
});

test('lessons are listed in order for everyone; edits reorder them; deleting removes the file', async () => {
  using s = await setup();
  const webm = new Uint8Array([...WEBM_HEAD, ...new Uint8Array(100)]);
  const first = (await s.upload(webm, `title=${encodeURIComponent('第一课 Loops')}&rank=2`)).env.data;
  const link = (
    await call(s.t.app, '/api/admin/video', {
      method: 'POST',
      headers: s.admin.headers,
      json: { title: 'Link', rank: 1, url: 'https://nas.school.lan/2.mp4' },
    })
  ).env.data;
  expect((await call(s.t.app, '/api/video/scratch-video-list')).env.data).toEqual([
    'https://nas.school.lan/2.mp4',
    `/api/video/file/${first.id}`,
  ]);
  expect((await s.t.app.request(first.url)).headers.get('Content-Type')).toBe('video/webm');
  expect(
    (
      await call(s.t.app, '/api/admin/video', {
        method: 'PUT',
        headers: s.admin.headers,
        json: { id: link.id, title: 'Link 2', rank: 3 },
      })
    ).env.status,
  ).toBe(200);
  const lessons = (await call(s.t.app, '/api/video/lessons')).env.data;
  expect(lessons.map((l: { title: string }) => l.title)).toEqual(['第一课 Loops', 'Link 2']);
  const admin = (await call(s.t.app, '/api/admin/video/list', { headers: s.problemAdmin.headers })).env.data;
  expect(admin.map((l: { source: string; size: number; author: string }) => [l.source, l.size, l.author])).toEqual([
    ['file', 112, s.admin.username],
    ['url', 0, s.admin.username],
  ]);
  expect(s.stored()).toHaveLength(1);
  expect(
    (await call(s.t.app, `/api/admin/video?id=${first.id}`, { method: 'DELETE', headers: s.problemAdmin.headers })).env
      .status,
  ).toBe(200);
  expect(s.stored()).toEqual([]);
  expect((await call(s.t.app, first.url)).env.msg).toBe('The video lesson does not exist');
  expect(
    (await call(s.t.app, `/api/admin/video?id=${first.id}`, { method: 'DELETE', headers: s.admin.headers })).env.msg,
  ).toBe('The video lesson does not exist');
  expect(
    (
      await call(s.t.app, '/api/admin/video', {
        method: 'PUT',
        headers: s.admin.headers,
        json: { id: 999, title: 'X', rank: 1 },
      })
    ).env.msg,
  ).toBe('The video lesson does not exist');
});

test('a file over the cap is refused while it streams, and its partial copy is removed', async () => {
  using s = await setup();
  const stream = new Blob([mp4(4096), mp4(4096)]).stream();
  const refused = createFileLesson(
    s.t.deps.db,
    s.t.dataDir,
    s.admin.uid,
    { title: 'Big', rank: 1 },
    { stream, declaredSize: null },
    5000,
  );
  expect(refused).rejects.toThrow('Exceed max size limit');
  await refused.catch(() => undefined);
  expect(s.stored()).toEqual([]);
  // A declared length over the cap is refused before a byte is read.
  const declared = await s.upload(mp4(100), 'title=A&rank=1', {
    ...s.admin.headers,
    'Content-Length': String(3 * 1024 ** 3),
  });
  expect(declared.env?.msg ?? declared.status).toBe('Exceed max size limit (2 GB)');
});
