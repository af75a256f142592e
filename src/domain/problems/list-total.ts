import type { Db } from '../../db/client.ts';

/**
 * The problem list's total, kept per filter while the database is unchanged: counting the bank
 * walks every matching problem, and the answer can only differ after a write. "Unchanged" is
 * SQLite's own record: `total_changes()` (every row written through this connection, triggers
 * and foreign-key actions included) and `data_version` (any commit by another connection, such
 * as `verdict doctor`). Any write clears the kept totals, so a total is never older than the
 * last write.
 */
const MAX_KEPT = 1_000;

interface Kept {
  mark: string;
  totals: Map<string, number>;
}

const kept = new WeakMap<object, Kept>();

function databaseMark(db: Db): string {
  const row = db.$client.query('select total_changes() as c, (select data_version from pragma_data_version) as v').get() as { c: number; v: number };
  return `${row.c}:${row.v}`;
}

/** `count` of the filter written as `text` with `params`, counted again only after a write. */
export function keptTotal(db: Db, text: string, params: unknown[], count: () => number): number {
  const mark = databaseMark(db);
  let entry = kept.get(db.$client);
  if (!entry || entry.mark !== mark) kept.set(db.$client, (entry = { mark, totals: new Map() }));
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const known = entry.totals.get(key);
  if (known !== undefined) return known;
  const n = count();
  if (entry.totals.size >= MAX_KEPT) entry.totals.clear();
  entry.totals.set(key, n);
  return n;
}
