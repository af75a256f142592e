import type { Db } from './client.ts';
import { compiled } from './statements.ts';

/**
 * Values read from the database (a list's total, a page of a list, a session), kept while the
 * database is unchanged: the answer can only differ after a write. "Unchanged" is SQLite's own
 * record: `total_changes()` (every row written through this connection, triggers and
 * foreign-key actions included) and `data_version` (any commit by another connection, such as
 * `verdict doctor`). Any write clears every kept value, so none is older than the last write.
 */
const MAX_KEPT = 1_000;

interface Kept {
  mark: string;
  values: Map<string, unknown>;
}

const kept = new WeakMap<object, Kept>();

/** Two statements: `total_changes()` takes no lock, and the pragma alone is cheaper than as a table. */
function databaseMark(db: Db): string {
  const changes = compiled(db.$client, 'select total_changes()').values()[0]![0];
  const version = compiled(db.$client, 'pragma data_version').values()[0]![0];
  return `${changes}:${version}`;
}

/** What `compute` answers for `key`, computed again only after a write (any write clears every kept value). */
export function keptValue<T>(db: Db, key: string, compute: () => T): T {
  const mark = databaseMark(db);
  let entry = kept.get(db.$client);
  if (!entry || entry.mark !== mark) kept.set(db.$client, (entry = { mark, values: new Map() }));
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  if (entry.values.size >= MAX_KEPT) entry.values.clear();
  entry.values.set(key, value);
  return value;
}
