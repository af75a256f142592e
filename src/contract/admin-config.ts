import { z } from 'zod';
import { email } from './accounts.ts';
import { websiteConfigSchema } from './site.ts';

/**
 * The back office's mail, switch and data-source calls (API-NEXT "Admin config, switches,
 * dashboard"). They read and write the same website configuration as set-web-config, under the
 * field names the established client sends.
 */
const site = websiteConfigSchema.shape;

/** GET admin/config/get-email-config: the SMTP settings, the password replaced by whether one is set. */
export const emailConfigSchema = z.object({
  emailHost: site.smtpHost,
  emailPort: site.smtpPort,
  emailUsername: site.smtpUsername,
  emailSsl: site.smtpSsl,
  /** Sender address; the username when empty. */
  emailFrom: site.smtpFrom,
  emailPasswordSet: z.boolean(),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

/** The setting each field of the mail-server calls writes. */
export const EMAIL_KEYS = {
  emailHost: 'smtpHost',
  emailPort: 'smtpPort',
  emailUsername: 'smtpUsername',
  emailPassword: 'smtpPassword',
  emailSsl: 'smtpSsl',
  emailFrom: 'smtpFrom',
} as const;

/**
 * PUT admin/config/set-email-config: any subset; a blank password keeps the stored one.
 * `emailBGImg` (the established judge's mail background picture) is accepted and ignored:
 * Verdict's mails are plain text.
 */
export const setEmailConfigSchema = z
  .object({
    emailHost: site.smtpHost,
    emailPort: site.smtpPort,
    emailUsername: site.smtpUsername,
    emailPassword: site.smtpPassword,
    emailSsl: site.smtpSsl,
    emailFrom: site.smtpFrom,
    emailBGImg: z.string().max(1000),
  })
  .partial();
export type SetEmailConfigInput = z.infer<typeof setEmailConfigSchema>;

/** POST admin/config/test-email: where the test mail goes. */
export const testEmailSchema = z.object({ email });

/**
 * The switch names of the established judge that apply to Verdict, and the website-configuration
 * key each one is. Its remote-judge switches and account lists (openPublicJudge, hduUsernameList …)
 * and hideNonContestSubmissionCode have no counterpart: Verdict judges locally and shows code only
 * to its author, the administrators, or anyone once the author shares it.
 */
export const SWITCH_KEYS = {
  openPublicDiscussion: 'openPublicDiscussion',
  openGroupDiscussion: 'openGroupDiscussion',
  openContestComment: 'openContestComment',
  defaultSubmitInterval: 'submissionFrequency',
  defaultCreateGroupDailyLimit: 'dailyGroupLimit',
  defaultCreateGroupLimit: 'totalGroupLimit',
  defaultCreateGroupACInitValue: 'groupAcRequired',
  defaultCreateDiscussionDailyLimit: 'dailyDiscussionLimit',
  defaultCreateDiscussionACInitValue: 'discussionAcRequired',
  defaultCreateCommentACInitValue: 'commentAcRequired',
} as const;

/** GET admin/switch/info. */
export const switchConfigSchema = z.object({
  openPublicDiscussion: site.openPublicDiscussion,
  openGroupDiscussion: site.openGroupDiscussion,
  openContestComment: site.openContestComment,
  defaultSubmitInterval: site.submissionFrequency,
  defaultCreateGroupDailyLimit: site.dailyGroupLimit,
  defaultCreateGroupLimit: site.totalGroupLimit,
  defaultCreateGroupACInitValue: site.groupAcRequired,
  defaultCreateDiscussionDailyLimit: site.dailyDiscussionLimit,
  defaultCreateDiscussionACInitValue: site.discussionAcRequired,
  defaultCreateCommentACInitValue: site.commentAcRequired,
});
export type SwitchConfig = z.infer<typeof switchConfigSchema>;

/** PUT admin/switch/update: any subset (names that do not apply to Verdict are ignored). */
export const updateSwitchConfigSchema = switchConfigSchema.partial();
export type UpdateSwitchConfigInput = z.infer<typeof updateSwitchConfigSchema>;

/**
 * GET admin/config/get-db-and-redis-config: Verdict's data source, read-only. SQLite is a file in
 * the data directory, in WAL mode; there is no server to connect to and no Redis.
 */
export const dataSourceSchema = z.object({
  engine: z.literal('sqlite'),
  /** Absolute path of the database file. */
  file: z.string(),
  /** Bytes of the database file, of its write-ahead log and of the shared-memory index. */
  fileSize: z.number().int().nonnegative(),
  walSize: z.number().int().nonnegative(),
  shmSize: z.number().int().nonnegative(),
  /** PRAGMA journal_mode ('wal' in a running Verdict). */
  journalMode: z.string(),
  pageSize: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  freePages: z.number().int().nonnegative(),
  /** Pages after which SQLite folds the log back into the file. */
  walAutocheckpoint: z.number().int(),
  sqliteVersion: z.string(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
