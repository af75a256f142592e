import { expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { buildDeps } from '../../src/server.ts';
import { backup, restore } from '../../src/cli/backup.ts';
import { siteConfig } from '../../src/db/schema/index.ts';
import { Database } from 'bun:sqlite';

function dataDirWith(value: string) {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-backup-'));
  const deps = buildDeps(loadConfig({ data: dir }, {}));
  deps.db.insert(siteConfig).values({ key: 'name', value: JSON.stringify(value), updatedAt: new Date() }).run();
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
    deps.db.update(siteConfig).set({ value: JSON.stringify('after') }).run();
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
  const server = Bun.spawn(['sleep', '30']);
  try {
    await backup(dir, archive);
    deps.db.$client.close();
    writeFileSync(join(dir, 'verdict.pid'), String(server.pid));
    await expect(restore(dir, archive)).rejects.toThrow(/is running/);
    expect(nameIn(dir)).toBe('live');
  } finally {
    server.kill();
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
