import type { Database } from 'bun:sqlite';
import { makeTestApp } from './app.ts';

/** SQLite's plan for a statement text with its parameters, its steps joined by "; ". */
export function planOf(sqlite: Database, text: string, params: readonly unknown[] = []): string {
  return (sqlite.query(`explain query plan ${text}`).all(...(params as never[])) as { detail: string }[])
    .map((r) => r.detail)
    .join('; ');
}

/** The plan of a built query (Drizzle's or our own page query: anything with toSQL()). */
export function planOfQuery(sqlite: Database, query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  return planOf(sqlite, sql, params);
}

/**
 * A test app seeded by `seed` in one transaction, then ANALYZE'd: plans are asked of the site's
 * statistics, as a site of that size would have them.
 */
export function analyzedApp(seed: (sqlite: Database, now: number) => void): ReturnType<typeof makeTestApp> {
  const t = makeTestApp();
  const sqlite = t.deps.db.$client;
  const now = Date.now();
  sqlite.transaction(() => seed(sqlite, now))();
  sqlite.exec('ANALYZE');
  return t;
}
