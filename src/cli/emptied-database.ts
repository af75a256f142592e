/**
 * A database without a single account beside a data directory that still holds a site's files
 * means the database was lost (removed, or its write-ahead log lost before anything reached the
 * database file). Starting would create a new, empty site with a new root password over the old
 * test data: the server refuses and says what it found and what to do.
 */
import { Database } from 'bun:sqlite';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { carriedPaths } from './backup.ts';

/** How many accounts the database holds: 0 when the file or its tables are missing. */
function accountCount(dbFile: string): number {
  if (!existsSync(dbFile) || statSync(dbFile).size === 0) return 0;
  const db = new Database(dbFile, { readonly: true });
  try {
    const table = db.query("select 1 from sqlite_master where type = 'table' and name = 'users'").get();
    return table ? (db.query('select count(*) as n from users').get() as { n: number }).n : 0;
  } finally {
    db.close();
  }
}

/** The number of files (not folders) under `path`. */
function filesUnder(path: string): number {
  if (!statSync(path).isDirectory()) return 1;
  return readdirSync(path).reduce((n, name) => n + filesUnder(join(path, name)), 0);
}

/** What the data directory holds beside the database: "testcases/ (12 files)", … (empty folders left out). */
export function siteFilesIn(dataDir: string): string[] {
  return carriedPaths(dataDir).flatMap((path) => {
    const n = filesUnder(join(dataDir, path));
    return n > 0
      ? [`${path}${statSync(join(dataDir, path)).isDirectory() ? '/' : ''} (${n} file${n === 1 ? '' : 's'})`]
      : [];
  });
}

/** Throws when the data directory's database is missing or holds no account while the site's files are still there. */
export function refuseEmptiedDatabase(dataDir: string): void {
  const dbFile = join(dataDir, 'verdict.db');
  if (accountCount(dbFile) > 0) return;
  const found = siteFilesIn(dataDir);
  if (found.length === 0) return;
  const state = existsSync(dbFile) ? 'holds no account' : 'is missing';
  throw new Error(
    `the database ${dbFile} ${state}, but the data directory still holds a site's files: ${found.join(', ')}. ` +
      'The database was probably lost (removed, or its verdict.db-wal lost before a checkpoint); starting would make a new, empty site beside them. ' +
      `Restore the latest backup (verdict restore <file>; backups are kept in ${join(dataDir, 'backups')}), ` +
      'or move those folders out of the data directory to start a new site.',
  );
}
