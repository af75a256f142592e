import type { Database } from 'bun:sqlite';

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
