import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../helpers/app.ts';
import { casesZip } from '../helpers/zip.ts';
import { diskCharges, groupDiskUsage, uploadedFiles, userDiskUsage } from '../../src/db/schema/index.ts';
import { rebuildDiskUsage } from '../../src/domain/dashboard/disk-rebuild.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { classSetup, send, type Headers, type TestApp } from './groups/helpers.ts';

const MB = 1024 * 1024;
/** A picture of `mb` megabytes: the PNG signature, then zeros (an image is known by its first bytes). */
const png = (mb: number) => {
  const bytes = new Uint8Array(mb * MB);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

function upload(
  t: TestApp,
  path: string,
  headers: Headers,
  bytes: Uint8Array,
  fields: Record<string, string | number> = {},
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], 'picture.png'));
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return call(t.app, path, { method: 'POST', headers, body: form });
}
const mdImage = (t: TestApp, headers: Headers, mb: number, gid?: number) =>
  upload(t, '/api/file/upload-md-img', headers, png(mb), gid === undefined ? {} : { gid });
const publicFiles = (t: TestApp) =>
  existsSync(join(t.dataDir, 'public')) ? readdirSync(join(t.dataDir, 'public')) : [];
const usage = async (t: TestApp, headers: Headers) => (await send(t, 'GET', '/api/admin/disk-usage', headers)).data;

/** Class 7A: the teacher owns it, Carol is a student and one of its admins (level 4), Alice a member. */
async function setup(quotas: { userDiskQuotaMb?: number; groupDiskQuotaMb?: number } = {}) {
  const s = await classSetup();
  setWebsiteConfig(s.t.deps.db, quotas);
  return s;
}

describe('disk quotas', () => {
  test('a student uploading picture after picture is refused at the quota, named with the usage, and nothing of the refused one is kept', async () => {
    await using s = await setup({ userDiskQuotaMb: 12, groupDiskQuotaMb: 1000 });
    for (let i = 0; i < 2; i++) expect((await mdImage(s.t, s.carol.headers, 5, s.gid)).env.status).toBe(200);
    const refused = await mdImage(s.t, s.carol.headers, 5, s.gid);
    expect([refused.status, refused.env.status, refused.env.msg]).toEqual([
      413,
      413,
      'Your files use 10 MB of your 12 MB; this file needs 5 MB',
    ]);
    const zh = await mdImage(s.t, { ...s.carol.headers, 'Accept-Language': 'zh-CN' }, 5, s.gid);
    expect(zh.env.msg).toBe('您的文件已占用 10 MB（您的配额为 12 MB）；此文件需要 5 MB');
    expect(publicFiles(s.t)).toHaveLength(2);
    expect(s.t.deps.db.select().from(uploadedFiles).all()).toHaveLength(2);
    // A smaller one still fits; deleting one gives its room back.
    expect((await mdImage(s.t, s.carol.headers, 2, s.gid)).env.status).toBe(200);
    const first = s.t.deps.db.select().from(uploadedFiles).all()[0]!;
    expect((await send(s.t, 'GET', `/api/file/delete-md-img?fileId=${first.id}`, s.carol.headers)).status).toBe(200);
    expect((await mdImage(s.t, s.carol.headers, 5, s.gid)).env.status).toBe(200);
    expect((await mdImage(s.t, s.carol.headers, 1, s.gid)).env.msg).toBe(
      'Your files use 12 MB of your 12 MB; this file needs 1 MB',
    );
    // Site admins are exempt from the user quota.
    for (let i = 0; i < 3; i++) expect((await mdImage(s.t, s.admin.headers, 5)).env.status).toBe(200);
  });

  test("a group's pictures, avatar and test data count for the group, whoever of its admins stores them", async () => {
    await using s = await setup({ userDiskQuotaMb: 100, groupDiskQuotaMb: 10 });
    expect((await mdImage(s.t, s.carol.headers, 5, s.gid)).env.status).toBe(200);
    expect(
      (await upload(s.t, '/api/file/upload-group-avatar', s.teacher.headers, png(1), { gid: s.gid })).env.status,
    ).toBe(200);
    // The teacher's own picture outside the group does not count for it.
    expect((await mdImage(s.t, s.teacher.headers, 5)).env.status).toBe(403);
    const refused = await mdImage(s.t, s.teacher.headers, 5, s.gid);
    expect([refused.env.status, refused.env.msg]).toEqual([
      413,
      "The group's files use 6 MB of its 10 MB; this file needs 5 MB",
    ]);
    expect((await mdImage(s.t, { ...s.teacher.headers, 'Accept-Language': 'zh-CN' }, 5, s.gid)).env.msg).toBe(
      '该团队的文件已占用 6 MB（团队配额为 10 MB）；此文件需要 5 MB',
    );
    // Test data: 3 MB of cases fit, staged and saved; the next 4 MB do not even stage.
    const cases = (mb: number) => casesZip([['x'.repeat(mb * MB), '1\n']]);
    const staged = await upload(
      s.t,
      '/api/file/upload-group-testcase-zip',
      s.teacher.headers,
      cases(3),
      { gid: s.gid, mode: 'default' },
      'file',
    );
    expect(staged.env.status).toBe(200);
    const saved = await send(s.t, 'POST', '/api/group/problem', s.teacher.headers, {
      problem: { gid: s.gid, problemId: '1001', title: 'Big input', description: 'Read it all.', auth: 1 },
      samples: [],
      isUploadTestCase: true,
      uploadTestcaseDir: staged.env.data.fileListDir,
      languages: ['C'],
      tags: [],
    });
    expect(saved.status).toBe(200);
    const afterSave = await usage(s.t, s.root.headers);
    expect(afterSave.groups.find((g: { gid: number }) => g.gid === s.gid).bytes).toBe(9 * MB + 2);
    const more = await upload(
      s.t,
      '/api/file/upload-group-testcase-zip',
      s.teacher.headers,
      cases(4),
      { gid: s.gid, mode: 'default' },
      'file',
    );
    expect(more.env.msg).toBe("The group's files use 9 MB of its 10 MB; this file needs 4 MB");
    // Deleting the problem gives its test data's room back.
    expect((await send(s.t, 'DELETE', `/api/group/problem?pid=${saved.data.id}`, s.teacher.headers)).status).toBe(200);
    expect((await usage(s.t, s.root.headers)).groups.find((g: { gid: number }) => g.gid === s.gid).bytes).toBe(6 * MB);
  });

  test('the free-space reserve refuses an upload before it is written, in both languages', async () => {
    await using s = await setup();
    setWebsiteConfig(s.t.deps.db, { diskReserveMb: 1_000_000 });
    const refused = await mdImage(s.t, s.admin.headers, 1);
    expect(refused.env.status).toBe(413);
    expect(refused.env.msg).toMatch(
      /^The server keeps 976\.6 GB of its disk free and has [\d.]+ [MG]B free; this file needs 1 MB$/,
    );
    expect((await mdImage(s.t, { ...s.admin.headers, 'Accept-Language': 'zh-CN' }, 1)).env.msg).toMatch(
      /^服务器需保留 976\.6 GB 的空闲磁盘/,
    );
    const avatar = await upload(s.t, '/api/file/upload-avatar', s.alice.headers, png(1));
    expect(avatar.env.msg).toMatch(/^The server keeps 976\.6 GB/);
    const cases = await upload(
      s.t,
      '/api/file/upload-group-testcase-zip',
      s.teacher.headers,
      casesZip([['1 2\n', '3\n']]),
      { gid: s.gid },
      'file',
    );
    expect(cases.env.msg).toMatch(/^The server keeps 976\.6 GB/);
    // The back office's big files too: a video lesson, a problem package.
    const video = new Uint8Array(MB);
    video.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
    const lesson = await call(s.t.app, '/api/file/upload-video?title=Loops&rank=1', {
      method: 'POST',
      headers: s.admin.headers,
      body: video,
    });
    expect(lesson.env.msg).toMatch(/^The server keeps 976\.6 GB/);
    expect(existsSync(join(s.t.dataDir, 'videos')) ? readdirSync(join(s.t.dataDir, 'videos')) : []).toEqual([]);
    const pkg = await upload(
      s.t,
      '/api/file/import-problem',
      s.admin.headers,
      casesZip([['1 2\n', '3\n']]),
      {},
      'file',
    );
    expect(pkg.env.msg).toMatch(/^The server keeps 976\.6 GB/);
    expect(publicFiles(s.t)).toEqual([]);
    expect(
      existsSync(join(s.t.dataDir, 'files', 'avatars')) ? readdirSync(join(s.t.dataDir, 'files', 'avatars')) : [],
    ).toEqual([]);
  });

  test('the admin usage call lists users and groups by usage with their quotas; it is refused to everyone else', async () => {
    await using s = await setup({ userDiskQuotaMb: 50, groupDiskQuotaMb: 80 });
    await mdImage(s.t, s.carol.headers, 2, s.gid);
    await mdImage(s.t, s.teacher.headers, 3, s.gid);
    await upload(s.t, '/api/file/upload-avatar', s.alice.headers, png(1));
    const u = await usage(s.t, s.root.headers);
    expect({ userQuotaMb: u.userQuotaMb, groupQuotaMb: u.groupQuotaMb }).toEqual({ userQuotaMb: 50, groupQuotaMb: 80 });
    expect(u.users.slice(0, 3).map((r: { username: string; bytes: number }) => [r.username, r.bytes])).toEqual([
      [s.teacher.username, 3 * MB],
      [s.carol.username, 2 * MB],
      [s.alice.username, 1 * MB],
    ]);
    expect(u.groups.map((g: { gid: number; bytes: number }) => [g.gid, g.bytes])).toEqual([[s.gid, 5 * MB]]);
    // Those who manage users (the super admin by default) read it; admins without the users page do not.
    for (const who of [s.carol, s.alice, s.teacher, s.admin])
      expect((await call(s.t.app, '/api/admin/disk-usage', { headers: who.headers })).status).toBe(403);
    expect((await call(s.t.app, '/api/admin/disk-usage')).status).toBe(401);
  });
});

describe('the recorded figures', () => {
  test('test data that fitted when staged is refused at the save when the group filled up meanwhile; nothing is saved', async () => {
    await using s = await setup({ userDiskQuotaMb: 100, groupDiskQuotaMb: 10 });
    const staged = await upload(
      s.t,
      '/api/file/upload-group-testcase-zip',
      s.teacher.headers,
      casesZip([['x'.repeat(3 * MB), '1\n']]),
      { gid: s.gid, mode: 'default' },
      'file',
    );
    expect(staged.env.status).toBe(200);
    expect((await mdImage(s.t, s.carol.headers, 5, s.gid)).env.status).toBe(200);
    expect((await mdImage(s.t, s.carol.headers, 3, s.gid)).env.status).toBe(200);
    const caseFolders = () => readdirSync(join(s.t.dataDir, 'testcases')).filter((n) => !n.startsWith('.'));
    const foldersBefore = caseFolders();
    const saved = await send(s.t, 'POST', '/api/group/problem', s.teacher.headers, {
      problem: { gid: s.gid, problemId: '1001', title: 'Big input', description: 'Read it all.', auth: 1 },
      samples: [],
      isUploadTestCase: true,
      uploadTestcaseDir: staged.env.data.fileListDir,
      languages: ['C'],
      tags: [],
    });
    expect([saved.status, saved.msg]).toEqual([413, "The group's files use 8 MB of its 10 MB; this file needs 3 MB"]);
    expect(
      (await send(s.t, 'GET', `/api/group/get-admin-problem-list?gid=${s.gid}`, s.teacher.headers)).data.total,
    ).toBe(0);
    expect(caseFolders()).toEqual(foldersBefore);
  });

  test('doctor charges files stored without a figure and recounts every figure from the stored files', async () => {
    await using s = await setup();
    await mdImage(s.t, s.carol.headers, 2, s.gid);
    await upload(s.t, '/api/file/upload-avatar', s.alice.headers, png(1));
    await upload(s.t, '/api/file/upload-group-avatar', s.teacher.headers, png(1), { gid: s.gid });
    const before = await usage(s.t, s.root.headers);
    const db = s.t.deps.db;
    // The figures drift (a crash, a file stored before they were kept): doctor puts them right.
    db.delete(diskCharges).run();
    db.update(userDiskUsage).set({ bytes: 12345 }).run();
    db.delete(groupDiskUsage).run();
    const diff = rebuildDiskUsage(db, s.t.dataDir);
    expect({ charges: diff.charges, groups: diff.groups }).toEqual({ charges: 2, groups: 1 });
    expect(diff.users).toBeGreaterThanOrEqual(2);
    const after = await usage(s.t, s.root.headers);
    expect({ users: after.users, groups: after.groups }).toEqual({ users: before.users, groups: before.groups });
    expect(rebuildDiskUsage(db, s.t.dataDir)).toEqual({ charges: 0, users: 0, groups: 0, examples: [] });
  });
});
