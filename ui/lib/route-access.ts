import { Role } from '../../src/contract/roles.ts';
import { can } from '../../src/contract/roles.ts';

/** Site switches that can close an area of the site (spec doc 1 §2, doc 3 §7). */
export const SITE_SWITCHES = ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'] as const;
export type SiteSwitch = (typeof SITE_SWITCHES)[number];

/** Who may open a route: anyone, a signed-in user, an admin role, or the super admin. */
export type RouteAccess = 'public' | 'login' | 'admin' | 'root';

export interface AccessRule {
  access: RouteAccess;
  /** The area is open only while this site switch is on. */
  gate?: SiteSwitch;
}

export interface AccessContext {
  path: string;
  token: string;
  /** Role code of the signed-in user, null when unknown. */
  role: number | null;
  switches: Partial<Record<SiteSwitch, boolean>>;
}

export type AccessDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      /** i18n key of the message shown. */
      message?: string;
      level: 'warning' | 'error';
      /** Open the login dialog after redirecting. */
      openLogin: boolean;
      /** What is forgotten: nothing, the stored user info, or token and user info. */
      clear: 'none' | 'user' | 'session';
    };

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The route guard of spec doc 1 §2 and doc 3 §2, as a pure decision. */
export function decideAccess(rule: AccessRule, ctx: AccessContext): AccessDecision {
  const admin = isAdminPath(ctx.path);
  if (rule.access !== 'public' && !ctx.token) {
    if (admin)
      return {
        kind: 'redirect',
        to: '/admin/login',
        message: 'guard.loginFirstAdmin',
        level: 'warning',
        openLogin: false,
        clear: 'user',
      };
    return {
      kind: 'redirect',
      to: '/home',
      message: 'guard.loginFirst',
      level: 'warning',
      openLogin: true,
      clear: 'user',
    };
  }
  const roleAllowed =
    rule.access === 'admin'
      ? ctx.role !== null && can.enterAdmin(ctx.role)
      : rule.access === 'root'
        ? ctx.role === Role.ROOT
        : true;
  if (!roleAllowed) {
    return {
      kind: 'redirect',
      to: admin ? '/admin/login' : '/home',
      message: admin ? 'guard.loginFirstAdmin' : 'guard.loginFirst',
      level: 'warning',
      openLogin: !admin,
      clear: 'session',
    };
  }
  if (rule.gate && ctx.switches[rule.gate] === false) {
    return {
      kind: 'redirect',
      to: '/home',
      message: `guard.noAccess.${rule.gate}`,
      level: 'error',
      openLogin: false,
      clear: 'none',
    };
  }
  return { kind: 'allow' };
}
