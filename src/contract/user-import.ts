import { z } from 'zod';
import { ADMIN_PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './accounts.ts';

/**
 * Importing accounts from a CSV file and generating numbered accounts (spec doc 3 §5 "Admin
 * rules"; API-NEXT "Admin users"). A file is previewed first: every row with its problems; the
 * import itself refuses the whole batch while any row has one. Generated accounts are kept in
 * memory for 30 minutes under a key, for the CSV download and the printable login slips.
 */

/** The seven columns of an import row, in file order. */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A row's fate in a preview: `exists` rows name an account already there, which the import leaves unchanged. */
export const IMPORT_FATES = ['create', 'exists', 'invalid'] as const;
export type ImportFate = (typeof IMPORT_FATES)[number];

export const IMPORT_LIMITS = {
  /** Rows of one file (each password is hashed with argon2id, a fraction of a second each). */
  rows: 1000,
  /** Bytes of one CSV file. */
  bytes: 512 * 1024,
  /** Characters of each column (username and password have their own rules). */
  email: 100,
  realname: 50,
  nickname: 20,
  school: 100,
  gender: 10,
} as const;

export const GENERATE_LIMITS = {
  /** Accounts of one generation. */
  count: 1000,
  affix: USERNAME_MAX,
  passwordMin: PASSWORD_MIN,
  passwordMax: ADMIN_PASSWORD_MAX,
  numberMax: 999_999_999,
} as const;

/** How long generated accounts (with their passwords) stay available under their key. */
export const GENERATED_TTL_MS = 30 * 60_000;

/** A row as sent: up to seven text fields; missing trailing fields are empty. */
const importRow = z.array(z.string().max(1000)).min(1).max(IMPORT_COLUMNS.length);

/** POST admin/user/insert-batch-user: the rows of a previewed file. */
export const insertBatchUserSchema = z.object({ users: z.array(importRow).min(1).max(IMPORT_LIMITS.rows) });
export type InsertBatchUserInput = z.infer<typeof insertBatchUserSchema>;

/** One problem of a row: its line in the file (1-based, after the header if any), the column and the message. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.enum(IMPORT_COLUMNS).nullable(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** POST admin/user/preview-batch-user (multipart `file`): the rows read and every problem found. */
export const importPreviewSchema = z.object({
  /** Each row with its seven columns, trimmed. */
  users: z.array(z.array(z.string()).length(IMPORT_COLUMNS.length)),
  /** The file line of each row (a header line and blank lines are skipped). */
  lines: z.array(z.number().int()),
  problems: z.array(importProblemSchema),
  /** Whether the file started with a header line (username, password, …), which was skipped. */
  header: z.boolean(),
  /** The columns the header named, in the file's order (empty without a header: the fixed order). */
  columns: z.array(z.enum(IMPORT_COLUMNS)),
  /** What importing does with each row: creates it, leaves an existing account as it is, or cannot (see its problems). */
  fates: z.array(z.enum(IMPORT_FATES)),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ count: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST admin/user/generate-user: usernames prefix + number + suffix for each number from..to. */
export const generateUserSchema = z.object({
  prefix: z.string().trim().max(GENERATE_LIMITS.affix).default(''),
  suffix: z.string().trim().max(GENERATE_LIMITS.affix).default(''),
  number_from: z.coerce.number().int().min(0).max(GENERATE_LIMITS.numberMax),
  number_to: z.coerce.number().int().min(0).max(GENERATE_LIMITS.numberMax),
  password_length: z.coerce.number().int().min(GENERATE_LIMITS.passwordMin).max(GENERATE_LIMITS.passwordMax),
  /** Numbers zero-padded to the end number's width (1…30 gives 01…30). */
  pad: z.boolean().default(false),
  /** Real names given to the accounts in order (one per account, or none). */
  realnames: z.array(z.string().trim().max(IMPORT_LIMITS.realname)).max(GENERATE_LIMITS.count).default([]),
});
export type GenerateUserInput = z.input<typeof generateUserSchema>;

/** A generated username: prefix + number + suffix, the number zero-padded to the end number's width when asked. */
export const numberedName = (
  form: { prefix: string; suffix: string; number_to: number; pad?: boolean },
  n: number,
): string => `${form.prefix}${String(n).padStart(form.pad ? String(form.number_to).length : 0, '0')}${form.suffix}`;
/** The form as the UI sends it, every field given. */
export type GenerateUserBody = z.output<typeof generateUserSchema>;

export const generateAnswerSchema = z.object({ key: z.string(), count: z.number().int(), expiresAt: z.number() });
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;

/** The length of the new passwords that login slips for chosen accounts carry, unless asked otherwise. */
export const SLIP_PASSWORD_LENGTH = 8;

/** POST admin/user/slips: new passwords for the chosen accounts, kept like generated ones for their slips. */
export const slipsForSchema = z.object({
  uids: z.array(z.string().min(1).max(64)).min(1).max(GENERATE_LIMITS.count),
  password_length: z.coerce
    .number()
    .int()
    .min(GENERATE_LIMITS.passwordMin)
    .max(GENERATE_LIMITS.passwordMax)
    .default(SLIP_PASSWORD_LENGTH),
});
export type SlipsForInput = z.input<typeof slipsForSchema>;

/** POST group/member-slips: the same, for members of one group. */
export const groupSlipsSchema = slipsForSchema.extend({ gid: z.number().int().positive() });

export const generatedKeyQuerySchema = z.object({ key: z.string().min(1).max(100) });

export const generatedAccountSchema = z.object({ username: z.string(), password: z.string(), realname: z.string() });
export type GeneratedAccount = z.infer<typeof generatedAccountSchema>;

/** GET admin/user/generated-user?key: the accounts for the login slips. */
export const generatedAccountsSchema = z.object({
  users: z.array(generatedAccountSchema),
  expiresAt: z.number(),
  /** The site address the slips print (the website config's base URL; empty: the page's origin). */
  baseUrl: z.string(),
});
export type GeneratedAccounts = z.infer<typeof generatedAccountsSchema>;
