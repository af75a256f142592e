import { and, eq, gt, max, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { LOCK_AFTER_FAILURES, LOCK_MINUTES } from '../../contract/accounts.ts';

/**
 * Consecutive failed logins per username + IP pair, kept in the database across restarts, and
 * what one address did across all usernames (read from the same rows).
 */

/** Failures from one address, across usernames, within LOCK_MINUTES that lock the address. */
export const ADDRESS_LOCK_FAILURES = 50;
const WINDOW_MS = LOCK_MINUTES * 60_000;

const where = (username: string, ip: string) =>
  and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip));

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
    const values = {
      count,
      lastFailedAt: new Date(now),
      lockedUntil: lockedUntil === null ? null : new Date(lockedUntil),
    };
    tx.insert(loginFailures)
      .values({ username: username.toLowerCase(), ip, ...values })
      .onConflictDoUpdate({ target: [loginFailures.username, loginFailures.ip], set: values })
      .run();
    return { count, lockedUntil };
  });
}

export function clearFailures(db: Db, username: string, ip: string): void {
  db.delete(loginFailures).where(where(username, ip)).run();
}

/**
 * The address's state across usernames: the failures of every pair from this address that last
 * failed within the past LOCK_MINUTES. From ADDRESS_LOCK_FAILURES on, the address is locked
 * until LOCK_MINUTES after its last failure (a locked address records no more failures, so the
 * lock ends then and the counted pairs fall out of the window together).
 */
export function addressState(db: Db, ip: string, now = Date.now()): FailureState {
  const row = db
    .select({ count: sum(loginFailures.count).mapWith(Number), last: max(loginFailures.lastFailedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.lastFailedAt, new Date(now - WINDOW_MS))))
    .get();
  const count = row?.count ?? 0;
  const locked = count >= ADDRESS_LOCK_FAILURES && row?.last;
  return { count, lockedUntil: locked ? row.last!.getTime() + WINDOW_MS : null };
}
