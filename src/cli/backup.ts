import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, readdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { runningServerPid } from './pid-file.ts';

/** Directories of the data directory that a backup carries besides the database (public: uploaded images and files). */
const CONTENT_DIRS = ['files', 'testcases', 'public'];

async function tar(args: string[]): Promise<void> {
  const proc = Bun.spawn(['tar', ...args], { stdout: 'ignore', stderr: 'pipe' });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`tar failed: ${(await new Response(proc.stderr).text()).trim()}`);
}

/**
 * Writes `<file>` (tar.gz): an online copy of the database (`VACUUM INTO`, consistent while the
 * server runs) plus the files and test data directories.
 */
export async function backup(dataDir: string, file: string): Promise<void> {
  const dbFile = join(dataDir, 'verdict.db');
  if (!existsSync(dbFile)) throw new Error(`no database at ${dbFile}`);
  const staging = mkdtempSync(join(dataDir, 'backups', '.staging-'));
  try {
    const source = new Database(dbFile, { readonly: true });
    try {
      source.run('VACUUM INTO ?', [join(staging, 'verdict.db')]);
    } finally {
      source.close();
    }
    const dirs = CONTENT_DIRS.filter((d) => existsSync(join(dataDir, d)));
    mkdirSync(dirname(resolve(file)), { recursive: true });
    await tar(['-czf', resolve(file), '-C', staging, 'verdict.db', ...(dirs.length ? ['-C', dataDir, ...dirs] : [])]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the data directory. Refused while a server uses the directory. What was
 * there before is moved to backups/pre-restore-<time>/ rather than deleted.
 */
export async function restore(dataDir: string, file: string): Promise<string> {
  const pid = runningServerPid(dataDir);
  if (pid) throw new Error(`a Verdict server (pid ${pid}) is running on ${dataDir}; stop it before restoring`);
  if (!existsSync(file)) throw new Error(`backup file not found: ${file}`);
  mkdirSync(join(dataDir, 'backups'), { recursive: true });
  const staging = mkdtempSync(join(dataDir, 'backups', '.restore-'));
  try {
    await tar(['-xzf', resolve(file), '-C', staging, '--no-same-owner']);
    const restoredDb = join(staging, 'verdict.db');
    if (!existsSync(restoredDb)) throw new Error('the backup holds no verdict.db');
    const check = new Database(restoredDb, { readonly: true });
    const result = check.query('PRAGMA integrity_check').get() as { integrity_check: string };
    check.close();
    if (result.integrity_check !== 'ok') throw new Error(`the backup database is damaged: ${result.integrity_check}`);

    const previous = join(dataDir, 'backups', `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(previous, { recursive: true });
    for (const name of ['verdict.db', 'verdict.db-wal', 'verdict.db-shm', ...CONTENT_DIRS]) {
      if (existsSync(join(dataDir, name))) renameSync(join(dataDir, name), join(previous, name));
    }
    for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dataDir, name));
    return previous;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
