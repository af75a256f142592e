import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { compiled } from '../../db/statements.ts';
import { keptWhileUnchanged } from '../../db/kept-values.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { randomToken, sha256 } from './secrets.ts';
import { isStorageFull } from '../../contract/storage-full.ts';

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
  db.delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now)))
    .run();
  db.insert(sessions)
    .values({
      id,
      uid,
      tokenHash: sha256(token),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + policy(db).idleMs),
    })
    .run();
  return { token, sessionId: id };
}

/**
 * The session of a token (current, else replaced within its grace period) and its user, as SQL text:
 * every signed-in request asks, and SQLite keeps both texts compiled.
 */
const select = (index: string) => `select s.id, s.uid, s.token_hash as tokenHash, s.created_at as createdAt,
    s.expires_at as expiresAt, s.last_seen_at as lastSeenAt, s.previous_expires_at as previousExpiresAt, u.username,
    u.role, u.status
  from sessions s indexed by ${index} join users u on u.uid = s.uid`;
// Each names its index: under the statistics of a small table whose tokens were never replaced
// (every previous_token_hash null), the planner would scan the sessions rather than seek the token.
const BY_TOKEN = `${select('sessions_token_hash')} where s.token_hash = ?`;
const BY_REPLACED_TOKEN = `${select('sessions_previous_token_hash')} where s.previous_token_hash = ?`;
/** What a session row is read from. */
const SESSION_TABLES = ['sessions', 'users'] as const;
/** Both lookups, for the test of their plans. */
export const SESSION_LOOKUPS = [BY_TOKEN, BY_REPLACED_TOKEN] as const;

interface SessionRow {
  id: string;
  uid: string;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  previousExpiresAt: number | null;
  username: string;
  role: number;
  status: number;
}

/**
 * The user behind a token, or null when the token is unknown, expired, or its user is disabled.
 * A token older than the renewal age is replaced; the old one stays valid for the grace period.
 */
export function resolveSession(db: Db, token: string, now = Date.now()): ResolvedSession | null {
  // The session row is kept until the sessions or the users are written (src/db/kept-values.ts): a
  // logout, a disabled account, a role change or a renewal is such a write, so the next request
  // reads the row again; a verdict or a post is not. Expiry and grace are checked below at `now`.
  const { hash, s } = keptWhileUnchanged(db, SESSION_TABLES, `session\u0000${token}`, () => {
    const hash = sha256(token);
    const s = (compiled(db.$client, BY_TOKEN).get(hash) ??
      compiled(db.$client, BY_REPLACED_TOKEN).get(hash)) as SessionRow | null;
    return { hash, s };
  });
  if (!s || s.expiresAt <= now || s.status !== 0) return null;
  // A replaced token works for its grace period only.
  if (s.tokenHash !== hash && !(s.previousExpiresAt !== null && s.previousExpiresAt > now)) return null;
  const user = { uid: s.uid, username: s.username, role: s.role, sessionId: s.id };
  const { renewAfterMs, idleMs } = policy(db);
  const current = s.tokenHash === hash;
  if (current && now - s.createdAt >= renewAfterMs) {
    const fresh = randomToken();
    // On a full disk the session goes on with its token: reading never fails for lack of space.
    const renewed = unlessStorageFull(
      () =>
        db
          .update(sessions)
          .set({
            tokenHash: sha256(fresh),
            previousTokenHash: hash,
            previousExpiresAt: new Date(now + RENEWAL_GRACE_MS),
            createdAt: new Date(now),
            lastSeenAt: new Date(now),
            expiresAt: new Date(now + idleMs),
          })
          .where(and(eq(sessions.id, s.id), eq(sessions.tokenHash, hash)))
          .returning({ id: sessions.id })
          .all(),
      [],
    );
    // Another request renewed it first: this one goes on with the (still valid) old token.
    return { user, renewedToken: renewed.length === 1 ? fresh : null };
  }
  if (now - s.lastSeenAt >= TOUCH_EVERY_MS) {
    unlessStorageFull(
      () =>
        db
          .update(sessions)
          .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + idleMs) })
          .where(eq(sessions.id, s.id))
          .run(),
      undefined,
    );
  }
  return { user, renewedToken: null };
}

/** A bookkeeping write that may be skipped: `skipped` when the disk is full. */
function unlessStorageFull<T>(write: () => T, skipped: T): T {
  try {
    return write();
  } catch (e) {
    if (isStorageFull(e)) return skipped;
    throw e;
  }
}

/** Logout: ends this session only (the user's other devices stay signed in). */
export function endSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user except the given one (after a password change, an exam login); returns how many ended. */
export function endOtherSessions(db: Db, uid: string, keepSessionId: string): number {
  return db
    .delete(sessions)
    .where(and(eq(sessions.uid, uid), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id })
    .all().length;
}

/** Ends every session of a user (password reset, account disabled). */
export function endAllSessions(db: Db, uid: string): void {
  db.delete(sessions).where(eq(sessions.uid, uid)).run();
}
