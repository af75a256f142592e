import type { Database } from 'bun:sqlite';
import { compiled } from './statements.ts';

/**
 * A version of a table as this connection sees it: raised by temporary triggers (this
 * connection's own, never stored in the file) at every row inserted, deleted or updated in it
 * through this connection, triggers and foreign-key actions included; a commit by any other
 * connection (`data_version`, such as `verdict doctor`) changes every version. Two equal versions
 * mean the table is unchanged in between: a value read from it alone may be kept across writes
 * to other tables (kept-values.ts `keptWhileUnchanged`).
 *
 * Some tables also raise a version per value of a column, a scope named `column=value`
 * (`uid=u7`, `pid=12`): a value read only from one author's or one problem's rows (a page of
 * their submissions, its total) is kept across the writes of every other author and problem.
 */
const watched = new WeakMap<Database, Set<string>>();

/** The tables whose versions the server reads (sessions, problem lists, titles, the ranks, the submission lists, the totals): watched from the start. */
export const WATCHED_TABLES = [
  'problems',
  'problem_tags',
  'tags',
  'sessions',
  'users',
  'user_ranks',
  'group_ranks',
  'training_members',
  'submissions',
  'bank_counts',
  'problem_counts',
  'user_counts',
] as const;

/** The tables whose rows also raise the version of a scope per value of these columns. */
const SCOPED: Record<string, readonly string[]> = {
  submissions: ['uid', 'pid'],
  user_counts: ['uid'],
  problem_counts: ['pid'],
};
const SCOPED_TABLES = Object.keys(SCOPED);

/** The trigger body raising the scopes of the row `row` (`new` or `old`) of `table`. */
function scopeRows(table: string, rows: readonly ('new' | 'old')[]): string {
  const values = rows.flatMap((row) => SCOPED[table]!.map((column) => `('${column}=' || ${row}.${column}, 1)`));
  return `insert into temp.table_versions (name, n) values ${values.join(', ')} on conflict (name) do update set n = n + 1;`;
}

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
    if (SCOPED[table])
      sqlite.exec(`create temp trigger if not exists ${table}_scopes_insert after insert on main.${table} begin ${scopeRows(table, ['new'])} end;
      create temp trigger if not exists ${table}_scopes_delete after delete on main.${table} begin ${scopeRows(table, ['old'])} end;
      create temp trigger if not exists ${table}_scopes_update after update on main.${table} begin ${scopeRows(table, ['old', 'new'])} end;`);
    known.add(table);
  }
}

/** The text reading the versions of `n` names in one statement (a scope no row has raised yet: 0). */
const lookups: string[] = [];
function lookupText(n: number): string {
  return (lookups[n] ??= `select ${Array.from(
    { length: n },
    (_, i) => `coalesce((select n from temp.table_versions where name = ?${i + 1}), 0)`,
  ).join(', ')}`);
}

/**
 * The versions of `names` (and of the other connections' commits) as one text: equal texts,
 * unchanged tables and scopes. A name is a table's, or a scope's (`uid=u7`), which every scoped
 * table raises. Null when a table is not watched yet and cannot be inside a transaction: the
 * caller then reads afresh and keeps nothing.
 */
export function tablesVersion(sqlite: Database, names: readonly string[]): string | null {
  const known = watched.get(sqlite);
  for (const name of names) {
    const tables = name.includes('=') ? SCOPED_TABLES : [name];
    if (tables.every((t) => known?.has(t))) continue;
    if (sqlite.inTransaction) return null;
    watchTables(sqlite, tables);
  }
  // One statement for every name: a list of names given as one JSON parameter costs many times more.
  const versions = names.length > 0 ? compiled(sqlite, lookupText(names.length)).values(...names)[0]! : [];
  return `${versions.join(',')},${compiled(sqlite, 'pragma data_version').values()[0]![0]}`;
}
