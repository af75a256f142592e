import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserAuthInfo, UserInfo } from '../../contract/accounts.ts';
import { can, ROLE_NAMES, type RoleCode } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';

export type UserRow = typeof users.$inferSelect;

export function findUserByUid(db: Db, uid: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.uid, uid)).get();
}

/** Usernames are unique without regard to case; this finds "Alice" for "alice". */
export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).get();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).get();
}

/** The account bound to a phone number (registration and reset by phone). */
export function findUserByMobile(db: Db, mobile: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.mobile, mobile)).get();
}

/** How many accounts an administrator (or an import) gave this phone number. */
export function countUsersByMobile(db: Db, mobile: string): number {
  return db.select({ uid: users.uid }).from(users).where(eq(users.mobile, mobile)).limit(2).all().length;
}

export function getUser(db: Db, uid: string): UserRow {
  const user = findUserByUid(db, uid);
  if (!user) throw Errors.UserNotFound();
  return user;
}

export function roleName(role: number): string {
  return ROLE_NAMES[role as RoleCode] ?? 'user';
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    school: user.school,
    number: user.studentNumber,
    realname: user.realname,
    gender: user.gender,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    signature: user.signature,
    titleName: user.titleName,
    titleColor: user.titleColor,
    role: user.role,
    roleList: [roleName(user.role)],
  };
}

const PERMISSIONS = ['submit', 'post', 'comment', 'enterAdmin', 'manageProblems', 'isAdmin', 'isRoot'] as const;

export function toUserAuthInfo(role: number): Omit<UserAuthInfo, 'held'> {
  return { roles: [roleName(role)], permissions: PERMISSIONS.filter((p) => can[p](role)) };
}
