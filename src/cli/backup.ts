import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { lockForRestore } from './data-dir-lock.ts';

/**
 * What a backup leaves out of the data directory: the database files (the database is copied
 * apart, consistently), the running server's pid, the backups themselves, and the judge's
 * precompiled headers, compiled checkers and scratch space, which are rebuilt. Everything else
 * the server writes is carried (files, testcases, public, videos, judge/include, …), so a folder
 * added later is carried without being listed here.
 */
const LEFT_OUT = new Set([
  'verdict.db',
  'verdict.db-wal',
  'verdict.db-shm',
  'verdict.pid',
  'backups',
  'judge/cache',
  'judge/work',
]);
/** Folders whose entries are chosen one by one (the judge's folder holds both includes and caches). */
const SPLIT = new Set(['judge']);

/** The paths under `dir` that a backup carries, relative to it. */
export function carriedPaths(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (LEFT_OUT.has(name)) return [];
      if (!SPLIT.has(name) || !statSync(join(dir, name)).isDirectory()) return [name];
      return readdirSync(join(dir, name))
        .sort()
        .map((child) => `${name}/${child}`)
        .filter((path) => !LEFT_OUT.has(path));
    });
}

/** Moves `from/<path>` to `to/<path>`, creating the parent folder. */
function move(from: string, to: string, path: string): void {
  mkdirSync(dirname(join(to, path)), { recursive: true });
  renameSync(join(from, path), join(to, path));
}

async function tar(args: string[]): Promise<void> {
  const proc = Bun.spawn(['tar', ...args], { stdout: 'ignore', stderr: 'pipe' });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`tar failed: ${(await new Response(proc.stderr).text()).trim()}`);
}

/**
 * Writes `<file>` (tar.gz): an online copy of the database (`VACUUM INTO`, consistent while the
 * server runs) plus every folder of the data directory but the rebuilt caches (carriedPaths).
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
    const dirs = carriedPaths(dataDir);
    mkdirSync(dirname(resolve(file)), { recursive: true });
    await tar(['-czf', resolve(file), '-C', staging, 'verdict.db', ...(dirs.length ? ['-C', dataDir, ...dirs] : [])]);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into the data directory. Refused while a server holds the directory (its lock). What was
 * there before (the database and every carried path) is moved to backups/pre-restore-<time>/
 * rather than deleted; the judge's caches stay.
 */
export async function restore(dataDir: string, file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`backup file not found: ${file}`);
  mkdirSync(join(dataDir, 'backups'), { recursive: true });
  // Held until the restore is done: no server starts on a half-restored directory.
  const release = lockForRestore(dataDir);
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
    for (const path of ['verdict.db', 'verdict.db-wal', 'verdict.db-shm', ...carriedPaths(dataDir)]) {
      if (existsSync(join(dataDir, path))) move(dataDir, previous, path);
    }
    for (const path of ['verdict.db', ...carriedPaths(staging)]) move(staging, dataDir, path);
    return previous;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
