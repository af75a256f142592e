// A database lost beside the site's files is reported, never replaced by an empty site; and what
// was written before a checkpoint survives the loss of the write-ahead log.
import { afterAll, afterEach, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCheckpoints, type CheckpointResult } from '../../src/db/checkpoint.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { setup, submitOk } from '../api/submissions/helpers.ts';
import { killServers, startServer } from './server-process.ts';

const dirs: string[] = [];
function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-lost-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterEach(killServers);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What the database file alone (without its -wal) holds: as after a crash that lost the log. */
function countsInFileAlone(dataDir: string): { users: number; submissions: number; announcements: number } {
  const copy = emptyDir();
  copyFileSync(join(dataDir, 'verdict.db'), join(copy, 'verdict.db'));
  const db = new Database(join(copy, 'verdict.db'));
  try {
    const count = (table: string) => {
      const exists = db.query("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
      return exists ? (db.query(`select count(*) as n from ${table}`).get() as { n: number }).n : 0;
    };
    return { users: count('users'), submissions: count('submissions'), announcements: count('announcements') };
  } finally {
    db.close();
  }
}

/** A site with accounts, a problem with its test data, 8 submissions and an announcement. */
async function siteWithWork() {
  const s = await setup();
  for (let i = 0; i < 8; i++) await submitOk(s.t, s.alice.headers);
  const news = await call(s.t.app, '/api/admin/announcement', {
    method: 'POST',
    headers: s.root.headers,
    json: { title: 'Exam at 9', content: 'Room 2', status: 0 },
  });
  expect(news.env.status).toBe(200);
  return s;
}

test.each([
  ['the database file is removed', (dir: string) => rmSync(join(dir, 'verdict.db'))],
  ['the write-ahead log of a young site is lost (nothing checkpointed yet)', () => {}],
])('serve refuses to start when %s while the test data remains, and names what to do', async (_, lose) => {
  using s = await siteWithWork();
  expect(existsSync(join(s.t.dataDir, 'testcases', String(s.problem.id)))).toBe(true);
  // What is left after the loss: the database file alone, beside every other folder.
  const dir = emptyDir();
  cpSync(s.t.dataDir, dir, { recursive: true, filter: (src) => !/verdict\.db-(wal|shm)$/.test(src) });
  lose(dir);

  const started = await startServer(dir);
  expect(started.listening).toBe(false);
  if (started.listening) return;
  expect(started.code).toBe(1);
  expect(started.stderr).toContain(`the database ${join(dir, 'verdict.db')}`);
  expect(started.stderr).toMatch(/testcases\/ \(\d+ files\)/);
  expect(started.stderr).toContain('verdict restore <file>');
  expect(started.stdout).not.toContain('password:');
  // No new site was made: the database is still missing, or still without an account.
  if (existsSync(join(dir, 'verdict.db'))) expect(countsInFileAlone(dir).users).toBe(0);
});

test('after the writes and a scheduled checkpoint, losing the write-ahead log loses nothing', async () => {
  using s = await siteWithWork();
  // The writes are in the log alone: losing it now would lose all of them.
  expect(countsInFileAlone(s.t.dataDir)).toEqual({ users: 0, submissions: 0, announcements: 0 });

  let copied!: (r: CheckpointResult) => void;
  const firstComplete = new Promise<CheckpointResult>((resolve) => (copied = resolve));
  const checkpoints = startCheckpoints(s.t.deps.db, {
    everyMs: 10,
    after: (r) => !r.busy && r.copiedPages === r.logPages && copied(r),
  });
  try {
    expect((await firstComplete).copiedPages).toBeGreaterThan(0);
    expect(countsInFileAlone(s.t.dataDir)).toEqual({ users: 4, submissions: 8, announcements: 1 });
  } finally {
    checkpoints.stop();
  }
});

test('every commit is synced before it is answered (synchronous = FULL)', () => {
  using t = makeTestApp();
  expect(t.deps.db.$client.query('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
});
