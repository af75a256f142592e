import { z } from 'zod';
import { PROBLEM_DEFAULTS, PROBLEM_LIMITS } from './problems.ts';

/**
 * Website configuration and switches (spec doc 1 §3, doc 3 §3). Stored key by key in
 * site_config; every key has a default so a fresh site works without setup.
 */
const count = z.number().int().min(0).max(10000);

/** What an address setting must be, when given (empty: none); `params.address` lets the messages name the rule. */
export type AddressKind = 'web' | 'mail';
const ADDRESS_RULES: Record<AddressKind, RegExp[]> = {
  /** http:// or https:// and a host. */
  web: [/^https?:\/\/[^\s/]+\S*$/i],
  /** `oj@school.edu`, or with a name: `Verdict <oj@school.edu>` (a domain without a dot is an intranet's). */
  mail: [/^[^\s@<>]+@[^\s@<>]+$/, /^[^<>@]*<[^\s@<>]+@[^\s@<>]+>$/],
};
const address = (kind: AddressKind, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || ADDRESS_RULES[kind].some((rule) => rule.test(v)), { params: { address: kind } });

export const websiteConfigSchema = z.object({
  /** The address the site is reached at; links in mails are built from it. */
  baseUrl: address('web', 255),
  name: z.string().trim().min(1).max(100),
  shortName: z.string().trim().min(1).max(30),
  description: z.string().trim().max(500),
  recordName: z.string().trim().max(100),
  /** The footer's links: http(s) addresses only, so no other scheme is ever a link on every page. */
  recordUrl: address('web', 255),
  projectName: z.string().trim().max(100),
  projectUrl: address('web', 255),
  register: z.boolean(),
  /** The home page shows the carousel of pictures. */
  showCarousel: z.boolean(),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  /** Seconds between two non-contest submissions of one user. */
  submissionFrequency: z.number().int().min(0).max(3600),
  captchaOnSubmit: z.boolean(),
  /** The limits a new problem starts with (milliseconds, megabytes). */
  defaultTimeLimit: z.number().int().min(1).max(PROBLEM_LIMITS.timeMax),
  defaultMemoryLimit: z.number().int().min(1).max(PROBLEM_LIMITS.memoryMax),
  /**
   * The judge section: what a group's admins (anyone below the site's problem admins) may set on
   * a problem — limits (ms, MB), test cases, test data (MB); site admins go up to PROBLEM_LIMITS.
   */
  memberTimeLimitMax: z.number().int().min(1).max(PROBLEM_LIMITS.timeMax),
  memberMemoryLimitMax: z.number().int().min(1).max(PROBLEM_LIMITS.memoryMax),
  memberStackLimitMax: z.number().int().min(1).max(PROBLEM_LIMITS.stackMax),
  memberCaseCountMax: z.number().int().min(1).max(PROBLEM_LIMITS.caseCountMax),
  memberTestDataMaxMb: z.number().int().min(1).max(PROBLEM_LIMITS.testDataMaxMb),
  /** The most judge time one submission may take (compile, every case, checker and interactor), seconds. */
  submissionBudgetSeconds: z.number().int().min(10).max(3600),
  /** Submissions of one user judged at once while other users' wait (their further ones wait, never lost). */
  judgeUserShare: z.number().int().min(1).max(64),
  /** Users without a staff role may create groups (then the thresholds below apply); off: staff only. */
  groupCreateByUsers: z.boolean(),
  /** Disk each user and each group may fill with files, images, avatars and test data (MB; 0: none). */
  userDiskQuotaMb: z.number().int().min(0).max(1_000_000),
  groupDiskQuotaMb: z.number().int().min(0).max(1_000_000),
  /** Free space kept on the data directory's disk: uploads and judging stop short of it (MB). */
  diskReserveMb: z.number().int().min(0).max(1_000_000),
  /** Accepted problems needed before a user may create discussions, comment, create groups. */
  discussionAcRequired: count,
  commentAcRequired: count,
  groupAcRequired: count,
  dailyDiscussionLimit: count,
  dailyGroupLimit: count,
  totalGroupLimit: count,
  /** A session token older than this is replaced on the next request. */
  sessionRenewHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** A session unused for this long ends. */
  sessionIdleDays: z.number().int().min(1).max(365),
  smtpHost: z.string().trim().max(255),
  smtpPort: z.number().int().min(1).max(65535),
  /** true: TLS from the start (usually port 465); false: plain, upgraded with STARTTLS when offered. */
  smtpSsl: z.boolean(),
  smtpUsername: z.string().trim().max(255),
  smtpPassword: z.string().max(255),
  /** Sender address; the username when empty. */
  smtpFrom: address('mail', 255),
  /**
   * The SMS section (off by default): phone codes are one HTTP call to the gateway, its URL and
   * body templates filled with {phone}, {code}, {sender} and {secret}; headers are `Name: value`
   * lines. The secret is never sent back to a browser.
   */
  smsEnabled: z.boolean(),
  smsUrl: address('web', 500),
  smsMethod: z.enum(['POST', 'PUT', 'GET']),
  smsHeaders: z.string().max(2000),
  smsBody: z.string().max(2000),
  smsSecret: z.string().max(500),
  smsSender: z.string().trim().max(100),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: 'Verdict',
  shortName: 'Verdict',
  description: 'An online judge for practising programming',
  recordName: '',
  recordUrl: '',
  projectName: 'Verdict',
  projectUrl: '',
  register: true,
  showCarousel: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  submissionFrequency: 8,
  captchaOnSubmit: false,
  defaultTimeLimit: PROBLEM_DEFAULTS.timeLimit,
  defaultMemoryLimit: PROBLEM_DEFAULTS.memoryLimit,
  memberTimeLimitMax: 10_000,
  memberMemoryLimitMax: 1024,
  memberStackLimitMax: 256,
  memberCaseCountMax: 100,
  memberTestDataMaxMb: 64,
  submissionBudgetSeconds: 180,
  judgeUserShare: 1,
  groupCreateByUsers: false,
  userDiskQuotaMb: 100,
  groupDiskQuotaMb: 500,
  diskReserveMb: 512,
  discussionAcRequired: 0,
  commentAcRequired: 0,
  groupAcRequired: 0,
  dailyDiscussionLimit: 5,
  dailyGroupLimit: 2,
  totalGroupLimit: 5,
  sessionRenewHours: 24,
  sessionIdleDays: 7,
  smtpHost: '',
  smtpPort: 465,
  smtpSsl: true,
  smtpUsername: '',
  smtpPassword: '',
  smtpFrom: '',
  smsEnabled: false,
  smsUrl: '',
  smsMethod: 'POST',
  smsHeaders: 'Content-Type: application/json\nAuthorization: Bearer {secret}',
  smsBody: '{"to":"{phone}","from":"{sender}","text":"Your verification code is {code}. It is valid for 5 minutes."}',
  smsSecret: '',
  smsSender: '',
};

/** PUT /api/admin/config/set-web-config: any subset of the keys (unknown keys are ignored). */
export const setWebsiteConfigSchema = websiteConfigSchema.partial();
export type SetWebsiteConfigInput = z.infer<typeof setWebsiteConfigSchema>;

/** GET /api/get-website-config: what any visitor may read. */
export const publicWebsiteConfigSchema = websiteConfigSchema
  .omit({
    smtpHost: true,
    smtpPort: true,
    smtpSsl: true,
    smtpUsername: true,
    smtpPassword: true,
    smtpFrom: true,
    smsUrl: true,
    smsMethod: true,
    smsHeaders: true,
    smsBody: true,
    smsSecret: true,
    smsSender: true,
    sessionRenewHours: true,
    sessionIdleDays: true,
  })
  .extend({
    /** The site sends mail (SMTP configured): registration and password reset use e-mailed codes. */
    emailEnabled: z.boolean(),
  });
export type PublicWebsiteConfig = z.infer<typeof publicWebsiteConfigSchema>;

/** GET /api/admin/config/get-web-config: everything, the SMTP password replaced by whether one is set. */
export const adminWebsiteConfigSchema = websiteConfigSchema.extend({
  smtpPassword: z.literal(''),
  smtpPasswordSet: z.boolean(),
  smsSecret: z.literal(''),
  smsSecretSet: z.boolean(),
});
export type AdminWebsiteConfig = z.infer<typeof adminWebsiteConfigSchema>;
