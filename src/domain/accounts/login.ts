import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { SLIDE_AFTER_FAILURES, type LoginInput } from '../../contract/accounts.ts';
import { hasPermission } from '../permissions/role-permissions.ts';
import { Errors } from '../errors.ts';
import { findUserByUsername, type UserRow } from './user-info.ts';
import { addressState, clearFailures, failureState, recordFailure } from './login-failures.ts';
import { afterExamLogin, checkExamLogin } from './exam-sessions.ts';
import { createSession } from './sessions.ts';
import { hashPassword, needsRehash, verifyPassword } from './secrets.ts';
import { consumeSlideToken } from './slide-captcha.ts';

export interface LoginClient {
  ip: string;
  userAgent: string;
}

/** Compared against when the username is unknown, so both cases take the same time. */
let unknownUserHash: Promise<string> | null = null;

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * Password login. From the 5th consecutive failure of a username + IP pair the next try must
 * carry a slide token; the 20th locks the pair for 30 minutes. An address that failed 50 times
 * across usernames within 30 minutes is locked for every username. Disabled (and deleted) accounts are refused
 * (only after a right password, so the answer tells nothing to others). `adminOnly` is the back
 * office's login: only admin roles may sign in there. A participant of a running exam signs in only
 * from its addresses, and the new session ends their others (src/domain/accounts/exam-sessions.ts).
 */
export async function login(db: Db, input: LoginInput, client: LoginClient, options: { adminOnly?: boolean } = {}) {
  const now = Date.now();
  const state = failureState(db, input.username, client.ip, now);
  if (state.lockedUntil !== null) {
    throw Errors.LoginLocked(minutesLeft(state.lockedUntil, now)).withData({ failCount: state.count, needSlide: true });
  }
  const address = addressState(db, client.ip, now);
  if (address.lockedUntil !== null) {
    throw Errors.LoginAddressLocked(minutesLeft(address.lockedUntil, now)).withData({
      failCount: state.count,
      needSlide: true,
    });
  }
  if (state.count >= SLIDE_AFTER_FAILURES && !(input.slideToken && consumeSlideToken(db, input.slideToken))) {
    throw Errors.SlideRequired().withData({ failCount: state.count, needSlide: true });
  }
  const user = findUserByUsername(db, input.username);
  unknownUserHash ??= hashPassword('unknown user');
  const right = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash));
  if (!user || !right) {
    const failed = recordFailure(db, input.username, client.ip, now);
    const data = { failCount: failed.count, needSlide: failed.count >= SLIDE_AFTER_FAILURES };
    if (failed.lockedUntil !== null) throw Errors.LoginLocked(minutesLeft(failed.lockedUntil, now)).withData(data);
    const across = addressState(db, client.ip, now);
    if (across.lockedUntil !== null)
      throw Errors.LoginAddressLocked(minutesLeft(across.lockedUntil, now)).withData({ ...data, needSlide: true });
    throw Errors.WrongCredentials().withData(data);
  }
  clearFailures(db, input.username, client.ip);
  // A password stored with older (or other) hash parameters is stored again with the current ones.
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    db.update(users)
      .set({ passwordHash })
      .where(and(eq(users.uid, user.uid), eq(users.passwordHash, user.passwordHash)))
      .run();
  }
  // A deleted account is disabled as well; both are refused alike.
  if (user.status !== 0 || user.deletedAt !== null) throw Errors.AccountDisabled();
  if (options.adminOnly && !hasPermission(db, user.role, 'admin_login')) throw Errors.AdminOnly();
  const exam = checkExamLogin(db, user, client.ip);
  const started = startSession(db, user, client, now);
  if (exam) afterExamLogin(db, exam, user.uid, started.sessionId, client.ip);
  return { token: started.token, user: started.user };
}

function startSession(db: Db, user: UserRow, client: LoginClient, now: number) {
  db.update(users)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(users.uid, user.uid))
    .run();
  const { token, sessionId } = createSession(db, user.uid, client, now);
  return { token, sessionId, user: { ...user, lastLoginAt: new Date(now) } };
}
