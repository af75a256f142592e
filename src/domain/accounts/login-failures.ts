import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { LOCK_AFTER_FAILURES, LOCK_MINUTES } from '../../contract/accounts.ts';

/** Consecutive failed logins per username + IP pair, kept in the database across restarts. */

const where = (username: string, ip: string) => and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip));

export interface FailureState {
  count: number;
  /** Epoch ms until which the pair is locked, or null. */
  lockedUntil: number | null;
}

/** The pair's state; a lock that has run out is forgotten together with its count. */
export function failureState(db: Db, username: string, ip: string, now = Date.now()): FailureState {
  const row = db.select().from(loginFailures).where(where(username, ip)).get();
  if (!row) return { count: 0, lockedUntil: null };
  if (row.lockedUntil && row.lockedUntil.getTime() <= now) {
    clearFailures(db, username, ip);
    return { count: 0, lockedUntil: null };
  }
  return { count: row.count, lockedUntil: row.lockedUntil?.getTime() ?? null };
}

/** Counts one more failure; the 20th locks the pair for 30 minutes. */
export function recordFailure(db: Db, username: string, ip: string, now = Date.now()): FailureState {
  return db.transaction((tx) => {
    const count = (tx.select().from(loginFailures).where(where(username, ip)).get()?.count ?? 0) + 1;
    const lockedUntil = count >= LOCK_AFTER_FAILURES ? now + LOCK_MINUTES * 60_000 : null;
    const values = { count, lastFailedAt: new Date(now), lockedUntil: lockedUntil === null ? null : new Date(lockedUntil) };
    tx.insert(loginFailures).values({ username: username.toLowerCase(), ip, ...values })
      .onConflictDoUpdate({ target: [loginFailures.username, loginFailures.ip], set: values }).run();
    return { count, lockedUntil };
  });
}

export function clearFailures(db: Db, username: string, ip: string): void {
  db.delete(loginFailures).where(where(username, ip)).run();
}
