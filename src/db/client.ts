import { Database } from 'bun:sqlite';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import * as schema from './schema/index.ts';
import { applyMigrations } from './migrate.ts';
import { watchTables } from './table-versions.ts';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the SQLite file, sets the pragmas and applies the migrations. */
export function openDb(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  // busy_timeout first: switching to WAL must wait, not fail, while another connection closes.
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA journal_mode = WAL');
  // FULL: each commit is synced to disk (the WAL) before it is answered, so a power cut never takes
  // a submission or a result the server acknowledged. NORMAL would save that sync per commit but may
  // lose the last commits before a power cut (never the database's consistency); an exam server
  // would rather pay the few milliseconds. The WAL reaches the database file at each checkpoint
  // (src/db/checkpoint.ts).
  sqlite.exec('PRAGMA synchronous = FULL');
  const db = drizzle(sqlite, { schema }) as Db;
  // A migration that rebuilds a table drops the old one: with foreign keys on, that would delete
  // the rows that refer to it. They are switched on once the migrations are in and still hold.
  sqlite.exec('PRAGMA foreign_keys = OFF');
  applyMigrations(db);
  const broken = sqlite.query('PRAGMA foreign_key_check').all();
  if (broken.length > 0)
    throw new Error(
      `The database breaks ${broken.length} foreign key(s) after migrating: ${JSON.stringify(broken.slice(0, 3))}`,
    );
  sqlite.exec('PRAGMA foreign_keys = ON');
  // The tables whose kept values follow their own writes (table-versions.ts), watched from the start.
  watchTables(sqlite);
  return db;
}
