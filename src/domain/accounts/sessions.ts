import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { randomToken, sha256 } from './secrets.ts';

/** How long a replaced token keeps working, so requests already under way still succeed. */
export const RENEWAL_GRACE_MS = 60_000;
/** The idle expiry is pushed forward at most this often (not a write on every request). */
const TOUCH_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface SessionIdentity {
  uid: string;
  username: string;
  role: number;
  sessionId: string;
}

export interface ResolvedSession {
  user: SessionIdentity;
  /** A new token for the client when the one it sent was due for renewal. */
  renewedToken: string | null;
}

function policy(db: Db) {
  const c = getWebsiteConfig(db);
  return { renewAfterMs: c.sessionRenewHours * HOUR_MS, idleMs: c.sessionIdleDays * 24 * HOUR_MS };
}

/** Starts a session for one device; only the SHA-256 hash of the returned token is stored. */
export function createSession(db: Db, uid: string, client: { ip: string; userAgent: string }, now = Date.now()) {
  const token = randomToken();
  const id = crypto.randomUUID();
  db.delete(sessions).where(lt(sessions.expiresAt, new Date(now))).run();
  db.insert(sessions).values({
    id,
    uid,
    tokenHash: sha256(token),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + policy(db).idleMs),
  }).run();
  return { token, sessionId: id };
}

/**
 * The user behind a token, or null when the token is unknown, expired, or its user is disabled.
 * A token older than the renewal age is replaced; the old one stays valid for the grace period.
 */
export function resolveSession(db: Db, token: string, now = Date.now()): ResolvedSession | null {
  const hash = sha256(token);
  const row = db
    .select({ session: sessions, username: users.username, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(or(eq(sessions.tokenHash, hash), and(eq(sessions.previousTokenHash, hash), gt(sessions.previousExpiresAt, new Date(now)))))
    .get();
  if (!row || row.session.expiresAt.getTime() <= now || row.status !== 0) return null;
  const s = row.session;
  const user = { uid: s.uid, username: row.username, role: row.role, sessionId: s.id };
  const { renewAfterMs, idleMs } = policy(db);
  const current = s.tokenHash === hash;
  if (current && now - s.createdAt.getTime() >= renewAfterMs) {
    const fresh = randomToken();
    const renewed = db.update(sessions).set({
      tokenHash: sha256(fresh),
      previousTokenHash: hash,
      previousExpiresAt: new Date(now + RENEWAL_GRACE_MS),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + idleMs),
    }).where(and(eq(sessions.id, s.id), eq(sessions.tokenHash, hash))).returning({ id: sessions.id }).all();
    // Another request renewed it first: this one goes on with the (still valid) old token.
    return { user, renewedToken: renewed.length === 1 ? fresh : null };
  }
  if (now - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    db.update(sessions).set({ lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs) }).where(eq(sessions.id, s.id)).run();
  }
  return { user, renewedToken: null };
}

/** Logout: ends this session only (the user's other devices stay signed in). */
export function endSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except the given one (after a password change). */
export function endOtherSessions(db: Db, uid: string, keepSessionId: string): void {
  db.delete(sessions).where(and(eq(sessions.uid, uid), ne(sessions.id, keepSessionId))).run();
}

/** Ends every session of a user (password reset, account disabled). */
export function endAllSessions(db: Db, uid: string): void {
  db.delete(sessions).where(eq(sessions.uid, uid)).run();
}
