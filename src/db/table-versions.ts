import type { Database } from 'bun:sqlite';
import { compiled } from './statements.ts';

/**
 * A version of a table as this connection sees it: raised by temporary triggers (this
 * connection's own, never stored in the file) at every row inserted, deleted or updated in it
 * through this connection, triggers and foreign-key actions included; a commit by any other
 * connection (`data_version`, such as `verdict doctor`) changes every version. Two equal versions
 * mean the table is unchanged in between: a value read from it alone may be kept across writes
 * to other tables (kept-values.ts `keptWhileUnchanged`).
 */
const watched = new WeakMap<Database, Set<string>>();

/** The tables whose versions the server reads (sessions, problem lists, titles, the public rank's search): watched from the start. */
export const WATCHED_TABLES = ['problems', 'problem_tags', 'tags', 'sessions', 'users', 'user_ranks'] as const;

/**
 * Starts watching `tables` on this connection. Outside a transaction only: inside one, the
 * triggers would be rolled back with it while the connection went on trusting them.
 */
export function watchTables(sqlite: Database, tables: readonly string[] = WATCHED_TABLES): void {
  let known = watched.get(sqlite);
  if (!known) watched.set(sqlite, (known = new Set()));
  for (const table of tables) {
    if (known.has(table)) continue;
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    const raise = `begin update temp.table_versions set n = n + 1 where name = '${table}'; end`;
    sqlite.exec(`create temp table if not exists table_versions (name text primary key, n integer not null);
    insert or ignore into temp.table_versions (name, n) values ('${table}', 0);
    create temp trigger if not exists ${table}_version_insert after insert on main.${table} ${raise};
    create temp trigger if not exists ${table}_version_delete after delete on main.${table} ${raise};
    create temp trigger if not exists ${table}_version_update after update on main.${table} ${raise};`);
    known.add(table);
  }
}

/**
 * The versions of `tables` (and of the other connections' commits) as one text: equal texts,
 * unchanged tables. Null when a table is not watched yet and cannot be inside a transaction: the
 * caller then reads afresh and keeps nothing.
 */
export function tablesVersion(sqlite: Database, tables: readonly string[]): string | null {
  const known = watched.get(sqlite);
  if (!tables.every((t) => known?.has(t))) {
    if (sqlite.inTransaction) return null;
    watchTables(sqlite, tables);
  }
  // One lookup by name each: a list of names given as one JSON parameter costs many times more.
  const byName = compiled(sqlite, 'select n from temp.table_versions where name = ?');
  let text = '';
  for (const table of tables) text += `${byName.values(table)[0]![0]},`;
  return text + compiled(sqlite, 'pragma data_version').values()[0]![0];
}
