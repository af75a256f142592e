import type { Database, Statement } from 'bun:sqlite';

/**
 * Statements compiled once per connection and SQL text, and kept. bun:sqlite's own `query()`
 * keeps only its last 20 texts: past that, the busiest calls compiled their SQL again on every
 * request. Texts are few and bounded (a list's shapes, not its values), so the cache is only
 * capped against a caller that would put values in its text.
 */
const caches = new WeakMap<Database, Map<string, Statement>>();
const MAX_TEXTS = 1_000;

export function compiled(sqlite: Database, text: string): Statement {
  let cache = caches.get(sqlite);
  if (!cache) caches.set(sqlite, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    if (cache.size >= MAX_TEXTS) cache.clear();
    statement = sqlite.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

/**
 * Runs `read` (synchronous, reads only) in one read transaction: each statement outside a
 * transaction takes and drops the database's read lock on its own (system calls every time),
 * where inside one the lock is taken once; the reads also see one snapshot. Inside a
 * transaction already, `read` simply runs in it.
 */
export function readTogether<T>(sqlite: Database, read: () => T): T {
  if (sqlite.inTransaction) return read();
  compiled(sqlite, 'begin').run();
  try {
    return read();
  } finally {
    compiled(sqlite, 'commit').run();
  }
}
