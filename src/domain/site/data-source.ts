import type { Db } from '../../db/client.ts';
import type { DataSource } from '../../contract/admin-config.ts';
import { fileSize } from './disk-space.ts';

function pragma<T extends string | number>(db: Db, name: string): T {
  const row = db.$client.query(`PRAGMA ${name}`).get() as Record<string, T> | null;
  return row ? Object.values(row)[0]! : (0 as T);
}

/** Verdict's data source: the SQLite file of the data directory, its size and its journal (read-only facts). */
export function dataSource(db: Db): DataSource {
  const file = db.$client.filename;
  const version = db.$client.query('select sqlite_version() as v').get() as { v: string };
  return {
    engine: 'sqlite',
    file,
    fileSize: fileSize(file),
    walSize: fileSize(`${file}-wal`),
    shmSize: fileSize(`${file}-shm`),
    journalMode: String(pragma(db, 'journal_mode')),
    pageSize: Number(pragma(db, 'page_size')),
    pageCount: Number(pragma(db, 'page_count')),
    freePages: Number(pragma(db, 'freelist_count')),
    walAutocheckpoint: Number(pragma(db, 'wal_autocheckpoint')),
    sqliteVersion: version.v,
  };
}
