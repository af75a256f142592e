import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Accounts (spec doc 1 §3 user profile, doc 3 admin user fields). */
export const users = sqliteTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    nickname: text('nickname').notNull().default(''),
    realname: text('realname').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'secrecy'] })
      .notNull()
      .default('secrecy'),
    school: text('school').notNull().default(''),
    studentNumber: text('student_number').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    signature: text('signature').notNull().default(''),
    github: text('github').notNull().default(''),
    blog: text('blog').notNull().default(''),
    cfUsername: text('cf_username').notNull().default(''),
    titleName: text('title_name').notNull().default(''),
    titleColor: text('title_color').notNull().default(''),
    role: integer('role').notNull().default(1002),
    /** 0 normal, 1 disabled. */
    status: integer('status').notNull().default(0),
    rating: integer('rating'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
    /** Deleting an account hides it and ends its sessions; its submissions and results stay. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('users_username_nocase').on(sql`lower(${t.username})`),
    index('users_email').on(t.email),
    // The few disabled accounts, which lists such as the public ranks leave out.
    index('users_disabled').on(t.uid).where(sql`${t.status} = 1`),
  ],
);

/** Server-side sessions: one row per logged-in device; only a hash of the token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** After a renewal the replaced token keeps working for a short grace period. */
    previousTokenHash: text('previous_token_hash'),
    previousExpiresAt: integer('previous_expires_at', { mode: 'timestamp_ms' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** When the current token was issued (renewal issues a new one). */
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    index('sessions_previous_token_hash').on(t.previousTokenHash),
    index('sessions_uid').on(t.uid),
  ],
);

/**
 * What each role below the super admin may do (spec doc 3 §2–§3 "auth" and "role auth"): one row
 * per role and permission. The super admin holds every permission and has no rows. The access
 * policy reads these, so the back office's permission page is what the server enforces.
 */
export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    role: integer('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);
