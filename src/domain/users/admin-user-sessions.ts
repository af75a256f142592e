import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { UserSession } from '../../contract/admin-users.ts';
import { Errors } from '../errors.ts';
import { type Actor, assertMayTouchSessions, liveUsers } from '../accounts/admin-user-rules.ts';

/**
 * A user's open sessions (one per signed-in device) as the back office shows them, and ending one:
 * the device's next request is answered "Please login first". Only the super admin sees or ends the
 * sessions of another administrator-level account.
 */

/** GET /api/admin/user/sessions: newest activity first; `current` marks the caller's own session. */
export function listUserSessions(
  db: Db,
  actor: Actor & { sessionId: string },
  uid: string,
  now = Date.now(),
): UserSession[] {
  const [target] = liveUsers(db, [uid]);
  assertMayTouchSessions(db, actor, target!);
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.uid, uid), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.getTime(),
      lastSeenAt: s.lastSeenAt.getTime(),
      expiresAt: s.expiresAt.getTime(),
      current: s.id === actor.sessionId,
    }));
}

/** DELETE /api/admin/user/session: ends one session of a user. */
export function revokeUserSession(db: Db, actor: Actor, id: string): void {
  const session = db.select({ uid: sessions.uid }).from(sessions).where(eq(sessions.id, id)).get();
  if (!session) throw Errors.SessionNotFound();
  const [target] = liveUsers(db, [session.uid]);
  assertMayTouchSessions(db, actor, target!);
  db.delete(sessions).where(eq(sessions.id, id)).run();
}
