// One server per data directory, held by a lock the kernel releases when the server dies: a pid
// file left behind (a power cut, a pid reused at boot) blocks nothing, a live server blocks a
// second one and a restore, and a killed server leaves the directory free at once.
import { afterAll, afterEach, expect, test } from 'bun:test';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backup, restore } from '../../src/cli/backup.ts';
import { killServers, startServer } from './server-process.ts';

const dirs: string[] = [];
const sleepers: Bun.Subprocess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-lock-'));
  // The sandboxed programs run as unprivileged users: they must be able to reach the data directory.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** A live process that has nothing to do with Verdict, as a reused pid would be. */
function unrelatedPid(): number {
  const sleeper = Bun.spawn(['sleep', '600']);
  sleepers.push(sleeper);
  return sleeper.pid;
}

afterEach(() => {
  killServers();
  for (const s of sleepers.splice(0)) s.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a pid file naming a live process that is no server blocks neither serve nor restore', async () => {
  const dir = dataDir();
  writeFileSync(join(dir, 'verdict.pid'), String(unrelatedPid()));
  const first = await startServer(dir);
  expect(first).toMatchObject({ listening: true });
  if (!first.listening) return;
  first.proc.kill('SIGTERM');
  expect(await first.proc.exited).toBe(0);

  const archive = join(dir, '..', `${Date.now()}-lock.tar.gz`);
  try {
    await backup(dir, archive);
    writeFileSync(join(dir, 'verdict.pid'), String(unrelatedPid()));
    expect(await restore(dir, archive)).toContain('pre-restore-');
  } finally {
    rmSync(archive, { force: true });
  }
});

test('a second server on the same data directory is refused; once the first is killed (SIGKILL) a new one starts', async () => {
  const dir = dataDir();
  const first = await startServer(dir);
  if (!first.listening) throw new Error(`the first server did not start: ${first.stderr}`);

  const second = await startServer(dir);
  expect(second.listening).toBe(false);
  if (second.listening) return;
  expect(second.code).toBe(1);
  expect(second.stderr).toContain(`another Verdict server (pid ${first.proc.pid}) is using ${dir}`);
  // The refused server left the running one's pid in place.
  const archive = join(dir, '..', `${Date.now()}-lock2.tar.gz`);
  try {
    await backup(dir, archive);
    await expect(restore(dir, archive)).rejects.toThrow(`a Verdict server (pid ${first.proc.pid}) is running`);
  } finally {
    rmSync(archive, { force: true });
  }

  first.proc.kill('SIGKILL');
  await first.proc.exited;
  const third = await startServer(dir);
  expect(third).toMatchObject({ listening: true });
  const health = await fetch(`${(third as { base: string }).base}/api/get-recent-updated-problem`).catch(() => null);
  expect(health?.status).toBe(200);
});
