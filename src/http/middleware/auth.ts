import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_HEADER, REFRESH_TOKEN_HEADER } from '../../contract/accounts.ts';
import { can } from '../../contract/roles.ts';
import { resolveSession } from '../../domain/accounts/sessions.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv, SessionUser } from '../env.ts';

/** The token of a request: `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function requestToken(c: Context): string | null {
  const header = c.req.header(AUTH_HEADER)?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token.length > 200 ? null : token;
}

/**
 * Runs on every request: sets `c.var.user` from the session token (null for visitors, unknown or
 * expired tokens and disabled accounts). A token due for renewal is replaced, and the new one is
 * sent back in `Authorization` with `Refresh-Token: true`.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = requestToken(c);
  const resolved = token ? resolveSession(c.var.deps.db, token) : null;
  c.set('user', resolved?.user ?? null);
  await next();
  if (resolved?.renewedToken) {
    c.header(AUTH_HEADER, resolved.renewedToken);
    c.header(REFRESH_TOKEN_HEADER, 'true');
    c.header('Access-Control-Expose-Headers', `${AUTH_HEADER}, ${REFRESH_TOKEN_HEADER}`);
  }
});

/** The signed-in user, or 401 "Please login first". */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw Errors.NotLoggedIn();
  return user;
}

function requireRole(allowed: (role: number) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!allowed(currentUser(c).role)) throw Errors.AdminOnly();
    await next();
  });
}

export const requireLogin = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});
/** Super admin (1000) only. */
export const requireRoot = requireRole(can.isRoot);
/** Super admin or admin (1000, 1001). */
export const requireAdmin = requireRole(can.isAdmin);
/** Super admin, admin or problem admin (1000, 1001, 1008). */
export const requireProblemAdmin = requireRole(can.manageProblems);

const RIGHT_ERRORS = { submit: Errors.NoSubmitRight, post: Errors.NoPostRight, comment: Errors.NoCommentRight } as const;

/**
 * The signed-in user, after checking a right that restricted roles (1003–1007) lack:
 * `assertCan(c, 'submit')` before judging, 'post' before a new discussion, 'comment' before a
 * comment or reply.
 */
export function assertCan(c: Context<AppEnv>, right: keyof typeof RIGHT_ERRORS): SessionUser {
  const user = currentUser(c);
  if (!can[right](user.role)) throw RIGHT_ERRORS[right]();
  return user;
}
