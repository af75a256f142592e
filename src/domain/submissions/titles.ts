import type { Db } from '../../db/client.ts';
import { compiled } from '../../db/statements.ts';
import { tablesVersion } from '../../db/table-versions.ts';

/**
 * Problem titles for the submission lists, kept per connection until the problems are written
 * (db/table-versions.ts): a page's fifteen titles are found in memory, where reading them with the
 * page cost as much again as its rows. A title not yet kept is read once, with the others missing
 * from the same page, in one statement.
 */
const MAX_TITLES = 100_000;
const kept = new WeakMap<object, { version: string; titles: Map<number, string> }>();

export function titlesOf(db: Db, pids: readonly number[]): ReadonlyMap<number, string> {
  const version = tablesVersion(db.$client, ['problems']);
  let entry = kept.get(db.$client);
  // Unwatched yet inside a transaction (version null): read afresh, keep nothing.
  if (version === null) entry = { version: '', titles: new Map() };
  else if (!entry || entry.version !== version || entry.titles.size > MAX_TITLES)
    kept.set(db.$client, (entry = { version, titles: new Map() }));
  const titles = entry.titles;
  const missing = [...new Set(pids.filter((pid) => !titles.has(pid)))];
  if (missing.length > 0) {
    const rows = compiled(
      db.$client,
      'select id, title from problems where id in (select value from json_each(?))',
    ).all(JSON.stringify(missing)) as { id: number; title: string }[];
    for (const pid of missing) titles.set(pid, '');
    for (const r of rows) titles.set(r.id, r.title);
  }
  return titles;
}
