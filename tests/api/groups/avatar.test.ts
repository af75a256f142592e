import { expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../../helpers/app.ts';
import { send, setup as groupSetup, type Headers, type TestApp } from './helpers.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

function upload(
  t: TestApp,
  headers: Headers | undefined,
  gid: number | string | null,
  bytes: Uint8Array,
  name = 'avatar.png',
) {
  const form = new FormData();
  form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (gid !== null) form.append('gid', String(gid));
  return call(t.app, '/api/file/upload-group-avatar', { method: 'POST', headers, body: form });
}

const stored = (t: TestApp) =>
  existsSync(join(t.dataDir, 'files', 'avatars')) ? readdirSync(join(t.dataDir, 'files', 'avatars')) : [];

/** A public group of the teacher with alice (member) and carol (group admin, level 4). */
async function setup() {
  const s = await groupSetup();
  const gid = await s.createGroup(s.teacher.headers, { auth: 1, code: '' });
  for (const who of [s.alice, s.carol]) await send(s.t, 'POST', `/api/group/member?gid=${gid}`, who.headers);
  await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.carol.uid, auth: 4 });
  return { ...s, gid };
}

test('only the group roots and the super admin change the avatar; others leave no file behind', async () => {
  await using s = await setup();
  for (const [who, msg] of [
    [s.alice, "Only the group's owner and roots may do this"],
    [s.carol, "Only the group's owner and roots may do this"],
    [s.bob, "Only the group's owner and roots may do this"],
  ] as const) {
    expect((await upload(s.t, who.headers, s.gid, PNG)).env).toEqual({ status: 403, msg, data: null });
  }
  expect((await upload(s.t, undefined, s.gid, PNG)).status).toBe(401);
  expect(stored(s.t)).toEqual([]);
  expect((await send(s.t, 'GET', `/api/get-group-detail?gid=${s.gid}`, s.alice.headers)).data.avatar).toBe('');
  const hidden = await s.createGroup(s.dave.headers, { name: 'Hidden group', shortName: 'hidgrp', visible: false });
  expect((await upload(s.t, s.teacher.headers, hidden, PNG)).env.msg).toBe('The group does not exist');
  expect((await upload(s.t, s.teacher.headers, 999999, PNG)).env.msg).toBe('The group does not exist');
});

test('a group root uploads; the group carries the new avatar, served as an image; the old file goes', async () => {
  await using s = await setup();
  const first = await upload(s.t, s.teacher.headers, s.gid, PNG);
  expect(first.env.status).toBe(200);
  expect(first.env.msg).toBe('Upload Avatar Successfully');
  expect(first.env.data).toMatchObject({ id: s.gid, isRoot: true });
  expect(first.env.data.avatar).toMatch(/^\/api\/public\/avatars\/[A-Za-z0-9_-]{24}\.png$/);
  const second = await upload(s.t, s.root.headers, s.gid, JPEG, 'photo.txt');
  expect(second.env.data.avatar).toMatch(/\.jpg$/);
  const served = await s.t.app.request(second.env.data.avatar);
  expect(served.headers.get('Content-Type')).toBe('image/jpeg');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  expect((await s.t.app.request(first.env.data.avatar)).status).toBe(404);
  expect(stored(s.t)).toEqual([second.env.data.avatar.split('/').pop()]);
  const list = await send(s.t, 'GET', '/api/get-group-list?limit=100', s.bob.headers);
  expect(list.data.records.find((g: { id: number }) => g.id === s.gid).avatar).toBe(second.env.data.avatar);
});

test('an SVG with a script, text, an oversized file, or no gid is refused with a clear error', async () => {
  await using s = await setup();
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect((await upload(s.t, s.teacher.headers, s.gid, svg, 'evil.png')).env).toEqual({
    status: 400,
    msg: 'File type not support',
    data: null,
  });
  const zh = await upload(
    s.t,
    { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
    s.gid,
    new TextEncoder().encode('hello'),
  );
  expect(zh.env.msg).toBe('文件类型不支持');
  const big = new Uint8Array(2097152 + 1);
  big.set(PNG);
  expect((await upload(s.t, s.teacher.headers, s.gid, big)).env).toEqual({
    status: 400,
    msg: 'Exceed max size limit',
    data: null,
  });
  const huge = new Uint8Array(3 * 1024 * 1024);
  huge.set(PNG);
  expect((await upload(s.t, s.teacher.headers, s.gid, huge)).env.msg).toBe('Exceed max size limit');
  expect((await upload(s.t, s.teacher.headers, null, PNG)).env.status).toBe(400);
  expect((await upload(s.t, s.teacher.headers, 'abc', PNG)).env.status).toBe(400);
  expect(stored(s.t)).toEqual([]);
});

test("a group's admins upload images for the group's texts; a plain member, another group's admin and an upload without the group may not", async () => {
  await using s = await setup();
  const image = (headers: Headers, gid: number | null) => {
    const form = new FormData();
    form.append('image', new File([PNG as Uint8Array<ArrayBuffer>], 'figure.png'));
    if (gid !== null) form.append('gid', String(gid));
    return call(s.t.app, '/api/file/upload-md-img', { method: 'POST', headers, body: form });
  };
  const other = await s.createGroup(s.dave.headers, { name: 'Other group', shortName: 'othergrp' });
  expect((await image(s.alice.headers, s.gid)).status).toBe(403);
  expect((await image(s.carol.headers, null)).status).toBe(403);
  expect((await image(s.carol.headers, other)).status).toBe(403);
  const ok = await image(s.carol.headers, s.gid);
  expect(ok.env.data.link).toStartWith('/api/public/file/');
  // The uploader takes it back; another member may not.
  expect((await send(s.t, 'GET', `/api/file/delete-md-img?fileId=${ok.env.data.fileId}`, s.alice.headers)).status).toBe(
    403,
  );
  expect((await send(s.t, 'GET', `/api/file/delete-md-img?fileId=${ok.env.data.fileId}`, s.carol.headers)).status).toBe(
    200,
  );
});
