import type { Db } from '../../db/client.ts';
import { keptValue } from '../../db/kept-values.ts';

/**
 * A list's total (or a page of a list nobody filters), kept while the database is unchanged
 * (src/db/kept-values.ts): counting the bank walks every matching problem, and the answer can
 * only differ after a write.
 */
export { keptValue };

/** `count` of the filter written as `text` with `params`, counted again only after a write. */
export function keptTotal(db: Db, text: string, params: unknown[], count: () => number): number {
  return keptValue(db, `${text}\u0000${JSON.stringify(params)}`, count);
}
