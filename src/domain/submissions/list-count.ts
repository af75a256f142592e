import type { Db } from '../../db/client.ts';

/**
 * Totals of the submission list, cached per database and filter: counting a broad filter walks
 * its whole index range, while a page reads 15 rows. A cached total is used while no submission
 * was added since (the newest id is the same), no status changed when the filter names a status,
 * and for at most COUNT_TTL_MS (deletions, writers elsewhere).
 */
const COUNT_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  total: number;
  newestId: number;
  statusVersion: number;
  at: number;
}

interface Cache {
  statusVersion: number;
  entries: Map<string, Entry>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { statusVersion: 0, entries: new Map() }));
  return cache;
}

/** Call after statuses of existing submissions change (judge reports, rejudge, cancel, manual judging). */
export function submissionStatusesChanged(db: Db): void {
  cacheOf(db).statusVersion++;
}

interface CountQuery {
  toSQL(): { sql: string; params: unknown[] };
  get(): { n: number } | undefined;
}

export function cachedCount(db: Db, query: CountQuery, dependsOnStatus: boolean, now = Date.now()): number {
  const cache = cacheOf(db);
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const newestId = (db.$client.query('select max(submit_id) as n from submissions').get() as { n: number | null } | null)?.n ?? 0;
  const hit = cache.entries.get(key);
  if (hit && hit.newestId === newestId && now - hit.at < COUNT_TTL_MS && (!dependsOnStatus || hit.statusVersion === cache.statusVersion)) {
    return hit.total;
  }
  const total = query.get()?.n ?? 0;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  cache.entries.set(key, { total, newestId, statusVersion: cache.statusVersion, at: now });
  return total;
}
