import { expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { buildDeps } from '../../src/server.ts';
import { backup, restore } from '../../src/cli/backup.ts';
import { lockDataDir } from '../../src/cli/data-dir-lock.ts';
import { siteConfig } from '../../src/db/schema/index.ts';
import { Database } from 'bun:sqlite';
import { createApp } from '../../src/http/app.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { createZipProblem } from '../api/submissions/judge-helpers.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);

function dataDirWith(value: string) {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-backup-'));
  const deps = buildDeps(loadConfig({ data: dir }, {}));
  deps.db
    .insert(siteConfig)
    .values({ key: 'name', value: JSON.stringify(value), updatedAt: new Date() })
    .run();
  mkdirSync(join(dir, 'files', 'avatars'), { recursive: true });
  writeFileSync(join(dir, 'files', 'avatars', 'a.png'), value);
  return { dir, deps };
}

const nameIn = (dir: string) => {
  const db = new Database(join(dir, 'verdict.db'), { readonly: true });
  const row = db.query("SELECT value FROM site_config WHERE key = 'name'").get() as { value: string } | null;
  db.close();
  return row && JSON.parse(row.value);
};

test('backup taken while the database is open restores the database and the files', async () => {
  const { dir, deps } = dataDirWith('before');
  const archive = join(dir, '..', `${Date.now()}-backup.tar.gz`);
  try {
    await backup(dir, archive);
    deps.db
      .update(siteConfig)
      .set({ value: JSON.stringify('after') })
      .run();
    writeFileSync(join(dir, 'files', 'avatars', 'a.png'), 'after');
    deps.db.$client.close();

    const previous = await restore(dir, archive);
    expect(nameIn(dir)).toBe('before');
    expect(readFileSync(join(dir, 'files', 'avatars', 'a.png'), 'utf8')).toBe('before');
    expect(nameIn(previous)).toBe('after');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(archive, { force: true });
  }
});

test('restore refuses while a server holds the data directory, and leaves the data as it was', async () => {
  const { dir, deps } = dataDirWith('live');
  const archive = join(dir, '..', `${Date.now()}-backup2.tar.gz`);
  // The lock a server holds on its data directory (another open file description conflicts as another process would).
  const releaseServer = lockDataDir(dir);
  try {
    await backup(dir, archive);
    deps.db.$client.close();
    await expect(restore(dir, archive)).rejects.toThrow(`a Verdict server (pid ${process.pid}) is running`);
    expect(nameIn(dir)).toBe('live');
  } finally {
    releaseServer();
    rmSync(dir, { recursive: true, force: true });
    rmSync(archive, { force: true });
  }
});

test('restore refuses a file that is not a Verdict backup', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-backup-'));
  const bogus = join(dir, '..', `${Date.now()}-bogus.tar.gz`);
  writeFileSync(join(dir, 'notes.txt'), 'not a backup');
  try {
    const proc = Bun.spawn(['tar', '-czf', bogus, '-C', dir, 'notes.txt'], { stdout: 'ignore' });
    expect(await proc.exited).toBe(0);
    await expect(restore(dir, bogus)).rejects.toThrow(/no verdict.db/);
    expect(existsSync(join(dir, 'verdict.db'))).toBe(false);
  } finally {
    rmSync(bogus, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Every file under `dir` (relative path → bytes), leaving out the database, the server's pid, the backups and the rebuilt caches. */
function filesUnder(dir: string): Map<string, string> {
  const skip = /^(verdict\.db(-wal|-shm)?|verdict\.pid|backups(\/.*)?|judge\/(cache|work)(\/.*)?)$/;
  const found = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (skip.test(path)) continue;
      if (e.isDirectory()) walk(path);
      else found.set(path, new Bun.CryptoHasher('sha256').update(readFileSync(join(dir, path))).digest('hex'));
    }
  };
  walk('');
  return found;
}

test('a backup restored into a fresh directory holds every file the app wrote: test data, a video, a checker include, an avatar, a file', async () => {
  const t = makeTestApp();
  const fresh = mkdtempSync(join(tmpdir(), 'verdict-restored-'));
  const archive = join(fresh, '..', `${Date.now()}-full.tar.gz`);
  try {
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const pid = await createZipProblem(t, root.headers, {
      problemId: 'BK1',
      cases: [
        ['1 2\n', '3\n'],
        ['5 7\n', '12\n'],
      ],
    });
    const multipart = (field: string, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
      return form;
    };
    const video = new Uint8Array(4096).map((_, i) => (i * 7) % 251);
    video.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
    const lesson = await call(t.app, '/api/file/upload-video?title=Loops&rank=1', {
      method: 'POST',
      headers: root.headers,
      body: video,
    });
    expect(lesson.env.status).toBe(200);
    const include = await call(t.app, '/api/file/upload-checker-include', {
      method: 'POST',
      headers: root.headers,
      body: multipart('file', new TextEncoder().encode('#pragma once\nint testlib_marker;\n'), 'testlib.h'),
    });
    expect(include.env.status).toBe(200);
    const avatar = await call(t.app, '/api/file/upload-avatar', {
      method: 'POST',
      headers: root.headers,
      body: multipart('image', PNG, 'me.png'),
    });
    expect(avatar.env.status).toBe(200);
    const file = await call(t.app, '/api/file/upload-md-file', {
      method: 'POST',
      headers: root.headers,
      body: multipart('file', new TextEncoder().encode('%PDF-1.4 notes'), 'notes.pdf'),
    });
    expect(file.env.status).toBe(200);
    const before = filesUnder(t.dataDir);
    for (const folder of ['testcases/', 'videos/', 'judge/include/testlib.h', 'files/avatars/', 'public/']) {
      expect([...before.keys()].some((p) => p.startsWith(folder))).toBe(true);
    }

    await backup(t.dataDir, archive);
    await restore(fresh, archive);
    expect(filesUnder(fresh)).toEqual(before);

    // The restored directory serves what the original did.
    const againDeps = buildDeps(loadConfig({ data: fresh }, {}));
    const again = { deps: againDeps, app: createApp(againDeps) };
    const lessonId = lesson.env.data.id as number;
    const served = await again.app.request(`/api/video/file/${lessonId}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(video);
    const includes = await call(again.app, '/api/admin/checker-include', { headers: root.headers });
    expect(JSON.stringify(includes.env.data)).toContain('testlib.h');
    const cases = await again.app.request(`/api/file/download-testcase?pid=${pid}`, { headers: root.headers });
    expect(cases.status).toBe(200);
    again.deps.db.$client.close();
  } finally {
    t[Symbol.dispose]();
    rmSync(fresh, { recursive: true, force: true });
    rmSync(archive, { force: true });
  }
});
