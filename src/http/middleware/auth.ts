import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_HEADER, REFRESH_TOKEN_HEADER } from '../../contract/accounts.ts';
import type { Permission } from '../../contract/permissions.ts';
import { can } from '../../contract/roles.ts';
import { resolveSession } from '../../domain/accounts/sessions.ts';
import { permissionsOf } from '../../domain/permissions/role-permissions.ts';
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
 * expired tokens and disabled accounts), with the permissions its role holds as stored. A token due for renewal is replaced, and the new one is
 * sent back in `Authorization` with `Refresh-Token: true`.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = requestToken(c);
  // c.get, not c.var: Hono builds a new object of every variable at each read of c.var.
  const db = c.get('deps').db;
  const resolved = token ? resolveSession(db, token) : null;
  c.set('user', resolved ? { ...resolved.user, permissions: permissionsOf(db, resolved.user.role) } : null);
  await next();
  if (resolved?.renewedToken) {
    c.header(AUTH_HEADER, resolved.renewedToken);
    c.header(REFRESH_TOKEN_HEADER, 'true');
    c.header('Access-Control-Expose-Headers', `${AUTH_HEADER}, ${REFRESH_TOKEN_HEADER}`);
  }
});

/** The signed-in user, or 401 "Please login first". */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw Errors.NotLoggedIn();
  return user;
}

/** The signed-in user must hold the permission (role auth), else 403 "Please login again with the administrator account". */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!currentUser(c).permissions.has(permission)) throw Errors.AdminOnly();
    await next();
  });
}

export const requireLogin = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});
/** Super admin (1000) only: the role auth page, rejudging, the discussion categories. */
export const requireRoot = createMiddleware<AppEnv>(async (c, next) => {
  if (!can.isRoot(currentUser(c).role)) throw Errors.AdminOnly();
  await next();
});
/** The users of the back office: `user_admin` (by default the super admin only, spec doc 3 §6). */
export const requireAdmin = requirePermission('user_admin');
/** Problems and their files: `problem_admin` (by default the super admin, admins and problem admins). */
export const requireProblemAdmin = requirePermission('problem_admin');

const RIGHTS = {
  submit: ['submit', Errors.NoSubmitRight],
  post: ['discussion_add', Errors.NoPostRight],
  comment: ['comment_add', Errors.NoCommentRight],
} as const satisfies Record<string, readonly [Permission, () => Error]>;

/**
 * The signed-in user, after checking a right that restricted roles (1003–1007) lack by default:
 * `assertCan(c, 'submit')` before judging, 'post' before a new discussion, 'comment' before a
 * comment or reply.
 */
export function assertCan(c: Context<AppEnv>, right: keyof typeof RIGHTS): SessionUser {
  const user = currentUser(c);
  const [permission, refusal] = RIGHTS[right];
  if (!user.permissions.has(permission)) throw refusal();
  return user;
}

/** The same check as middleware, ahead of the input's validation: `requireRight('submit')`. */
export const requireRight = (right: keyof typeof RIGHTS) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertCan(c, right);
    await next();
  });
