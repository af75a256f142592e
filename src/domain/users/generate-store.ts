import { GENERATED_TTL_MS, type GeneratedAccount } from '../../contract/user-import.ts';
import { Errors } from '../errors.ts';
import { randomToken } from '../accounts/secrets.ts';

/**
 * Generated accounts with their plain passwords, kept in memory only (never in the database) for
 * 30 minutes under a random key, for the CSV download and the printable login slips. A restart
 * forgets them.
 */

interface Kept {
  users: GeneratedAccount[];
  expiresAt: number;
}

const kept = new Map<string, Kept>();

function forgetExpired(now: number): void {
  for (const [key, entry] of kept) if (entry.expiresAt <= now) kept.delete(key);
}

/** Keeps the accounts and answers their key and when they are forgotten. */
export function keepGenerated(users: GeneratedAccount[], now = Date.now()): { key: string; expiresAt: number } {
  forgetExpired(now);
  const key = randomToken(24);
  const expiresAt = now + GENERATED_TTL_MS;
  kept.set(key, { users, expiresAt });
  return { key, expiresAt };
}

/** The accounts kept under the key, or "no longer kept". */
export function generatedUnder(key: string, now = Date.now()): Kept {
  forgetExpired(now);
  const entry = kept.get(key);
  if (!entry) throw Errors.GeneratedNotKept();
  return entry;
}
