import type { Database } from 'bun:sqlite';

/**
 * Makes sure a contest with this id exists, for tests that write contest submissions straight
 * into the table: a public ACM contest that started an hour ago and runs for a day.
 * Returns the id, or null for "no contest" (absent or 0).
 */
export function ensureContest(sqlite: Database, cid: number | null | undefined): number | null {
  if (!cid) return null;
  const start = Date.now() - 3_600_000;
  sqlite.run(
    `insert or ignore into contests (id, title, type, auth, start_time, end_time, duration, created_at, updated_at)
    values (?, ?, 0, 0, ?, ?, 86400, ?, ?)`,
    [cid, `Contest ${cid}`, start, start + 86_400_000, start, start],
  );
  return cid;
}
