/**
 * A page's row count, to be written into a list's SQL text: SQLite reads a page several times
 * faster with a literal LIMIT than with a bound one, and a list has only a handful of page sizes
 * (each text stays compiled). Only a whole, non-negative number is ever written.
 */
export function pageLimit(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a page size: ${n}`);
  return n;
}
