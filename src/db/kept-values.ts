import type { Db } from './client.ts';
import { compiled } from './statements.ts';
import { tablesVersion } from './table-versions.ts';

/**
 * Values read from the database (a list's total, a page of a list, a session), kept while the
 * database is unchanged: the answer can only differ after a write. "Unchanged" is SQLite's own
 * record: `total_changes()` (every row written through this connection, triggers and
 * foreign-key actions included) and `data_version` (any commit by another connection, such as
 * `verdict doctor`). Any write clears every kept value, so none is older than the last write.
 * What changes with time alone (a contest's seal lifting at its hour) is bounded by an age: a
 * value its caller says changes with time (`keptUntilWrite`'s `ages`) is also cleared once it is
 * MAX_AGE_MS old. A value that reads only a few tables (problems, tags, sessions, accounts) or
 * one author's or problem's submissions is kept by `keptWhileUnchanged` instead: across writes to
 * any other table or scope, until one of its own is written (table-versions.ts).
 */
const MAX_KEPT = 1_000;
export const MAX_AGE_MS = 1_000;

interface Kept {
  mark: string;
  since: number;
  /** Values cleared at MAX_AGE_MS as well as at a write. */
  values: Map<string, unknown>;
  /** Values that change only by a write (keptUntilWrite): cleared at a write alone. */
  timeless: Map<string, unknown>;
}

const kept = new WeakMap<object, Kept>();

/** Two statements: `total_changes()` takes no lock, and the pragma alone is cheaper than as a table. */
function databaseMark(db: Db): string {
  const changes = compiled(db.$client, 'select total_changes()').values()[0]![0];
  const version = compiled(db.$client, 'pragma data_version').values()[0]![0];
  return `${changes}:${version}`;
}

function keep<T>(db: Db, key: string, compute: () => T, now: number, ages: (value: T) => boolean): T {
  const mark = databaseMark(db);
  let entry = kept.get(db.$client);
  if (!entry || entry.mark !== mark)
    kept.set(db.$client, (entry = { mark, since: now, values: new Map(), timeless: new Map() }));
  else if (now - entry.since >= MAX_AGE_MS || now < entry.since) {
    entry.values = new Map();
    entry.since = now;
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  if (entry.timeless.has(key)) return entry.timeless.get(key) as T;
  const value = compute();
  const into = ages(value) ? entry.values : entry.timeless;
  if (into.size >= MAX_KEPT) into.clear();
  into.set(key, value);
  return value;
}

/**
 * What `compute` answers for `key` when it changes only by a write: computed again after the next
 * write, whatever its age. A value that `ages(value)` says may also change with time (a page
 * counting a contest whose seal has yet to lift) is read again once it is MAX_AGE_MS old.
 */
export function keptUntilWrite<T>(
  db: Db,
  key: string,
  compute: () => T,
  ages: (value: T) => boolean = () => false,
  now = Date.now(),
): T {
  return keep(db, key, compute, now, ages);
}

/**
 * `count` of the filter written as `text` with `params` over `tables` (a list's total), counted
 * again only after a write to one of them: a count of rows changes by a write alone, so it does
 * not age, and the writes of a busy class to other tables (a session's touch, a post) leave it.
 */
export function keptTotal(
  db: Db,
  tables: readonly string[],
  text: string,
  params: unknown[],
  count: () => number,
): number {
  return keptWhileUnchanged(db, tables, `${text}\u0000${JSON.stringify(params)}`, count, 'totals');
}

interface Shelf {
  /** Each value with the key it was first kept under, which a read moves to the end again. */
  values: Map<string, { key: string; version: string; value: unknown }>;
  /** The hashes of the keys read once and not kept yet, on a shelf that keeps a value from its second read. */
  once: Set<number>;
}
const shelvesOf = new WeakMap<object, Map<string, Shelf>>();
/** Keys remembered as read once, per shelf, by their hashes: many more than the values kept. */
const MAX_ONCE = 20_000;

/**
 * What `compute` answers for `key` when it reads only the tables and scopes `names`
 * (table-versions.ts: `problems`, or `uid=u7` for one author's submissions and counts) and does
 * not change with time: kept until one of them is written, across writes to any other. A list's
 * total over the problems, say, is not counted again at each verdict a judge writes. Values are
 * kept on `shelf`s of MAX_KEPT each, the one read least lately leaving first: the many pages of
 * the submission lists have their own shelf, so they never push a session out. With
 * `fromSecondRead`, a value is kept only once its key is read a second time: the many pages read
 * once (one author's, then another's) are never kept, so they neither push out the pages read
 * often nor leave a kept value to collect at every request. Not for a value read inside a
 * transaction that writes: a rollback takes the versions back with the rows, and a value read
 * from rows rolled back would then pass for current (the submission lists read afresh there).
 */
export function keptWhileUnchanged<T>(
  db: Db,
  names: readonly string[],
  key: string,
  compute: () => T,
  shelf = '',
  fromSecondRead = false,
): T {
  let shelves = shelvesOf.get(db.$client);
  if (!shelves) shelvesOf.set(db.$client, (shelves = new Map()));
  let kept = shelves.get(shelf);
  if (!kept) shelves.set(shelf, (kept = { values: new Map(), once: new Set() }));
  const { values, once } = kept;
  const known = values.get(key);
  // A first read on a shelf that keeps from the second is only noted, by its key's hash: it needs
  // no version, and a number leaves the collector no new string to trace from an old set. Two
  // keys of one hash only keep a page from its first read.
  const hash = fromSecondRead && !known ? Bun.hash.crc32(key) : null;
  if (hash !== null && !once.has(hash)) {
    if (once.size >= MAX_ONCE) once.delete(once.values().next().value!);
    once.add(hash);
    return compute();
  }
  const version = tablesVersion(db.$client, names);
  if (version === null) return compute();
  // Each value read moves to the end under its first key: the values read least lately leave
  // first, and the map holds no string of this request.
  if (known) values.delete(known.key);
  if (known && known.version === version) {
    values.set(known.key, known);
    return known.value as T;
  }
  const value = compute();
  if (hash !== null) once.delete(hash);
  if (values.size >= MAX_KEPT) values.delete(values.keys().next().value!);
  values.set(key, { key, version, value });
  return value;
}
