import type { Db } from '../../db/client.ts';

interface Entry<T> {
  value: T;
  key: string;
  at: number;
}

/**
 * One value per database, reused while it is younger than `ttlMs` and was computed for the same
 * key (the home page uses the day, so a new day starts afresh). `force` computes it again.
 */
export function timedCache<T>(ttlMs: number) {
  const entries = new WeakMap<Db, Entry<T>>();
  return (db: Db, key: string, now: Date, force: boolean, compute: () => T): T => {
    const at = now.getTime();
    const hit = entries.get(db);
    if (!force && hit && hit.key === key && at >= hit.at && at - hit.at < ttlMs) return hit.value;
    const value = compute();
    entries.set(db, { value, key, at });
    return value;
  };
}
