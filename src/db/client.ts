import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema/index.ts';
import { applyMigrations } from './migrate.ts';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the SQLite file, sets the pragmas and applies the migrations. */
export function openDb(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  // busy_timeout first: switching to WAL must wait, not fail, while another connection closes.
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  const db = drizzle(sqlite, { schema }) as Db;
  applyMigrations(db);
  return db;
}
