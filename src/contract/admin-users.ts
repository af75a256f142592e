import { z } from 'zod';
import { ADMIN_PASSWORD_MAX, GENDERS, PASSWORD_MIN, USERNAME_MAX } from './accounts.ts';
import { pageSchema, pagingQuery } from './envelope.ts';
import { ROLE_CODES, type RoleCode } from './roles.ts';

/**
 * The back office's users page (spec doc 3 §2–§3 "user admin"; API-NEXT "Admin users"): the list
 * with its filters, the edit form, many users at once, a user's sessions and the CSV export.
 */

export const USER_STATUSES = [0, 1] as const;
/** At most this many users in one bulk change, delete or selected export. */
export const BULK_USERS_MAX = 1000;

const roleCode = z.coerce
  .number()
  .int()
  .refine((r): r is RoleCode => (ROLE_CODES as number[]).includes(r), { message: 'Invalid_role' });
const status = z.coerce
  .number()
  .int()
  .refine((s) => s === 0 || s === 1, { message: 'Invalid_status' });
const optional = <T extends z.ZodType>(t: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), t.optional());

/** Filters of the list and of the export: a keyword (username, nickname, real name, email, school, number), a role, a status. */
export const userFilterSchema = z.object({
  keyword: z.string().trim().max(100).optional().catch(undefined),
  role: optional(roleCode).catch(undefined),
  status: optional(status).catch(undefined),
  /** Only the admin roles (1000, 1001, 1008). */
  onlyAdmin: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** GET admin/user/get-user-list. */
export const userListQuerySchema = userFilterSchema.extend(pagingQuery(10));
export type UserListQuery = z.input<typeof userListQuerySchema>;

const uids = z.array(z.string().trim().min(1).max(64)).min(1, { message: 'Choose_users' }).max(BULK_USERS_MAX);

/** GET file/export-users: the filters, or `uids` (comma-separated) for the chosen users. */
export const userExportQuerySchema = userFilterSchema.extend({
  uids: z
    .string()
    .max(BULK_USERS_MAX * 40)
    .optional()
    .transform((s) =>
      s === undefined
        ? undefined
        : s
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean),
    )
    .pipe(uids.optional()),
});

const text = (max: number) => z.string().trim().max(max).default('');

/** PUT admin/user/edit-user: every field of doc 3 §3 an administrator sets; `setNewPwd` with `password` sets a password. */
export const editUserSchema = z
  .object({
    uid: z.string().trim().min(1).max(64),
    username: z.string().trim().min(1).max(USERNAME_MAX),
    nickname: text(20),
    realname: text(50),
    email: z
      .string()
      .trim()
      .max(100)
      .pipe(z.union([z.literal(''), z.email({ message: 'Invalid_email' })]))
      .default(''),
    mobile: z
      .string()
      .trim()
      .max(20)
      .pipe(z.union([z.literal(''), z.string().regex(/^\+?[0-9 -]{3,20}$/, { message: 'Invalid_mobile' })]))
      .default(''),
    gender: z.enum(GENDERS).default('secrecy'),
    school: text(100),
    number: text(30),
    github: text(255),
    blog: text(255),
    cfUsername: text(50),
    signature: z.string().max(2000).default(''),
    titleName: text(20),
    titleColor: z
      .string()
      .trim()
      .max(20)
      .pipe(z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{3,8}$/, { message: 'Invalid_color' })]))
      .default(''),
    /** The role id (API-NEXT `type`). */
    type: roleCode,
    status,
    setNewPwd: z.boolean().default(false),
    password: z.string().max(ADMIN_PASSWORD_MAX).default(''),
  })
  .refine((f) => !f.setNewPwd || f.password.length >= PASSWORD_MIN, {
    path: ['password'],
    message: 'Admin_password_length',
  });
export type EditUserForm = z.input<typeof editUserSchema>;
export type EditUserInput = z.output<typeof editUserSchema>;

/** POST admin/user/add-user: one account from the users page (the e-mail may be left empty). */
export const addUserSchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX),
  realname: text(50),
  password: z
    .string()
    .min(PASSWORD_MIN, { message: 'Admin_password_length' })
    .max(ADMIN_PASSWORD_MAX, { message: 'Admin_password_length' }),
  email: z
    .string()
    .trim()
    .max(100)
    .pipe(z.union([z.literal(''), z.email({ message: 'Invalid_email' })]))
    .default(''),
  role: roleCode,
});
export type AddUserForm = z.input<typeof addUserSchema>;
export type AddUserInput = z.output<typeof addUserSchema>;

/** DELETE admin/user/delete-user. */
export const deleteUsersSchema = z.object({ ids: uids });

/** PUT admin/user/bulk: a role, a status or both for the chosen users. */
export const bulkUsersSchema = z
  .object({ uids, role: roleCode.optional(), status: status.optional() })
  .refine((b) => b.role !== undefined || b.status !== undefined, { message: 'Choose_role_or_status' });
export type BulkUsersInput = z.infer<typeof bulkUsersSchema>;

export const userSessionsQuerySchema = z.object({ uid: z.string().trim().min(1).max(64) });
export const sessionIdQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });

const str = z.string();
const time = z.number().nullable();

/** A row of the list: the user record with its role (id and name), counts and sessions. */
export const adminUserRowSchema = z.object({
  uid: str,
  username: str,
  nickname: str,
  realname: str,
  email: str,
  mobile: str,
  gender: z.enum(GENDERS),
  school: str,
  number: str,
  github: str,
  blog: str,
  cfUsername: str,
  signature: str,
  avatar: str,
  titleName: str,
  titleColor: str,
  role: z.number().int(),
  roles: z.array(z.object({ id: z.number().int(), role: str })),
  status: z.number().int(),
  ac: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
  rating: z.number().int().nullable(),
  gmtCreate: z.number(),
  lastLoginAt: time,
  /** Sessions still open. */
  sessionCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pageSchema(adminUserRowSchema);

/** One open session of a user; `current` is the caller's own. */
export const userSessionSchema = z.object({
  id: str,
  ip: str,
  userAgent: str,
  createdAt: z.number(),
  lastSeenAt: z.number(),
  expiresAt: z.number(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** What a bulk change or delete did. */
export const bulkResultSchema = z.object({ changed: z.number().int(), sessionsEnded: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
